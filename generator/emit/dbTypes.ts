import type { FieldDef, Model } from '../model/types.js';
import { TS_BANNER, pascal, type OutputFile } from './util.js';

function tsType(field: FieldDef, model: Model): string {
  switch (field.type) {
    case 'integer': case 'number': case 'ref': case 'yen': return 'number';
    case 'refs': return 'number[]';
    case 'boolean': return 'boolean';
    case 'datetime': return 'Timestamp';
    case 'json': return 'unknown';
    case 'enum': return model.enums.find((e) => e.name === field.enum)?.type === 'integer' ? 'number' : 'string';
    default: return 'string';
  }
}

/** src/generated/db.ts: the Kysely types of every table. */
export function emitDbTypes(model: Model): OutputFile[] {
  const parts = [TS_BANNER, "\nimport type { ColumnType, Generated } from 'kysely';\n",
    '\n/** timestamptz: read as Date, written as Date or ISO string. */\nexport type Timestamp = ColumnType<Date, Date | string, Date | string>;\n',
    '/** timestamptz with a default (created_at, updated_at): may be left out on insert. */\nexport type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;\n',
    '/** Nullable timestamptz: read as Date or null, may be left out on insert. */\nexport type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;\n'];
  const tables = [...model.entities].sort((a, b) => a.table.localeCompare(b.table));
  for (const e of tables) {
    parts.push(`\n/** ${e.label} (${e.name}) */\nexport interface ${pascal(e.table)}Table {\n`);
    for (const f of e.fields) {
      let type = tsType(f, model);
      const isNullable = !f.required && !f.isSystem;
      const hasDefault = f.name === 'id' || f.name === 'created_at' || f.name === 'updated_at' || f.default !== undefined;
      // Generated<Timestamp> would nest one ColumnType in another and read as neither Date nor null.
      if (type === 'Timestamp') {
        parts.push(`  ${f.name}: ${isNullable ? 'NullableTimestamp' : hasDefault ? 'GeneratedTimestamp' : 'Timestamp'};\n`);
        continue;
      }
      if (isNullable) type = `${type} | null`;
      parts.push(`  ${f.name}: ${hasDefault || isNullable ? `Generated<${type}>` : type};\n`);
    }
    parts.push('}\n');
  }
  parts.push('\n/** The whole database, as Kysely sees it. */\nexport interface Database {\n');
  for (const e of tables) parts.push(`  ${e.table}: ${pascal(e.table)}Table;\n`);
  parts.push('}\n');
  return [{ path: 'src/generated/db.ts', content: parts.join('') }];
}
