import { Readable } from 'node:stream';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyReply } from 'fastify';
import { constants } from '../../generated/constants.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { codeLists, CsvEncoding, type CodeListName } from '../../generated/enums.js';
import { nameFields, rowNameOf } from '../../shared/rowName.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError } from '../foundation/errors.js';
import { attachmentDisposition } from '../core/contentDisposition.js';
import { genericDb, type AppContext } from '../core/context.js';
import { csvContentType, csvText, UNSAFE_IN_FILE_NAME, toShiftJis, UTF8_BOM } from '../core/csv.js';
import { filterParam } from './listFilter.js';
import { matchingRows } from './listStatement.js';
import { listOrder } from './listOrder.js';
import { parseListQuery } from './listQuery.js';
import type { Caller } from './operations.js';
import { ofCompany } from '../db/companyScope.js';

dayjs.extend(utc);
dayjs.extend(timezone);

interface FieldMeta { type: string; label: string; enum?: string; ref?: string; refBy?: string; refOf?: string; keysOf?: string; isSystem: boolean }
type Row = Record<string, unknown>;

/** Rows read and written at a time: the export never holds more of them (the ordered ids are read first). */
const BATCH = 1000;

const fieldsOf = (entity: string) => entities[entity as EntityName].fields as unknown as Record<string, FieldMeta>;

/**
 * The columns of an entity's CSV, in order: the form's fields (what an import writes), then the list's other columns;
 * never a password. Headers are the fields' Japanese labels, which an import matches.
 */
export function exportColumns(entity: EntityName): string[] {
  const meta = entities[entity];
  const form = (meta.form?.fields ?? []) as readonly string[];
  const list = (meta.list?.columns ?? []) as readonly string[];
  const fields = fieldsOf(entity);
  return [...new Set([...form, ...list])].filter((c) => fields[c] && fields[c].type !== 'password');
}

/** The names of some rows of one entity by id: the `refBy` field's value, else the row's name. */
async function namesOf(ctx: AppContext, options: { ref: string; refBy?: string; ids: Set<number>; companyId: number }): Promise<Map<number, string>> {
  const { ref, refBy } = options;
  const byId = new Map<number, string>();
  if (options.ids.size === 0 || !Object.hasOwn(entities, ref)) return byId;
  const target = entities[ref as EntityName];
  const query = genericDb(ctx.db).selectFrom(target.table).select(['id', ...(refBy ? [refBy] : nameFields(ref))])
    .where('id', 'in', [...options.ids]).where(ofCompany(target, options.companyId));
  for (const row of await query.execute()) byId.set(Number(row.id), refBy ? String(row[refBy] ?? '') : rowNameOf(ref, row));
  return byId;
}

/** The json fields keyed by the same entity as a `refOf` field (the history's before and after of its record). */
const recordedFields = (entity: EntityName, field: FieldMeta) =>
  Object.entries(fieldsOf(entity)).filter(([, f]) => f.type === 'json' && f.keysOf !== undefined && f.keysOf === field.refOf).map(([name]) => name);

/**
 * The names of the rows of other entities that a batch refers to, by column and id: a ref or refs field's rows (the
 * field's `refBy` value, a student's number, else the row's name — what an import reads back); a `refOf` field's
 * record (keyed `entity:id`) by its name now, else by the name its own row kept (a deleted record).
 */
async function refNames(ctx: AppContext, options: { entity: EntityName; columns: string[]; rows: Row[]; companyId: number }): Promise<Map<string, Map<number | string, string>>> {
  const fields = fieldsOf(options.entity);
  const names = new Map<string, Map<number | string, string>>();
  for (const c of options.columns) {
    const { type, ref, refBy, refOf } = fields[c]!;
    const idsOf = (rows: Row[]) => new Set(rows.flatMap((row) => [row[c]].flat()).filter((id): id is number => typeof id === 'number'));
    if ((type === 'ref' || type === 'refs') && ref) names.set(c, await namesOf(ctx, { ref, refBy, ids: idsOf(options.rows), companyId: options.companyId }));
    if (refOf === undefined) continue;
    const byKey = new Map<number | string, string>();
    names.set(c, byKey);
    for (const target of new Set(options.rows.map((row) => String(row[refOf])))) {
      const rows = options.rows.filter((row) => String(row[refOf]) === target);
      for (const row of rows) {
        const kept = rowNameOf(target, Object.assign({}, ...recordedFields(options.entity, fields[c]!).map((f) => row[f] ?? {}), { id: undefined }) as Row);
        if (kept !== '' && Object.hasOwn(entities, target)) byKey.set(`${target}:${String(row[c])}`, kept);
      }
      for (const [id, name] of await namesOf(ctx, { ref: target, ids: idsOf(rows), companyId: options.companyId })) byKey.set(`${target}:${id}`, name);
    }
  }
  return names;
}

