import {
  cachesFileSchema, constantsFileSchema, droppedFileSchema, operationsFileSchema, enumsFileSchema, errorsFileSchema, featuresFileSchema, menusFileSchema,
  messageAreasFileSchema, messagesFileSchema, navigationFileSchema, rolesFileSchema, screensFileSchema, settingsFileSchema,
} from '../schema/other.js';
import { entityFileSchema } from '../schema/entity.js';
import { demoFileSchema } from '../schema/demo.js';
import { gatesFileSchema } from '../schema/gates.js';
import { notificationsFileSchema } from '../schema/notifications.js';
import type { ResultCache } from '../shared/resultCache.js';
import { ModelError, type ModelIssue } from './errors.js';
import { messageText } from './messageText.js';
import { modelFilesIn, readYaml, type ModelFiles } from './read.js';
import { resolveEntities } from './resolveEntities.js';
import { resolveScreens } from './resolveScreens.js';
import { resolveOperations } from './resolveOperations.js';
import { resolveSettings } from './resolveSettings.js';
import { resolveNavigation } from './resolveNavigation.js';
import { resolveMessageAreas } from './resolveMessageAreas.js';
import { resolveDemo } from './resolveDemo.js';
import { resolveCaches } from './resolveCaches.js';
import { fileOwnerCodeList, resolveFileOwners } from './resolveFileOwners.js';
import { resolveGates } from './resolveGates.js';
import { notificationKindEnum, resolveNotifications } from './resolveNotifications.js';
import type { AuthorityDef, EntityDef, EnumDef, ErrorDef, FeatureDef, MenuGroupDef, Model, MoveDef, RoleDef } from './types.js';

/** Options of {@link loadModel}. */
export interface LoadOptions {
  /** The model folder (model/). */
  modelDir: string;
  /** The model's files, when not the folder's on disk (tests: the project's model with some files changed in memory). */
  files?: ModelFiles;
  /** Folder of hand-written screens that `component:` names must resolve to (src/web/screens/custom). */
  componentDir?: string;
  /** Folder of hand-written API handlers that operations name (src/server/handlers). */
  handlerDir?: string;
  /** Folder of the server's domains, where the read checks of file owners live (src/server/domains). */
  domainDir?: string;
  /** Results of earlier loads (files parsed and checked, demo values checked) to skip the steps whose input is unchanged. */
  cache?: ResultCache;
}

type Raw<T> = Record<string, T>;

