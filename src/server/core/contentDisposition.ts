// RFC 8187 attr-char: encodeURIComponent leaves ! ' ( ) * as they are; ' ( ) * may not stand in filename*, and '!' is
// encoded as well, which every reader decodes the same.
const encodeRfc8187 = (value: string) => encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file name reduced to printable ASCII for clients that do not read filename*: other characters, quotes and backslashes become '_'. */
export const asciiFileName = (fileName: string) => fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * Content-Disposition of a download: the real (Japanese) name as filename* (RFC 6266/8187, UTF-8) and a plain ASCII
 * name for clients that do not read it, by default the real name reduced to ASCII.
 */
export function attachmentDisposition(fileName: string, asciiFallback = asciiFileName(fileName)): string {
  return `attachment; filename="${asciiFileName(asciiFallback)}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
