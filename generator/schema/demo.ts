/**
 * JSON Schema of a demo-data file, model/demo/<entity>.yaml: the rows the seed loads into the demo company (global
 * entities: once). Each row maps field names to values; a reference is written as the referenced row's natural key
 * (the field of its first one-field unique rule, e.g. a schoolhouse by its name), never as an id. The values are
 * checked against the entity's fields by generator/model/resolveDemo.ts.
 */
export const demoFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      description: 'Rows of the entity named by the file: field name to value (a ref field: the natural key of the referenced row).',
      items: {
        type: 'object',
        minProperties: 1,
        propertyNames: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        additionalProperties: { type: ['string', 'number', 'boolean', 'array', 'null'] },
      },
    },
  },
} as const;
