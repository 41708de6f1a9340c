import { grantListSchema } from './grant.js';

/** What the browser does on a response with an error's code (spec section 8), in order. */
export const ERROR_BROWSER_STEPS = ['show', 'logout', 'reset-switch', 'reload-on-comment', 'leave-contact-teacher'] as const;

const messageKey = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$' } as const;

/** enums.yaml: every code list. */
export const enumsFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-z0-9_]*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['label', 'type', 'values'],
    properties: {
      label: { type: 'string' },
      type: { enum: ['integer', 'string'], description: 'Type of the codes.' },
      values: {
        type: 'array', minItems: 1,
        items: {
          type: 'object', additionalProperties: false, required: ['code', 'key', 'label'],
          properties: {
            code: { type: ['integer', 'string'] },
            key: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
            label: { type: 'string', minLength: 1 },
          },
        },
      },
      sets: {
        type: 'object', description: 'Named groups of the codes a rule reads (by key), e.g. the statuses a school-year advancement moves.',
        propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
        additionalProperties: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
      },
    },
  },
} as const;

/** roles.yaml: authorities, roles and role groups. */
export const rolesFileSchema = {
  type: 'object', additionalProperties: false, required: ['authorities', 'roles', 'groups'],
  properties: {
    authorities: {
      type: 'object',
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['id', 'label'],
        properties: {
          id: { type: 'integer' }, label: { type: 'string' }, canLogIn: { type: 'boolean' },
          recordsActivity: { type: 'boolean', description: 'Whether the activity history (spec section 7) is kept for its users; default true.' },
        },
      },
    },
    roles: {
      type: 'object',
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['authority', 'label'],
        properties: { authority: { type: 'string' }, label: { type: 'string' } },
      },
    },
    groups: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** features.yaml: the ALLOW_* settings. */
export const featuresFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^ALLOW_[A-Z_]+$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['label', 'group'],
    properties: { label: { type: 'string' }, group: { type: 'string' } },
  },
} as const;

/** screens/*.yaml: routes of the portal. */
export const screensFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['path', 'title'],
    properties: {
      path: { type: 'string', pattern: '^/[A-Za-z0-9/:_-]*$', description: 'Route path under /communication.' },
      title: { ...messageKey, description: 'Message key of the page title.' },
      entity: { type: 'string', description: 'Entity shown by the generic screen.' },
      views: { type: 'array', uniqueItems: true, items: { enum: ['list', 'create', 'edit', 'detail'] } },
      component: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$', description: 'Registered hand-written screen.' },
      redirect: { type: 'string', description: 'Path this route redirects to.' },
      legacy: { type: 'string', description: 'Link into the host\'s legacy area.' },
      menu: {
        type: 'object', additionalProperties: false, required: ['group', 'order'],
        properties: { group: { type: 'string' }, section: { type: 'string' }, order: { type: 'integer' } },
      },
      parent: { type: 'string', description: 'Breadcrumb parent screen id.' },
      otherParents: {
        type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string' },
        description: 'Breadcrumb parents tried in turn when the user may not open `parent` (a page guardians and staff share, each with a list of their own).',
      },
      hidden: { type: 'boolean', description: 'Never shown in the menu.' },
      public: { type: 'boolean', description: 'Open without sign-in.' },
      messages: {
        type: 'array', uniqueItems: true, minItems: 1, items: messageKey,
        description: 'A public screen shown before the signed-in app has loaded (the log-in page): the message keys, or '
          + 'namespaces (every key under it), its page shows beside its title. They go into src/generated/publicMessages.ja.ts, '
          + 'the small bundle of the public shell.',
      },
      access: grantListSchema,
      requires: {
        enum: ['invoice'],
        description: 'invoice: shown in the menu and opened only while the company\'s invoice status is active '
          + '(companies.invoice_status); the API of an entity that only such screens show answers 403 (10122) otherwise.',
      },
    },
  },
} as const;

/** menus.yaml: side-bar groups. */
export const menusFileSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['label', 'order'],
    properties: {
      label: messageKey,
      order: { type: 'integer' },
      icon: { type: 'string', pattern: '^[A-Z][A-Za-z]+$' },
      sections: {
        type: 'object',
        additionalProperties: {
          type: 'object', additionalProperties: false, required: ['label', 'order'],
          properties: { label: messageKey, order: { type: 'integer' } },
        },
      },
    },
  },
} as const;

/** errors.yaml: the error catalogue. */
export const errorsFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[A-Z][A-Z0-9_]*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['code', 'status', 'message'],
    properties: {
      code: { type: 'integer', minimum: 1 },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      message: { type: 'string', minLength: 1 },
      browser: {
        type: 'array', uniqueItems: true,
        description: 'What the browser does when a response carries this code (spec section 8), in order; [] for nothing.',
        items: { enum: ERROR_BROWSER_STEPS },
      },
    },
  },
} as const;

