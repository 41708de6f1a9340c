import type { EntityDef, Model } from '../model/types.js';
import { fieldJsonSchema } from './jsonSchema.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/forms.ts: JSON Schema + uiSchema of every entity form. The browser renders them with @rjsf;
 * the server validates request bodies with the same schemas (ajv), so a limit is checked identically on both.
 */
export function emitForms(model: Model): OutputFile[] {
  const forms = Object.fromEntries(model.entities.filter((x) => x.form).map((e) => [e.name, buildForm(e, model)]));
  const content = `${TS_BANNER}
/** JSON Schema and uiSchema of every entity form (create and update bodies). */
export const forms = ${literal(forms)} as const;

export type FormEntityName = keyof typeof forms;
`;
  return [{ path: 'src/generated/forms.ts', content }];
}

/** The JSON Schema and uiSchema of one entity's form. */
export function buildForm(e: EntityDef, model: Model): { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } {
  {
    const fields = e.form!.fields.map((name) => e.fields.find((f) => f.name === name)!);
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: fields.filter((f) => f.required && f.default === undefined).map((f) => f.name),
      properties: Object.fromEntries(fields.map((f) => [f.name, fieldJsonSchema(f, model)])),
    };
    const uiSchema: Record<string, unknown> = {
      'ui:order': fields.map((f) => f.name),
      'ui:submitButtonOptions': { submitText: '保存', props: { type: 'primary' } },
    };
    for (const f of fields) {
      const ui: Record<string, unknown> = {};
      if (f.type === 'text') ui['ui:widget'] = 'textarea';
      if (f.type === 'password') ui['ui:widget'] = 'password';
      if (f.type === 'ref') ui['ui:widget'] = 'RefSelect';
      if (f.ref) ui['ui:options'] = { ref: f.ref };
      if (f.maxLength && (f.type === 'string' || f.type === 'text')) ui['ui:help'] = `${f.maxLength}文字以内`;
      if (Object.keys(ui).length) uiSchema[f.name] = ui;
    }
    return { schema, uiSchema };
  }
}
