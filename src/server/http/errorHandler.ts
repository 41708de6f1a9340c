import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { AppError } from '../foundation/errors.js';

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) as catalogue errors. */
function fromFastify(err: FastifyError): AppError | undefined {
  const status = err.statusCode ?? 500;
  if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 429) return new AppError('RATE_LIMITED');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH' || status === 414) return new AppError('URI_TOO_LONG');
  if (status === 404) return new AppError('ROUTE_NOT_FOUND');
  if (status >= 400 && status < 500) return new AppError('MALFORMED_REQUEST');
  return undefined;
}

/** Every error leaves as `{ code, message, errors? }` from the catalogue; unexpected ones are logged as 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let appError = err instanceof AppError ? err : fromFastify(err);
    // Spec section 8: a refusal while acting as a linked account is 10120, on which the browser resets to the owner.
    if (appError?.key === 'FORBIDDEN' && request.principal?.isSwitched) appError = new AppError('SWITCH_USER_NO_ACCESS');
    if (appError) {
      if (appError.headers) void reply.headers(appError.headers);
      return reply.status(appError.status).send(appError.toBody());
    }
    request.log.error({ err }, 'unexpected error');
    const internal = new AppError('INTERNAL_ERROR');
    return reply.status(internal.status).send(internal.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    const notFound = new AppError('ROUTE_NOT_FOUND');
    return reply.status(notFound.status).send(notFound.toBody());
  });
}

/**
 * Node's own refusals, before Fastify sees a request (a header block over the limit, a malformed request line, a
 * client too slow to send its request): answered in the catalogue shape on the raw socket, which is then closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (err: NodeJS.ErrnoException, socket: Socket) => {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = err.code === 'HPE_HEADER_OVERFLOW' ? new AppError('HEADERS_TOO_LARGE')
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? new AppError('REQUEST_TIMEOUT') : new AppError('MALFORMED_REQUEST');
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
};

/**
 * Fastify's router refusals (a URL that does not decode, like an id segment of `%`; a path parameter over its
 * length limit): the catalogue answer instead of Fastify's own body.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const appError = fromFastify(err) ?? new AppError('MALFORMED_REQUEST');
  void reply.status(appError.status).send(appError.toBody());
}
