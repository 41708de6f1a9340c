import { isSignedText, signText } from '../../auth/signedText.js';

const PURPOSE = 'mail-bounce';
/** 64 bits of signature, lower-case hex: MTAs that fold the case of a local part keep it valid. */
const SIGNATURE = { length: 16, encoding: 'hex' } as const;
const LOCAL_PREFIX = 'bounce+';
const REF_PATTERN = /bounce\+([a-z])-([1-9][0-9]{0,15})-([1-9][0-9]{0,15})-([0-9a-f]{16})@/g;

/**
 * The record a message was sent for, as its bounce address names it. Kinds are one letter each: `n` a notice
 * delivery (notice_deliveries), `b` a notification's (notification_deliveries: contacts, teacher messages, …).
 */
export interface BounceRef {
  kind: 'n' | 'b';
  companyId: number;
  id: number;
}

const KINDS = new Set<string>(['n', 'b']);
const refText = (ref: BounceRef) => `${ref.kind}-${ref.companyId}-${ref.id}`;

/**
 * The envelope sender (Return-Path) of one message, VERP style: bounce+<kind>-<company>-<id>-<signature>@<domain>.
 * A bounce report comes back to this address, so the report names the record it is about without any lookup
 * table; the signature keeps a made-up report from marking another record.
 */
export function bounceAddress(options: { ref: BounceRef; domain: string; secret: Uint8Array }): string {
  const text = refText(options.ref);
  return `${LOCAL_PREFIX}${text}-${signText({ secret: options.secret, purpose: PURPOSE, text, ...SIGNATURE })}@${options.domain}`;
}

/** The first correctly signed bounce reference in the given addresses (or any text holding them), else undefined. */
export function findBounceRef(options: { addresses: string[]; secret: Uint8Array }): BounceRef | undefined {
  for (const address of options.addresses) {
    for (const match of address.toLowerCase().matchAll(REF_PATTERN)) {
      const [, kind, companyId, id, signature] = match;
      if (!KINDS.has(kind!)) continue;
      const ref: BounceRef = { kind: kind as BounceRef['kind'], companyId: Number(companyId), id: Number(id) };
      if (isSignedText({ secret: options.secret, purpose: PURPOSE, text: refText(ref), signature: signature!, ...SIGNATURE })) return ref;
    }
  }
  return undefined;
}
