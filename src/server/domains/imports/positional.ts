import Encoding from 'encoding-japanese';
import { entities, type EntityName } from '../../../generated/entities.js';

/** A second import format read by position (the model's `import.positional`). */
export interface PositionalFormat {
  label: string;
  width: number;
  /** Form field → the 0-based position of its cell. */
  columns: { readonly [field: string]: number };
  rewrite?: keyof typeof REWRITES;
}

/** A row of a positional file as field texts, with its line in the file. */
interface PositionalRow { line: number; values: { [field: string]: string } }

const labelOf = (entity: EntityName, field: string) => (entities[entity].fields as unknown as { [f: string]: { label: string } })[field]!.label;

/**
 * The rows of a file in the format checkRows reads (a header of the fields' labels, then the rows), and the file line of
 * each body row. A file in the entity's own CSV format comes back as it is; one whose first row has the positional
 * format's width and names none of the key columns is read by position and cleaned by the format's rewrite.
 */
export function headedRows(options: { entity: EntityName; key: readonly string[]; positional?: PositionalFormat; rows: string[][] }): { rows: string[][]; lines?: number[] } {
  const { entity, positional, rows } = options;
  const first = (rows[0] ?? []).map((c) => c.replace(/^\ufeff/, '').trim());
  if (!positional || first.length !== positional.width || options.key.some((k) => first.includes(labelOf(entity, k)))) return { rows };
  const fields = Object.keys(positional.columns);
  let records: PositionalRow[] = rows.map((cells, index) => ({
    line: index + 1,
    values: Object.fromEntries(fields.map((f) => [f, (cells[positional.columns[f]!] ?? '').replace(/^\ufeff/, '').trim()])),
  }));
  if (positional.rewrite) records = REWRITES[positional.rewrite](records);
  return { rows: [fields.map((f) => labelOf(entity, f)), ...records.map((r) => fields.map((f) => r.values[f] ?? ''))], lines: records.map((r) => r.line) };
}

/** A town (町域) Japan Post lists with no name of its own: the address ends at the city. */
const NO_TOWN = /^(以下に掲載がない場合|.*の次に番地がくる場合)$/;

/**
 * Japan Post's KEN_ALL.CSV (読み仮名データ) as the zip-code master keeps it: readings in full-width katakana; a town
 * written over several rows (an opening parenthesis closed on a later row of the same code) joined into one; the notes
 * in parentheses (（１～１９丁目）, （次のビルを除く）) and the placeholder towns 「以下に掲載がない場合」 dropped, so the
 * town is what an address fill writes; 0600042 written 060-0000; a code and town repeated after that kept once
 * (the first line).
 */
function japanPostKenAll(records: PositionalRow[]): PositionalRow[] {
  const out: PositionalRow[] = [];
  const seen = new Set<string>();
  const finish = (r: PositionalRow) => {
    const v = r.values;
    let town = (v.town ?? '').replace(/（.*$/, '');
    let townKana = (v.town_kana ?? '').replace(/\(.*$/, '');
    if (NO_TOWN.test(town)) {
      town = '';
      townKana = '';
    }
    const code = /^[0-9]{7}$/.test(v.postal_code ?? '') ? `${v.postal_code!.slice(0, 3)}-${v.postal_code!.slice(3)}` : (v.postal_code ?? '');
    const key = `${code} ${town}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ line: r.line, values: { ...v, postal_code: code, town, town_kana: townKana } });
  };
  let open: PositionalRow | undefined;
  for (const r of records) {
    const v: PositionalRow['values'] = { ...r.values };
    for (const k of ['prefecture_kana', 'city_kana', 'town_kana']) if (v[k] !== undefined) v[k] = Encoding.toZenkanaCase(v[k]);
    if (open && open.values.postal_code === v.postal_code) {
      open.values.town += v.town ?? '';
      open.values.town_kana += v.town_kana ?? '';
      if (open.values.town!.includes('）')) {
        finish(open);
        open = undefined;
      }
      continue;
    }
    if (open) finish(open);
    open = undefined;
    if ((v.town ?? '').includes('（') && !(v.town ?? '').includes('）')) open = { line: r.line, values: v };
    else finish({ line: r.line, values: v });
  }
  if (open) finish(open);
  return out;
}

/** The rewrites a positional format may name (the model's enum of `import.positional.rewrite`). */
const REWRITES = { japanPostKenAll } satisfies { [name: string]: (records: PositionalRow[]) => PositionalRow[] };
