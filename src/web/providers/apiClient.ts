import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { constants } from '../../generated/constants.js';
import { t } from '../i18n/i18n.js';
import { clearSession, currentToken } from '../session/session.js';
import { emitUnauthorized } from '../session/sessionEvents.js';
import { ApiError, type ApiErrorBody } from './apiError.js';

const loginPath = `${constants.apiBasePath}/communication/login`;

/**
 * Adds the bearer token, turns a lost connection into the Japanese network error, and ends the
 * session on 401 (except for the login call itself, whose 401 means wrong credentials).
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = currentToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && !new URL(request.url, window.location.origin).pathname.endsWith(loginPath)) {
      clearSession();
      emitUnauthorized({ basePath: constants.basePath });
    }
    return response;
  },
  onError({ error }) {
    // fetch itself failed (server down, offline): status 0, the cause kept for the console.
    return new ApiError({ message: t('common.networkError'), status: 0, cause: error });
  },
};

/** Typed client of the generated OpenAPI paths (login, current user, entity APIs). */
export const apiClient = createClient<paths>({ baseUrl: '' });
apiClient.use(sessionMiddleware);

/** One operation of the generic entity API, for paths only known at run time (resource name → api path). */
interface DynamicOperation {
  parameters: { query?: Record<string, string | number>; path?: Record<string, string | number> };
  requestBody?: { content: { 'application/json': Record<string, unknown> } };
  responses: {
    200: { content: { 'application/json': unknown } };
    201: { content: { 'application/json': unknown } };
    204: { content?: never };
    default: { content: { 'application/json': ApiErrorBody } };
  };
}
type DynamicPaths = Record<string, { get: DynamicOperation; post: DynamicOperation; put: DynamicOperation; delete: DynamicOperation }>;

/** The same client for the generic CRUD data provider, whose paths come from entities.ts at run time. */
export const entityApiClient = createClient<DynamicPaths>({ baseUrl: '' });
entityApiClient.use(sessionMiddleware);
