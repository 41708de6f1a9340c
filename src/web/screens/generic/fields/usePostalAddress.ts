import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { entities } from '../../../../generated/entities.js';
import { tables } from '../../../../generated/tables.js';

/** The zip-code master entity, when the model has one. */
export const ZIP_CODE_ENTITY = 'zip_code';

type FieldMeta = { type: string; isSystem: boolean };
type ZipMaster = { codeField: string; addressFields: string[] };

/**
 * How the zip-code master is read, if the model has one that can be: the entity `zip_code` with a list API whose list
 * filters its postal-code field; its address is its text fields after the code, joined (都道府県 + 市区町村 + 町域).
 */
export function zipCodeMaster(): ZipMaster | undefined {
  if (!Object.hasOwn(entities, ZIP_CODE_ENTITY) || !Object.hasOwn(tables, ZIP_CODE_ENTITY)) return undefined;
  const entity = (entities as unknown as Record<string, { api: { operations: readonly string[] } | null; fields: Record<string, FieldMeta> }>)[ZIP_CODE_ENTITY]!;
  if (!entity.api?.operations.includes('list')) return undefined;
  const fields = Object.entries(entity.fields).filter(([, f]) => !f.isSystem);
  const code = fields.find(([, f]) => f.type === 'postal_code') ?? fields.find(([name]) => /code/.test(name));
  const table = (tables as unknown as Record<string, { filters: ReadonlyArray<{ field: string }> }>)[ZIP_CODE_ENTITY]!;
  if (!code || !table.filters.some((f) => f.field === code[0])) return undefined;
  const addressFields = fields.filter(([name, f]) => name !== code[0] && (f.type === 'string' || f.type === 'text')).map(([name]) => name);
  return addressFields.length ? { codeField: code[0], addressFields } : undefined;
}

/** Whether a postal code is complete (123-4567) and worth looking up. */
export function isCompletePostalCode(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9]{3}-[0-9]{4}$/.test(code);
}

/**
 * The address of a complete postal code from the zip-code master, or undefined (no master in the model, no such
 * code, or not complete yet). Without a master the postal code field only validates its format.
 */
export function usePostalAddress(code: unknown): string | undefined {
  const getDataProvider = useDataProvider();
  const master = zipCodeMaster();
  const query = useQuery({
    queryKey: ['postalAddress', code],
    enabled: master !== undefined && isCompletePostalCode(code),
    queryFn: async () => {
      const result = await getDataProvider().getList<Record<string, unknown>>({
        resource: ZIP_CODE_ENTITY,
        pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
        filters: [{ field: master!.codeField, operator: 'eq', value: code }],
      });
      const row = result.data[0];
      return row ? master!.addressFields.map((f) => row[f]).filter((v) => typeof v === 'string' && v !== '').join('') : '';
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data || undefined;
}
