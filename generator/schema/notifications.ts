const messageKey = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$' } as const;
const kindName = { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } as const;

/**
 * One place a notification of a kind opens for some roles: a screen of model/screens and the route parameters it
 * fills from the notification row.
 */
const targetSchema = {
  type: 'object', additionalProperties: false, required: ['roles', 'screen'],
  properties: {
    roles: {
      type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
      description: 'Role names or role groups (roles.yaml) that open this screen; a role appears in one target of a kind at most.',
    },
    screen: { type: 'string', description: 'Screen id (model/screens) the click opens.' },
    params: {
      type: 'object',
      propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
      additionalProperties: { enum: ['target_id', 'student_id'] },
      description: 'Route parameter (`:id` of the screen path) to the notification column that fills it. Every parameter of the path must be filled.',
    },
  },
} as const;

/** One channel a notification goes out on (a code of the code list delivery_channel). */
const channelSchema = {
  type: 'object', additionalProperties: false, required: ['switchedBy'],
  properties: {
    switchedBy: {
      type: 'string',
      description: 'The schoolhouse option (settings.yaml, code list flag) that turns this channel off for the recipients of a schoolhouse (COMMUNICATION_METHOD_*).',
    },
    isBell: {
      type: 'boolean',
      description: 'true: a notification row (the bell and /notification; the app reads the same rows). The row is written when any bell channel of the kind is on at the recipient\'s schoolhouse.',
    },
  },
} as const;

/** One kind of notification: what happened, the tag the bell shows, where a click leads, the channels. */
const kindSchema = {
  type: 'object', additionalProperties: false, required: ['label', 'title', 'channels', 'targets'],
  properties: {
    label: { ...messageKey, description: 'Message key of the short tag the bell and /notification show (お知らせ, コメント, …).' },
    title: { ...messageKey, description: 'Message key of the notification\'s title (新しいお知らせが届きました); the body is the event\'s own text.' },
    record: {
      type: 'string',
      description: 'The entity whose row target_id names: a notification whose row was deleted says so instead of opening the screen. Omit for a kind without a record (a list screen).',
    },
    channels: {
      type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' },
      description: 'The channels (keys of `channels`) a notification of this kind may go out on.',
    },
    sentBy: {
      enum: ['notify', 'record'],
      description: 'Who sends the channels other than the bell (e-mail, LINE). notify (the default): a delivery per channel is queued with the notification row and sent from it (title, text, a link to the page). record: the record sends its own (a notice\'s deliveries, with each family\'s names filled in).',
    },
    targets: {
      type: 'array', minItems: 1, items: targetSchema,
      description: 'Where a click opens, per role of the reader. A reader whose role no target names is told the kind has no page for them.',
    },
  },
} as const;

/** notifications.yaml: the delivery channels and every kind of notification (spec section 7 and 9). */
export const notificationsFileSchema = {
  type: 'object', additionalProperties: false, required: ['kinds'],
  properties: {
    channels: {
      type: 'object', propertyNames: { pattern: '^[a-z]+$' }, additionalProperties: channelSchema,
      description: 'Every code of the code list delivery_channel, with the option that switches it per schoolhouse.',
    },
    kinds: {
      type: 'object', propertyNames: kindName, additionalProperties: kindSchema,
      description: 'Kind key (stored in notifications.kind, the code list notification_kind) to its definition.',
    },
  },
} as const;
