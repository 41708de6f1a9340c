import type { I18nProvider } from '@refinedev/core';
import { hasMessage, language, translate } from '../i18n/i18n.js';

/** Refine's i18n over the model's Japanese bundle; unknown keys fall back to Refine's default text. */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    return hasMessage(key) ? translate(key, values) : (defaultMessage ?? key);
  },
  // Japanese only: the model has no other bundle to change to.
  changeLocale: () => Promise.resolve(),
  getLocale: () => language,
};
