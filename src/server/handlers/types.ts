import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import type { AppContext } from '../core/context.js';
import type { StagedFile } from '../storage/storedFiles.js';
import type { UploadedFile } from '../core/multipart.js';

/** What a hand-written operation handler receives: validated input and, unless public, the signed-in user. */
export interface HandlerInput {
  ctx: AppContext;
  body: unknown;
  /** Files of a multipart operation, already checked by content, type and size (empty otherwise). */
  files: UploadedFile[];
  /**
   * The same files already in storage when an entity owns them (model `multipart.owner`): the handler records those it
   * keeps with recordFiles in its transaction; the others are removed after it (all of them if it fails).
   */
  uploads: StagedFile[];
  params: Record<string, string>;
  query: Record<string, unknown>;
  principal?: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A hand-written operation (model/operations.yaml names it); returns the JSON response body. */
export type Handler = (input: HandlerInput) => Promise<unknown>;
