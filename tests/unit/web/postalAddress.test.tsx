// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { ModelForm, type ModelFormProps } from '../../../src/web/screens/generic';
import { zipCodeMaster } from '../../../src/web/screens/generic/fields';

// A model with a zip-code master (the real one may not have it yet): code, then the address parts.
vi.mock('../../../src/generated/entities.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/generated/entities.js')>();
  const f = (type: string, label: string, extra: object = {}) => ({ type, label, required: true, isSystem: false, ...extra });
  return {
    ...real,
    entities: {
      ...real.entities,
      zip_code: {
        name: 'zip_code', label: '郵便番号', table: 'zip_code', scope: 'global',
        fields: {
          id: { type: 'integer', label: 'ID', required: true, isSystem: true },
          code: f('postal_code', '郵便番号'), prefecture: f('string', '都道府県', { maxLength: 10 }),
          city: f('string', '市区町村', { maxLength: 50 }), town: f('string', '町域', { maxLength: 100 }),
          town_kana: f('kana', '町域（カナ）', { maxLength: 100 }),
        },
        api: { path: '/zip-codes', operations: ['list'] }, list: null, form: null,
      },
    },
  };
});
vi.mock('../../../src/generated/tables.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/generated/tables.js')>();
  return {
    ...real,
    tables: {
      ...real.tables,
      zip_code: {
        columns: [{ id: 'code', label: '郵便番号', type: 'postal_code', isSortable: true }],
        filters: [{ field: 'code', label: '郵便番号', type: 'postal_code', operator: 'contains' }],
        defaultSort: { field: 'code', order: 'asc' },
      },
    },
  };
});

const form = {
  schema: {
    type: 'object', additionalProperties: false, required: [],
    properties: {
      postal_code: { type: ['string', 'null'], pattern: '^[0-9]{3}-[0-9]{4}$', title: '郵便番号' },
      address: { type: ['string', 'null'], maxLength: 200, title: '住所' },
    },
  },
  uiSchema: {
    'ui:order': ['postal_code', 'address'],
    postal_code: { 'ui:widget': 'PostalCodeField', 'ui:options': { addressField: 'address' } },
    address: { 'ui:widget': 'TextField' },
  },
  fields: {
    postal_code: { type: 'postal_code', label: '郵便番号', required: false, isSystem: false, patternMessage: 'validation.postalCode' },
    address: { type: 'string', label: '住所', required: false, isSystem: false },
  },
} as unknown as NonNullable<ModelFormProps['form']>;

function fakeData(getList: DataProvider['getList']): DataProvider {
  const refuse = () => Promise.reject(new Error('not in this test'));
  return { getApiUrl: () => '/api/v1', getList, getOne: refuse, create: refuse, update: refuse, deleteOne: refuse };
}

function renderForm(getList: DataProvider['getList']) {
  render(
    <Refine dataProvider={fakeData(getList)} options={{ disableTelemetry: true }}>
      <ModelForm entity="address_form" form={form} isSubmitting={false} />
    </Refine>,
    { wrapper: AppConfigProvider },
  );
}

const shibuya = { id: 1, code: '150-0002', prefecture: '東京都', city: '渋谷区', town: '渋谷', town_kana: 'シブヤ' };

describe('the postal code field with a zip-code master', { timeout: 30_000 }, () => {
  it('should find the master and its address parts', () => {
    expect(zipCodeMaster()).toEqual({ codeField: 'code', addressFields: ['prefecture', 'city', 'town'] });
  });

  it('should fill an empty address from a complete postal code typed in full-width digits', async () => {
    const getList = vi.fn(async ({ filters }: Parameters<DataProvider['getList']>[0]) => {
      const value = filters?.[0] && 'value' in filters[0] ? filters[0].value : undefined;
      return { data: (value === '150-0002' ? [shibuya] : []) as never[], total: value === '150-0002' ? 1 : 0 };
    });
    renderForm(getList);
    fireEvent.change(await screen.findByLabelText(/^郵便番号/), { target: { value: '１５００００２' } });
    await waitFor(() => expect((screen.getByLabelText(/^住所/) as HTMLInputElement).value).toBe('東京都渋谷区渋谷'));
    expect(getList).toHaveBeenCalledWith(expect.objectContaining({ resource: 'zip_code', filters: [{ field: 'code', operator: 'eq', value: '150-0002' }] }));
  });

  it('should not look up an incomplete code, and leave the address empty for a code the master does not have', async () => {
    const getList = vi.fn(async () => ({ data: [] as never[], total: 0 }));
    renderForm(getList);
    const postal = await screen.findByLabelText(/^郵便番号/);
    fireEvent.change(postal, { target: { value: '150-00' } });
    expect(getList).not.toHaveBeenCalled();
    fireEvent.change(postal, { target: { value: '999-9999' } });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(/^住所/) as HTMLInputElement).value).toBe('');
  });

  it('should not overwrite an address the user typed', async () => {
    const getList = vi.fn(async () => ({ data: [shibuya] as never[], total: 1 }));
    renderForm(getList);
    fireEvent.change(await screen.findByLabelText(/^住所/), { target: { value: '大阪府大阪市北区梅田1-1' } });
    fireEvent.change(screen.getByLabelText(/^郵便番号/), { target: { value: '150-0002' } });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect((screen.getByLabelText(/^住所/) as HTMLInputElement).value).toBe('大阪府大阪市北区梅田1-1');
  });
});
