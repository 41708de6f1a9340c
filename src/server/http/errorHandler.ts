import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) as catalogue errors. */
function fromFastify(err: FastifyError): AppError | undefined {
  const status = err.statusCode ?? 500;
  if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 429) return new AppError('RATE_LIMITED');
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
