import { describe, expect, it } from 'vitest';
import { issuesOfChange as issuesOf } from './projectModel.js';

describe('model validation', () => {
  it('should load the project model without problems', () => {
    expect(issuesOf()).toEqual([]);
  });

  const cases: Array<[string, string, (t: string) => string, { file: string; path: string; reason: RegExp }]> = [
    ['a code set naming a key not in its list', 'enums.yaml', (t) => t.replace('advancing: [continuing, trial, considering]', 'advancing: [continuing, trail, considering]'),
      { file: 'model/enums.yaml', path: '/student_status/sets/advancing/1', reason: /"trail" is not a key of student_status/ }],
    ['a refBy that is not unique on its own in the referenced entity', 'entities/grade-record.yaml', (t) => t.replace('refBy: student_number', 'refBy: family_name_kanji'),
      { file: 'model/entities/grade-record.yaml', path: '/grade_record/fields/student_id/refBy', reason: /"family_name_kanji" is not a field of student unique on its own/ }],
    ['a switchedBy naming no boolean or string field of another entity', 'entities/report.yaml', (t) => t.replace('switchedBy: lesson_report_setting.uses_evaluation', 'switchedBy: lesson_report_setting.uses_evaluations'),
      { file: 'model/entities/report.yaml', path: '/lesson_report/fields/evaluation/switchedBy', reason: /"lesson_report_setting.uses_evaluations" is not a boolean or string field of another entity/ }],
    ['a refOf whose field does not name entities', 'entities/operation-log.yaml', (t) => t.replace('refOf: target', 'refOf: action'),
      { file: 'model/entities/operation-log.yaml', path: '/operation_log/fields/record_id/refOf', reason: /codes of operation_action are not all entity names \(insert, update, delete\)/ }],
    ['a refOf on a field that is no integer', 'entities/operation-log.yaml', (t) => t.replace('user_name: { type: string, label: 操作者, maxLength: 100 }', 'user_name: { type: string, label: 操作者, maxLength: 100, refOf: target }'),
      { file: 'model/entities/operation-log.yaml', path: '/operation_log/fields/user_name/refOf', reason: /only an integer field/ }],
    ['a positional import column past the format\'s width', 'entities/zip-code.yaml', (t) => t.replace('town: 8 }', 'town: 18 }'),
      { file: 'model/entities/zip-code.yaml', path: '/zip_code/import/positional/columns/town', reason: /position 18 is past the format's width 15/ }],
    ['a positional import without a key column', 'entities/zip-code.yaml', (t) => t.replace('prefecture: 6, city: 7, town: 8 }', 'prefecture: 6, city: 7 }'),
      { file: 'model/entities/zip-code.yaml', path: '/zip_code/import/key/1', reason: /"town" has no position/ }],
    ['a limit of the wrong type', 'entities/tag.yaml', (t) => t.replace('maxLength: 50', "maxLength: 'fifty'"),
      { file: 'model/entities/tag.yaml', path: '/tag/fields/name/maxLength', reason: /integer/ }],
    ['an unknown field type', 'entities/tag.yaml', (t) => t.replace('type: string', 'type: strnig'),
      { file: 'model/entities/tag.yaml', path: '/tag/fields/name/type', reason: /allowed values/ }],
    ['a misspelt property', 'entities/tag.yaml', (t) => t.replace('required: true', 'requird: true'),
      { file: 'model/entities/tag.yaml', path: '/tag/fields/name', reason: /requird/ }],
    ['a string without maxLength', 'entities/tag.yaml', (t) => t.replace(', maxLength: 50', ''),
      { file: 'model/entities/tag.yaml', path: '/tag/fields/name', reason: /maxLength/ }],
    ['an unknown feature setting', 'screens/notice.yaml', (t) => t.replace('order: 50 }\n  access:\n    - { roles: [staff], features: { all: [ALLOW_USE_NOTICE] } }', 'order: 50 }\n  access:\n    - { roles: [staff], features: { all: [ALLOW_USE_NOTIC] } }'),
      { file: 'model/screens/notice.yaml', path: '/notice.tag-manage/access/0/features/all/0', reason: /unknown feature setting "ALLOW_USE_NOTIC"/ }],
    ['an unknown error key', 'entities/tag.yaml', (t) => t.replace('error: TAG_NAME_DUPLICATE', 'error: TAG_NAME_DUPLICAT'),
      { file: 'model/entities/tag.yaml', path: '/tag/unique/0/error', reason: /unknown error/ }],
    ['a list column that is not a field', 'entities/tag.yaml', (t) => t.replace('columns: [name, updated_at]', 'columns: [nmae, updated_at]'),
      { file: 'model/entities/tag.yaml', path: '/tag/list/columns/0', reason: /unknown field "nmae"/ }],
    ['a reference to an unknown entity', 'entities/student.yaml', (t) => t.replace('ref: schoolyear,', 'ref: school_year,'),
      { file: 'model/entities/student.yaml', path: '/student/fields/schoolyear_id/ref', reason: /unknown entity/ }],
    ['a YAML syntax error', 'entities/tag.yaml', (t) => `${t}\n  broken: [unclosed\n`,
      { file: 'model/entities/tag.yaml', path: 'line', reason: /./ }],
    ['an operation sharing the access of an unknown screen', 'operations.yaml', (t) => t.replace('accessFrom: home.setting', 'accessFrom: home.settings'),
      { file: 'model/operations.yaml', path: '/settings.read/accessFrom', reason: /unknown screen "home.settings"/ }],
    ['an operation with both access and accessFrom', 'operations.yaml', (t) => t.replace('accessFrom: home.change-password', 'accessFrom: home.change-password\n  access: [{ roles: [staff] }]'),
      { file: 'model/operations.yaml', path: '/account.change-password', reason: /must NOT be valid/ }],
    ['a body field naming an unknown entity field', 'operations.yaml', (t) => t.replace('field: user.password', 'field: user.passwd'),
      { file: 'model/operations.yaml', path: '/account.change-password/body/properties/password/field', reason: /unknown entity field "user.passwd"/ }],
    ['a multipart rule naming an unknown error', 'operations.yaml', (t) => t.replace('tooLarge: IMPORT_FILE_TOO_LARGE', 'tooLarge: IMPORT_FILE_TOO_BIG'),
      { file: 'model/operations.yaml', path: '/import.check/multipart/errors/tooLarge', reason: /unknown error "IMPORT_FILE_TOO_BIG"/ }],
    ['a setting option in an unknown group', 'settings.yaml', (t) => t.replace('group: inquiry, enum: inquiry_target', 'group: inquiries, enum: inquiry_target'),
      { file: 'model/settings.yaml', path: '/options/INQUIRY_TO_SCHOOL_TARGET/group', reason: /group "inquiries" is not in groups/ }],
    ['a setting option with a default outside its code list', 'settings.yaml', (t) => t.replace("enum: inquiry_target, default: '3'", "enum: inquiry_target, default: '4'"),
      { file: 'model/settings.yaml', path: '/options/INQUIRY_TO_SCHOOL_TARGET/default', reason: /"4" is not a code of "inquiry_target"/ }],
    ['a setting option with an integer code list', 'settings.yaml', (t) => t.replace('enum: inquiry_target', 'enum: lesson_period'),
      { file: 'model/settings.yaml', path: '/options/INQUIRY_TO_SCHOOL_TARGET/enum', reason: /string codes/ }],
    ['a setting option named like a feature setting', 'settings.yaml', (t) => t.replace('TEACHER_VIEW_RESERVATION:', 'ALLOW_TEACHER_VIEW_RESERVATION:'),
      { file: 'model/settings.yaml', path: '/options', reason: /must match pattern/ }],
    ['a feature setting in a group with no heading', 'features.yaml', (t) => t.replace('ALLOW_USE_INTERVIEW: { label: 面談記録機能を利用する, group: interview }', 'ALLOW_USE_INTERVIEW: { label: 面談記録機能を利用する, group: interviews }'),
      { file: 'model/features.yaml', path: '/ALLOW_USE_INTERVIEW/group', reason: /not in settings.yaml groups/ }],
    ['an index on an unknown field', 'entities/notification.yaml', (t) => t.replace('fields: [user_id, created_at]', 'fields: [user_id, created]'),
      { file: 'model/entities/notification.yaml', path: '/notification/indexes/0/fields/1', reason: /created/ }],
    ['an unknown browser step of an error', 'errors.yaml', (t) => t.replace('browser: [show, logout]', 'browser: [show, logoff]'),
      { file: 'model/errors.yaml', path: '/UNAUTHENTICATED/browser/1', reason: /allowed values/ }],
    ['a message area step naming an unknown screen', 'message-areas.yaml', (t) => t.replace('survey: contact-teacher.survey', 'survey: contact-teacher.surveys'),
      { file: 'model/message-areas.yaml', path: '/communication/steps/survey', reason: /unknown screen "contact-teacher.surveys"/ }],
    ['a message area step that is another area\'s screen', 'message-areas.yaml', (t) => t.replace('survey: contact-teacher.survey', 'survey: notice.survey'),
      { file: 'model/message-areas.yaml', path: '/communication/steps/survey', reason: /already the notices.survey step/ }],
    ['a message area wording naming a message not in messages/', 'message-areas.yaml', (t) => t.replace('noticeManage.backToList: communication.wording.backToList', 'noticeManage.backToList: communication.wording.backToLists'),
      { file: 'model/message-areas.yaml', path: '/communication/wording/noticeManage.backToList', reason: /"communication.wording.backToLists" is not in messages/ }],
    ['a start page naming an unknown screen', 'navigation.yaml', (t) => t.replace('leaveContactTeacher:\n  teacher: [home.index]', 'leaveContactTeacher:\n  teacher: [home.idx]'),
      { file: 'model/navigation.yaml', path: '/leaveContactTeacher/teacher/0', reason: /unknown screen "home.idx"/ }],
    ['a public screen\'s message that is neither a key nor a namespace', 'screens/home.yaml', (t) => t.replace('messages: [login,', 'messages: [logn,'),
      { file: 'model/screens/home.yaml', path: '/home.login/messages/0', reason: /"logn" is neither a message key nor a namespace/ }],
    ['messages of their own on a signed-in screen', 'screens/home.yaml', (t) => t.replace('path: /information-output\n', 'path: /information-output\n  messages: [login]\n'),
      { file: 'model/screens/home.yaml', path: '/home.information-output/messages', reason: /only a public screen/ }],
  ];
  it.each(cases)('should name the file and the path of %s', (_name, file, change, want) => {
    const issues = issuesOf((p) => p.edit(file, change));
    const hit = issues.find((i) => i.file === want.file && i.path.startsWith(want.path));
    expect(hit, JSON.stringify(issues)).toBeDefined();
    expect(hit!.reason).toMatch(want.reason);
  });

  it('should name the screen of an unknown title key', () => {
    const issues = issuesOf((p) => p.edit('screens/notice.yaml', (t) => t.replace('title: screen.notice.tagManage', 'title: screen.notice.tagManag')));
    expect(issues).toContainEqual({ file: 'model/screens/notice.yaml', path: '/notice.tag-manage/title', reason: 'message key "screen.notice.tagManag" is not in messages/' });
  });

  it('should refuse a hand-written screen that does not exist', () => {
    const issues = issuesOf((p) => p.edit('screens/notice.yaml', (t) => t.replace('title: screen.notice.tagManage', 'title: screen.notice.tagManage\n  component: NoSuchScreen')));
    expect(issues.some((i) => i.path === '/notice.tag-manage/component' && /NoSuchScreen/.test(i.reason))).toBe(true);
  });
});
