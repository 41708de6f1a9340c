const fieldName = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } as const;

/**
 * JSON Schema of one rule across fields of an entity (`rules:`). Exactly one of `after`, `atMost` and `atLeastOne`
 * says what kind of rule it is (generator/model/resolveRules.ts checks that, and the fields and their types).
 */
export const fieldRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field'],
  properties: {
    field: {
      ...fieldName,
      description: 'The field the rule is about: the server answers its message under this field, and the form shows it there.',
    },
    after: {
      ...fieldName,
      description: 'An ordered pair: `field` must be later (a date, time or date-time) or larger (a number or amount) than this '
        + 'field of the same row, e.g. 終了日 after 開始日. Skipped while either is empty (an open-ended range).',
    },
    orEqual: { type: 'boolean', description: 'With `after`: the same value is allowed too (a period of one day).' },
    atMost: {
      type: 'object', additionalProperties: false, required: ['ref', 'field'],
      description: 'A number bounded by the row a reference points to: `field` must be at most that row\'s field (定員 at most '
        + 'the room\'s 座席数). Read by the server in the writing transaction; the form shows the server\'s answer.',
      properties: {
        ref: { ...fieldName, description: 'A ref field of this entity.' },
        field: { ...fieldName, description: 'A number field of the referenced entity (empty there: no bound).' },
      },
    },
    atLeastOne: {
      type: 'array', minItems: 2, uniqueItems: true, items: fieldName,
      description: 'At least one of these fields is given: a switch on, or a value not empty (e.g. one weekday of a '
        + 'lesson, one score of a test). `field` is the one the message stands under.',
    },
    message: {
      type: 'string', minLength: 1,
      description: 'Message key (messages/*.ja.yaml) instead of the default of the kind (validation.rule.*); placeholders: '
        + '{{label}}, {{other}}, {{ref}}, {{bound}}, {{limit}}, {{labels}}.',
    },
  },
} as const;
