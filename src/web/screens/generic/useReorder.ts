import { useState } from 'react';
import { useApiUrl, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { errorCatalogue } from '../../../generated/errors.js';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import type { Row } from '../../model/rowLabel.js';
import { useFeedback } from '../../feedback/feedback.js';

const quiet = { successNotification: false, errorNotification: false } as const;

/** What a dropped row asks for: every row id in the new order. */
export interface ReorderMove {
  ids: Array<string | number>;
}

/**
 * Drag to reorder a generic list (the entity's api.reorder): shows the new order at once, saves it with
 * POST <path> { ids } through the data provider, and keeps that order until the list read again has it. When saving
 * fails the server's order comes back with its message; 10190 (the list changed meanwhile) reads the list again.
 * One move at a time: a drop while the last one is being saved is ignored.
 */
export function useReorder(options: { entity: string; path: string | undefined; rows: Row[] }) {
  const { entity, path } = options;
  const { message } = useFeedback();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<{ updated: number }, HttpError, { ids: number[] }>();
  const [pending, setPending] = useState<Array<string | number> | undefined>();
  const byId = new Map(options.rows.map((row) => [String(row.id), row]));
  const isPendingShown = pending !== undefined && pending.length === options.rows.length && pending.every((id) => byId.has(String(id)));
  const rows = isPendingShown ? pending.map((id) => byId.get(String(id))!) : options.rows;
  const reload = () => invalidate({ resource: entity, invalidates: ['list'] });

  const move = async ({ ids }: ReorderMove) => {
    if (!path || pending) return;
    setPending(ids);
    try {
      await mutateAsync({ url: `${apiUrl}${path}`, method: 'post', values: { ids: ids.map(Number) }, ...quiet });
    } catch (failure) {
      setPending(undefined);
      showErrorMessage((failure as HttpError).message);
      if ((failure as HttpError).code === errorCatalogue.DATA_CHANGED_10190.code) await reload();
      return;
    }
    void message.success(t('genericScreen.reorder.saved'));
    await reload();
    setPending(undefined);
  };
  return { rows, move, isSaving: pending !== undefined };
}
