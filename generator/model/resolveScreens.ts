import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import { resolveGrants } from './resolveGrants.js';
import type { EntityDef, FeatureDef, MenuGroupDef, RoleDef, ScreenDef } from './types.js';

type RawScreen = Omit<ScreenDef, 'id' | 'hidden' | 'public' | 'access' | 'source' | 'views'> & {
  hidden?: boolean; public?: boolean; views?: ScreenDef['views']; access?: never[];
};

/** Resolves screen files and checks titles, parents, entities, menus and escape hatches. */
export function resolveScreens(options: {
  files: RawFile[]; entities: EntityDef[]; menus: MenuGroupDef[]; componentDir?: string;
  roles: RoleDef[]; roleGroups: Record<string, string[]>; features: FeatureDef[];
  messages: Record<string, string>; issues: ModelIssue[];
}): ScreenDef[] {
  const { files, entities, menus, messages, issues } = options;
  const screens: ScreenDef[] = [];
  const seen = new Map<string, string>();
  for (const f of files) {
    for (const [id, raw] of Object.entries(f.data as Record<string, RawScreen>)) {
      const at = (p: string) => `/${id}${p}`;
      if (seen.has(id)) issues.push({ file: f.file, path: at(''), reason: `screen "${id}" is also defined in ${seen.get(id)}` });
      seen.set(id, f.file);
      if (!(raw.title in messages)) issues.push({ file: f.file, path: at('/title'), reason: `message key "${raw.title}" is not in messages/` });
      const entity = raw.entity ? entities.find((e) => e.name === raw.entity) : undefined;
      if (raw.entity && !entity) issues.push({ file: f.file, path: at('/entity'), reason: `unknown entity "${raw.entity}"` });
      if (entity && !entity.api) issues.push({ file: f.file, path: at('/entity'), reason: `entity "${raw.entity}" has no api` });
      if (entity && !entity.list && (raw.views ?? []).includes('list')) issues.push({ file: f.file, path: at('/views'), reason: `entity "${raw.entity}" has no list section` });
      if (entity && !entity.form && (raw.views ?? []).some((v) => v === 'create' || v === 'edit')) issues.push({ file: f.file, path: at('/views'), reason: `entity "${raw.entity}" has no form section` });
      let componentFile: string | undefined;
      if (raw.component && options.componentDir) {
        const found = componentFiles(options.componentDir).filter((p) => p.endsWith(`/${raw.component}.tsx`) || p === `${raw.component}.tsx`);
        if (found.length === 0) issues.push({ file: f.file, path: at('/component'), reason: `no hand-written screen "${raw.component}.tsx" under src/web/screens/` });
        if (found.length > 1) issues.push({ file: f.file, path: at('/component'), reason: `"${raw.component}.tsx" is found more than once under src/web/screens/: ${found.join(', ')}` });
        componentFile = found[0]?.replace(/\.tsx$/, '');
      }
      if (raw.menu) {
        const group = menus.find((g) => g.name === raw.menu!.group);
        if (!group) issues.push({ file: f.file, path: at('/menu/group'), reason: `unknown menu group "${raw.menu.group}"` });
        else if (raw.menu.section && !group.sections.some((s) => s.name === raw.menu!.section)) {
          issues.push({ file: f.file, path: at('/menu/section'), reason: `unknown section "${raw.menu.section}" of menu group "${group.name}"` });
        }
      }
      const isPublic = raw.public ?? false;
      if (!isPublic && !raw.access?.length && !raw.redirect) issues.push({ file: f.file, path: at('/access'), reason: 'a screen that is not public needs access grants' });
      screens.push({
        id, path: raw.path, title: raw.title, entity: raw.entity, views: raw.views ?? (raw.entity ? ['list'] : []),
        component: raw.component, ...(componentFile ? { componentFile } : {}), redirect: raw.redirect, legacy: raw.legacy, menu: raw.menu, parent: raw.parent,
        hidden: raw.hidden ?? false, public: isPublic,
        access: resolveGrants({ grants: raw.access, file: f.file, path: at('/access'), roles: options.roles, roleGroups: options.roleGroups, features: options.features, issues }),
        source: f.file,
      });
    }
  }
  const paths = new Map<string, string>();
  for (const s of screens) {
    if (s.parent && !seen.has(s.parent)) issues.push({ file: s.source, path: `/${s.id}/parent`, reason: `unknown screen "${s.parent}"` });
    if (paths.has(s.path)) issues.push({ file: s.source, path: `/${s.id}/path`, reason: `path "${s.path}" is also used by ${paths.get(s.path)}` });
    paths.set(s.path, s.id);
  }
  return screens.sort((a, b) => a.id.localeCompare(b.id));
}

const listed = new Map<string, string[]>();
/** Every .tsx file under a folder, as paths relative to it (read once per folder and run). */
function componentFiles(dir: string): string[] {
  let files = listed.get(dir);
  if (!files) {
    files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath: string; isFile(): boolean }>)
      .filter((d) => d.isFile() && d.name.endsWith('.tsx'))
      .map((d) => relative(dir, join(d.parentPath, d.name)).split('\\').join('/'))
      .sort();
    listed.set(dir, files);
  }
  return files;
}
