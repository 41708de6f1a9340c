import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { MessageAreaDef, ScreenDef } from './types.js';

type RawArea = Omit<MessageAreaDef, 'name' | 'wording'> & { wording?: Record<string, string> };

/**
 * Resolves message-areas.yaml: its notification kind and every screen an area names exist, no screen is the step of two areas, and every
 * message key (the edit title, both sides of the wording) is in messages/.
 */
export function resolveMessageAreas(options: {
  file: RawFile | undefined; screens: ScreenDef[]; messages: Record<string, string>; kinds: readonly string[]; issues: ModelIssue[];
}): MessageAreaDef[] {
  const { file, screens, messages, kinds, issues } = options;
  if (!file) return [];
  const screenIds = new Set(screens.map((s) => s.id));
  const stepOf = new Map<string, string>();
  const areas: MessageAreaDef[] = [];
  for (const [name, raw] of Object.entries(file.data as Record<string, RawArea>)) {
    const issue = (path: string, reason: string) => issues.push({ file: file.file, path: `/${name}${path}`, reason });
    for (const [step, id] of Object.entries(raw.steps)) {
      if (!screenIds.has(id)) issue(`/steps/${step}`, `unknown screen "${id}"`);
      const other = stepOf.get(id);
      if (other !== undefined && !other.startsWith(`${name}.`)) issue(`/steps/${step}`, `screen "${id}" is already the ${other} step`);
      stepOf.set(id, `${name}.${step}`);
    }
    if (!kinds.includes(raw.kind)) issue('/kind', `unknown notification kind "${raw.kind}"`);
    if (!screenIds.has(raw.receivedList)) issue('/receivedList', `unknown screen "${raw.receivedList}"`);
    if (!(raw.editEntryTitle in messages)) issue('/editEntryTitle', `message key "${raw.editEntryTitle}" is not in messages/`);
    for (const [from, to] of Object.entries(raw.wording ?? {})) {
      if (!(from in messages)) issue(`/wording/${from}`, `message key "${from}" is not in messages/`);
      if (!(to in messages)) issue(`/wording/${from}`, `message key "${to}" is not in messages/`);
    }
    areas.push({ name, kind: raw.kind, steps: { ...raw.steps }, receivedList: raw.receivedList, editEntryTitle: raw.editEntryTitle, wording: { ...(raw.wording ?? {}) } });
  }
  return areas;
}
