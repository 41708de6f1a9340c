import type { components, paths } from '../../generated/api.js';
import { constants } from '../../generated/constants.js';
import { tPublic } from '../i18n/publicText.js';
import { clearSession, saveSession } from '../session/session.js';

/** What the log-in form sends. */
export interface Credentials {
  username: string;
  password: string;
}

type LoginBody = paths['/api/v1/communication/login']['post']['requestBody']['content']['application/json'];
type LoginAnswer = components['schemas']['AuthLoginResponse'];

/** A refused or failed sign-in: the message to show (the server's catalogue message when it gave one). */
export interface SignInRefusal {
  message: string;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The catalogue code of the server's answer, when it gave one. */
  code?: number;
}

export type SignInResult = { isSignedIn: true } | ({ isSignedIn: false } & SignInRefusal);

const loginUrl = `${constants.apiBasePath}/communication/login`;

/** An answer's JSON, or its text when it is not JSON (a proxy's error page), which is then refused as not ours. */
function answerOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (_notJson: unknown) {
    return text;
  }
}

function refusal(status: number, body: unknown): SignInResult {
  const { message, code } = (typeof body === 'object' && body !== null ? body : {}) as Partial<components['schemas']['Error']>;
  if (typeof message !== 'string') return { isSignedIn: false, status, message: tPublic('common.errorOccurred') };
  return { isSignedIn: false, status, message, ...(typeof code === 'number' ? { code } : {}) };
}

/**
 * POST /communication/login and, when the server accepts, the session stored (cookies). The log-in page's one call,
 * made with fetch instead of the API client: the client brings the answer follower and the error catalogue, which
 * the small public shell leaves out. For this call they do nothing: every refusal of the log-in is declared without
 * browser steps (model/errors.yaml), and the activity history skips it; nor do the client's headers (a token, the
 * linked-account switch), which only signed-in operations read. The same messages: the server's, the network error,
 * or the generic one for an answer that is not the server's JSON.
 */
export async function signIn(credentials: Credentials): Promise<SignInResult> {
  const result = await askServer(credentials);
  // A refused sign-in leaves nothing of an earlier one behind (cookies, local storage), as before it was asked.
  if (!result.isSignedIn) clearSession();
  return result;
}

async function askServer(credentials: Credentials): Promise<SignInResult> {
  const body: LoginBody = { username: credentials.username, password: credentials.password };
  let response: Response;
  try {
    response = await fetch(loginUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error: unknown) {
    // fetch itself failed (server down, offline): as the API client says it.
    console.error('log-in request failed', error);
    return { isSignedIn: false, status: 0, message: tPublic('common.networkError') };
  }
  const answer = answerOf(await response.text());
  if (!response.ok) return refusal(response.status, answer);
  const session = answer as Partial<LoginAnswer>;
  if (typeof session.token !== 'string' || typeof session.role !== 'string' || typeof session.exp !== 'number') {
    return { isSignedIn: false, status: response.status, message: tPublic('login.failed') };
  }
  saveSession({ token: session.token, role: session.role, exp: session.exp });
  return { isSignedIn: true };
}
