import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelIssue } from '../../../generator/model/errors.js';
import { loadModel } from '../../../generator/model/load.js';
import { resolveGates } from '../../../generator/model/resolveGates.js';
import { resolveNotifications } from '../../../generator/model/resolveNotifications.js';
import type { Model } from '../../../generator/model/types.js';
import { gatesFileSchema } from '../../../generator/schema/gates.js';
import { notificationsFileSchema } from '../../../generator/schema/notifications.js';

/**
 * model/notifications.yaml and model/gates.yaml are resolved against the rest of the model: each case changes one
 * thing of the project's own file and expects the file, the path and the reason `npm run generate` reports.
 */
const ROOT = join(import.meta.dirname, '../../..');
const read = (name: string) => parse(readFileSync(join(ROOT, 'model', name), 'utf8')) as Record<string, unknown>;
/** notifications.yaml as the cases edit it. */
interface RawNotifications {
  channels: Record<string, { switchedBy: string; isBell?: boolean }>;
  kinds: Record<string, { record?: string; channels: string[]; targets: Array<{ roles: string[]; screen: string; params?: Record<string, string> }>; [key: string]: unknown }>;
}
/** gates.yaml as the cases edit it. */
type RawGates = Record<string, {
  setting: string; values?: string[]; roles: string[]; error?: string; operations?: string[]; recipients?: string[];
  fields?: Array<{ operation: string; field: string; when?: { field: string; equals: unknown } }>; [key: string]: unknown;
}>;

let model: Model;
// Loading the whole model takes seconds on a busy machine: a bound, not a speed target.
beforeAll(() => {
  model = loadModel({ modelDir: join(ROOT, 'model'), componentDir: join(ROOT, 'src/web/screens'), handlerDir: join(ROOT, 'src/server/handlers') });
}, 60_000);

function notificationIssues(change: (data: RawNotifications) => void): ModelIssue[] {
  const data = read('notifications.yaml') as unknown as RawNotifications;
  change(data);
  const issues: ModelIssue[] = [];
  resolveNotifications({ file: { file: 'model/notifications.yaml', data }, ...model, settingOptions: model.settingOptions, issues });
  return issues;
}

function gateIssues(change: (data: RawGates) => void): ModelIssue[] {
  const data = read('gates.yaml') as unknown as RawGates;
  change(data);
  const issues: ModelIssue[] = [];
  resolveGates({
    file: { file: 'model/gates.yaml', data }, ...model, kinds: model.notifications.kinds, enabledFlag: String(model.constants.enabledFlag), issues,
  });
  return issues;
}

