import type { FastifyInstance } from 'fastify';

/**
 * Bodies that are not JSON, for the e-mail endpoints: a form (application/x-www-form-urlencoded, what a mailbox
 * provider posts to a one-click unsubscribe link) read into an object of strings (the last of a repeated name wins;
 * no prototype, so no name can reach one), and a whole e-mail (message/rfc822: a bounce report an MTA forwards) kept
 * as text. text/plain is Fastify's own.
 */
export function registerMailBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
    done(null, fields);
  });
  app.addContentTypeParser('message/rfc822', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
}
