import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { EnumDef, FeatureDef, SettingGroupDef, SettingOptionDef } from './types.js';

type RawSettings = {
  groups: Record<string, { label: string; order: number }>;
  options: Record<string, Omit<SettingOptionDef, 'name'>>;
};

/**
 * Resolves settings.yaml: every group a feature setting or an option names must exist, and an option's code list
 * must be a string list (values are stored as text) that holds its default.
 */
export function resolveSettings(options: { file: RawFile; features: FeatureDef[]; enums: EnumDef[]; issues: ModelIssue[] }): {
  settingGroups: SettingGroupDef[]; settingOptions: SettingOptionDef[];
} {
  const { file, features, enums, issues } = options;
  const raw = file.data as RawSettings;
  const settingGroups = Object.entries(raw.groups).map(([name, g]) => ({ name, label: g.label, order: g.order }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const groupNames = new Set(settingGroups.map((g) => g.name));
  for (const f of features) {
    if (!groupNames.has(f.group)) issues.push({ file: 'model/features.yaml', path: `/${f.name}/group`, reason: `group "${f.group}" is not in settings.yaml groups` });
  }
  const settingOptions: SettingOptionDef[] = [];
  for (const [name, o] of Object.entries(raw.options)) {
    const at = `/options/${name}`;
    if (!groupNames.has(o.group)) issues.push({ file: file.file, path: `${at}/group`, reason: `group "${o.group}" is not in groups` });
    const list = enums.find((e) => e.name === o.enum);
    if (!list) {
      issues.push({ file: file.file, path: `${at}/enum`, reason: `unknown code list "${o.enum}"` });
    } else if (list.type !== 'string') {
      issues.push({ file: file.file, path: `${at}/enum`, reason: `code list "${o.enum}" must have string codes (values are stored as text)` });
    } else if (!list.values.some((v) => v.code === o.default)) {
      issues.push({ file: file.file, path: `${at}/default`, reason: `"${o.default}" is not a code of "${o.enum}"` });
    }
    settingOptions.push({ name, ...o });
  }
  return { settingGroups, settingOptions };
}
