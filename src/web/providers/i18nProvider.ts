import type { I18nProvider } from '@refinedev/core';
import { i18n } from '../i18n/i18n.js';

/** Refine's i18n over the model's Japanese bundle; unknown keys fall back to Refine's default text. */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    return i18n.exists(key) ? i18n.t(key, values) : (defaultMessage ?? key);
  },
  changeLocale: (locale) => i18n.changeLanguage(locale),
  getLocale: () => i18n.language,
};
