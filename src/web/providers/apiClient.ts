import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { t } from '../i18n/i18n.js';
import { currentToken } from '../session/session.js';
import { switchRequestHeaders } from '../session/switchAccount.js';
import { followApiResponse, registerActivityWriter } from './errorResponses.js';
import { ApiError, type ApiErrorBody } from './apiError.js';

/**
 * Adds the bearer token and the switch header, follows spec §8 for every answer (errorResponses.ts), and turns a
 * lost connection into the Japanese network error.
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = currentToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(switchRequestHeaders())) request.headers.set(name, value);
    return request;
  },
  async onResponse({ request, response }) {
    await followApiResponse(request, response);
    return response;
  },
  onError({ error }) {
    // fetch itself failed (server down, offline): status 0, the cause kept for the console.
    return new ApiError({ message: t('common.networkError'), status: 0, cause: error });
  },
};

/**
 * The page's fetch, looked up at each call rather than once when the client is made, so that a story or a test that
 * stands in for the API after this module loaded is the one asked.
 */
const pageFetch = (request: Request) => globalThis.fetch(request);

/** Typed client of the generated OpenAPI paths (login, current user, entity APIs). */
export const apiClient = createClient<paths>({ baseUrl: '', fetch: pageFetch });
apiClient.use(sessionMiddleware);
// The activity history of spec §7 is written through this client (errorResponses.ts cannot import it back).
registerActivityWriter((row) => apiClient.POST('/api/v1/users/activity-history', { body: row }));

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
export const entityApiClient = createClient<DynamicPaths>({ baseUrl: '', fetch: pageFetch });
entityApiClient.use(sessionMiddleware);
