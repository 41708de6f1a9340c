import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../generator/model/errors.js';
import type { Model } from '../../../generator/model/types.js';
import { loadChangedModel, type ModelChange, type ModelChanges } from './projectModel.js';

/** Loads the model after a change: the model, or the issues that refused it. */
function load(change: ModelChange): { model?: Model; issues: Array<{ file: string; path: string; reason: string }> } {
  try {
    return { model: loadChangedModel(change), issues: [] };
  } catch (err) {
    if (err instanceof ModelError) return { issues: err.issues };
    throw err;
  }
}

const areaName = (change: string) => (p: ModelChanges) => p.edit('entities/area.yaml', (text) => text.replace('kana: name_kana }', change));
const holidaySchoolhouse = (change: string) => (p: ModelChanges) => p.edit('entities/period.yaml', (text) => text.replace('emptyLabel: 全校舎,', change));
const withoutAreaSort = (p: ModelChanges) => p.edit('entities/area.yaml', (text) => text.replace(', sort: sort_order, filters', ', filters'));
const sortOf = (model: Model | undefined, entity: string) => model?.entities.find((e) => e.name === entity)?.list?.sort;

describe('kana: the reading of a name', () => {
  it('should list a master by its kana name when the model names no other sort', () => {
    expect(sortOf(load(withoutAreaSort).model, 'area')).toBe('name');
  });

  it('should list a master without a reading by id when the model names no sort', () => {
    expect(sortOf(load((p) => { withoutAreaSort(p); areaName('}')(p); }).model, 'area')).toBe('id');
  });

  it('should take several reading fields read in turn', () => {
    const { model } = load(areaName('kana: [name_kana] }'));
    expect(model?.entities.find((e) => e.name === 'area')?.fields.find((f) => f.name === 'name')?.kana).toEqual(['name_kana']);
  });

  it('should refuse a reading that is not another text field, with file, path and reason', () => {
    expect(load(areaName('kana: sort_order }')).issues).toEqual([
      { file: expect.stringMatching(/entities\/area\.yaml$/), path: '/area/fields/name/kana', reason: expect.stringContaining('"sort_order" is not another kana or string field') },
    ]);
    expect(load(areaName('kana: name_yomi }')).issues.map((i) => i.path)).toEqual(['/area/fields/name/kana']);
  });
});

describe('emptyLabel: what an empty ref means', () => {
  it('should accept it on an optional ref (a holiday of every schoolhouse)', () => {
    expect(load(() => undefined).issues).toEqual([]);
  });

  it('should refuse it on a required ref or a field that is not a ref', () => {
    // (The demo holidays of every schoolhouse are refused too, as the field became required.)
    expect(load(holidaySchoolhouse('required: true, emptyLabel: 全校舎,')).issues.map((i) => i.path)).toContain('/holiday/fields/schoolhouse_id/emptyLabel');
    expect(load(areaName('kana: name_kana, emptyLabel: 未設定 }')).issues.map((i) => i.path)).toEqual(['/area/fields/name/emptyLabel']);
  });
});
