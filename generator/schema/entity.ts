import { grantListSchema } from './grant.js';
import { fieldRuleSchema } from './rules.js';

const identifier = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } as const;

/** JSON Schema of one field of an entity. */
export const fieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'label'],
  properties: {
    type: {
      enum: [
        'string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'time', 'email', 'enum', 'ref', 'password', 'json',
        'kana', 'postal_code', 'phone', 'yen', 'color', 'refs',
      ],
      description: 'Kind of value; decides the column type, the form widget and the table cell. kana: full-width katakana '
        + '(ー, ・ and spaces allowed); postal_code: 123-4567; phone: digits and hyphens; yen: whole yen ≥ 0; color: #RRGGBB; '
        + 'refs: several rows of the ref entity (a bigint[] column).',
    },
    label: { type: 'string', minLength: 1, description: 'Japanese label shown in forms, tables and messages.' },
    required: { type: 'boolean', description: 'A value must be given (not empty).' },
    minLength: { type: 'integer', minimum: 0, description: 'Fewest characters.' },
    maxLength: { type: 'integer', minimum: 1, description: 'Most characters; required for string fields.' },
    minimum: { type: 'number', description: 'Smallest number allowed.' },
    maximum: { type: 'number', description: 'Largest number allowed.' },
    pattern: { type: 'string', description: 'Regular expression the whole value must match.' },
    patternMessage: { type: 'string', description: 'Message key shown when the pattern does not match.' },
    default: { type: ['string', 'number', 'boolean'], description: 'Value used when none is given.' },
    enum: { type: 'string', description: 'Code list (enums.yaml) for enum fields.' },
    ref: { type: 'string', description: 'Referenced entity for ref and refs fields.' },
    widget: { type: 'string', description: 'Form widget other than the default: enum fields take select (default) or radio; string fields take textarea.' },
    onDelete: { enum: ['cascade', 'restrict', 'set null'], description: 'What deleting the referenced row does.' },
    refBy: {
      ...identifier,
      description: 'ref fields: the referenced entity\'s field (unique on its own) that names a row in CSV exports and imports '
        + '(e.g. a student by student_number, where names repeat); otherwise the row\'s name.',
    },
    renamedFrom: { type: 'string', description: 'Former name: the migration renames the column instead of dropping it.' },
    kana: {
      oneOf: [{ type: 'string' }, { type: 'array', minItems: 1, items: { type: 'string' } }],
      description: 'The field (or fields, read in turn) holding this name\'s kana reading: sorting by this field orders by '
        + 'the reading in 50音 order (empty readings last, then the name), in lists and in reference choices.',
    },
    keysOf: {
      type: 'string',
      description: 'json fields: the enum field of the same row naming the entity whose field labels name this object\'s keys '
        + '(the operation history\'s before and after name the changed record\'s fields).',
    },
    refOf: {
      type: 'string',
      description: 'integer fields: the enum field of the same row whose code names the entity this id is a row of (its '
        + 'codes are entity names): lists, details and CSVs show that row\'s name instead of the id (the operation '
        + 'history\'s changed record).',
    },
    history: {
      const: false,
      description: 'false: the column is left out of the operation history (a token\'s hash). Password fields always are.',
    },
    switchedBy: {
      type: 'string', pattern: '^[a-z_]+\\.[a-z0-9_]+$',
      description: 'entity.field of a settings entity (one row a company) that switches this field on: a boolean field '
        + '(on when true), or a string field (on when it holds a name, which then labels this field). The screens that '
        + 'write and show the field (指導報告書 and 指導報告書設定) and the server that saves it read it from here.',
    },
    emptyLabel: {
      type: 'string', minLength: 1,
      description: 'What an empty value of an optional ref field means, shown instead of a blank in lists, details and '
        + 'the select (e.g. 全校舎 for a holiday of every schoolhouse).',
    },
  },
  allOf: [
    { if: { properties: { type: { enum: ['string', 'kana'] } } }, then: { required: ['maxLength'] } },
    { if: { properties: { type: { const: 'enum' } } }, then: { required: ['enum'] } },
    { if: { properties: { type: { enum: ['ref', 'refs'] } } }, then: { required: ['ref'] } },
  ],
} as const;

