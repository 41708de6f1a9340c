import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { buildAbility, featureSettings, type AbilityUser, type RoleName } from '../../src/generated/abilities.js';

const ALL = featureSettings.map((f) => f.name);
const user = (role: RoleName, features: readonly string[] = ALL, extra: Partial<AbilityUser> = {}): AbilityUser => ({
  role, companyId: 1, userId: 10, schoolhouseIds: [1, 2], protectorId: null, teacherId: null, studentIds: [], features, optionValues: {}, isInvoiceActive: true, ...extra,
});
const without = (...names: string[]) => ALL.filter((f) => !names.includes(f));
const canOpen = (u: AbilityUser, id: string) => buildAbility(u).can('access', subject('Screen', { id }));

describe('screen access rules (spec section 6)', () => {
  const cases: Array<[string, AbilityUser, string, boolean]> = [
    ['staff with notices on opens tag-manage', user('STAFF'), 'notice.tag-manage', true],
    ['staff with notices off cannot open tag-manage', user('STAFF', without('ALLOW_USE_NOTICE')), 'notice.tag-manage', false],
    ['every staff role opens tag-manage', user('ACCOUNTING'), 'notice.tag-manage', true],
    ['a guardian cannot open tag-manage', user('PROTECTOR'), 'notice.tag-manage', false],
    ['a teacher cannot open tag-manage', user('TEACHER'), 'notice.tag-manage', false],
    ['a guardian with notices on opens the notice list', user('PROTECTOR'), 'notice.list', true],
    ['a guardian with notices off cannot open the notice list', user('PROTECTOR', without('ALLOW_USE_NOTICE')), 'notice.list', false],
    ['a teacher with view opens notice manage', user('TEACHER'), 'notice.manage', true],
    ['a teacher without teacher-view cannot open notice manage', user('TEACHER', without('ALLOW_TEACHER_VIEW_NOTICE')), 'notice.manage', false],
    ['a teacher without send permission cannot create notices', user('TEACHER', without('ALLOW_TEACHER_SEND_NOTICE')), 'notice.create-choose-recipients', false],
    ['staff open interviews with the interview setting', user('STAFF'), 'interview.list', true],
    ['staff cannot open interviews without it', user('STAFF', without('ALLOW_USE_INTERVIEW')), 'interview.list', false],
    ['a guardian cannot open interviews', user('PROTECTOR'), 'interview.list', false],
    ['a guardian with invoices on opens the invoice list', user('PROTECTOR'), 'invoice.list', true],
    ['a teacher cannot open the invoice list', user('TEACHER'), 'invoice.list', false],
    ['a guardian cannot open permission settings', user('PROTECTOR'), 'home.setting', false],
    ['staff open permission settings', user('SYSTEM'), 'home.setting', true],
    ['a student opens nothing that is staff only', user('STUDENT'), 'notice.tag-manage', false],
    // Spec section 2: the analysis menu's sales section follows the company's invoice status.
    ['staff open the sales management table while invoice status is active', user('STAFF'), 'analysis.sales-management', true],
    ['staff cannot open the sales management table while it is not', user('STAFF', ALL, { isInvoiceActive: false }), 'analysis.sales-management', false],
    ['staff open the billing and payment list while invoice status is active', user('STAFF'), 'analysis.billing-payment-list', true],
    ['staff cannot open the billing and payment list while it is not', user('STAFF', ALL, { isInvoiceActive: false }), 'analysis.billing-payment-list', false],
    ['staff open the other analyses while invoice status is not active', user('STAFF', ALL, { isInvoiceActive: false }), 'analysis.inquiry-trend', true],
  ];
  it.each(cases)('should decide that %s', (_name, u, screen, want) => {
    expect(canOpen(u, screen)).toBe(want);
  });
});

describe('entity rules', () => {
  it('should let staff read and write tags, and refuse a guardian', () => {
    expect(buildAbility(user('STAFF')).can('create', 'tag')).toBe(true);
    expect(buildAbility(user('PROTECTOR')).can('read', 'tag')).toBe(false);
    expect(buildAbility(user('PROTECTOR')).can('create', 'tag')).toBe(false);
  });

  it('should let a guardian read only the child acted as (the protector page)', () => {
    const ability = buildAbility(user('PROTECTOR', ALL, { protectorId: 5, studentIds: [7] }));
    expect(ability.can('read', subject('student', { id: 7, protector_id: 5 }))).toBe(true);
    expect(ability.can('read', subject('student', { id: 8, protector_id: 5 }))).toBe(false);
    expect(ability.can('read', subject('student', { id: 9, protector_id: 6 }))).toBe(false);
  });

  it('should let a teacher read only students of their schoolhouses', () => {
    const ability = buildAbility(user('TEACHER', ALL, { teacherId: 3, schoolhouseIds: [1] }));
    expect(ability.can('read', subject('student', { schoolhouse_id: 1 }))).toBe(true);
    expect(ability.can('read', subject('student', { schoolhouse_id: 2 }))).toBe(false);
  });

  it('should give a guardian acting for no child no student rows at all', () => {
    const ability = buildAbility(user('PROTECTOR', ALL, { protectorId: 5, studentIds: [] }));
    expect(ability.can('read', subject('student', { id: 7, protector_id: 5 }))).toBe(false);
  });
});
