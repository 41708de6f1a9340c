import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelIssue } from '../../../generator/model/errors.js';
import { issuesOfChange } from './projectModel.js';

/**
 * What `npm run generate` says about rules across fields (an entity's `rules`): every mistake with the file, the path
 * and the reason. The generator reports every problem at once, so one copy of the model holds them all: a probe entity
 * with one broken rule each, and a demo row that breaks a rule of the model.
 */
const PROBE = `rule_probe:
  label: 規則の確認
  scope: company
  fields:
    starts_on: { type: date, label: 開始日 }
    ends_on: { type: date, label: 終了日 }
    start_time: { type: time, label: 開始時刻 }
    capacity: { type: integer, label: 定員 }
    title: { type: string, label: 名称, required: true, maxLength: 20 }
    schoolhouse_id: { type: ref, ref: schoolhouse, label: 校舎 }
    monday: { type: boolean, label: 月曜日 }
    tuesday: { type: boolean, label: 火曜日 }
    hidden_on: { type: date, label: 非表示の日付 }
  rules:
    - { field: ends_on, after: no_such_field }
    - { field: ends_on, after: start_time }
    - { field: title, after: starts_on }
    - { field: capacity, atMost: { ref: title, field: seats } }
    - { field: capacity, atMost: { ref: schoolhouse_id, field: seats } }
    - { field: capacity, atMost: { ref: schoolhouse_id, field: schoolhouse_name } }
    - { field: monday, atLeastOne: [monday, title] }
    - { field: starts_on, atLeastOne: [monday, tuesday] }
    - { field: ends_on, after: starts_on, message: validation.rule.noSuchMessage }
    - { field: ends_on, after: starts_on, message: validation.rule.atMostRef }
    - { field: ends_on, after: starts_on, atLeastOne: [monday, tuesday] }
    - { field: capacity, atMost: { ref: schoolhouse_id, field: sort_order }, orEqual: true }
    - { field: hidden_on, after: starts_on }
    - { field: ends_on, after: ends_on }
  api:
    path: /rule-probes
    operations: [list, get, create, update]
    access:
      read: [{ roles: [staff] }]
      write: [{ roles: [staff] }]
  form: { fields: [starts_on, ends_on, start_time, capacity, title, schoolhouse_id, monday, tuesday] }
`;

let issues: ModelIssue[] = [];
beforeAll(() => {
  issues = issuesOfChange((p) => {
    p.write('entities/rule-probe.yaml', PROBE);
    p.edit('demo/timetable_period.yaml', (t) => t.replace("start_time: '15:00', end_time: '16:20'", "start_time: '16:20', end_time: '15:00'"));
  });
}, 120_000);

const FILE = 'model/entities/rule-probe.yaml';

describe('rules across fields in the model', () => {
  it.each([
    ['an unknown field', '/rule_probe/rules/0/after', /unknown field "no_such_field" of rule_probe/],
    ['a pair that does not compare (a date after a time)', '/rule_probe/rules/1/after', /"start_time" is a time field: it does not compare with the date field "ends_on"/],
    ['a pair of a field with no order', '/rule_probe/rules/2/field', /a string field has no order/],
    ['a bound through a field that is not a ref', '/rule_probe/rules/3/atMost/ref', /"title" is not a ref field of rule_probe/],
    ['a bound naming no field of the referenced entity', '/rule_probe/rules/4/atMost/field', /unknown field "seats" of schoolhouse/],
    ['a bound that is not a number', '/rule_probe/rules/5/atMost/field', /"schoolhouse_name" of schoolhouse is a string field, not a number/],
    ['a required field in an at-least-one set', '/rule_probe/rules/6/atLeastOne/1', /"title" is required, so the rule always holds/],
    ['a message field outside its at-least-one set', '/rule_probe/rules/7/field', /"starts_on" is not one of the set/],
    ['an unknown message key', '/rule_probe/rules/8/message', /message key "validation.rule.noSuchMessage" is not in messages/],
    ['a message with placeholders its kind does not fill', '/rule_probe/rules/9/message', /uses \{\{ref\}\}, \{\{bound\}\}, \{\{limit\}\}, which a rule of kind after does not fill/],
    ['two kinds in one rule', '/rule_probe/rules/10', /give exactly one of after, atMost and atLeastOne \(after and atLeastOne given\)/],
    ['orEqual on a bound', '/rule_probe/rules/11/orEqual', /orEqual belongs to an ordered pair/],
    ['a field the form does not show', '/rule_probe/rules/12/field', /"hidden_on" is not a form field of rule_probe/],
    ['a field after itself', '/rule_probe/rules/13/after', /a field cannot come after itself/],
  ])('should refuse %s with the file, the path and the reason', (_name, path, reason) => {
    const hit = issues.find((i) => i.file === FILE && i.path === path);
    expect(hit, JSON.stringify(issues, null, 1)).toBeDefined();
    expect(hit!.reason).toMatch(reason);
  });

  it('should refuse a demo row that breaks its entity\'s rule', () => {
    expect(issues).toContainEqual({ file: 'model/demo/timetable_period.yaml', path: '/rows/0/end_time', reason: 'breaks the entity\'s rule: end_time must come after start_time' });
  });

  it('should refuse nothing else of the project\'s own rules', () => {
    expect(issues.filter((i) => i.file !== FILE && i.file !== 'model/demo/timetable_period.yaml')).toEqual([]);
  });
});
