import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { forms } from '../../../src/generated/forms.js';
import { formInfo } from '../../../src/web/model/modelAccess.js';
import { modelFormValidator, runTimeFormValidator } from '../../../src/web/screens/generic/formValidator.js';

// The browser's Content-Security-Policy has no 'unsafe-eval': a model form must validate with the functions compiled
// at build time (scripts/formValidatorsPlugin.ts), never by generating code at run time as ajv does.

/** Makes `new Function(...)` (and so ajv's compile) throw, as the browser does under the policy. */
function forbidCodeGeneration(): void {
  vi.stubGlobal('Function', new Proxy(Function, { construct: () => { throw new EvalError('code generation refused (CSP)'); } }));
}
afterEach(() => { vi.unstubAllGlobals(); });

const entities = Object.keys(forms);

describe('model form validators', () => {
  it('should validate every model form with no code generated at run time, as ajv does at run time', () => {
    expect(entities.length).toBeGreaterThan(10);
    // What ajv compiling in place says, for an empty record and one with a wrong type in every field.
    const cases = (schema: RJSFSchema) => [{}, Object.fromEntries(Object.keys(schema.properties ?? {}).map((f) => [f, { wrong: true }]))];
    const expected = new Map(entities.map((entity) => {
      const { schema } = formInfo(entity)!;
      return [entity, cases(schema).map((data) => runTimeFormValidator().validateFormData(data, schema).errors)];
    }));
    forbidCodeGeneration();
    for (const entity of entities) {
      const { schema } = formInfo(entity)!;
      const got = cases(schema).map((data) => modelFormValidator(entity, schema).validateFormData(data, schema).errors);
      expect(got, entity).toEqual(expected.get(entity));
    }
    // A wrong value is refused, a right one accepted.
    const tag = formInfo('tag')!.schema;
    expect(modelFormValidator('tag', tag).validateFormData({ name: 'あ'.repeat(51) }, tag).errors.map((e) => e.name)).toContain('maxLength');
    expect(modelFormValidator('tag', tag).validateFormData({ name: '夏期講習' }, tag).errors).toEqual([]);
  });

  it('should need code generation for a form outside the model (the run-time validator refuses under the policy)', () => {
    forbidCodeGeneration();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema: RJSFSchema = { type: 'object', properties: { other: { type: 'string', maxLength: 3 } } };
    const result = runTimeFormValidator().rawValidation(schema, { other: 'abcd' });
    expect(result.validationError?.message).toMatch(/code generation refused/);
    expect(result.errors).toBeUndefined();
    logged.mockRestore();
  });
});
