import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/settings.ts: every setting of the permission settings screen (spec section 6): the ALLOW_* feature
 * settings (values of the code list `flag`, off until stored) and the labelled options of model/settings.yaml.
 */
export function emitSettings(model: Model): OutputFile[] {
  const codes = (list: string) => (model.enums.find((e) => e.name === list)?.values ?? []).map((v) => ({ code: String(v.code), label: v.label }));
  const settings = [
    ...model.features.map((f) => ({ name: f.name, label: f.label, group: f.group, kind: 'feature', default: String(model.constants.disabledFlag), values: codes('flag') })),
    ...model.settingOptions.map((o) => ({ name: o.name, label: o.label, group: o.group, kind: 'option', default: o.default, values: codes(o.enum) })),
  ];
  const content = `${TS_BANNER}
/** A heading of the permission settings screen, in display order. */
export interface SettingGroup { readonly name: string; readonly label: string; readonly order: number }

/** One setting a schoolhouse carries: its stored name, label, heading, kind, default value and allowed values. */
export interface SchoolhouseSettingDef {
  readonly name: string;
  readonly label: string;
  readonly group: string;
  /** feature: an ALLOW_* setting that access rules read; option: a labelled option of model/settings.yaml. */
  readonly kind: 'feature' | 'option';
  /** Value of a schoolhouse that has none stored. */
  readonly default: string;
  readonly values: ReadonlyArray<{ readonly code: string; readonly label: string }>;
}

export const settingGroups: readonly SettingGroup[] = ${literal(model.settingGroups)};

/** The name of a setting a schoolhouse carries: code that names one is checked against the model. */
export type SettingName =
${settings.map((x) => `  | ${JSON.stringify(x.name)}`).join('\n')};

export const schoolhouseSettings: readonly (SchoolhouseSettingDef & { readonly name: SettingName })[] = ${literal(settings)};

/** The definition of one setting. */
export function settingNamed(name: SettingName): SchoolhouseSettingDef {
  return schoolhouseSettings.find((s) => s.name === name)!;
}
`;
  return [{ path: 'src/generated/settings.ts', content }];
}
