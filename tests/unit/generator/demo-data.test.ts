import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../generator/model/errors.js';
import type { Model } from '../../../generator/model/types.js';
import { withDemoStudent } from './demoChanges.js';
import { changedModelFiles, loadChangedModel, projectModel, type ModelChange } from './projectModel.js';

/** Demo data declared in the model (model/demo/<entity>.yaml): checked against the entity at generate time. */
function load(change: ModelChange): { model?: Model; issues: Array<{ file: string; path: string; reason: string }> } {
  try {
    return { model: loadChangedModel(change), issues: [] };
  } catch (err) {
    if (err instanceof ModelError) return { issues: err.issues };
    throw err;
  }
}

/** Fee items gain a school year (学年別の月謝), as a product owner would add one. */
const FEE_SCHOOLYEAR = '    schoolyear_id: { type: ref, ref: schoolyear, label: 対象学年 }\n';
const withFeeSchoolyears = (rows: Record<string, string>): ModelChange => (m) => {
  m.edit('entities/pricing.yaml', (t) => t.replace('    fee_kind: { type: enum, enum: fee_kind', `${FEE_SCHOOLYEAR}    fee_kind: { type: enum, enum: fee_kind`));
  m.edit('demo/fee_item.yaml', (t) => Object.entries(rows).reduce((text, [name, schoolyear]) => text.replace(`name: ${name},`, `name: ${name}, schoolyear_id: ${schoolyear},`), t));
};

describe('demo data of the model', () => {
  it('should load every demo file of the project, referenced entities first', () => {
    const model = projectModel();
    const files = changedModelFiles().list('demo');
    expect(model.demo.map((d) => d.entity).sort()).toEqual(files.map((f) => f.replace('.yaml', '')).sort());
    const order = model.demo.map((d) => d.entity);
    expect(order.indexOf('school_subject')).toBeLessThan(order.indexOf('lesson_subject'));
    const lesson = model.demo.find((d) => d.entity === 'lesson_subject')!;
    expect(lesson.refs.school_subject_id).toMatchObject({ table: 'school_subjects', keys: [{ field: 'name', type: 'string' }] });
  });

  it('should let a row name a school year of the seed by its name or by its code, as a product owner writes it', () => {
    const { model, issues } = load(withFeeSchoolyears({ '月謝（中学生 週2回）': '中1', '月謝（高校生 週2回）': '10' }));
    expect(issues).toEqual([]);
    const fees = model!.demo.find((d) => d.entity === 'fee_item')!;
    expect(fees.refs.schoolyear_id).toMatchObject({ table: 'schoolyears', keys: [{ field: 'code', type: 'integer' }, { field: 'schoolyear_name', type: 'string' }] });
    expect(fees.rows.filter((r) => r.schoolyear_id !== undefined).map((r) => r.schoolyear_id)).toEqual(['中1', 10]);
  });

  it('should refuse a school year written as neither its name nor its code', () => {
    const { issues } = load(withFeeSchoolyears({ '月謝（中学生 週2回）': 'true' }));
    expect(issues).toContainEqual({ file: 'model/demo/fee_item.yaml', path: '/rows/2/schoolyear_id', reason: 'must be the code or schoolyear_name of a schoolyear row' });
  });

  it('should let a row name a guardian of the seed by the user name of its account', () => {
    const { model, issues } = load(withDemoStudent);
    expect(issues).toEqual([]);
    const students = model!.demo.find((d) => d.entity === 'student')!;
    expect(students.refs.protector_id).toMatchObject({ table: 'protectors', keys: [{ field: 'user_id', through: { table: 'users', keys: [{ field: 'username' }] } }] });
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
    const { issues } = load((m) => m.edit(file, change));
    const hit = issues.find((i) => i.file === want.file && i.path.startsWith(want.path));
    expect(hit, JSON.stringify(issues)).toBeDefined();
    expect(hit!.reason).toMatch(want.reason);
  });

  it('should refuse a demo file named after no entity', () => {
    const { issues } = load((m) => m.write('demo/no_such_master.yaml', 'rows:\n  - { name: x }\n'));
    expect(issues).toContainEqual({ file: 'model/demo/no_such_master.yaml', path: '/', reason: 'no entity "no_such_master" (the file name names the entity)' });
  });
});
