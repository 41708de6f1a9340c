import { messageText } from './messageText.js';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { EntityDef, EnumDef, NotificationKindDef, NotificationsDef, RoleDef, ScreenDef, SettingOptionDef } from './types.js';

interface RawTarget { roles: string[]; screen: string; params?: Record<string, 'target_id' | 'student_id'> }
interface RawKind { label: string; title: string; record?: string; channels: string[]; sentBy?: 'notify' | 'record'; targets: RawTarget[] }
interface RawNotifications {
  channels?: Record<string, { switchedBy: string; isBell?: boolean }>;
  kinds: Record<string, RawKind>;
}

/** The code list name of the kinds: the notification entity's `kind` field names it. */
export const NOTIFICATION_KIND_ENUM = 'notification_kind';

/**
 * The code list of notification kinds (code = the kind's key, label = its tag's text), made before the entities are
 * resolved so that the notification entity's `kind` field can name it.
 */
export function notificationKindEnum(options: { file: RawFile | undefined; messages: Record<string, string>; issues: ModelIssue[] }): EnumDef | undefined {
  const { file, messages, issues } = options;
  if (!file) return undefined;
  const raw = file.data as RawNotifications;
  const values = Object.entries(raw.kinds).map(([name, k]) => {
    for (const key of ['label', 'title'] as const) {
      if (!(k[key] in messages)) issues.push({ file: file.file, path: `/kinds/${name}/${key}`, reason: `message key "${k[key]}" is not in messages/` });
    }
    return { code: name, key: camel(name), label: messages[k.label] ?? name };
  });
  return { name: NOTIFICATION_KIND_ENUM, label: messageText(messages, 'generator.codeList.notificationKind'), type: 'string', values };
}

function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The `:name` parameters of a route path. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/**
 * Resolves notifications.yaml against the rest of the model: every delivery channel is switched by a flag option of
 * settings.yaml; a kind's channels exist; each target's screen exists, grants the target's roles, and its route
 * parameters are exactly those the target fills; a role has one target per kind; `record` is an entity.
 */
export function resolveNotifications(options: {
  file: RawFile | undefined; screens: ScreenDef[]; entities: EntityDef[]; enums: EnumDef[]; settingOptions: SettingOptionDef[];
  roles: RoleDef[]; roleGroups: Record<string, string[]>; issues: ModelIssue[];
}): NotificationsDef {
  const { file, screens, entities, enums, settingOptions, roles, roleGroups, issues } = options;
  if (!file) return { channels: [], kinds: [] };
  const raw = file.data as RawNotifications;
  const rawChannels = raw.channels ?? {};
  const at = (path: string, reason: string) => issues.push({ file: file.file, path, reason });

  const channelCodes = (enums.find((e) => e.name === 'delivery_channel')?.values ?? []).map((v) => String(v.code));
  const channels = Object.entries(rawChannels).map(([name, c]) => {
    if (!channelCodes.includes(name)) at(`/channels/${name}`, `"${name}" is not a code of delivery_channel (${channelCodes.join(', ')})`);
    const option = settingOptions.find((o) => o.name === c.switchedBy);
    if (!option) at(`/channels/${name}/switchedBy`, `unknown option "${c.switchedBy}" (settings.yaml)`);
    else if (option.enum !== 'flag') at(`/channels/${name}/switchedBy`, `option "${c.switchedBy}" must be of the code list flag`);
    return { name, switchedBy: c.switchedBy, isBell: c.isBell ?? false };
  });
  for (const code of channelCodes) if (!rawChannels[code]) at('/channels', `the delivery channel "${code}" has no entry`);
  if (!channels.some((c) => c.isBell)) at('/channels', 'no channel is the bell (isBell: true)');

  const roleNames = new Set(roles.map((r) => r.name));
  const kinds: NotificationKindDef[] = Object.entries(raw.kinds).map(([name, k]) => {
    const base = `/kinds/${name}`;
    if (k.record !== undefined && !entities.some((e) => e.name === k.record)) at(`${base}/record`, `unknown entity "${k.record}"`);
    k.channels.forEach((c, i) => { if (!rawChannels[c]) at(`${base}/channels/${i}`, `unknown channel "${c}"`); });
    const seen = new Map<string, number>();
    const targets = k.targets.map((t, i) => {
      const expanded = new Set<string>();
      t.roles.forEach((r, j) => {
        if (roleGroups[r]) roleGroups[r].forEach((m) => expanded.add(m));
        else if (roleNames.has(r)) expanded.add(r);
        else at(`${base}/targets/${i}/roles/${j}`, `unknown role or role group "${r}"`);
      });
      for (const role of expanded) {
        if (seen.has(role)) at(`${base}/targets/${i}/roles`, `${role} already has target ${seen.get(role)}`);
        seen.set(role, i);
      }
      const params = t.params ?? {};
      const screen = screens.find((s) => s.id === t.screen);
      if (!screen) {
        at(`${base}/targets/${i}/screen`, `unknown screen "${t.screen}"`);
      } else {
        const wanted = pathParams(screen.path);
        const missing = wanted.filter((p) => !(p in params));
        const extra = Object.keys(params).filter((p) => !wanted.includes(p));
        if (missing.length) at(`${base}/targets/${i}/params`, `${screen.path} needs ${missing.map((m) => `"${m}"`).join(', ')}`);
        if (extra.length) at(`${base}/targets/${i}/params`, `${screen.path} has no parameter ${extra.map((m) => `"${m}"`).join(', ')}`);
        const refused = [...expanded].filter((role) => !screen.public && !screen.access.some((g) => g.roles.includes(role)));
        if (refused.length) at(`${base}/targets/${i}/roles`, `screen "${screen.id}" grants nothing to ${refused.join(', ')}`);
      }
      const roleOrder = roles.map((r) => r.name);
      return { roles: [...expanded].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)), screen: t.screen, params };
    });
    return { name, label: k.label, title: k.title, ...(k.record ? { record: k.record } : {}), channels: k.channels, sentBy: k.sentBy ?? 'notify', targets };
  });
  return { channels, kinds };
}
