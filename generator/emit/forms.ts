import { FIELD_COMPONENT_NAMES, FIELD_COMPONENTS, WIDGET_COMPONENTS } from '../model/fieldTypes.js';
import type { EntityDef, FieldDef, Model } from '../model/types.js';
import { fieldJsonSchema } from '../model/fieldJsonSchema.js';
import { messageText } from '../model/messageText.js';
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

/** The field components (rjsf widgets) the forms name in ui:widget; src/web/screens/generic/fields registers each. */
export const fieldWidgetNames = ${literal(FIELD_COMPONENT_NAMES)} as const;
export type FieldWidgetName = (typeof fieldWidgetNames)[number];
`;
  return [{ path: 'src/generated/forms.ts', content }];
}

/** The field component of a field: its widget: choice, else its type's own. */
export function fieldComponent(f: FieldDef): string {
  return f.widget ? WIDGET_COMPONENTS[f.widget] : FIELD_COMPONENTS[f.type];
}

/** The address field a postal code fills in: the first address field after it (address, or ending in _address). */
function addressFieldAfter(e: EntityDef, fields: FieldDef[], postal: FieldDef): string | undefined {
  const after = fields.slice(fields.indexOf(postal) + 1);
  return after.find((f) => (f.type === 'string' || f.type === 'text') && /(^|_)address(_|$)|^address/.test(f.name))?.name
    ?? e.fields.find((f) => f.name === 'address' && fields.includes(f))?.name;
}

/** The uiSchema of one field: its field component, the options the component reads, and the length hint. */
export function fieldUiSchema(f: FieldDef, context: { entity: EntityDef; fields: FieldDef[]; messages: Model['messages'] }): Record<string, unknown> {
  const ui: Record<string, unknown> = { 'ui:widget': fieldComponent(f) };
  const options: Record<string, unknown> = {};
  if (f.ref) options.ref = f.ref;
  if (f.emptyLabel) options.emptyLabel = f.emptyLabel;
  if (f.enum) options.enum = f.enum;
  if (f.type === 'postal_code') {
    const address = addressFieldAfter(context.entity, context.fields, f);
    if (address) options.addressField = address;
  }
  if (Object.keys(options).length) ui['ui:options'] = options;
  if (f.maxLength && (f.type === 'string' || f.type === 'text' || f.type === 'kana')) ui['ui:help'] = messageText(context.messages, 'generator.form.maxLengthHelp', { limit: f.maxLength });
  return ui;
}

/** The JSON Schema and uiSchema of one entity's form. */
export function buildForm(e: EntityDef, model: Pick<Model, 'enums' | 'messages'>): { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } {
  const fields = e.form!.fields.map((name) => e.fields.find((f) => f.name === name)!);
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: fields.filter((f) => f.required && f.default === undefined).map((f) => f.name),
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldJsonSchema(f, model)])),
  };
  const uiSchema: Record<string, unknown> = {
    'ui:order': fields.map((f) => f.name),
    'ui:submitButtonOptions': { submitText: messageText(model.messages, 'common.save'), props: { type: 'primary' } },
  };
  for (const f of fields) uiSchema[f.name] = fieldUiSchema(f, { entity: e, fields, messages: model.messages });
  return { schema, uiSchema };
}
