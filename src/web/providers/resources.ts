import type { ResourceProps } from '@refinedev/core';
import { apiEntityNames, entities } from '../../generated/entities.js';

/** Refine resources: one per entity with a generic API, named like the entity. */
export const resources: ResourceProps[] = apiEntityNames.map((name) => ({ name, meta: { label: entities[name].label } }));
