import type { FastifyInstance } from 'fastify';
import { constants } from '../../generated/constants.js';
import { AppError } from '../foundation/errors.js';

const maxDepth = Number(constants.maxRequestBodyDepth);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass without recursion (brackets inside
 * strings do not count). Malformed text is left to the parser: this only bounds what any later walk of the value
 * (schema validation, control-character and sanitizer passes, log serializers) can meet, so none runs out of stack.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) isInString = false;
    } else if (c === QUOTE) {
      isInString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** Refuses JSON text nested deeper than the model's maxRequestBodyDepth (catalogue REQUEST_TOO_DEEP). */
export function assertJsonDepth(text: string): void {
  if (isNestedDeeperThan(text, maxDepth)) throw new AppError('REQUEST_TOO_DEEP');
}

/**
 * Replaces Fastify's JSON body parser by one that bounds the nesting first, then parses as Fastify does (its
 * prototype-poisoning refusals included). Every route's body passes here before any hook or handler sees it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (isNestedDeeperThan(text, maxDepth)) {
      done(new AppError('REQUEST_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
