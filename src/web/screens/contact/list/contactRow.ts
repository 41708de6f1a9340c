import type { components } from '../../../../generated/api.js';

/** One thread of GET /contacts and /contacts-of-teacher. */
export type ContactRow = components['schemas']['ContactListResponse']['data'][number];
