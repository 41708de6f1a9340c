/** A field of an operation's answer that a gate blanks while it is closed. */
const fieldGateSchema = {
  type: 'object', additionalProperties: false, required: ['operation', 'field'],
  properties: {
    operation: { type: 'string', description: 'Operation id (operations.yaml) whose answer carries the field.' },
    field: {
      type: 'string', pattern: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$',
      description: 'Dotted path of a text field of the answer (arrays are walked through): `recipient.comments.author_name`.',
    },
    when: {
      type: 'object', additionalProperties: false, required: ['field', 'equals'],
      description: 'Blank the field only in the objects whose sibling field has this value (a name only when it is a teacher\'s).',
      properties: {
        field: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', description: 'A field beside the gated one, in the same object.' },
        equals: { type: ['string', 'number', 'boolean'], description: 'The value that makes the gated field subject to the gate.' },
      },
    },
  },
} as const;

/**
 * gates.yaml: action-level feature gates (spec section 6). A gate reads one schoolhouse setting and, for the roles it
 * names, closes operations, blanks fields of answers and keeps recipients from being notified while the setting is
 * off. Other roles pass.
 */
export const gatesFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-z0-9-]*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['setting', 'roles'],
    properties: {
      setting: {
        type: 'string',
        description: 'An ALLOW_* feature setting (features.yaml) or an option of settings.yaml.',
      },
      values: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
        description: 'The option values that open the gate (codes of the option\'s code list); default: the enabled flag. Not for ALLOW_* settings, which open when enabled.',
      },
      roles: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
        description: 'Role names or groups (roles.yaml) the gate restricts; every other role passes.',
      },
      at: {
        enum: ['user', 'record'],
        description: 'user (default): open when the setting opens in any of the user\'s schoolhouses (spec section 6). record: also read at the schoolhouse of the record acted on, by the handler (it names the gate in src/server).',
      },
      error: {
        type: 'string',
        description: 'Catalogue error (errors.yaml, status 403) a closed operation answers; default SETTING_NOT_ALLOWED.',
      },
      operations: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
        description: 'Operations closed while the gate is: ids of operations.yaml, or `<entity>.<list|get|create|update|delete>` of a generic entity API.',
      },
      fields: {
        type: 'array', minItems: 1, items: fieldGateSchema,
        description: 'Fields of answers blanked (an empty text) for the gate\'s roles while it is closed.',
      },
      rows: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
        description: 'List operations (operations.yaml ids) whose answer leaves out, for the gate\'s roles, the rows of the schoolhouses where the gate is closed (read by the handler at each row\'s schoolhouse: `at: record`).',
      },
      recipients: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
        description: 'Notification kinds (notifications.yaml) not written to a recipient of the gate\'s roles while the gate is closed at the notification\'s schoolhouse.',
      },
    },
  },
} as const;