/** messages/*.ja.yaml: nested message bundle. */
export const messagesFileSchema = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#' }] },
} as const;

/** dropped.yaml: entities removed on purpose, and where their rows go first. */
export const droppedFileSchema = {
  type: 'object', additionalProperties: false,
  properties: {
    entities: { type: 'array', items: { type: 'string' } },
    moves: {
      type: 'object',
      description: 'Rows of a dropped entity copied into another entity\'s table before its table is dropped, by the migration '
        + 'that drops it (once: a later migration has no such table to read).',
      propertyNames: { pattern: '^[a-z][a-z0-9_]*$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['to'],
        properties: {
          to: { type: 'string', description: 'The entity the rows go to.' },
          columns: {
            type: 'object', propertyNames: { pattern: '^[a-z][a-z0-9_]*$' },
            additionalProperties: { type: 'string', pattern: '^(=.*|[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)?)$' },
            description: 'Target field → where its value comes from: a column of the dropped table; `ref.column`, a column of the row '
              + 'a reference of it points to; or `=text`, that text. A column of the same name in both is copied without saying so '
              + '(id too: the rows keep their ids and the target\'s id sequence moves past them).',
          },
          order: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Columns of the dropped table the rows are copied in order of.' },
        },
      },
    },
  },
} as const;

/** constants.yaml: business constants and limits (spec section 9). */
export const constantsFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
  additionalProperties: { type: ['string', 'number', 'boolean'] },
} as const;

/** operations.yaml: hand-written API operations with JSON Schema bodies and responses. */
export const operationsFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['method', 'path', 'handler', 'summary', 'response'],
    properties: {
      method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
      path: { type: 'string', pattern: '^/[A-Za-z0-9/{}_-]+$', description: 'Path under /api/v1; {name} marks a parameter.' },
      handler: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$', description: 'Handler file src/server/handlers/<handler>.ts.' },
      summary: { type: 'string' },
      public: { type: 'boolean', description: 'Callable without a token.' },
      body: { type: 'object', description: 'JSON Schema of the request body.' },
      query: { type: 'object', description: 'JSON Schema of the query string.' },
      response: { type: 'object', description: 'JSON Schema of a successful response.' },
      multipart: {
        type: 'object', additionalProperties: false, required: ['field'],
        oneOf: [{ required: ['owner'] }, { required: ['types', 'maxCount', 'maxBytes'] }],
        description: 'The body arrives as multipart/form-data: a `data` part holding the JSON that `body` describes, and files: '
          + 'files an entity owns (`owner`, its `files` rules; they are stored before the handler runs and kept only when it '
          + 'records them), or files read and not kept as such (`types`, `maxCount`, `maxBytes`: an import).',
        properties: {
          field: { type: 'string', pattern: '^[a-z][a-z_]*$', description: 'Name of the file parts.' },
          owner: { type: 'string', description: 'The entity (with `files`) that owns the uploaded files: its limits and types apply.' },
          types: { type: 'string', description: 'Code list (enums.yaml) of the allowed types: key = detected type, code = MIME type.' },
          maxCount: { type: 'string', description: 'Constant (constants.yaml) with the most files per request.' },
          maxBytes: { type: 'string', description: 'Constant with the largest file size in bytes.' },
          imageMaxBytes: { type: 'string', description: 'Constant with the largest image (image/*) size in bytes.' },
          errors: {
            type: 'object', additionalProperties: false,
            description: 'Errors (errors.yaml keys) answered instead of the attachment ones for a refused file.',
            properties: {
              tooLarge: { type: 'string', description: 'A file over maxBytes (instead of ATTACHMENT_TOO_LARGE).' },
              typeNotAllowed: { type: 'string', description: 'A type not allowed (instead of ATTACHMENT_TYPE_NOT_ALLOWED).' },
              unreadable: { type: 'string', description: 'The name says an allowed type but the content is not a file of it (otherwise ATTACHMENT_TYPE_NOT_ALLOWED or ATTACHMENT_CONTENT_MISMATCH).' },
            },
          },
        },
      },
      produces: { type: 'string', description: 'Content type of a successful answer that is not JSON (a download).' },
      access: { ...grantListSchema, description: 'Grants (as on screens); omit for any signed-in user.' },
      accessFrom: { type: 'string', description: 'A screen id whose access grants this operation shares (instead of access).' },
      requires: { enum: ['invoice'], description: 'A company condition besides the grants (as on screens); an accessFrom screen\'s is taken by itself.' },
    },
    not: { required: ['access', 'accessFrom'] },
  },
} as const;

