import type { AddressObject, HeaderValue } from 'mailparser';

/** One recipient's block of a delivery status notification (RFC 3464 section 2.3). */
export interface RecipientStatus {
  /** Final-Recipient's address (the address that failed). */
  finalRecipient?: string;
  /** failed, delayed, delivered, relayed or expanded. */
  action: string;
  /** The enhanced status code, e.g. 5.1.1 (RFC 3463). */
  status: string;
  /** What the remote server said (Diagnostic-Code), when given. */
  diagnostic?: string;
}

/** What a bounce report says: where it was sent (the envelope sender it answers) and each recipient's status. */
export interface DeliveryStatusReport {
  /** Addresses the report was delivered to, from the headers an MTA adds or keeps (Delivered-To, X-Original-To, To, ...). */
  addressedTo: string[];
  recipients: RecipientStatus[];
}

/** Raised when the message is no delivery status notification; the reason is told back to the MTA's operator. */
export class NotADeliveryReport extends Error {}

const ADDRESS_HEADERS = ['delivered-to', 'x-original-to', 'envelope-to', 'x-envelope-to', 'to', 'cc'];

/** Header blocks ("Name: value" lines, folded lines joined) separated by blank lines. */
function headerBlocks(text: string): Array<Map<string, string>> {
  return text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/).map((block) => {
    const fields = new Map<string, string>();
    for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return fields;
  }).filter((fields) => fields.size > 0);
}

/** The body of a MIME part, decoded by its Content-Transfer-Encoding. */
function decodePart(options: { headers: Map<string, string>; body: string }): string {
  const encoding = (options.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(options.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return options.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return options.body;
}

/** The message/delivery-status part of a multipart/report body, split at its boundary. */
function deliveryStatusPart(options: { raw: string; boundary: string }): string | undefined {
  const raw = options.raw.replace(/\r\n?/g, '\n');
  const bodyStart = raw.indexOf('\n\n');
  const delimiter = `\n--${options.boundary}`;
  const parts = raw.slice(bodyStart).split(delimiter).slice(1);
  for (const part of parts) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\n\n');
    if (split < 0) continue;
    const [headers] = headerBlocks(part.slice(0, split));
    const type = (headers?.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status') {
      return decodePart({ headers: headers!, body: part.slice(split + 2) });
    }
  }
  return undefined;
}

const addressesOf = (value: HeaderValue | undefined): string[] => {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  const objects = (Array.isArray(value) ? value : [value]) as Array<AddressObject | string>;
  return objects.flatMap((o) => typeof o === 'string' ? [o] : (o.value ?? []).map((v) => v.address ?? '').filter((a) => a !== ''));
};

/** "rfc822; someone@example.jp" → someone@example.jp. */
const typedValue = (value: string | undefined) => value?.replace(/^[a-z0-9-]+;\s*/i, '').trim() || undefined;

/**
 * Reads a bounce report as an MTA forwards it: a multipart/report (RFC 6522) whose message/delivery-status part has
 * one block per recipient (Action, Status, Final-Recipient, Diagnostic-Code). Anything else throws NotADeliveryReport.
 */
export async function readDeliveryStatusReport(raw: string): Promise<DeliveryStatusReport> {
  if (raw.trim() === '') throw new NotADeliveryReport('empty message');
  // mailparser loads with the first report, not with the server (~0.2 s of every start).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipHtmlToText: true, skipImageLinks: true });
  const contentType = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  if (contentType?.value?.toLowerCase() !== 'multipart/report' || !contentType.params?.boundary) {
    throw new NotADeliveryReport('not a multipart/report message');
  }
  const statusText = deliveryStatusPart({ raw, boundary: contentType.params.boundary });
  if (statusText === undefined) throw new NotADeliveryReport('no message/delivery-status part');
  // The first block is about the message (Reporting-MTA, ...); each one after it is about one recipient.
  const recipients = headerBlocks(statusText).slice(1).filter((fields) => fields.has('action') && fields.has('status')).map((fields) => ({
    finalRecipient: typedValue(fields.get('final-recipient') ?? fields.get('original-recipient')),
    action: fields.get('action')!.toLowerCase(),
    status: fields.get('status')!.split(/\s/)[0]!,
    diagnostic: typedValue(fields.get('diagnostic-code')),
  }));
  if (recipients.length === 0) throw new NotADeliveryReport('no recipient with Action and Status');
  const addressedTo = ADDRESS_HEADERS.flatMap((name) => addressesOf(parsed.headers.get(name)));
  return { addressedTo, recipients };
}