/** Reads, validates and resolves model/; throws {@link ModelError} listing every problem. */
export function loadModel(options: LoadOptions): Model {
  const { modelDir, cache } = options;
  const files = options.files ?? modelFilesIn(modelDir);
  const issues: ModelIssue[] = [];
  /** A file of model/, parsed and checked against its schema; a required one that is missing is an issue. */
  const parse = (name: string, schema: object, isRequired = false) => {
    const text = files.read(name);
    if (text === undefined && isRequired) issues.push({ file: `model/${name}`, path: '/', reason: 'file is missing' });
    return text === undefined ? undefined : readYaml({ file: `model/${name}`, text, schema, issues, cache });
  };
  const read = (name: string, schema: object) => parse(name, schema, true);
  const readAll = (dir: string, schema: object) => files.list(dir).map((name) => parse(`${dir}/${name}`, schema));

  const rolesFile = read('roles.yaml', rolesFileSchema);
  const featuresFile = read('features.yaml', featuresFileSchema);
  const enumsFile = read('enums.yaml', enumsFileSchema);
  const errorsFile = read('errors.yaml', errorsFileSchema);
  const menusFile = read('menus.yaml', menusFileSchema);
  const constantsFile = read('constants.yaml', constantsFileSchema);
  // operations.yaml, and one file per area under operations/ (billing.yaml, records.yaml, …): the same schema.
  const operationFiles = [read('operations.yaml', operationsFileSchema), ...readAll('operations', operationsFileSchema)];
  const settingsFile = read('settings.yaml', settingsFileSchema);
  const navigationFile = read('navigation.yaml', navigationFileSchema);
  const messageAreasFile = parse('message-areas.yaml', messageAreasFileSchema);
  const cachesFile = parse('caches.yaml', cachesFileSchema);
  const droppedFile = parse('dropped.yaml', droppedFileSchema);
  const messageFiles = readAll('messages', messagesFileSchema);
  const entityFiles = readAll('entities', entityFileSchema);
  const screenFiles = readAll('screens', screensFileSchema);
  const demoFiles = readAll('demo', demoFileSchema);
  const notificationsFile = parse('notifications.yaml', notificationsFileSchema);
  const gatesFile = parse('gates.yaml', gatesFileSchema);
  if (issues.length > 0) throw new ModelError(issues);

  const rolesData = rolesFile!.data as { authorities: Raw<{ id: number; label: string; canLogIn?: boolean; recordsActivity?: boolean }>; roles: Raw<{ authority: string; label: string }>; groups: Raw<string[]> };
  const authorities: AuthorityDef[] = Object.entries(rolesData.authorities).map(([name, a]) => ({ name, id: a.id, label: a.label, canLogIn: a.canLogIn ?? true, recordsActivity: a.recordsActivity ?? true }));
  const roles: RoleDef[] = Object.entries(rolesData.roles).map(([name, r]) => ({ name, authority: r.authority, label: r.label }));
  for (const r of roles) {
    if (!rolesData.authorities[r.authority]) issues.push({ file: 'model/roles.yaml', path: `/roles/${r.name}/authority`, reason: `unknown authority "${r.authority}"` });
  }
  const roleGroups: Record<string, string[]> = {};
  for (const [group, members] of Object.entries(rolesData.groups)) {
    members.forEach((m, i) => {
      if (!rolesData.roles[m]) issues.push({ file: 'model/roles.yaml', path: `/groups/${group}/${i}`, reason: `unknown role "${m}"` });
    });
    roleGroups[group] = [...members];
  }

  const features: FeatureDef[] = Object.entries(featuresFile!.data as Raw<{ label: string; group: string }>).map(([name, f]) => ({ name, label: f.label, group: f.group }));

  const messages: Record<string, string> = {};
  for (const f of messageFiles) flattenMessages({ value: f!.data, prefix: '', out: messages, file: f!.file, issues });

  const errors: ErrorDef[] = Object.entries(errorsFile!.data as Raw<Omit<ErrorDef, 'key'>>).map(([key, e]) => ({ key, ...e }));
  const seenCodes = new Map<number, string>();
  for (const e of errors) {
    const other = seenCodes.get(e.code);
    if (other) issues.push({ file: 'model/errors.yaml', path: `/${e.key}/code`, reason: `code ${e.code} is already used by ${other}` });
    seenCodes.set(e.code, e.key);
  }

  const enums: EnumDef[] = Object.entries(enumsFile!.data as Raw<Omit<EnumDef, 'name'>>).map(([name, e]) => ({ name, ...e }));
  for (const e of enums) {
    e.values.forEach((v, i) => {
      if ((e.type === 'integer') !== (typeof v.code === 'number')) {
        issues.push({ file: 'model/enums.yaml', path: `/${e.name}/values/${i}/code`, reason: `code must be ${e.type === 'integer' ? 'an integer' : 'a string'}` });
      }
    });
    for (const [set, keys] of Object.entries(e.sets ?? {})) {
      keys.forEach((key, i) => {
        if (!e.values.some((v) => v.key === key)) issues.push({ file: 'model/enums.yaml', path: `/${e.name}/sets/${set}/${i}`, reason: `"${key}" is not a key of ${e.name}` });
      });
    }
  }
  // Code lists that follow from roles.yaml, so that a role is written once.
  enums.push(
    { name: 'authority', label: messageText(messages, 'generator.codeList.authority'), type: 'integer', values: authorities.map((a) => ({ code: a.id, key: a.name, label: a.label })) },
    { name: 'staff_role', label: messageText(messages, 'generator.codeList.staffRole'), type: 'string', values: roles.filter((r) => r.authority === 'AUTH_STAFF_GENERAL').map((r) => ({ code: r.name, key: r.name, label: r.label })) },
  );
  // What the operation history names as the changed record: every entity whose writes are recorded.
  const historyTargets = entityFiles.flatMap((f) => Object.entries((f?.data ?? {}) as Record<string, { label?: string; history?: boolean }>))
    .filter(([, e]) => e.history !== false).sort(([a], [b]) => a.localeCompare(b));
  enums.push({ name: 'history_target', label: messageText(messages, 'generator.codeList.historyTarget'), type: 'string', values: historyTargets.map(([name, e]) => ({ code: name, key: name, label: String(e.label ?? name) })) });
  // What a stored file names as its owner: every entity whose rows own files.
  const fileOwnerEntities = entityFiles.flatMap((f) => Object.entries((f?.data ?? {}) as Record<string, { label?: string; files?: unknown }>))
    .filter(([, e]) => e.files !== undefined).map(([name, e]) => ({ name, label: String(e.label ?? name) }));
  enums.push(fileOwnerCodeList(fileOwnerEntities, messages));
  // The notification kinds of notifications.yaml, which the notification entity's `kind` field names.
  const kindEnum = notificationKindEnum({ file: notificationsFile, messages, issues });
  if (kindEnum) enums.push(kindEnum);
  enums.sort((a, b) => a.name.localeCompare(b.name));

  const menus: MenuGroupDef[] = Object.entries(menusFile!.data as Raw<{ label: string; order: number; icon?: string; sections?: Raw<{ label: string; order: number }> }>).map(([name, g]) => ({
    name, label: g.label, order: g.order, icon: g.icon ?? 'AppstoreOutlined',
    sections: Object.entries(g.sections ?? {}).map(([s, v]) => ({ name: s, label: v.label, order: v.order })),
  }));
  for (const g of menus) {
    for (const key of [g.label, ...g.sections.map((s) => s.label)]) {
      if (!(key in messages)) issues.push({ file: 'model/menus.yaml', path: `/${g.name}`, reason: `message key "${key}" is not in messages/` });
    }
  }

  const context = { roles, roleGroups, features, errors, enums, messages, issues };
  const dropped = droppedFile?.data as { entities?: string[]; moves?: Record<string, { to: string; columns?: Record<string, string>; order?: string[] }> } | undefined;
  const droppedEntities = dropped?.entities ?? [];
  const entities = resolveEntities({ files: entityFiles.map((f) => f!), ...context });
  const screens = resolveScreens({ files: screenFiles.map((f) => f!), entities, menus, componentDir: options.componentDir, ...context });
  const constants = constantsFile!.data as Record<string, string | number | boolean>;
  const fileOwners = resolveFileOwners({ entities, enums, constants, domainDir: options.domainDir, issues });
  const operations = resolveOperations({ files: operationFiles.map((f) => f!), handlerDir: options.handlerDir, entities, screens, constants, fileOwners, cache, ...context });
  const { settingGroups, settingOptions } = resolveSettings({ file: settingsFile!, features, enums, issues });
  const navigation = resolveNavigation({ file: navigationFile!, screens, roles, roleGroups, issues });
  const demo = resolveDemo({ files: demoFiles.map((f) => f!), entities, enums, messages, issues, cache });
  const caches = resolveCaches({ file: cachesFile, entities, operations, issues });
  const moves = resolveMoves({ raw: dropped?.moves ?? {}, droppedEntities, entities, issues });
  const notifications = resolveNotifications({ file: notificationsFile, screens, entities, enums, settingOptions, roles, roleGroups, issues });
  const gates = resolveGates({
    file: gatesFile, features, settingOptions, enums, roles, roleGroups, operations, entities, kinds: notifications.kinds, errors,
    enabledFlag: String(constants.enabledFlag), issues,
  });
  const messageAreas = resolveMessageAreas({ file: messageAreasFile, screens, messages, kinds: notifications.kinds.map((k) => k.name), issues });
  if (issues.length > 0) throw new ModelError(issues);

  return {
    entities, enums, authorities, roles, roleGroups, features, screens, menus, errors, messages, droppedEntities, constants, operations,
    settingGroups, settingOptions, navigation, demo, caches, fileOwners, moves, notifications, gates, messageAreas,
  };
}

