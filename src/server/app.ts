import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { constants } from '../generated/constants.js';
import { messagesJa, type MessageKey } from '../generated/messages.ja.js';
import { navigation } from '../generated/navigation.js';
import { screens } from '../generated/routes.js';
import { registerCrudRoutes } from './http/crudRoutes.js';
import type { AppContext } from './core/context.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { registerJsonBodyParser } from './core/jsonBody.js';
import { registerMailBodyParsers } from './core/mailBodies.js';
import { registerOperationRoutes } from './http/operationRoutes.js';
import { registerApiDocs } from './http/apiDocs.js';
import { redactedError } from './http/logRedaction.js';
import { nonceStyleRoute, registerHelmetScope, registerSecurity, styleNonce, type SecurityOptions } from './http/security.js';
import { registerOperationHistory } from './http/operationHistory.js';
import { indexHtmlReader, registerCompression, registerWebAssets, withNonce } from './http/webAssets.js';

/** Options of {@link buildApp}. */
export interface BuildAppOptions extends AppContext {
  /** Fastify logger setting; off in tests (a test may pass a stream to read what is logged). */
  logger?: boolean | { stream?: { write(line: string): void }; level?: string };
}

/** The Fastify application: the API under /api/v1 and the built web app under /communication/. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, storage, jobs } = options;
  const serverOptions: FastifyServerOptions = {
    // Errors are logged without the SQL parameters and details that may carry personal data (http/logRedaction.ts).
    logger: options.logger ? { ...(typeof options.logger === 'object' ? options.logger : {}), serializers: { err: redactedError } } : false,
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
  // A body's nesting is bounded before it is parsed: every later walk of it (validation, sanitizers) stays shallow.
  registerJsonBodyParser(app);
  // The one-click unsubscribe form and the bounce reports of the MTA (src/server/domains/mail).
  registerMailBodyParsers(app);
  // Order matters: security headers before every route; hashed assets (served precompressed) before the on-the-fly
  // compression, which applies to the routes registered after it.
  const security: SecurityOptions = { manualUrl: config.manualUrl };
  await registerSecurity(app, security);
  const base = String(constants.basePath);
  if (existsSync(join(config.webDir, 'index.html'))) await registerWebAssets(app, { webDir: config.webDir, base });
  await registerCompression(app);
  // Multipart bodies are read by the operations that declare them (limits per operation, src/server/core/multipart.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  // Every writing call's statements carry who writes, for the operation history's triggers.
  registerOperationHistory(app);
  registerOperationRoutes(app, ctx);
  registerCrudRoutes(app, ctx);
  // Pages with a policy of their own (a style nonce per answer, Swagger UI's inline styles), where helmet runs per request.
  await registerHelmetScope(app, security, async (scope) => {
    await registerApiDocs(scope);
    registerWeb(scope, { webDir: config.webDir, security });
  });
  return app;
}

/**
 * Serves the built web app under /communication/: index.html for every client-side route (no-cache, with a fresh
 * style nonce for antd's CSS-in-JS in its Content-Security-Policy and in the page); the hashed assets are
 * registered by registerWebAssets.
 */
function registerWeb(app: FastifyInstance, options: { webDir: string; security: SecurityOptions }): void {
  const { webDir } = options;
  const base = String(constants.basePath);
  if (!existsSync(join(webDir, 'index.html'))) {
    app.get(`${base}/*`, async (_request, reply) => reply.status(503).type('text/html; charset=utf-8')
      .send('<!doctype html><meta charset="utf-8"><p>画面がビルドされていません。`npm run build` を実行してください。</p>'));
    return;
  }
  const indexHtml = indexHtmlReader(webDir);
  const nonceRoute = nonceStyleRoute(options.security);
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonce(indexHtml(), styleNonce(reply)));
  app.get(base, async (_request, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/`, nonceRoute, sendIndex);
  app.get(`${base}/*`, nonceRoute, async (request, reply) => {
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
  registerStandaloneLegacyPages(app, { base, skip: logoutUrls, security: options.security });
}

/**
 * Legacy links (menu entries, the header's support and print-status buttons) lead to pages of the host's legacy
 * system. Behind that host they never reach this server; when the portal runs on its own, each answers 404 with a
 * Japanese page that says so, instead of an API error body.
 */
function registerStandaloneLegacyPages(app: FastifyInstance, options: { base: string; skip: ReadonlySet<string>; security: SecurityOptions }): void {
  const { base } = options;
  const urls = new Map<string, string>();
  for (const screen of screens) {
    if (screen.legacy && !options.skip.has(screen.legacy)) urls.set(screen.legacy.split('?')[0]!, screen.title);
  }
  for (const [url, title] of urls) {
    app.get(url, nonceStyleRoute(options.security), async (_request, reply) => reply.status(404).type('text/html; charset=utf-8')
      .send(legacyPlaceholder({ title: messagesJa[title as MessageKey] ?? title, base, nonce: styleNonce(reply) })));
  }
}

/** The placeholder page; its styles in one <style> element with the answer's nonce (the policy allows no other). */
function legacyPlaceholder(options: { title: string; base: string; nonce: string }): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="ja"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escape(options.title)}</title>`
    + `<style nonce="${options.nonce}">body { font-family: 'Noto Sans JP', Meiryo, sans-serif; margin: 48px auto; max-width: 560px; padding: 0 16px; color: #333 }`
    + ` h1 { font-size: 20px; border-left: 4px solid ${constants.primaryColor}; padding-left: 8px } a { color: ${constants.primaryColor} }</style>`
    + `<body><h1>${escape(options.title)}</h1>`
    + `<p>${escape(messagesJa['common.legacyStandalone'])}</p>`
    + `<p><a href="${options.base}/">${escape(messagesJa['common.backToPortal'])}</a></p></body></html>`;
}
