import { stringify } from 'yaml';
import type { Model } from '../model/types.js';
import { messageText } from '../model/messageText.js';
import { buildForm } from './forms.js';
import { recordJsonSchema } from './jsonSchema.js';
import { PERIOD_PATTERN } from '../../src/shared/period.js';
import { HASH_BANNER, pascal, type OutputFile } from './util.js';

const json = (schema: unknown) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });

/**
 * The catalogue error answers every operation shares, under components/responses and referenced by $ref (no YAML
 * anchors: tools with default alias limits must read the file as is). Key = HTTP status; described by the message
 * generator.openapi.status.<status>.
 */
const ERROR_RESPONSES = {
  400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict', 413: 'PayloadTooLarge', 429: 'TooManyRequests',
} as const satisfies Record<number, string>;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** `{ 400: { $ref }, 401: … }` for the given statuses. */
function errors(...statuses: ErrorStatus[]): Record<string, unknown> {
  return Object.fromEntries(statuses.map((s) => [s, { $ref: `#/components/responses/${ERROR_RESPONSES[s]}` }]));
}
const COMMON: ErrorStatus[] = [400, 401, 403];
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Builds the OpenAPI 3.1 document: generic CRUD of every entity API and the operations of operations.yaml. */
export function buildOpenApi(model: Model): Record<string, unknown> {
  const text = (key: string, values?: Record<string, string | number>) => messageText(model.messages, `generator.openapi.${key}`, values);
  const base = String(model.constants.apiBasePath);
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object', required: ['code', 'message'],
      properties: {
        code: { type: 'integer', description: 'Catalogue code (model/errors.yaml).' },
        message: { type: 'string', description: 'Japanese message for the user.' },
        errors: {
          type: 'array',
          items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const parameters = {
    Id: { name: 'id', in: 'path', required: true, description: text('parameter.id'), schema: { type: 'integer', minimum: 1 } },
    Page: { name: 'page', in: 'query', required: false, description: text('parameter.page'), schema: { type: 'integer', minimum: 1, default: model.constants.firstPage } },
    Limit: {
      name: 'limit', in: 'query', required: false, description: text('parameter.limit'),
      schema: { type: 'integer', minimum: 1, maximum: model.constants.maxPageSize, default: model.constants.pageSize },
    },
    Order: { name: 'order', in: 'query', required: false, description: text('parameter.order'), schema: { type: 'string', enum: ['asc', 'desc'] } },
  };

  for (const e of model.entities.filter((x) => x.api)) {
    const name = pascal(e.name);
    const ops = e.api!.operations;
    schemas[name] = recordJsonSchema(e.name, model);
    if (e.form) schemas[`${name}Input`] = buildForm(e, model).schema;
    const idParam = param('Id');
    const collection: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    if (ops.includes('list')) {
      schemas[`${name}Page`] = {
        type: 'object', required: ['data', 'total', 'total_is_capped', 'page', 'limit'],
        properties: {
          data: { type: 'array', items: { $ref: `#/components/schemas/${name}` } },
          total: { type: 'integer', description: text('parameter.total') },
          total_is_capped: { type: 'boolean', description: text('parameter.totalIsCapped', { cap: String(model.constants.listCountCap) }) },
          page: { type: 'integer' },
          limit: { type: 'integer' },
        },
      };
      const columns = e.fields.filter((f) => f.type !== 'password').map((f) => f.name);
      const filters = (e.list?.filters ?? []).map((f) => {
        // A whole number within its column's range (the filter's minimum and maximum), a number, or a text.
        const value = f.maximum !== undefined ? { type: 'integer', minimum: f.minimum, maximum: f.maximum } : { type: f.type === 'number' ? 'number' : 'string' };
        if (f.operator === 'in') {
          return { name: f.name, in: 'query', required: false, description: text('parameter.anyOf', { label: f.label }), style: 'form', explode: false, schema: { type: 'array', items: value, maxItems: 100 } };
        }
        if (f.operator === 'between') {
          return { name: f.name, in: 'query', required: false, description: text('parameter.period', { label: f.label }), schema: { type: 'string', pattern: PERIOD_PATTERN, maxLength: 22 } };
        }
        return { name: f.name, in: 'query', required: false, description: f.label, schema: value };
      });
      collection.get = {
        operationId: `list${name}`, summary: text('summary.list', { entity: e.label }), tags: [e.name],
        parameters: [
          param('Page'), param('Limit'),
          { name: 'sort', in: 'query', required: false, description: text('parameter.sort'), schema: { type: 'string', enum: columns } },
          param('Order'),
          ...filters,
        ],
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}Page` }) }, ...errors(...COMMON) },
      };
      // Every list exports as CSV with its filters and order (issue 10): the columns are the form's fields, then the list's.
      const csvEncoding = model.enums.find((x) => x.name === 'csv_encoding')!;
      paths[`${base}${e.api!.path}/export`] = {
        get: {
          operationId: `export${name}`, summary: text('summary.export', { entity: e.label }), tags: [e.name],
          parameters: [
            { name: 'sort', in: 'query', required: false, description: text('parameter.sort'), schema: { type: 'string', enum: columns } },
            param('Order'),
            ...filters,
            { name: 'encoding', in: 'query', required: false, description: csvEncoding.label, schema: { type: 'string', enum: csvEncoding.values.map((v) => v.code), default: 'utf8' } },
          ],
          responses: { 200: { description: 'OK', content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } }, ...errors(...COMMON) },
        },
      };
    }
    const input = e.form ? { required: true, content: json({ $ref: `#/components/schemas/${name}Input` }) } : undefined;
    if (ops.includes('create')) {
      collection.post = {
        operationId: `create${name}`, summary: text('summary.create', { entity: e.label }), tags: [e.name], requestBody: input,
        responses: { 201: { description: 'Created', content: json({ $ref: `#/components/schemas/${name}` }) }, ...errors(...COMMON, 409, 413) },
      };
    }
    if (ops.includes('get')) {
      item.get = {
        operationId: `get${name}`, summary: text('summary.get', { entity: e.label }), tags: [e.name], parameters: [idParam],
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}` }) }, ...errors(...COMMON, 404) },
      };
    }
    if (ops.includes('update')) {
      item.put = {
        operationId: `update${name}`, summary: text('summary.update', { entity: e.label }), tags: [e.name], parameters: [idParam], requestBody: input,
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}` }) }, ...errors(...COMMON, 404, 409, 413) },
      };
    }
    if (ops.includes('delete')) {
      item.delete = {
        operationId: `delete${name}`, summary: text('summary.delete', { entity: e.label }), tags: [e.name], parameters: [idParam],
        responses: { 204: { description: 'Deleted' }, ...errors(...COMMON, 404, 409) },
      };
    }
    if (e.api!.reorder) {
      paths[`${base}${e.api!.reorder.path}`] = {
        post: {
          operationId: `reorder${name}`, summary: text('summary.reorder', { entity: e.label }), tags: [e.name],
          requestBody: {
            required: true,
            content: json({
              type: 'object', additionalProperties: false, required: ['ids'],
              properties: { ids: { type: 'array', minItems: 1, maxItems: Number(model.constants.reorderMaxRows), uniqueItems: true, items: { type: 'integer', minimum: 1 }, description: 'Every row id, in the new order.' } },
            }),
          },
          responses: { 200: { description: 'OK', content: json({ type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } } }) }, ...errors(...COMMON) },
        },
      };
    }
    if (Object.keys(collection).length) paths[`${base}${e.api!.path}`] = collection;
    if (Object.keys(item).length) paths[`${base}${e.api!.path}/{id}`] = item;
  }

  for (const op of model.operations) {
    const name = pascal(op.id);
    if (!op.produces) schemas[`${name}Response`] = op.response;
    if (op.body) schemas[`${name}Body`] = op.body;
    const queryRequired = (op.query?.required ?? []) as string[];
    const params = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries((op.query?.properties ?? {}) as Record<string, Record<string, unknown>>).map(([q, schema]) => ({
        name: q, in: 'query', required: queryRequired.includes(q), schema,
      })),
    ];
    const entry = {
      operationId: name[0]!.toLowerCase() + name.slice(1), summary: op.summary, tags: [op.id.split('.')[0]],
      ...(op.isPublic ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(op.body ? { requestBody: { required: true, content: op.multipart ? multipartBody(op.multipart, name) : json({ $ref: `#/components/schemas/${name}Body` }) } } : {}),
      responses: {
        200: { description: 'OK', content: op.produces ? { [op.produces]: { schema: { type: 'string', format: 'binary' } } } : json({ $ref: `#/components/schemas/${name}Response` }) },
        ...errors(...COMMON, ...(op.body ? [413 as const] : []), 429),
      },
    };
    paths[`${base}${op.path}`] = { ...(paths[`${base}${op.path}`] ?? {}), [op.method.toLowerCase()]: entry };
  }

  // Every tag once, in name order, described by the entity's Japanese name, or for a group of hand-written operations
  // by their summaries (the reference groups operations by tag).
  const operations = Object.values(paths).flatMap((item) => Object.values(item) as Array<{ tags: string[]; summary?: string }>);
  const tags = [...new Set(operations.flatMap((op) => op.tags))].sort().map((tag) => ({
    name: tag,
    description: model.entities.find((e) => e.name === tag)?.label
      ?? [...new Set(operations.filter((op) => op.tags.includes(tag) && op.summary).map((op) => op.summary))].join(text('tagSeparator')),
  }));
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: { title: String(model.constants.productTitle), version: '1.0.0', description: 'Generated from model/. Errors are { code, message, errors? } from the catalogue.' },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths: sortedPaths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, key]) => [key, errorResponse(text(`status.${status}`))])),
      parameters,
    },
  };
}

