import { describe, expect, it } from 'vitest';
import { entities } from '../../../src/generated/entities.js';
import { forms } from '../../../src/generated/forms.js';
import { tables } from '../../../src/generated/tables.js';
import { formatCell } from '../../../src/web/screens/generic/formatCell.js';

const holidaySchoolhouse = tables.holiday.columns.find((c) => c.id === 'schoolhouse_id')!;
const schoolhouses = { schoolhouse: { 2: '駅前校' } };

describe('an empty ref that means something (emptyLabel)', () => {
  it('should show 全校舎 for a holiday of every schoolhouse in the list, the detail and the select', () => {
    expect(formatCell({ value: null, column: holidaySchoolhouse, refLabels: schoolhouses })).toBe('全校舎');
    expect(formatCell({ value: null, column: entities.holiday.fields.schoolhouse_id, refLabels: schoolhouses })).toBe('全校舎');
    expect(forms.holiday.uiSchema.schoolhouse_id['ui:options']).toMatchObject({ emptyLabel: '全校舎' });
  });

  it('should show the schoolhouse of a holiday that has one', () => {
    expect(formatCell({ value: 2, column: holidaySchoolhouse, refLabels: schoolhouses })).toBe('駅前校');
  });

  it('should leave an empty ref blank when the model gives it no meaning', () => {
    expect(formatCell({ value: null, column: { type: 'ref', ref: 'area' } })).toBe('');
  });
});
