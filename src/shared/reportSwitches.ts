import { entities } from '../generated/entities.js';

/**
 * The report fields 指導報告書設定 switches on (model/entities/report.yaml: a lesson_report field's `switchedBy`, a
 * boolean of lesson_report_setting, or a free input's name), read by the report screens (which fields a report shows
 * and asks for, and their labels) and by the bulk save (which fields it writes).
 */
type FieldMeta = { type: string; label: string; switchedBy?: string; default?: unknown };
const reportFields = entities.lesson_report.fields as unknown as Readonly<Record<string, FieldMeta>>;
const settingFields = entities.lesson_report_setting.fields as unknown as Readonly<Record<string, FieldMeta>>;

type Fields = typeof entities.lesson_report.fields;
/** A report field 指導報告書設定 switches (one with `switchedBy` in the model). */
export type ReportFieldName = { [K in keyof Fields]: Fields[K] extends { switchedBy: string } ? K : never }[keyof Fields];

/** The report fields a setting switches on, in the model's order. */
export const SWITCHED_REPORT_FIELDS = Object.keys(reportFields).filter((name) => reportFields[name]!.switchedBy !== undefined) as ReportFieldName[];

/**
 * Whether the company's setting row (the model's defaults while it has none) switches a report field on, and the
 * field's label: the model's, or the name the setting gives a free input.
 */
export function reportFieldSwitch(field: string, setting: Readonly<Record<string, unknown>> | undefined): { isOn: boolean; label: string } {
  const meta = reportFields[field];
  const label = meta?.label ?? field;
  const name = meta?.switchedBy?.split('.')[1];
  if (!name) return { isOn: false, label };
  const value = setting ? setting[name] : settingFields[name]?.default;
  if (settingFields[name]?.type === 'string') {
    const text = typeof value === 'string' ? value.trim() : '';
    return { isOn: text !== '', label: text || label };
  }
  return { isOn: value === true, label };
}
