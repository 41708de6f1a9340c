import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './contentDisposition.js';

/**
 * Answers a stored file as a download: its type as decided from its bytes at upload, its (Japanese) name in
 * Content-Disposition, never sniffed by the browser (nosniff) nor kept in a shared cache.
 */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer }): FastifyReply {
  return reply.type(file.contentType).headers({
    'content-disposition': attachmentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  }).send(file.bytes);
}
