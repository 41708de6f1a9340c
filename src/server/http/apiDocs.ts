import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';

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
 * The API reference (Swagger UI) of the generated openapi.yaml at /api/docs, in @fastify/swagger's static mode: the
 * document is served as generated, never rebuilt from the routes. Public: the document describes the API and holds no
 * data, and every operation it lists still asks for its token.
 */
export async function registerApiDocs(app: FastifyInstance, options: { document?: OpenApiDocument } = {}): Promise<void> {
  const document = options.document ?? generatedDocument();
  await app.register(fastifySwagger, { mode: 'static', specification: { document } });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
    // Swagger UI's own content security policy on its pages (its scripts and styles are served from /api/docs/static).
    staticCSP: true,
    // …without upgrade-insecure-requests, which would send a plain-http deployment's asset requests to https, and with
    // inline styles, which Swagger UI sets on its elements.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