describe('model/notifications.yaml', () => {
  it('should resolve the project\'s kinds, every one with a target for each role it names', () => {
    expect(notificationIssues(() => undefined)).toEqual([]);
    expect(model.notifications.kinds.map((k) => k.name)).toEqual(expect.arrayContaining(['notice-published', 'manager-contact-teacher-comment', 'teacher-contact-teacher-comment', 'maintenance']));
    expect(model.enums.find((e) => e.name === 'notification_kind')?.values.length).toBe(model.notifications.kinds.length);
  });

  const cases: Array<[string, (d: RawNotifications) => void, { path: string; reason: RegExp }]> = [
    ['an unknown target screen', (d) => { d.kinds['notice-published']!.targets[0]!.screen = 'notice.detial'; },
      { path: '/kinds/notice-published/targets/0/screen', reason: /unknown screen "notice.detial"/ }],
    ['a route parameter left unfilled', (d) => { delete d.kinds['notice-published']!.targets[0]!.params; },
      { path: '/kinds/notice-published/targets/0/params', reason: /\/notice\/detail\/:id needs "id"/ }],
    ['a parameter the route does not have', (d) => { d.kinds['event-published']!.targets[0]!.params = { id: 'target_id' }; },
      { path: '/kinds/event-published/targets/0/params', reason: /has no parameter "id"/ }],
    ['a role the target screen grants nothing', (d) => { d.kinds['notice-published']!.targets[0]!.roles = ['guardian', 'teacher']; d.kinds['notice-published']!.targets[0]!.screen = 'notice.survey'; },
      { path: '/kinds/notice-published/targets/0/roles', reason: /screen "notice.survey" grants nothing to TEACHER/ }],
    ['a role in two targets of a kind', (d) => { d.kinds['closed-day']!.targets[1]!.roles = ['staff', 'teacher']; },
      { path: '/kinds/closed-day/targets/1/roles', reason: /TEACHER already has target 0/ }],
    ['an unknown role', (d) => { d.kinds.maintenance!.targets[0]!.roles = ['guardians']; },
      { path: '/kinds/maintenance/targets/0/roles/0', reason: /unknown role or role group "guardians"/ }],
    ['a record that is no entity', (d) => { d.kinds['notice-published']!.record = 'notices'; },
      { path: '/kinds/notice-published/record', reason: /unknown entity "notices"/ }],
    ['a kind on an unknown channel', (d) => { d.kinds.maintenance!.channels = ['web', 'push']; },
      { path: '/kinds/maintenance/channels/1', reason: /unknown channel "push"/ }],
    ['a channel switched by an unknown option', (d) => { d.channels.mail!.switchedBy = 'COMMUNICATION_METHOD_EMAIL'; },
      { path: '/channels/mail/switchedBy', reason: /unknown option "COMMUNICATION_METHOD_EMAIL"/ }],
    ['a channel switched by an option that is no flag', (d) => { d.channels.line!.switchedBy = 'INQUIRY_TO_SCHOOL_TARGET'; },
      { path: '/channels/line/switchedBy', reason: /must be of the code list flag/ }],
    ['a delivery channel without its entry', (d) => { delete d.channels.line; },
      { path: '/channels', reason: /"line" has no entry/ }],
  ];
  it.each(cases)('should name the path of %s', (_name, change, want) => {
    const issues = notificationIssues(change);
    expect(issues, JSON.stringify(issues)).toContainEqual({ file: 'model/notifications.yaml', path: want.path, reason: expect.stringMatching(want.reason) });
  });

  it('should refuse a misspelt key of a kind by the schema', () => {
    const data = read('notifications.yaml') as unknown as RawNotifications;
    data.kinds['notice-published']!.tragets = data.kinds['notice-published']!.targets;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(notificationsFileSchema);
    expect(validate(data)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/kinds/notice-published', params: { additionalProperty: 'tragets' } }));
  });
});

describe('model/gates.yaml', () => {
  it('should resolve the project\'s gates', () => {
    expect(gateIssues(() => undefined)).toEqual([]);
    expect(model.gates.map((g) => g.name)).toEqual(['communication-comments', 'guardian-inquiries', 'lesson-student-name', 'protector-absence', 'protector-reschedule', 'protector-teacher-name', 'student-contacts', 'teacher-contacts', 'teacher-inquiries', 'teacher-notice-comments', 'teacher-report-comment', 'teacher-report-comments', 'teacher-report-publish', 'teacher-reservations']);
  });

  const cases: Array<[string, (d: RawGates) => void, { path: string; reason: RegExp }]> = [
    ['an unknown setting', (d) => { d['teacher-notice-comments']!.setting = 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENTS'; },
      { path: '/teacher-notice-comments/setting', reason: /unknown feature setting or option "TEACHER_VIEW_AND_REPLY_NOTICE_COMMENTS"/ }],
    ['a value that is no code of the option', (d) => { Object.assign(d['teacher-notice-comments'], { setting: 'INQUIRY_TO_SCHOOL_TARGET', values: ['1', '4'] }); },
      { path: '/teacher-notice-comments/values/1', reason: /"4" is not a code of "inquiry_target"/ }],
    ['an option of another code list than flag without values', (d) => { d['teacher-notice-comments']!.setting = 'INQUIRY_TO_SCHOOL_TARGET'; },
      { path: '/teacher-notice-comments/values', reason: /name the values that open the gate/ }],
    ['values on a feature setting', (d) => { d['protector-teacher-name']!.values = ['0']; },
      { path: '/protector-teacher-name/values', reason: /is a feature setting/ }],
    ['an unknown role', (d) => { d['teacher-notice-comments']!.roles = ['teachers']; },
      { path: '/teacher-notice-comments/roles/0', reason: /unknown role or role group "teachers"/ }],
    ['an unknown operation', (d) => { d['teacher-notice-comments']!.operations!.push('notice.comment-edit'); },
      { path: '/teacher-notice-comments/operations/4', reason: /unknown operation "notice.comment-edit"/ }],
    ['a generic operation the entity has not', (d) => { d['teacher-notice-comments']!.operations!.push('schoolyear.delete'); },
      { path: '/teacher-notice-comments/operations/4', reason: /entity schoolyear has no delete operation/ }],
    ['a list gated without its get', (d) => { d['teacher-notice-comments']!.operations!.push('tag.list'); },
      { path: '/teacher-notice-comments/operations', reason: /tag.list and tag.get are one read action/ }],
    ['a field the answer has not', (d) => { d['protector-teacher-name']!.fields![1]!.field = 'sender'; },
      { path: '/protector-teacher-name/fields/1/field', reason: /"sender" is not a text field of the answer of notice.get/ }],
    ['a field that is no text', (d) => { d['protector-teacher-name']!.fields![1]!.field = 'like_count'; },
      { path: '/protector-teacher-name/fields/1/field', reason: /is not a text field/ }],
    ['a condition on a field beside it that is not there', (d) => { d['protector-teacher-name']!.fields![2]!.when!.field = 'sender_is_teacher'; },
      { path: '/protector-teacher-name/fields/2/when/field', reason: /"sender_is_teacher" is not a field beside "recipient.comments.author_name"/ }],
    ['an unknown recipient kind', (d) => { d['teacher-notice-comments']!.recipients = ['notice-comments']; },
      { path: '/teacher-notice-comments/recipients/0', reason: /unknown notification kind "notice-comments"/ }],
    ['an error that is no 403', (d) => { d['teacher-notice-comments']!.error = 'NOT_FOUND'; },
      { path: '/teacher-notice-comments/error', reason: /must have status 403/ }],
    ['a gate that closes nothing', (d) => { delete d['protector-teacher-name']!.fields; },
      { path: '/protector-teacher-name', reason: /must name operations, fields, recipients or rows/ }],
    ['rows of an unknown operation', (d) => { d['student-contacts']!.rows = ['contact.lists']; },
      { path: '/student-contacts/rows/0', reason: /unknown operation "contact.lists"/ }],
    ['rows read at the user\'s level', (d) => { d['student-contacts']!.at = 'user'; },
      { path: '/student-contacts/at', reason: /rows are read at each row's schoolhouse/ }],
  ];
  it.each(cases)('should name the path of %s', (_name, change, want) => {
    const issues = gateIssues(change);
    expect(issues, JSON.stringify(issues)).toContainEqual({ file: 'model/gates.yaml', path: want.path, reason: expect.stringMatching(want.reason) });
  });

  it('should refuse a misspelt key of a gate by the schema', () => {
    const data = read('gates.yaml') as unknown as RawGates;
    data['teacher-notice-comments']!.role = ['teacher'];
    const validate = new Ajv({ allErrors: true, strict: false }).compile(gatesFileSchema);
    expect(validate(data)).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/teacher-notice-comments', params: { additionalProperty: 'role' } }));
  });
});
