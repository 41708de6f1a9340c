// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule of eslint.config.js that keeps Japanese text of src/web in model/messages (STYLE.md habit 12): a
 * string, a template or JSX text with Japanese is refused; a message key, a regular expression and a comment pass.
 */
const eslint = new ESLint();

async function refusals(code: string, filePath = 'src/web/screens/custom/Example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the Japanese text rule of src/web', { timeout: 60_000 }, () => {
  it.each([
    ['a string literal', "export const title = '印刷待ち';"],
    ['a template literal', 'export const label = (n: number) => `${n}件`;'],
    ['JSX text', 'export const Example = () => <span>保存</span>;'],
    ['a JSX attribute', 'export const Example = () => <input placeholder="検索" />;'],
    ['full-width punctuation', "export const open = '（';"],
    ['half-width katakana', "export const kana = 'ｶﾅ';"],
  ])('should refuse Japanese in %s', async (_name, code) => {
    expect(await refusals(code)).toEqual([expect.stringContaining('model/messages')]);
  });

  it.each([
    ['a message key', "import { t } from '../../i18n/i18n.js';\nexport const title = t('common.save');"],
    ['a regular expression', 'export const digits = /[０-９]/g;'],
    ['a comment', '// 印刷待ち: the print queue\nexport const id = 1;'],
  ])('should allow %s', async (_name, code) => {
    expect(await refusals(code)).toEqual([]);
  });

  it('should leave tests and the server alone', async () => {
    expect(await refusals("export const title = '印刷待ち';", 'tests/unit/web/example.test.tsx')).toEqual([]);
    expect(await refusals("export const title = '印刷待ち';", 'src/server/handlers/example.ts')).toEqual([]);
  });
});
