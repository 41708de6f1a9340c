import type { components } from '../../../../generated/api.js';

/** A thread as GET /contacts/{id} answers it for the caller's side. */
export type ContactView = components['schemas']['ContactGetResponse'];

/** One comment of a thread. */
export type ContactComment = ContactView['comments'][number];
