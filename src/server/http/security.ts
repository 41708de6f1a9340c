import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';

/** Directives of a Content-Security-Policy, as helmet takes them (camelCase names; a function is evaluated per answer). */
type CspDirectives = Record<string, Array<string | ((req: unknown, res: ServerResponse) => string)>>;

/** What the policy depends on in the deployment. */
export interface SecurityOptions {
  /** MANUAL_URL: the staff header posts the external manual's log-in form there, so its origin is a form target. */
  manualUrl?: string;
}

/** HSTS sent to clients that reached us over HTTPS (as TRUST_PROXY lets X-Forwarded-Proto tell): one year. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer: only this origin's scripts (Vite emits no inline script; antd, React,
 * Refine and the rest are files under /communication/assets), no plugins, no framing, no other base or form target.
 * Styles: this origin's style sheets, and on the app's index.html the <style> elements antd's CSS-in-JS writes, which
 * carry the page's nonce (see {@link nonceStyleRoute}). Inline style *attributes* are allowed (style-src-attr): React
 * sets styles through the CSSOM, which no policy restricts, but antd's auto-sizing text area writes its hidden
 * measuring copy's `style` attribute (refused, the copy showed and the notice-compose journey failed axe). Notice
 * bodies carry no style attribute (the server's sanitizer drops them). A style attribute cannot load anything or
 * select other elements; <style> elements, which can (attribute selectors leaking values), still
 * need the nonce.
 */
export function cspDirectives(options: SecurityOptions = {}, styleNonce?: (req: unknown, res: ServerResponse) => string): CspDirectives {
  const formAction = ["'self'"];
  if (options.manualUrl && URL.canParse(options.manualUrl)) formAction.push(new URL(options.manualUrl).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: styleNonce ? ["'self'", styleNonce] : ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    // data: for antd's inline SVG backgrounds and the page's empty favicon; blob: for attachment thumbnails.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction,
    frameAncestors: ["'none'"],
  };
}

/** The policy of the API reference (Swagger UI at /api/docs), which sets inline styles on its elements. */
export function apiDocsCspDirectives(): CspDirectives {
  return { ...cspDirectives(), styleSrc: ["'self'", "'unsafe-inline'"] };
}

/** helmet's options for the whole app: the policy above, no HSTS here (see registerSecurity), the rest helmet's defaults. */
function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  return {
    // useDefaults: false, so helmet adds no upgrade-insecure-requests, which would break a plain-http deployment.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's style elements, made on first use (helmet asks while writing the header). */
function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The style nonce of this answer; only meaningful on a route given {@link nonceStyleRoute}'s options. */
export function styleNonce(reply: { raw: ServerResponse }): string {
  return nonceOf(reply.raw);
}

/**
 * Route options of a page that writes <style nonce=…> elements (the app's index.html, the legacy placeholder pages):
 * the app's policy with a fresh nonce per answer in style-src. The handler reads it with {@link styleNonce}.
 */
export function nonceStyleRoute(options: SecurityOptions): Pick<RouteOptions, 'config'> & { helmet: FastifyHelmetOptions } {
  return {
    helmet: {
      ...helmetOptions(options),
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options, (_req, res) => `'nonce-${nonceOf(res)}'`) },
    },
  };
}

/** Cache-Control of every /api/v1 answer, errors included: they carry tokens or personal data. */
const API_PATH = /^\/api\/v1(?:[/?]|$)/;

/** Headers of an answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers helmet writes with these options, read once from an answer of a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(res.headers).filter(([name]) => !NOT_HELMET.has(name)).map(([name, value]) => [name, String(value)]);
}

/**
 * Security headers on every answer (@fastify/helmet): the Content-Security-Policy above, X-Content-Type-Options
 * nosniff, Referrer-Policy strict-origin-when-cross-origin, X-Frame-Options DENY and helmet's other defaults;
 * Strict-Transport-Security only when the request came over HTTPS (request.protocol, which follows
 * X-Forwarded-Proto only when TRUST_PROXY trusts the proxy), never on plain http where it would be ignored or, behind
 * a misconfigured proxy, lock users out; `Cache-Control: no-store` on every API answer. Register before any route.
 *
 * The headers are the same on every answer but those of routes with their own helmet options (a style nonce, the API
 * reference; see registerHelmetScope): helmet computes them once here and they are copied onto each answer.
 * @fastify/helmet's global mode builds helmet's middleware again for every request, which measured 50–140 µs per
 * request on this 2-core machine, more than a cached poll answer itself should take.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    }
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
    if (API_PATH.test(request.url)) void reply.header('cache-control', 'no-store');
    done();
  });
}

/**
 * Registers routes that carry their own helmet options (`helmet` in their route options: {@link nonceStyleRoute},
 * the API reference) in a scope of their own where @fastify/helmet runs per request; the app's other routes are not
 * slowed by its hooks.
 */
export async function registerHelmetScope(app: FastifyInstance, options: SecurityOptions, routes: (scope: FastifyInstance) => Promise<void> | void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyHelmet, { ...helmetOptions(options), global: false });
    await routes(scope);
  });
}
