import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { constants } from '../../generated/constants.js';
import { t } from '../i18n/i18n.js';
import { clearSession, currentToken } from '../session/session.js';
import { emitUnauthorized } from '../session/sessionEvents.js';
import { resetToOwner, switchRequestHeaders } from '../session/switchAccount.js';
import { afterSwitchUrl } from '../routing/afterSwitch.js';
import { message } from 'antd';
import { errorCatalogue } from '../../generated/errors.js';
import { ApiError, type ApiErrorBody } from './apiError.js';

const loginPath = `${constants.apiBasePath}/communication/login`;

/**
 * Spec §8 code 10120 (the linked account acted as may not use this): show the message, then after 1 s go back
 * to the owner's account and reload from the start page.
 */
async function resetSwitchOn10120(response: Response): Promise<void> {
  // A 403 whose body is not JSON is not a switch refusal.
  const body = await response.clone().json().catch(() => undefined) as { code?: number; message?: string } | undefined;
  if (body?.code !== errorCatalogue.SWITCH_USER_NO_ACCESS.code || Object.keys(switchRequestHeaders()).length === 0) return;
  void message.error(body.message ?? errorCatalogue.SWITCH_USER_NO_ACCESS.message);
  window.setTimeout(() => {
    resetToOwner();
    window.location.assign(afterSwitchUrl(String(constants.basePath)));
  }, Number(constants.switchResetDelayMs));
}

/**
 * Adds the bearer token, turns a lost connection into the Japanese network error, and ends the
 * session on 401 (except for the login call itself, whose 401 means wrong credentials).
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = currentToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(switchRequestHeaders())) request.headers.set(name, value);
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status === 403) await resetSwitchOn10120(response);
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