/** settings.yaml: headings and labelled options of the permission settings screen. */
export const settingsFileSchema = {
  type: 'object', additionalProperties: false, required: ['groups', 'options'],
  properties: {
    groups: {
      type: 'object', propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['label', 'order'],
        properties: { label: { type: 'string', minLength: 1 }, order: { type: 'integer' } },
      },
    },
    options: {
      type: 'object',
      description: 'Option name (stored as schoolhouse_settings.name; ALLOW_ is reserved for features.yaml) to definition.',
      propertyNames: { pattern: '^(?!ALLOW_)[A-Z][A-Z0-9_]*$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['label', 'group', 'enum', 'default'],
        properties: {
          label: { type: 'string', minLength: 1 },
          group: { type: 'string', description: 'A group of this file.' },
          enum: { type: 'string', description: 'Code list (enums.yaml) of the allowed values.' },
          default: { type: 'string', description: 'Value of a schoolhouse with none stored; one of the code list.' },
        },
      },
    },
  },
} as const;

const screenIdList = { type: 'array', minItems: 1, items: { type: 'string' } } as const;

/** navigation.yaml: start pages per role after signing in and after switching accounts. */
export const navigationFileSchema = {
  type: 'object', additionalProperties: false, required: ['fallback', 'afterSignIn', 'afterSwitch', 'chooseCurrent', 'afterLogout', 'leaveContactTeacher'],
  properties: {
    fallback: { type: 'string', description: 'Screen id used when no listed screen may be opened.' },
    afterSignIn: { type: 'object', additionalProperties: screenIdList, description: 'Role or group → screen ids, tried in order.' },
    afterSwitch: { type: 'object', additionalProperties: screenIdList, description: 'Role or group → screen ids after switching account.' },
    chooseCurrent: {
      type: 'object', additionalProperties: screenIdList,
      description: 'Role or group → screen ids opened when the account already acted as is chosen again (/choose-user): no switch, no question.',
    },
    afterLogout: { type: 'object', additionalProperties: screenIdList, description: 'Role or group → the screen shown after log-out (its legacy URL if any).' },
    leaveContactTeacher: {
      type: 'object', additionalProperties: screenIdList,
      description: 'Role or group → screen ids to leave a teacher-contact page for after its access errors (spec section 8).',
    },
  },
} as const;

/** The steps of a message area: every area names a screen for each (message-areas.yaml). */
export const MESSAGE_AREA_STEPS = [
  'manage', 'createChooseRecipients', 'editChooseRecipients', 'createContent', 'edit', 'manageDetail', 'surveyResult', 'detail', 'survey',
] as const;

/** message-areas.yaml: the notice screens shown for several kinds of message, with each area's screens and texts. */
export const messageAreasFileSchema = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
  additionalProperties: {
    type: 'object', additionalProperties: false, required: ['kind', 'steps', 'receivedList', 'editEntryTitle'],
    properties: {
      kind: { type: 'string', description: 'The notification kind (notifications.yaml) the area publishes as: its channels are the send methods offered.' },
      steps: {
        type: 'object', additionalProperties: false, required: [...MESSAGE_AREA_STEPS],
        properties: Object.fromEntries(MESSAGE_AREA_STEPS.map((step) => [step, { type: 'string', description: `Screen id of the ${step} step.` }])),
      },
      receivedList: { type: 'string', description: 'Screen id of the list a recipient goes back to.' },
      editEntryTitle: { type: 'string', description: "Message key of the edit page's title before publishing." },
      wording: {
        type: 'object', additionalProperties: { type: 'string' },
        description: "A notice's message key → the message key this area says instead.",
      },
    },
  },
} as const;

const columnList = { type: 'array', items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' }, uniqueItems: true } as const;

/** caches.yaml: in-memory caches of the API nodes and the tables whose writes invalidate them. */
export const cachesFileSchema = {
  type: 'object', additionalProperties: false, required: ['channel', 'caches'],
  properties: {
    channel: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', description: 'LISTEN/NOTIFY channel of every cache notice.' },
    polls: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'Operations (operations.yaml ids) polled every 30 s: authenticated from the cache the notices keep current.' },
    caches: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9]*$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['tables'],
        properties: {
          version: { type: 'boolean', description: 'Bump a per-company version (cache_versions) on every change.' },
          tables: {
            type: 'object',
            propertyNames: { pattern: '^[a-z][a-z0-9_]*$' },
            additionalProperties: {
              type: 'object', additionalProperties: false, required: ['watch'],
              properties: {
                company: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', description: 'Company id column; default company_id (none for a table every company shares: a write invalidates every company).' },
                key: { ...columnList, description: 'Columns sent after the company (e.g. user_id).' },
                watch: { ...columnList, description: 'Columns whose update invalidates; [] for insert and delete only.' },
              },
            },
          },
        },
      },
    },
  },
} as const;
