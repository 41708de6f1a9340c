import { fieldJsonSchema } from '../model/fieldJsonSchema.js';
import type { Model } from '../model/types.js';

/** The JSON Schema of a record as the API returns it (every field, passwords left out). */
export function recordJsonSchema(entityName: string, model: Model): Record<string, unknown> {
  const entity = model.entities.find((e) => e.name === entityName)!;
  const fields = entity.fields.filter((f) => f.type !== 'password');
  const properties: Record<string, unknown> = {};
  for (const f of fields) {
    const s = f.isSystem
      ? (f.type === 'datetime' ? { type: 'string', format: 'date-time', title: f.label } : { type: 'integer', title: f.label })
      : fieldJsonSchema(f, model);
    delete s.default;
    if (!f.required && !f.isSystem && f.type === 'boolean') s.type = ['boolean', 'null'];
    properties[f.name] = s;
  }
  return { type: 'object', required: fields.map((f) => f.name), properties };
}
