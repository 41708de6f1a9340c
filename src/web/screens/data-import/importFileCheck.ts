import { constants } from '../../../generated/constants.js';
import { codeLists } from '../../../generated/enums.js';
import { errorCatalogue } from '../../../generated/errors.js';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;
const importTypes = codeLists.import_file_type.values;

/** The file input's accept list: the extensions and MIME types an import reads (CSV and .xlsx). */
export const IMPORT_ACCEPT = [...importTypes.map((v) => `.${v.key}`), ...importTypes.map((v) => v.code)].join(',');

/**
 * Why a picked file cannot be checked, or undefined: a type an import does not read (by its name; the server checks
 * the content) or over importMaxBytes. The text is the server's catalogue message for the same refusal.
 */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const fill = (message: string) => message.replace('{{name}}', file.name).replace('{{limit}}', megabytes(Number(constants.importMaxBytes)));
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!importTypes.some((v) => v.key === ext)) return fill(errorCatalogue.IMPORT_FILE_TYPE_NOT_ALLOWED.message);
  if (file.size > Number(constants.importMaxBytes)) return fill(errorCatalogue.IMPORT_FILE_TOO_LARGE.message);
  return undefined;
}
