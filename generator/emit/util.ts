/** A file an emitter produces: its path from the project root and its full text. */
export interface OutputFile { path: string; content: string }

/** The banner every generated TypeScript file starts with. */
export const TS_BANNER = '// Generated from model/ by `npm run generate`. Do not edit by hand.\n';
/** The banner of generated YAML and SQL files. */
export const HASH_BANNER = '# Generated from model/ by `npm run generate`. Do not edit by hand.\n';
export const SQL_BANNER = '-- Generated from model/ by `npm run generate`. Do not edit by hand.\n';

/** JSON with keys in insertion order and two-space indentation, for TypeScript literals. */
export function literal(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A text as a single-quoted TypeScript string literal. */
export function quoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

/** A TypeScript module exporting one constant. */
export function constModule(options: { name: string; value: unknown; type?: string; header?: string }): string {
  const { name, value, type, header = '' } = options;
  return `${TS_BANNER}${header}\nexport const ${name}${type ? `: ${type}` : ''} = ${literal(value)}${type ? '' : ' as const'};\n`;
}

/** PascalCase of a snake_case or kebab-case name. */
export function pascal(name: string): string {
  return name.split(/[_.-]/).filter(Boolean).map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
}

/** camelCase of a snake_case or kebab-case name. */
export function camel(name: string): string {
  const p = pascal(name);
  return p[0]!.toLowerCase() + p.slice(1);
}