/**
 * dropped.yaml moves: each from a dropped entity to an entity of the model. The columns of the dropped table are known
 * only from the migration snapshot, so they are checked when the migration that drops it is written.
 */
function resolveMoves(options: { raw: Record<string, { to: string; columns?: Record<string, string>; order?: string[] }>; droppedEntities: string[]; entities: EntityDef[]; issues: ModelIssue[] }): MoveDef[] {
  return Object.entries(options.raw).map(([from, m]) => {
    if (!options.droppedEntities.includes(from)) options.issues.push({ file: 'model/dropped.yaml', path: `/moves/${from}`, reason: `"${from}" is not listed under entities: (only a dropped entity's rows move)` });
    const to = options.entities.find((e) => e.name === m.to);
    if (!to) options.issues.push({ file: 'model/dropped.yaml', path: `/moves/${from}/to`, reason: `unknown entity "${m.to}"` });
    for (const column of Object.keys(m.columns ?? {})) {
      if (to && !to.fields.some((f) => f.name === column)) options.issues.push({ file: 'model/dropped.yaml', path: `/moves/${from}/columns/${column}`, reason: `unknown field "${column}" of ${m.to}` });
    }
    return { from, to: m.to, columns: { ...(m.columns ?? {}) }, order: [...(m.order ?? ['id'])] };
  });
}

function flattenMessages(options: { value: unknown; prefix: string; out: Record<string, string>; file: string; issues: ModelIssue[] }): void {
  const { value, prefix, out, file, issues } = options;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') {
      if (key in out) issues.push({ file, path: `/${key.replaceAll('.', '/')}`, reason: `message key "${key}" is defined twice` });
      out[key] = v;
    } else {
      flattenMessages({ value: v, prefix: key, out, file, issues });
    }
  }
}
