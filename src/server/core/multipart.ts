import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { constants } from '../../generated/constants.js';
import type { MultipartRules } from '../../generated/operations.js';
import { formatByteSize } from '../../shared/byteSize.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError } from '../foundation/errors.js';
import { assertJsonDepth } from './jsonBody.js';

/** A file of a multipart request, its type decided by its content. */
export interface UploadedFile {
  /** The name the user gave it, without folders or control characters (at most 255 characters). */
  fileName: string;
  /** MIME type from the content (magic bytes), from the operation's allowed list. */
  contentType: string;
  bytes: Buffer;
}

/** Types file-type names differently from a file's usual extension. */
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', heif: 'heic', htm: 'html' };
/** Types without magic bytes, recognised by name when the content is text (no NUL byte). */
const TEXT_TYPES = new Set(['txt', 'csv']);

/** A user's file name made safe to store and to send back in Content-Disposition. */
export function cleanFileName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base === '' || base === '.' || base === '..' ? 'file' : base;
  return [...name].slice(-255).join('');
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return EXTENSION_ALIASES[ext] ?? ext;
}

/**
 * Checks one file against the rules: its type is what its bytes are (file-type), never what its name or the browser
 * says; the type must be allowed, agree with the name's extension, and be within the size limit of its kind.
 */
export async function checkFile(options: { fileName: string; bytes: Buffer; rules: MultipartRules }): Promise<UploadedFile> {
  const { fileName, bytes, rules } = options;
  const values = { name: fileName, limit: formatByteSize(rules.maxBytes), imageLimit: formatByteSize(rules.imageMaxBytes) };
  const nameExt = extensionOf(fileName);
  // file-type refuses what it will not probe (a zip entry too large to inflate for detection): an unknown type then.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  let ext = detected ? (EXTENSION_ALIASES[detected.ext] ?? detected.ext) : undefined;
  if (!detected && TEXT_TYPES.has(nameExt) && !bytes.includes(0)) ext = nameExt;
  const allowed = rules.types.find((t) => t.ext === ext);
  // A file named as an allowed type whose content is none (a broken workbook, random bytes): the operation may say
  // it cannot be read rather than that its type is not allowed.
  const claimsAllowed = !allowed && rules.types.some((t) => t.ext === nameExt);
  if (claimsAllowed && rules.errors?.unreadable) throw new AppError(rules.errors.unreadable, { values });
  if (!allowed) throw new AppError(rules.errors?.typeNotAllowed ?? 'ATTACHMENT_TYPE_NOT_ALLOWED', { values });
  if (nameExt !== ext) throw new AppError('ATTACHMENT_CONTENT_MISMATCH', { values });
  const isImage = allowed.mime.startsWith('image/');
  if (bytes.length > (isImage ? rules.imageMaxBytes : rules.maxBytes)) throw new AppError(rules.errors?.tooLarge ?? 'ATTACHMENT_TOO_LARGE', { values });
  return { fileName, contentType: allowed.mime, bytes };
}

/**
 * Reads a multipart request: the `data` part (the JSON the operation's body schema checks) and at most `maxCount`
 * files in the rules' field, each read up to the size limit. Anything else is a catalogue error; nothing is stored.
 */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let data: string | undefined;
  const files: UploadedFile[] = [];
  const limits = { fileSize: rules.maxBytes, files: rules.maxCount + 1, fields: 2, fieldSize: Number(constants.maxRequestBodyBytes), parts: rules.maxCount + 3 };
  try {
    for await (const part of request.parts({ limits, defParamCharset: 'utf8' } as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || data !== undefined) throw unknownPart(part.fieldname);
        // busboy cuts a field at fieldSize and says so: the JSON is then too large, not malformed.
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        data = String(part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename);
      if (part.fieldname !== rules.field) throw unknownPart(part.fieldname);
      if (files.length >= rules.maxCount) throw new AppError('ATTACHMENT_TOO_MANY', { values: { max: rules.maxCount } });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(rules.errors?.tooLarge ?? 'ATTACHMENT_TOO_LARGE', { values: { name: fileName, limit: formatByteSize(rules.maxBytes), imageLimit: formatByteSize(rules.imageMaxBytes) } });
        }
        throw error;
      }
      files.push(await checkFile({ fileName, bytes, rules }));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('ATTACHMENT_TOO_MANY', { values: { max: rules.maxCount } });
    if (code === 'FST_FIELDS_LIMIT') throw unknownPart('data');
    throw new AppError('MALFORMED_REQUEST');
  }
  if (data === undefined) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'data', message: formatMessage('validation.required', { label: 'data' }) }] });
  assertJsonDepth(data);
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    throw new AppError('MALFORMED_REQUEST');
  }
  return { body, files };
}

function unknownPart(name: string): AppError {
  return new AppError('UNKNOWN_FIELD', { errors: [{ field: name, message: formatMessage('validation.unknownField', { label: name }) }] });
}
