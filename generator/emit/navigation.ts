import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/navigation.ts: start pages per role (model/navigation.yaml). */
export function emitNavigation(model: Model): OutputFile[] {
  const content = `${TS_BANNER}
/** Start pages per role: screen ids tried in order, else the fallback (model/navigation.yaml). */
export const navigation: {
  readonly fallback: string;
  readonly afterSignIn: Readonly<Record<string, readonly string[]>>;
  readonly afterSwitch: Readonly<Record<string, readonly string[]>>;
  readonly chooseCurrent: Readonly<Record<string, readonly string[]>>;
  readonly afterLogout: Readonly<Record<string, readonly string[]>>;
  readonly leaveContactTeacher: Readonly<Record<string, readonly string[]>>;
} = ${literal(model.navigation)};
`;
  return [{ path: 'src/generated/navigation.ts', content }];
}
