import { stringify } from 'yaml';
import type { Model } from '../model/types.js';
import { buildForm } from './forms.js';
import { recordJsonSchema } from './jsonSchema.js';
import { HASH_BANNER, pascal, type OutputFile } from './util.js';

const errorRef = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** Builds the OpenAPI 3.1 document: generic CRUD of every entity API and the operations of operations.yaml. */
export function buildOpenApi(model: Model): Record<string, unknown> {
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
  const common = { 400: errorResponse('入力エラー'), 401: errorResponse('未認証'), 403: errorResponse('権限なし') };

  for (const e of model.entities.filter((x) => x.api)) {
    const name = pascal(e.name);
    const ops = e.api!.operations;
    schemas[name] = recordJsonSchema(e.name, model);
    if (e.form) schemas[`${name}Input`] = buildForm(e, model).schema;
    const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
    const collection: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    if (ops.includes('list')) {
      schemas[`${name}Page`] = {
        type: 'object', required: ['data', 'total', 'page', 'limit'],
        properties: { data: { type: 'array', items: { $ref: `#/components/schemas/${name}` } }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
      };
      const columns = e.fields.filter((f) => f.type !== 'password').map((f) => f.name);
      const filters = (e.list?.filters ?? []).map((f) => {
        const field = e.fields.find((x) => x.name === f)!;
        const type = ['integer', 'ref'].includes(field.type) || (field.type === 'enum' && model.enums.find((x) => x.name === field.enum)?.type === 'integer') ? 'integer' : 'string';
        return { name: f, in: 'query', required: false, description: field.label, schema: { type } };
      });
      collection.get = {
        operationId: `list${name}`, summary: `${e.label}一覧`, tags: [e.name],
        parameters: [
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: model.constants.firstPage } },
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: model.constants.maxPageSize, default: model.constants.pageSize } },
          { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: columns } },
          { name: 'order', in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
          ...filters,
        ],
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}Page` }) }, ...common },
      };
    }
    const input = e.form ? { required: true, content: json({ $ref: `#/components/schemas/${name}Input` }) } : undefined;
    if (ops.includes('create')) {
      collection.post = {
        operationId: `create${name}`, summary: `${e.label}登録`, tags: [e.name], requestBody: input,
        responses: { 201: { description: 'Created', content: json({ $ref: `#/components/schemas/${name}` }) }, ...common, 409: errorResponse('重複') },
      };
    }
    if (ops.includes('get')) {
      item.get = {
        operationId: `get${name}`, summary: `${e.label}詳細`, tags: [e.name], parameters: [idParam],
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}` }) }, ...common, 404: errorResponse('見つからない') },
      };
    }
    if (ops.includes('update')) {
      item.put = {
        operationId: `update${name}`, summary: `${e.label}更新`, tags: [e.name], parameters: [idParam], requestBody: input,
        responses: { 200: { description: 'OK', content: json({ $ref: `#/components/schemas/${name}` }) }, ...common, 404: errorResponse('見つからない'), 409: errorResponse('重複') },
      };
    }
    if (ops.includes('delete')) {
      item.delete = {
        operationId: `delete${name}`, summary: `${e.label}削除`, tags: [e.name], parameters: [idParam],
        responses: { 204: { description: 'Deleted' }, ...common, 404: errorResponse('見つからない'), 409: errorResponse('使用中') },
      };
    }
    if (e.api!.reorder) {
      paths[`${base}${e.api!.reorder.path}`] = {
        post: {
          operationId: `reorder${name}`, summary: `${e.label}の並べ替え`, tags: [e.name],
          requestBody: {
            required: true,
            content: json({
              type: 'object', additionalProperties: false, required: ['ids'],
              properties: { ids: { type: 'array', minItems: 1, maxItems: Number(model.constants.reorderMaxRows), uniqueItems: true, items: { type: 'integer', minimum: 1 }, description: 'Every row id, in the new order.' } },
            }),
          },
          responses: { 200: { description: 'OK', content: json({ type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } } }) }, ...common },
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
        ...common, 429: errorResponse('試行回数超過'),
      },
    };
    paths[`${base}${op.path}`] = { ...(paths[`${base}${op.path}`] ?? {}), [op.method.toLowerCase()]: entry };
  }

  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: { title: String(model.constants.productTitle), version: '1.0.0', description: 'Generated from model/. Errors are { code, message, errors? } from the catalogue.' },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths: sortedPaths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
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
  const doc = buildOpenApi(model);
  return [{ path: 'openapi.yaml', content: HASH_BANNER + stringify(doc, { lineWidth: 0 }) }];
}
