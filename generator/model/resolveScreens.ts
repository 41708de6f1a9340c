import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import { resolveGrants } from './resolveGrants.js';
import type { EntityDef, FeatureCondition, FeatureDef, Grant, MenuGroupDef, RoleDef, ScreenDef } from './types.js';

type RawScreen = Omit<ScreenDef, 'id' | 'hidden' | 'public' | 'access' | 'source' | 'views' | 'messages'> & {
  messages?: string[];
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
      const ownMessages = raw.messages ? screenMessages({ names: raw.messages, messages, at: (p) => at(`/messages${p}`), file: f.file, issues }) : undefined;
      if (raw.messages && !isPublic) issues.push({ file: f.file, path: at('/messages'), reason: 'only a public screen has messages of its own (a signed-in screen reads the whole bundle)' });
      screens.push({
        id, path: raw.path, title: raw.title, entity: raw.entity, views: raw.views ?? (raw.entity ? ['list'] : []),
        component: raw.component, ...(componentFile ? { componentFile } : {}), redirect: raw.redirect, legacy: raw.legacy, menu: raw.menu, parent: raw.parent, otherParents: raw.otherParents,
        hidden: raw.hidden ?? false, public: isPublic, ...(ownMessages ? { messages: ownMessages } : {}),
        access: resolveGrants({ grants: raw.access, file: f.file, path: at('/access'), roles: options.roles, roleGroups: options.roleGroups, features: options.features, issues }),
        ...(raw.requires ? { requires: raw.requires } : {}),
        source: f.file,
      });
    }
  }
  const paths = new Map<string, string>();
  for (const s of screens) {
    if (s.parent && !seen.has(s.parent)) issues.push({ file: s.source, path: `/${s.id}/parent`, reason: `unknown screen "${s.parent}"` });
    if (s.otherParents && !s.parent) issues.push({ file: s.source, path: `/${s.id}/otherParents`, reason: 'otherParents without a parent' });
    for (const other of s.otherParents ?? []) {
      if (!seen.has(other)) issues.push({ file: s.source, path: `/${s.id}/otherParents`, reason: `unknown screen "${other}"` });
    }
    if (paths.has(s.path)) issues.push({ file: s.source, path: `/${s.id}/path`, reason: `path "${s.path}" is also used by ${paths.get(s.path)}` });
    paths.set(s.path, s.id);
  }
  checkScreenAccess({ screens, entities, issues });
  return screens.sort((a, b) => a.id.localeCompare(b.id));
}

/** A screen's `messages`, each a key or a namespace (every key under it), as the sorted keys they stand for. */
function screenMessages(options: {
  names: string[]; messages: Record<string, string>; at: (path: string) => string; file: string; issues: ModelIssue[];
}): string[] {
  const keys = new Set<string>();
  options.names.forEach((name, index) => {
    const found = Object.keys(options.messages).filter((key) => key === name || key.startsWith(`${name}.`));
    if (found.length === 0) options.issues.push({ file: options.file, path: options.at(`/${index}`), reason: `"${name}" is neither a message key nor a namespace of messages/` });
    for (const key of found) keys.add(key);
  });
  return [...keys].sort();
}

/** Views of a screen that call the entity's write operations. */
const WRITE_VIEWS: ReadonlyArray<ScreenDef['views'][number]> = ['create', 'edit'];

/** True when every user a grant lets in (role plus its feature settings) is let in by one grant of the list. */
function covers(list: Grant[], grant: Grant, role: string): boolean {
  return list.some((g) => g.roles.includes(role) && implies(grant.features, g.features));
}

/** True when feature settings that satisfy `have` always satisfy `need`. */
function implies(have: FeatureCondition, need: FeatureCondition): boolean {
  if (!need.all.every((f) => have.all.includes(f))) return false;
  if (need.any.length === 0) return true;
  return need.any.some((f) => have.all.includes(f)) || (have.any.length > 0 && have.any.every((f) => need.any.includes(f)));
}

const grantText = (roles: string[], g: Grant) => {
  const parts = [g.features.all.length ? `all of ${g.features.all.join(', ')}` : '', g.features.any.length ? `any of ${g.features.any.join(', ')}` : ''].filter(Boolean);
  return parts.length ? `${roles.join(', ')} (with ${parts.join(' and ')})` : roles.join(', ');
};

/**
 * Access is written on the screen and on the entity's API; both must agree (see model/README.md, "Access").
 * 1. A screen showing an entity grants nothing the entity's API refuses: read for every view, write too when the
 *    screen has a create or edit view (else the screen opens and every call answers 403).
 * 2. An entity shown by screens grants no more than they do together: its read grants are covered by the screens
 *    showing it and its write grants by those with a create or edit view, unless api.access.readElsewhere /
 *    writeElsewhere says which other screens use it.
 */
export function checkScreenAccess(options: { screens: ScreenDef[]; entities: EntityDef[]; issues: ModelIssue[] }): void {
  const { screens, entities, issues } = options;
  for (const s of screens) {
    const entity = s.entity ? entities.find((e) => e.name === s.entity) : undefined;
    if (!entity?.api || s.views.length === 0 || s.public) continue;
    const writes = s.views.some((v) => WRITE_VIEWS.includes(v));
    s.access.forEach((g, i) => {
      const refusedRead = g.roles.filter((role) => !covers(entity.api!.read, g, role));
      const refusedWrite = writes ? g.roles.filter((role) => !covers(entity.api!.write, g, role)) : [];
      const refused = g.roles.filter((role) => refusedRead.includes(role) || refusedWrite.includes(role));
      if (refused.length === 0) return;
      const kinds = [refusedRead.length ? 'read' : '', refusedWrite.length ? 'write' : ''].filter(Boolean).join(' and ');
      issues.push({
        file: s.source, path: `/${s.id}/access/${i}`,
        reason: `grants ${grantText(refused, g)}, but entity "${entity.name}" (${entity.source}) api.access.${kinds} refuses it: the screen would open and every call answer 403`,
      });
    });
  }
  for (const e of entities) {
    if (!e.api) continue;
    const showing = screens.filter((s) => s.entity === e.name && s.views.length > 0 && !s.public);
    if (showing.length === 0) continue;
    const editing = showing.filter((s) => s.views.some((v) => WRITE_VIEWS.includes(v)));
    const check = (kind: 'read' | 'write', by: ScreenDef[], reason: string | undefined) => {
      if (reason) return;
      const screenGrants = by.flatMap((s) => s.access);
      e.api![kind].forEach((g, i) => {
        const wider = g.roles.filter((role) => !covers(screenGrants, g, role));
        if (wider.length === 0) return;
        const names = by.map((s) => s.id).join(', ') || `none of ${showing.map((s) => s.id).join(', ')} has a create or edit view`;
        issues.push({
          file: e.source, path: `/${e.name}/api/access/${kind}/${i}`,
          reason: `grants ${grantText(wider, g)} more than the screens that ${kind === 'read' ? 'show' : 'edit'} "${e.name}" (${names}): narrow the grant or say which other screens ${kind} it in api.access.${kind}Elsewhere`,
        });
      });
    };
    check('read', showing, e.api.readElsewhere);
    check('write', editing, e.api.writeElsewhere);
  }
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
