import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messagesJa, type MessageKey } from '../../../src/generated/messages.ja.js';
import { publicMessagesJa, type PublicMessageKey } from '../../../src/generated/publicMessages.ja.js';
import { hasMessage, t, translate } from '../../../src/web/i18n/i18n.js';
import { tPublic } from '../../../src/web/i18n/publicText.js';
import { i18nProvider } from '../../../src/web/providers/i18nProvider.js';

// The messages no longer go through i18next (issue 9: 16 KB brotli on every page). The i18next set-up they went
// through before is kept here as the reference the small translator must answer like.
const reference = i18next.createInstance();
void reference.init({
  lng: 'ja', fallbackLng: 'ja', resources: { ja: { translation: messagesJa } },
  keySeparator: false, nsSeparator: false, initAsync: false, interpolation: { escapeValue: false },
});

describe('the message translator', () => {
  it('should fill every message of the bundle as i18next did, with and without values', () => {
    const keys = Object.keys(messagesJa) as MessageKey[];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const names = [...messagesJa[key].matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? `値${i}<b>` : i]));
      expect(t(key, values), key).toBe(reference.t(key, values));
      expect(t(key), key).toBe(reference.t(key));
    }
  });

  it.each([
    ['a placeholder without its value stays as written', 'x {{name}} y', {}, 'x {{name}} y'],
    ['null and undefined fill it with nothing', '{{a}}-{{b}}', { a: null, b: undefined }, '-'],
    ['zero is a value', '{{n}}件', { n: 0 }, '0件'],
    ['a value is not read again for placeholders', '{{a}} {{b}}', { a: '{{b}}', b: 'B' }, '{{b}} B'],
    ['HTML is not escaped (React escapes)', '{{v}}', { v: '<i>&' }, '<i>&'],
    ['spaces inside the braces are allowed', '{{ name }}', { name: '名' }, '名'],
  ])('should answer like i18next: %s', (_case, text, values, want) => {
    const probe = i18next.createInstance();
    void probe.init({ lng: 'ja', resources: { ja: { translation: { k: text } } }, initAsync: false, interpolation: { escapeValue: false } });
    expect(probe.t('k', values)).toBe(want);
    // The translator reads the model's bundle only: try the same text through a key it does not know (answers itself).
    expect(translate(text, values)).toBe(want);
  });

  it('should answer an unknown key with the key, and Refine with its default text', () => {
    expect(hasMessage('no.such.key')).toBe(false);
    expect(translate('no.such.key')).toBe('no.such.key');
    expect(i18nProvider.translate('buttons.save', {}, '保存')).toBe('保存');
    expect(i18nProvider.translate('login.title')).toBe(messagesJa['login.title']);
    expect(i18nProvider.getLocale()).toBe('ja');
  });
});

describe('the public screens\' messages (i18n/publicText.ts)', () => {
  it('should give every message of the public shell as the whole bundle gives it, with and without values', () => {
    const keys = Object.keys(publicMessagesJa) as PublicMessageKey[];
    expect(keys).toContain('login.username');
    for (const key of keys) {
      const values = { from: 2011, to: 2026 };
      expect(tPublic(key, values), key).toBe(t(key, values));
      expect(tPublic(key), key).toBe(t(key));
    }
  });
});
