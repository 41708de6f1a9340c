import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants } from '../generated/constants.js';
import { messagesJa, type MessageKey } from '../generated/messages.ja.js';
import { navigation } from '../generated/navigation.js';
import { screens } from '../generated/routes.js';
import { registerCrudRoutes } from './crud/routes.js';
import type { AppContext } from './http/context.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { registerOperationRoutes } from './http/operationRoutes.js';
import { registerApiDocs } from './http/apiDocs.js';

/** Options of {@link buildApp}. */
export interface BuildAppOptions extends AppContext {
  /** Fastify logger setting; off in tests. */
  logger?: boolean;
}

/** The Fastify application: the API under /api/v1 and the built web app under /communication/. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, storage, jobs } = options;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    bodyLimit: Number(constants.maxRequestBodyBytes),
    // Requests carry their own id so logs of one request can be followed across API nodes.
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy ?? false,
    // Node's and Fastify's own refusals (oversized headers, a bad request line, an undecodable URL) in the catalogue shape.
    clientErrorHandler,
    frameworkErrors,
  };
  const app = Fastify(serverOptions);
  const ctx: AppContext = { db, config, storage, jobs };
  installErrorHandler(app);
  // Multipart bodies are read by the operations that declare them (limits per operation, src/server/http/multipart.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  registerOperationRoutes(app, ctx);
  registerCrudRoutes(app, ctx);
  await registerApiDocs(app);
  await registerWeb(app, config.webDir);
  return app;
}

/** Serves the built web app under /communication/, with index.html for every client-side route. */
async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const base = String(constants.basePath);
  const index = join(webDir, 'index.html');
  if (!existsSync(index)) {
    app.get(`${base}/*`, async (_request, reply) => reply.status(503).type('text/html; charset=utf-8')
      .send('<!doctype html><meta charset="utf-8"><p>画面がビルドされていません。`npm run build` を実行してください。</p>'));
    return;
  }
  await app.register(fastifyStatic, { root: webDir, prefix: `${base}/`, wildcard: false, index: false });
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
  app.get(base, async (_request, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/`, sendIndex);
  app.get(`${base}/*`, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Hashed asset names never change: a missing one is a real 404, not a client route.
    if (path.startsWith('assets/')) return reply.status(404).send();
    return sendIndex(request, reply);
  });
  app.get('/', async (_request, reply) => reply.redirect(`${base}/`));
  // Log-out may lead to a legacy page of the host (navigation.yaml afterLogout, staff); when the portal runs on its
  // own, that is its log-in page.
  const logoutUrls = new Set(Object.values(navigation.afterLogout).flat()
    .map((id) => screens.find((s) => s.id === id)?.legacy).filter((url): url is string => url !== undefined));
  for (const url of logoutUrls) app.get(url, async (_request, reply) => reply.redirect(`${base}/login`));
  registerStandaloneLegacyPages(app, { base, skip: logoutUrls });
}

/**
 * Legacy links (menu entries, the header's support and print-status buttons) lead to pages of the host's legacy
 * system. Behind that host they never reach this server; when the portal runs on its own, each answers 404 with a
 * Japanese page that says so, instead of an API error body.
 */
function registerStandaloneLegacyPages(app: FastifyInstance, options: { base: string; skip: ReadonlySet<string> }): void {
  const { base } = options;
  const urls = new Map<string, string>();
  for (const screen of screens) {
    if (screen.legacy && !options.skip.has(screen.legacy)) urls.set(screen.legacy.split('?')[0]!, screen.title);
  }
  for (const [url, title] of urls) {
    app.get(url, async (_request, reply) => reply.status(404).type('text/html; charset=utf-8').send(legacyPlaceholder({ title: messagesJa[title as MessageKey] ?? title, base })));
  }
}

function legacyPlaceholder(options: { title: string; base: string }): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="ja"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escape(options.title)}</title>`
    + `<body style="font-family: 'Noto Sans JP', Meiryo, sans-serif; margin: 48px auto; max-width: 560px; padding: 0 16px; color: #333">`
    + `<h1 style="font-size: 20px; border-left: 4px solid ${constants.primaryColor}; padding-left: 8px">${escape(options.title)}</h1>`
    + `<p>${escape(messagesJa['common.legacyStandalone'])}</p>`
    + `<p><a href="${options.base}/" style="color: ${constants.primaryColor}">${escape(messagesJa['common.backToPortal'])}</a></p></body></html>`;
}
