import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../layerCheck.js';

// The Japanese the generator writes into generated files (a form's hint, the OpenAPI summaries, the labels of system
// fields, the stories' titles) lives in model/messages (generator.ja.yaml, or the app's own words such as common.save):
// the emitters and the loader read it from the model and type none. Comments may say anything; schema/ documents the
// model's keys for product owners and is not text the generator writes.
const root = path.resolve(import.meta.dirname, '../../../generator');
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A regular expression's character class (the kana field type's pattern) is a rule, not text. */
const isCharacterClass = (text: string) => text.startsWith('^[');

/** Every string and template literal of a source text holding Japanese, as `line: text`. */
export function japaneseLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      && JAPANESE.test(node.text) && !isCharacterClass(node.text)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the generator types no Japanese', () => {
  it('should read every Japanese text of its emitters and loader from model/messages', () => {
    const files = sourceFiles(root).filter((file) => !path.relative(root, file).startsWith('schema'));
    expect(files.length).toBeGreaterThan(40);
    const typed = files.flatMap((file) => japaneseLiterals(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}:${hit}`));
    expect(typed).toEqual([]);
  });

  it('should find Japanese in a string or a template, and not in a comment', () => {
    const text = [
      '// 保存: a comment',
      "const a = '保存';",
      'const b = `${n}文字以内`;',
      "const kana = '^[ァ-ヶー]*$';",
    ].join('\n');
    expect(japaneseLiterals('x.ts', text)).toEqual(['2: 保存', '3: 文字以内']);
  });
});
