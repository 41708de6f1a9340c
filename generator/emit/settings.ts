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

export const schoolhouseSettings: readonly SchoolhouseSettingDef[] = ${literal(settings)};
`;
  return [{ path: 'src/generated/settings.ts', content }];
}
