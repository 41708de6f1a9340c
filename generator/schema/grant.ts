/** JSON Schema of an access grant list, shared by screens and entity APIs. */
export const grantListSchema = {
  type: 'array',
  description: 'Access grants: any one grant suffices.',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['roles'],
    properties: {
      roles: {
        type: 'array', minItems: 1, items: { type: 'string' },
        description: 'Role names or role groups from roles.yaml.',
      },
      features: {
        type: 'object',
        additionalProperties: false,
        description: 'Feature settings (features.yaml) that must be enabled in any of the user\'s schoolhouses.',
        properties: {
          all: { type: 'array', items: { type: 'string' }, description: 'Every one must be enabled.' },
          any: { type: 'array', items: { type: 'string' }, description: 'At least one must be enabled.' },
        },
      },
    },
  },
} as const;
