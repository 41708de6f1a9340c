import { errorCatalogue } from '../../../generated/errors.js';
import type { MultipartRules } from '../../../generated/operations.js';
import { formatByteSize } from '../../../shared/byteSize.js';
import { listText } from '../../format/japaneseText.js';

/** File-name extensions the server reads as another type's (file-type's names: jpeg is jpg, heif is heic). */
const extensionAliases: Readonly<Record<string, string>> = { jpeg: 'jpg', jpe: 'jpg', heif: 'heic' };


/** A catalogue message with its {{name}} values filled, the same text the server would answer. */
function catalogueMessage(key: keyof typeof errorCatalogue, values: Record<string, string | number>): string {
  return errorCatalogue[key].message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return extensionAliases[ext] ?? ext;
}

/**
 * Why a picked file cannot be sent to a multipart operation, or undefined when it can: too many files, a type the rules
 * do not allow (by its name's extension; the server checks the content too) or over the size limit of its kind (images
 * have their own). The message is the one the server would answer, the operation's own errors (model `multipart.errors`,
 * e.g. an import's) before the attachment ones.
 */
export function attachmentProblem(options: { file: Pick<File, 'name' | 'size'>; attachedCount: number; rules: MultipartRules }): string | undefined {
  const { file, rules } = options;
  const values = { max: rules.maxCount, name: file.name, limit: formatByteSize(rules.maxBytes), imageLimit: formatByteSize(rules.imageMaxBytes) };
  if (options.attachedCount >= rules.maxCount) return catalogueMessage('ATTACHMENT_TOO_MANY', values);
  const type = rules.types.find((t) => t.ext === extensionOf(file.name));
  if (!type) return catalogueMessage(rules.errors?.typeNotAllowed ?? 'ATTACHMENT_TYPE_NOT_ALLOWED', values);
  const max = type.mime.startsWith('image/') ? rules.imageMaxBytes : rules.maxBytes;
  if (file.size > max) return catalogueMessage(rules.errors?.tooLarge ?? 'ATTACHMENT_TOO_LARGE', values);
  return undefined;
}

/** The file input's accept list: every allowed extension and MIME type. */
export function attachmentAccept(rules: MultipartRules): string {
  return [...new Set(rules.types.flatMap((t) => [`.${t.ext}`, t.mime]))].join(',');
}

/** 「3件まで、1件10MBまで（画像は8MBまで）」 and the type names, for the help under the field. */
export function attachmentLimits(rules: MultipartRules): { count: number; limit: string; imageLimit: string; types: string } {
  return { count: rules.maxCount, limit: formatByteSize(rules.maxBytes), imageLimit: formatByteSize(rules.imageMaxBytes), types: listText([...new Set(rules.types.map((type) => type.label))]) };
}
