import type { Model } from '../model/types.js';
import { TS_BANNER, literal, pascal, type OutputFile } from './util.js';

/** src/generated/enums.ts: every code list with its codes, keys and Japanese labels. */
export function emitEnums(model: Model): OutputFile[] {
  const parts = [TS_BANNER];
  const all: Record<string, unknown> = {};
  for (const e of model.enums) {
    const codes = Object.fromEntries(e.values.map((v) => [v.key, v.code]));
    all[e.name] = { label: e.label, type: e.type, values: e.values };
    parts.push(`\n/** ${e.label} */\nexport const ${pascal(e.name)} = ${literal(codes)} as const;\n`);
    parts.push(`export type ${pascal(e.name)}Code = (typeof ${pascal(e.name)})[keyof typeof ${pascal(e.name)}];\n`);
    if (e.sets) {
      const sets = Object.fromEntries(Object.entries(e.sets).map(([set, keys]) => [set, keys.map((k) => codes[k])]));
      parts.push(`/** Named groups of ${e.label} codes (enums.yaml sets). */\nexport const ${pascal(e.name)}Sets = ${literal(sets)} as const;\n`);
    }
  }
  parts.push(`\n/** Every code list, for labels and select options. */\nexport const codeLists = ${literal(all)} as const;\n`);
  parts.push('\nexport type CodeListName = keyof typeof codeLists;\n');
  parts.push(`
/** The Japanese label of a code, or the code itself when unknown. */
export function codeLabel(list: CodeListName, code: string | number | null | undefined): string {
  if (code === null || code === undefined) return '';
  const found = (codeLists[list].values as ReadonlyArray<{ code: string | number; label: string }>).find((v) => String(v.code) === String(code));
  return found ? found.label : String(code);
}
`);
  return [{ path: 'src/generated/enums.ts', content: parts.join('') }];
}
