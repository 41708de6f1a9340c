import { schoolhouseSettings } from '../../../generated/settings.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError, type FieldError } from '../../foundation/errors.js';

/** One change of POST /multi-settings. */
export interface SettingChange { name: string; value: string }

/**
 * Checks every change against the model's settings (src/generated/settings.ts): a known name, named once, with one of
 * its allowed values. All problems are answered at once as VALIDATION_FAILED with a field per bad entry
 * (`settings.<index>.name` / `.value`), and nothing is written.
 */
export function checkSettingChanges(changes: SettingChange[]): void {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  changes.forEach(({ name, value }, i) => {
    const def = schoolhouseSettings.find((s) => s.name === name);
    if (!def) {
      errors.push({ field: `settings.${i}.name`, message: formatMessage('validation.unknownSetting', { name }) });
      return;
    }
    if (seen.has(name)) errors.push({ field: `settings.${i}.name`, message: formatMessage('validation.duplicateSetting', { name }) });
    seen.add(name);
    if (!def.values.some((v) => v.code === value)) {
      errors.push({ field: `settings.${i}.value`, message: formatMessage('validation.settingValue', { label: def.label, value }) });
    }
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
}