/** JSON Schema of an entity file: a map of entity name to definition. */
export const entityFileSchema = {
  type: 'object',
  minProperties: 1,
  propertyNames: identifier,
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'scope', 'fields'],
    properties: {
      label: { type: 'string', minLength: 1, description: 'Japanese name of the entity.' },
      table: { ...identifier, description: 'Database table name (default: the entity name).' },
      scope: { enum: ['company', 'global'], description: 'company: tenant-owned rows carrying company_id.' },
      history: {
        type: 'boolean',
        description: 'Writes made through the API are recorded in the operation history (default true): database triggers '
          + 'record who, acting as whom, which row and the changed fields before and after, in the writing transaction.',
      },
      fields: {
        type: 'object', minProperties: 1, propertyNames: identifier, additionalProperties: fieldSchema,
        description: 'Fields besides id, company_id, created_at and updated_at.',
      },
      unique: {
        type: 'array',
        description: 'Unique constraints; company_id is prepended for company-scoped entities unless global.',
        items: {
          type: 'object', additionalProperties: false, required: ['fields'],
          properties: {
            fields: { type: 'array', minItems: 1, items: { type: 'string' } },
            global: { type: 'boolean', description: 'Unique across all companies.' },
            error: { type: 'string', description: 'Catalogue error answered on a duplicate.' },
            nullsNotDistinct: { type: 'boolean', description: 'An empty (NULL) value counts as a value: two rows empty in the same field are duplicates (e.g. a company-wide holiday, schoolhouse empty).' },
            where: {
              type: 'object', additionalProperties: false, required: ['field', 'notIn'],
              description: 'The rule holds only among the rows whose enum field is not one of these codes (a partial unique index), '
                + 'e.g. a seat is taken once a period by the lessons that are not absences.',
              properties: {
                field: { type: 'string' },
                notIn: { type: 'array', minItems: 1, items: { type: ['string', 'integer'] } },
              },
            },
          },
        },
      },
      exactlyOneOf: {
        type: 'array', minItems: 2,
        items: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
        description: 'Groups of optional fields of which each row fills exactly one group, every field of it, and leaves the '
          + 'others empty (a database CHECK constraint), e.g. a recipient that is a family [student_id, protector_id] or a '
          + 'teacher [teacher_id].',
      },
      rules: {
        type: 'array', minItems: 1, items: fieldRuleSchema,
        description: 'Rules across fields, checked by the server before a write (create, update, import) and by the form before '
          + 'sending: an ordered pair (after), a number bounded by a referenced row (atMost), at least one of a set (atLeastOne). '
          + 'A broken rule is answered as VALIDATION_FAILED with its message under its field.',
      },
      indexes: {
        type: 'array',
        description: 'Extra indexes for the queries the server runs; company_id is prepended for company-scoped entities.',
        items: {
          type: 'object', additionalProperties: false, required: ['fields'],
          properties: {
            fields: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
            kind: {
              enum: ['btree', 'trigram'],
              description: 'btree (default); trigram: a pg_trgm GIN index over the text fields read together (as a filter\'s match group concatenates them, or one field), serving `contains` filters; company_id is not prepended.',
            },
          },
        },
      },
      delete: {
        type: 'object', additionalProperties: false,
        properties: {
          refuseWhenReferencedBy: {
            type: 'array',
            description: 'Deleting is refused with this catalogue error while rows of that entity reference the row.',
            items: {
              type: 'object', additionalProperties: false, required: ['entity', 'field', 'error'],
              properties: { entity: { type: 'string' }, field: { type: 'string' }, error: { type: 'string' } },
            },
          },
        },
      },
      rows: {
        type: 'object',
        description: 'Row scope per role: field conditions using $user.* values.',
        additionalProperties: {
          type: 'object',
          additionalProperties: {
            anyOf: [
              { type: ['string', 'number'] },
              {
                type: 'object', additionalProperties: false, required: ['in'],
                properties: {
                  in: { type: 'string', description: 'The field\'s value is one of these (a $user.* list).' },
                  orEmpty: {
                    type: 'boolean',
                    description: 'A row whose field is empty matches too: a row of every schoolhouse (a holiday without a '
                      + 'schoolhouse) is everyone\'s.',
                  },
                },
              },
            ],
          },
        },
      },
      api: {
        type: 'object', additionalProperties: false, required: ['path', 'operations', 'access'],
        properties: {
          path: { type: 'string', pattern: '^/[a-z0-9/-]+$', description: 'Collection path under /api/v1.' },
          operations: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['list', 'get', 'create', 'update', 'delete'] } },
          reorder: {
            type: 'object', additionalProperties: false, required: ['path', 'field'],
            description: 'Drag to reorder: POST <path> { ids } writes the integer field 1..n in that order (write access); new rows go last.',
            properties: {
              path: { type: 'string', pattern: '^/[a-z0-9/-]+$', description: 'Path under /api/v1.' },
              field: { type: 'string', description: 'Integer field holding the order (the list sorts by it).' },
            },
          },
          access: {
            type: 'object', additionalProperties: false, required: ['read'],
            properties: {
              read: grantListSchema,
              write: grantListSchema,
              readElsewhere: {
                type: 'string', minLength: 10,
                description: 'Why read grants wider than the screens showing this entity are right: which other screens read it (checked at generate time).',
              },
              writeElsewhere: {
                type: 'string', minLength: 10,
                description: 'Why write grants wider than the screens editing this entity are right: which other screens or operations write it.',
              },
              refusal: {
                type: 'string', pattern: '^[A-Z][A-Z0-9_]*$',
                description: 'The catalogue error (a 403 of errors.yaml) the API answers a caller the grants refuse, instead of FORBIDDEN (面談記録: 10204).',
              },
            },
          },
        },
      },
      list: {
        type: 'object', additionalProperties: false, required: ['columns'],
        properties: {
          columns: { type: 'array', minItems: 1, items: { type: 'string' } },
          sort: { type: 'string', description: 'Default sort field; prefix with - for descending.' },
          filters: {
            type: 'array',
            description: 'Search fields above the list: a field name, or an object for a choice of several values, a default, '
              + 'a name search over several fields, or a field of a referenced or referring entity.',
            items: {
              oneOf: [
                { type: 'string' },
                {
                  type: 'object', additionalProperties: false,
                  properties: {
                    name: { ...identifier, description: 'Query parameter (default: the field).' },
                    label: { type: 'string', minLength: 1, description: 'Label (default: the field\'s).' },
                    field: { type: 'string', description: 'Field compared (of this entity, or of the `through`/`related` entity).' },
                    match: {
                      type: 'array', minItems: 1,
                      items: { oneOf: [{ type: 'string' }, { type: 'array', minItems: 1, items: { type: 'string' } }] },
                      description: 'Text search: each item (a field, or fields read together, e.g. family and first name) may contain the '
                        + 'typed text; spaces in it are ignored.',
                    },
                    kana: { type: 'boolean', description: 'The typed text is a kana reading: hiragana is read as katakana.' },
                    hidden: { type: 'boolean', description: 'Read by the API only (e.g. a detail view\'s related list), not shown above the list.' },
                    multiple: { type: 'boolean', description: 'Several codes or rows may be chosen (any of them matches).' },
                    default: {
                      oneOf: [{ type: ['string', 'number'] }, { type: 'array', items: { type: ['string', 'number'] } }],
                      description: 'Value the screen starts with (e.g. enrolled students only); the API applies no default.',
                    },
                    through: { type: 'string', description: 'A ref field of this entity: compare fields of the row it points to.' },
                    related: {
                      type: 'object', additionalProperties: false, required: ['entity', 'field'],
                      properties: { entity: { type: 'string' }, field: { type: 'string' } },
                      description: 'Rows of another entity whose ref field points here: a row matches when one of them matches.',
                    },
                  },
                },
              ],
            },
          },
        },
      },
      rowName: {
        type: 'array', minItems: 1, items: { type: 'string' },
        description: 'Fields that name a row wherever it is referenced or confirmed (read together with a space, e.g. family and '
          + 'first name); default: the first text column of the list.',
      },
      import: {
        type: 'object', additionalProperties: false, required: ['key'],
        description: 'The entity is filled from a CSV (the data import screens): the columns are its CSV export\'s (form fields, '
          + 'then list columns, headed by their labels; only form fields are written); a row whose key matches a stored row '
          + 'updates it, any other row is added. The file is checked first and imported in one transaction.',
        properties: {
          key: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Form fields that identify a row (e.g. the student number).' },
          positional: {
            type: 'object', additionalProperties: false, required: ['label', 'width', 'columns'],
            description: 'A second format read by position, without a header (e.g. Japan Post\'s KEN_ALL.CSV): a file whose '
              + 'first row has exactly `width` cells and names none of the key columns is read this way.',
            properties: {
              label: { type: 'string', minLength: 1, description: 'The format\'s Japanese name, shown on the import screen.' },
              width: { type: 'integer', minimum: 1, maximum: 200, description: 'Cells in every row of the format.' },
              columns: {
                type: 'object', minProperties: 1, propertyNames: identifier,
                additionalProperties: { type: 'integer', minimum: 0, maximum: 199 },
                description: 'Form field → the 0-based position of its cell; other cells are ignored.',
              },
              rewrite: {
                enum: ['japanPostKenAll'],
                description: 'Rows cleaned before they are checked, by a named rewrite of src/server/domains/imports/positional.ts '
                  + '(japanPostKenAll: half-width kana made full-width, a town split over several rows joined, notes in '
                  + 'parentheses and 「以下に掲載がない場合」 dropped, 1234567 written 123-4567, a repeated code and town kept once).',
              },
            },
          },
        },
      },
      detail: {
        type: 'object', additionalProperties: false,
        description: 'The detail view (screens with views: [detail]) shows the form\'s fields and the list\'s columns, and these lists.',
        properties: {
          fields: {
            type: 'array', minItems: 1, items: { type: 'string' },
            description: 'The fields the detail shows, in order, instead of the form\'s and the list\'s (a read-only record).',
          },
          related: {
            type: 'array', minItems: 1,
            items: {
              type: 'object', additionalProperties: false, required: ['entity', 'field'],
              properties: {
                entity: { type: 'string', description: 'Entity whose rows point here (it needs a list API).' },
                field: { type: 'string', description: 'Its ref field to this entity (a plain list filter of it).' },
              },
            },
            description: 'Rows of other entities that point to this one, e.g. a guardian\'s children.',
          },
        },
      },
      form: {
        type: 'object', additionalProperties: false, required: ['fields'],
        properties: { fields: { type: 'array', minItems: 1, items: { type: 'string' } } },
      },
      files: {
        type: 'object', additionalProperties: false, required: ['types', 'maxCount', 'maxBytes'],
        description: 'Rows of this entity own uploaded files (a notice\'s attachments): kept in the one file store (table files, '
          + 'owner_kind = this entity\'s name, owner_id = the row\'s id) and downloaded by GET /files/{id} by whoever may read '
          + 'the row. A multipart operation uploads them with `multipart: { field, owner: <this entity> }`.',
        properties: {
          types: { type: 'string', description: 'Code list (enums.yaml) of the allowed types: key = the type detected from the bytes, code = MIME type.' },
          maxCount: { type: 'string', description: 'Constant (constants.yaml) with the most files one row holds (and one request sends).' },
          maxBytes: { type: 'string', description: 'Constant with the largest file size in bytes.' },
          imageMaxBytes: { type: 'string', description: 'Constant with the largest image (image/*) size in bytes (default: maxBytes).' },
          read: {
            type: 'string', pattern: '^[a-z][A-Za-z0-9]*$',
            description: 'Who may download a file: a hand-written check, the one file src/server/domains/**/<read>.ts exporting <read> '
              + '(it refuses as reading the row would: NOT_FOUND, FORBIDDEN). Without it, the entity\'s API read rule (access.read '
              + 'and rows), as GET <api.path>/{id} answers, which needs `get` in api.operations.',
          },
        },
      },
      dropped: { type: 'array', items: { type: 'string' }, description: 'Fields removed on purpose (their columns are dropped).' },
    },
  },
} as const;
