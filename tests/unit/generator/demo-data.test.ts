import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelError } from '../../../generator/model/errors.js';
import { loadModel } from '../../../generator/model/load.js';
import type { Model } from '../../../generator/model/types.js';
import { copyProject, type TempProject } from './tempProject.js';

/** Demo data declared in the model (model/demo/<entity>.yaml): checked against the entity at generate time. */
let project: TempProject | undefined;
afterEach(() => { project?.remove(); project = undefined; });

function load(edit: (p: TempProject) => void): { model?: Model; issues: Array<{ file: string; path: string; reason: string }> } {
  project = copyProject();
  edit(project);
  try {
    return { model: loadModel({ modelDir: join(project.root, 'model') }), issues: [] };
  } catch (err) {
    if (err instanceof ModelError) return { issues: err.issues };
    throw err;
  }
}

describe('demo data of the model', () => {
  it('should load every demo file of the project, referenced entities first', () => {
    const { model, issues } = load(() => undefined);
    expect(issues).toEqual([]);
    const files = readdirSync(join(project!.root, 'model/demo')).filter((f) => f.endsWith('.yaml'));
    expect(model!.demo.map((d) => d.entity).sort()).toEqual(files.map((f) => f.replace('.yaml', '')).sort());
    const order = model!.demo.map((d) => d.entity);
    expect(order.indexOf('school_subject')).toBeLessThan(order.indexOf('lesson_subject'));
    const lesson = model!.demo.find((d) => d.entity === 'lesson_subject')!;
    expect(lesson.refs.school_subject_id).toMatchObject({ table: 'school_subjects', keyField: 'name' });
  });

  const cases: Array<[string, string, (t: string) => string, { file: string; path: string; reason: RegExp }]> = [
    ['an unknown field', 'demo/fee_item.yaml', (t) => t.replace('amount: 20000', 'amount: 20000, colour: red'),
      { file: 'model/demo/fee_item.yaml', path: '/rows/0/colour', reason: /unknown field "colour"/ }],
    ['a value under the minimum of a yen field', 'demo/fee_item.yaml', (t) => t.replace('amount: 20000', 'amount: -5'),
      { file: 'model/demo/fee_item.yaml', path: '/rows/0/amount', reason: /金額/ }],
    ['a code outside the code list', 'demo/grade_input_deadline.yaml', (t) => t.replace('record_kind: test,', 'record_kind: mock,'),
      { file: 'model/demo/grade_input_deadline.yaml', path: '/rows/3/record_kind', reason: /code list record_kind/ }],
    ['a pattern the value does not match', 'demo/bank.yaml', (t) => t.replace("bank_code: '0001'", "bank_code: '1'"),
      { file: 'model/demo/bank.yaml', path: '/rows/0/bank_code', reason: /pattern/ }],
    ['a kana field in kanji', 'demo/bank.yaml', (t) => t.replace('bank_name_kana: ミズホ', 'bank_name_kana: 瑞穂'),
      { file: 'model/demo/bank.yaml', path: '/rows/0/bank_name_kana', reason: /pattern/ }],
    ['a reference given as an id', 'demo/holiday.yaml', (t) => t.replace('schoolhouse_id: 駅前校', 'schoolhouse_id: 3'),
      { file: 'model/demo/holiday.yaml', path: '/rows/4/schoolhouse_id', reason: /schoolhouse_name of a schoolhouse row/ }],
    ['a reference to a demo row that does not exist', 'demo/lesson_subject.yaml', (t) => t.replace('school_subject_id: 英語', 'school_subject_id: 物理'),
      { file: 'model/demo/lesson_subject.yaml', path: '/rows/3/school_subject_id', reason: /no school_subject row with name "物理"/ }],
    ['a missing required field', 'demo/timetable_period.yaml', (t) => t.replace("name: 1限, ", ''),
      { file: 'model/demo/timetable_period.yaml', path: '/rows/0', reason: /missing required field "name"/ }],
    ['two rows with the same key', 'demo/timetable_period.yaml', (t) => t.replace('period_number: 2,', 'period_number: 1,'),
      { file: 'model/demo/timetable_period.yaml', path: '/rows/1', reason: /same period_number/ }],
    ['a file without rows', 'demo/claim_setting.yaml', () => 'row: []\n',
      { file: 'model/demo/claim_setting.yaml', path: '/', reason: /rows|row/ }],
  ];
  it.each(cases)('should fail with the file and the path of %s', (_name, file, change, want) => {
    const { issues } = load((p) => p.edit(file, change));
    const hit = issues.find((i) => i.file === want.file && i.path.startsWith(want.path));
    expect(hit, JSON.stringify(issues)).toBeDefined();
    expect(hit!.reason).toMatch(want.reason);
  });

  it('should refuse a demo file named after no entity', () => {
    const { issues } = load((p) => writeFileSync(join(p.root, 'model/demo/no_such_master.yaml'), 'rows:\n  - { name: x }\n'));
    expect(issues).toContainEqual({ file: 'model/demo/no_such_master.yaml', path: '/', reason: 'no entity "no_such_master" (the file name names the entity)' });
  });
});
