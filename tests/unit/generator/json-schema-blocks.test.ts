import { describe, expect, it } from 'vitest';
import { ModelError, type ModelIssue } from '../../../generator/model/errors.js';
import { issuesOfChange, outputsOfChange } from './projectModel.js';

// The body, query and response blocks of operations.yaml are free-form JSON Schema: a product owner's typo or a stray
// key (an unquoted description with ", " in a flow mapping) must fail generation with the file and the path, instead
// of landing in openapi.yaml.

const EMAIL_LINE = "email: { type: string, description: 'The addresses as stored, separated by commas.' }";

/** Issues of model/operations.yaml after an edit (other files' issues are another test's business). */
function operationIssues(change: (text: string) => string): ModelIssue[] {
  return issuesOfChange((m) => m.edit('operations.yaml', change)).filter((i) => i.file === 'model/operations.yaml');
}

describe('JSON Schema blocks of operations.yaml', () => {
  it('should accept the project operations, with the description quoted', () => {
    expect(operationIssues((t) => t)).toEqual([]);
  });

  it('should accept a nullable type in a body (union types are JSON Schema)', () => {
    expect(operationIssues((t) => {
      const changed = t.replace('old_password: { type: string, minLength: 1, maxLength: 128', "old_password: { type: [string, 'null'], minLength: 1, maxLength: 128");
      expect(changed).not.toBe(t);
      return changed;
    })).toEqual([]);
  });

  it('should fail generate on the stray key of an unquoted description, with its file and path', async () => {
    const run = outputsOfChange((m) => m.edit('operations.yaml', (t) => {
      expect(t).toContain(EMAIL_LINE);
      return t.replace(EMAIL_LINE, 'email: { type: string, description: The addresses as stored, separated by commas. }');
    }));
    await expect(run).rejects.toThrow(ModelError);
    const issues = await run.catch((err: ModelError) => err.issues);
    expect(issues).toContainEqual({
      file: 'model/operations.yaml',
      path: '/account.notification-email/response/properties/email/separated by commas.',
      reason: expect.stringMatching(/unknown JSON Schema keyword "separated by commas\."/),
    });
  });

  const cases: Array<[string, (t: string) => string, { path: string; reason: RegExp }]> = [
    ['a misspelt keyword in a body', (t) => t.replace('old_password: { type: string, minLength: 1, maxLength: 128', 'old_password: { type: string, minLength: 1, maxLenght: 128'),
      { path: '/account.change-password/body/properties/old_password/maxLenght', reason: /unknown JSON Schema keyword "maxLenght"/ }],
    ['a keyword of the wrong type', (t) => t.replace('old_password: { type: string, minLength: 1,', "old_password: { type: string, minLength: 'one',"),
      { path: '/account.change-password/body/properties/old_password/minLength', reason: /not a valid JSON Schema: must be integer/ }],
    ['an unknown type', (t) => t.replace(EMAIL_LINE, "email: { type: strnig, description: 'The addresses as stored, separated by commas.' }"),
      { path: '/account.notification-email/response/properties/email/type', reason: /not a valid JSON Schema/ }],
    ['a required property that is not declared', (t) => t.replace('required: [old_password, password, password_confirmation]', 'required: [old_password, password, password_confirmation, pasword]'),
      { path: '/account.change-password/body', reason: /required property "pasword" is not defined/ }],
    ['an access grant with a misspelt key', (t) => t.replace('handler: createSwitchToken\n  summary: 切り替え用の一回限りのログイントークンを発行\n  access:\n    - { roles: [staff, teacher, protector] }',
      'handler: createSwitchToken\n  summary: 切り替え用の一回限りのログイントークンを発行\n  access:\n    - { roles: [staff, teacher, protector], feature: { all: [ALLOW_USE_NOTICE] } }'),
    { path: '/auth.create-switch-token/access/0', reason: /must NOT have additional properties "feature"/ }],
  ];
  it.each(cases)('should refuse %s with its file and path', (_name, change, expected) => {
    const issues = operationIssues((t) => {
      const changed = change(t);
      expect(changed).not.toBe(t);
      return changed;
    });
    expect(issues).toContainEqual({ file: 'model/operations.yaml', path: expected.path, reason: expect.stringMatching(expected.reason) });
  });
});
