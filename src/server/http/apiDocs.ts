import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { apiDocsCspDirectives } from './security.js';

/** The OpenAPI document as @fastify/swagger takes it. */
type OpenApiDocument = StaticDocumentSpec['document'];

/** Where the API reference is served: the page, and the document at `<prefix>/json` and `<prefix>/yaml`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * openapi.yaml at the project root (generated from model/). Found from this file, not from the working directory, so
 * the server finds it wherever it is started; the source tree is what `npm start` runs in every layout.
 */
export const OPENAPI_PATH = join(import.meta.dirname, '../../../openapi.yaml');

let cached: OpenApiDocument | undefined;
/** openapi.yaml, read and parsed once per process (it changes only with `npm run generate` and a restart). */
function generatedDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}

/**
 * The generated document, read on its first use: @fastify/swagger's static mode only keeps the object it is given until
 * someone asks for the document, and parsing the ~1 MB of YAML took ~0.5–0.9 s of CPU at every start of the server
 * (each journey file's server, a restart after a deploy), for a page few people open.
 */
function documentOnFirstUse(): OpenApiDocument {
  const target = {} as OpenApiDocument;
  return new Proxy(target, {
    get: (_target, key) => Reflect.get(generatedDocument(), key),
    has: (_target, key) => Reflect.has(generatedDocument(), key),
    ownKeys: () => Reflect.ownKeys(generatedDocument()),
    // Configurable, as a proxy must describe a property its (empty) target does not have.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(generatedDocument(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The API reference (Swagger UI) of the generated openapi.yaml at /api/docs, in @fastify/swagger's static mode: the
 * document is served as generated, never rebuilt from the routes. Public: the document describes the API and holds no
 * data, and every operation it lists still asks for its token.
 */
export async function registerApiDocs(app: FastifyInstance, options: { document?: OpenApiDocument } = {}): Promise<void> {
  const document = options.document ?? documentOnFirstUse();
  await app.register(fastifySwagger, { mode: 'static', specification: { document } });
  // Swagger UI sets inline styles on its elements: its pages get their own Content-Security-Policy (route-level helmet
  // options on every route under /api/docs) instead of a looser policy for the whole app.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, helmet: { contentSecurityPolicy: { useDefaults: false, directives: apiDocsCspDirectives() } } } as typeof route.config;
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // validatorUrl null: no badge image fetched from validator.swagger.io.
      uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
    });
  });
}
