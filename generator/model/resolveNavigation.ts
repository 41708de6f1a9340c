import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { NavigationDef, RoleDef, ScreenDef } from './types.js';

type RoleLists = 'afterSignIn' | 'afterSwitch' | 'chooseCurrent' | 'afterLogout' | 'leaveContactTeacher';
type RawNavigation = { fallback: string } & Record<RoleLists, Record<string, string[]>>;

/** Resolves navigation.yaml: role groups expand to roles, and every screen id must exist. */
export function resolveNavigation(options: {
  file: RawFile; screens: ScreenDef[]; roles: RoleDef[]; roleGroups: Record<string, string[]>; issues: ModelIssue[];
}): NavigationDef {
  const { file, screens, roles, roleGroups, issues } = options;
  const raw = file.data as RawNavigation;
  const screenIds = new Set(screens.map((s) => s.id));
  const checkScreen = (id: string, path: string) => {
    if (!screenIds.has(id)) issues.push({ file: file.file, path, reason: `unknown screen "${id}"` });
  };
  checkScreen(raw.fallback, '/fallback');
  const byRole = (part: RoleLists) => {
    const out: Record<string, string[]> = {};
    for (const [key, ids] of Object.entries(raw[part])) {
      ids.forEach((id, i) => checkScreen(id, `/${part}/${key}/${i}`));
      const members = roleGroups[key] ?? (roles.some((r) => r.name === key) ? [key] : undefined);
      if (!members) issues.push({ file: file.file, path: `/${part}/${key}`, reason: `unknown role or role group "${key}"` });
      for (const role of members ?? []) out[role] = [...ids];
    }
    return Object.fromEntries(roles.filter((r) => out[r.name]).map((r) => [r.name, out[r.name]!]));
  };
  return {
    fallback: raw.fallback, afterSignIn: byRole('afterSignIn'), afterSwitch: byRole('afterSwitch'), chooseCurrent: byRole('chooseCurrent'), afterLogout: byRole('afterLogout'), leaveContactTeacher: byRole('leaveContactTeacher'),
  };
}