/**
 * A value as a person reads and an import writes it: codes by label, references by name, dates in Japanese order;
 * `row` is the value's row (a `refOf` field's record is a row of the entity the row names).
 */
function cell(value: unknown, field: FieldMeta, options: { names: Map<number | string, string> | undefined; row: Row }): string {
  const { names } = options;
  if (value === null || value === undefined) return '';
  const zone = String(constants.mailTimeZone);
  if (field.refOf !== undefined) return names?.get(`${String(options.row[field.refOf])}:${String(value)}`) ?? String(value);
  switch (field.type) {
    case 'enum': return codeLists[field.enum as CodeListName]?.values.find((v) => v.code === value)?.label ?? String(value);
    case 'ref': return names?.get(Number(value)) ?? String(value);
    case 'refs': return (value as number[]).map((id) => names?.get(id) ?? String(id)).join(formatMessage('csvExport.separator'));
    case 'boolean': return formatMessage(value ? 'csvExport.yes' : 'csvExport.no');
    case 'date': return dayjs(String(value)).format(formatMessage('csvExport.dateFormat'));
    case 'datetime': return dayjs(value as Date).tz(zone).format(formatMessage('csvExport.datetimeFormat'));
    case 'time': return String(value).slice(0, 5);
    case 'json': return JSON.stringify(value);
    default: return String(value);
  }
}

/**
 * GET {list path}/export?<the list's filters, sort, order>&encoding=utf8|sjis: every row of the list the caller may
 * read, with the list's current filters and order, as a CSV that Excel in Japan opens (UTF-8 with a BOM by default,
 * Shift_JIS on request), headed by the fields' Japanese labels. Streamed: the matching ids are read first (a number
 * each), then the rows in batches of BATCH, each batch written before the next is read, so a 100,000-row export never
 * holds its rows in memory. Everything is checked before the first byte: a bad filter is a 400 like the list's.
 */
export async function exportRecords(ctx: AppContext, options: { entity: EntityName; caller: Caller; query: Record<string, unknown>; reply: FastifyReply }) {
  const { entity, caller } = options;
  const { encoding: rawEncoding, ...listQuery } = options.query;
  const encoding = rawEncoding === undefined ? CsvEncoding.utf8 : rawEncoding;
  if (encoding !== CsvEncoding.utf8 && encoding !== CsvEncoding.sjis) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'encoding', message: formatMessage('validation.enum', { label: codeLists.csv_encoding.label }) }] });
  }
  const q = parseListQuery(entity, listQuery);
  const meta = entities[entity];
  const db = genericDb(ctx.db);
  const companyId = caller.principal.companyId;
  const filters = q.filters.map((f) => ({ filter: f.filter, param: filterParam(f.filter, f.value) }));
  const matching = matchingRows(db, { entity, reader: caller, filters });
  const ids = (await listOrder({ entity, sort: q.sort, order: q.order }).reduce((query, term) => query.orderBy(term), matching.select(`${meta.table}.id`))
    .execute()).map((r) => Number(r.id));
  const columns = exportColumns(entity);
  const fields = fieldsOf(entity);
  const encode = (text: string) => (encoding === CsvEncoding.sjis ? toShiftJis(text) : Buffer.from(text, 'utf8'));

  async function* chunks(): AsyncGenerator<Buffer> {
    if (encoding === CsvEncoding.utf8) yield UTF8_BOM;
    yield encode(csvText([columns.map((c) => fields[c]!.label)]));
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const recorded = columns.flatMap((c) => recordedFields(entity, fields[c]!)).filter((f) => !columns.includes(f));
      const rows = await db.selectFrom(meta.table).select(['id', ...columns.filter((c) => c !== 'id'), ...recorded])
        .where('id', 'in', batch).where(ofCompany(meta, companyId)).execute();
      const byId = new Map(rows.map((r) => [Number(r.id), r as Row]));
      const ordered = batch.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      const names = await refNames(ctx, { entity, columns, rows: ordered, companyId });
      yield encode(csvText(ordered.map((row) => columns.map((c) => cell(row[c], fields[c]!, { names: names.get(c), row })))));
    }
  }

  const date = dayjs().tz(String(constants.mailTimeZone)).format(formatMessage('csvExport.fileDateFormat'));
  const name = formatMessage('csvExport.fileName', { entity: meta.label.replace(UNSAFE_IN_FILE_NAME, '_'), date });
  const ascii = formatMessage('csvExport.asciiFileName', { entity: meta.name, date });
  return options.reply
    .header('content-type', csvContentType(encoding))
    .header('content-disposition', attachmentDisposition(name, ascii))
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks()));
}
