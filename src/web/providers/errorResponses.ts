import type { AppAbility, RoleName } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { errorBrowserSteps, errorCatalogue, type ErrorBrowserStep } from '../../generated/errors.js';
import { showErrorMessage } from '../feedback/showErrorMessage.js';
import { afterSwitchUrl } from '../navigation/afterSwitch.js';
import { pageLocation } from '../session/pageLocation.js';
import { clearSession } from '../session/session.js';
import { currentAppPath, emitUnauthorized } from '../session/sessionEvents.js';
import { resetToOwner, switchRequestHeaders } from '../session/switchAccount.js';

const basePath = String(constants.basePath);
const loginPath = `${constants.apiBasePath}/communication/login`;
const defaultMessages = new Map<number, string>(Object.values(errorCatalogue).map((e) => [e.code, e.message]));

/** The catalogue body of an API answer, when it is JSON with a code or message. */
interface MessageBody { code?: number; message?: string }

async function messageBody(response: Response): Promise<MessageBody | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { code, message } = body as Record<string, unknown>;
  return {
    code: typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  };
}

/** The signed-in user's role and ability, asked only by the steps that send a user somewhere by their rights. */
export type CurrentAccess = () => Promise<{ role: RoleName; ability: AppAbility }>;
/** Writes one row of the activity history (spec §7). */
export type ActivityWriter = (row: { path: string; method: string; status: number; message: string }) => Promise<unknown>;

// The modules that know the user and own the API client sit above this one (they import it to follow their
// answers), so they hand their part in here instead of being imported back.
let currentAccess: CurrentAccess | undefined;
let writeActivity: ActivityWriter | undefined;

/** Registered by currentUser.ts: how to learn the signed-in user's rights. */
export function registerCurrentAccess(access: CurrentAccess): void {
  currentAccess = access;
}

/** Registered by apiClient.ts: how to write the activity history through the API client. */
export function registerActivityWriter(writer: ActivityWriter): void {
  writeActivity = writer;
}

/** After a teacher-contact page's access error: teachers go home, others to the teacher-contact list, 2 s later. */
async function leaveContactTeacher(): Promise<void> {
  const access = currentAccess;
  if (!access) return;
  const [{ findScreen }, { leaveContactTeacherPath }] = await Promise.all([
    import('../navigation/findScreen.js'), import('../navigation/startPage.js'),
  ]);
  const here = findScreen(currentAppPath(basePath).split('?')[0] ?? '/');
  if (!here?.screen.id.startsWith('contact-teacher.')) return;
  const target = leaveContactTeacherPath(await access());
  window.setTimeout(() => pageLocation.assign(`${basePath}${target}`), Number(constants.commentErrorReloadDelayMs));
}

/** Runs one browser step of model/errors.yaml for an error answer. */
async function runStep(step: ErrorBrowserStep, context: { request: Request; body: MessageBody; code: number }): Promise<void> {
  switch (step) {
    case 'show':
      showErrorMessage(context.body.message ?? defaultMessages.get(context.code) ?? '');
      return;
    case 'logout':
      clearSession();
      // The log-in page shows the message of the answer that ended the session.
      emitUnauthorized({ basePath, message: context.body.message });
      return;
    case 'reset-switch':
      // Only a request made as a linked account can be reset; the owner's own 10120 has nothing to undo.
      if (Object.keys(switchRequestHeaders()).length === 0) return;
      window.setTimeout(() => {
        resetToOwner();
        pageLocation.assign(afterSwitchUrl(basePath));
      }, Number(constants.switchResetDelayMs));
      return;
    case 'reload-on-comment':
      if (!new URL(context.request.url, window.location.origin).pathname.includes('/comments')) return;
      window.setTimeout(() => pageLocation.reload(), Number(constants.commentErrorReloadDelayMs));
      return;
    case 'leave-contact-teacher':
      await leaveContactTeacher().catch(() => undefined);
      return;
  }
}

/** Activity history (spec §7): what a teacher or guardian was told, posted after the answer; general staff do not. */
async function recordActivity(request: Request, response: Response, message: string): Promise<void> {
  const path = new URL(request.url, window.location.origin).pathname;
  const write = writeActivity;
  if (!write || path.endsWith('/users/activity-history') || path.endsWith(loginPath)) return;
  const [{ currentSession }, { authorities, roleAuthority }] = await Promise.all([
    import('../session/session.js'), import('../../generated/abilities.js'),
  ]);
  const role = currentSession()?.role;
  if (!role || !Object.hasOwn(roleAuthority, role)) return;
  if (!authorities[roleAuthority[role as keyof typeof roleAuthority]].recordsActivity) return;
  await write({ path: path.slice(String(constants.apiBasePath).length), method: request.method, status: response.status, message });
}

/**
 * The browser's part of spec §8 for every API answer: an error code's steps from model/errors.yaml (show, log out,
 * reset the switch, reload, leave), any other 401 logs out, a 404 with a message is shown; then the activity
 * history of answers that carried a message. Screens still get the answer and show other errors themselves.
 */
export async function followApiResponse(request: Request, response: Response): Promise<void> {
  // Successful reads are not parsed: lists can be large and carry no message.
  if (response.ok && request.method === 'GET') return;
  const body = await messageBody(response);
  if (!response.ok) {
    const code = body?.code ?? 0;
    const declared = errorBrowserSteps[code];
    // Spec §8: any 401 the model says nothing about logs out too (a refused log-in declares no steps: it stays).
    const steps = declared ?? (response.status === 401 ? ['logout' as const] : []);
    // A message of an answer that logs out is shown once, on the log-in page, not over the page being left.
    for (const step of steps.includes('logout') ? steps.filter((s) => s !== 'show') : steps) {
      await runStep(step, { request, body: { ...body, message: body?.message ?? defaultMessages.get(code) }, code });
    }
    if (response.status === 404 && body?.message && steps.length === 0) showErrorMessage(body.message);
  }
  // Not awaited: the screen does not wait for the history to be written.
  if (body?.message) void recordActivity(request, response, body.message).catch(() => undefined);
}
