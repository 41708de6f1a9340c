import { constants } from '../../generated/constants.js';

/**
 * The download address of a stored file of any area (GET /files/{id}, spec section 7): the server answers it to
 * whoever may read the record owning the file. Fetch it with downloadFile/fetchFile, which send the bearer token.
 */
export function filePath(fileId: number): string {
  return `${constants.apiBasePath}/files/${fileId}`;
}