/** A multipart/form-data body: the JSON of the operation's body schema in `data`, and the files. */
function multipartBody(rules: NonNullable<Model['operations'][number]['multipart']>, name: string): Record<string, unknown> {
  return {
    'multipart/form-data': {
      schema: {
        type: 'object', required: ['data'],
        properties: {
          data: { type: 'string', contentMediaType: 'application/json', description: `JSON of ${name}Body`, contentSchema: { $ref: `#/components/schemas/${name}Body` } },
          [rules.field]: {
            type: 'array', maxItems: rules.maxCount,
            description: `Files (at most ${rules.maxCount}, ${rules.maxBytes} bytes each, images ${rules.imageMaxBytes}): ${rules.types.map((t) => t.mime).join(', ')}`,
            items: { type: 'string', format: 'binary' },
          },
        },
      },
    },
  };
}

/** openapi.yaml at the project root: the request body of create and update is the entity's form schema. */
export function emitOpenApi(model: Model): OutputFile[] {
  return [openApiFile(buildOpenApi(model))];
}

/** openapi.yaml of a built document. */
export function openApiFile(doc: Record<string, unknown>): OutputFile {
  // aliasDuplicateObjects: false writes a repeated object in full instead of as an &anchor / *alias pair.
  return { path: 'openapi.yaml', content: HASH_BANNER + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }) };
}
