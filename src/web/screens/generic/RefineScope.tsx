import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { constants } from '../../../generated/constants.js';
import { accessControlProvider } from '../../providers/accessControlProvider.js';
import { authProvider } from '../../providers/authProvider.js';
import { dataProvider } from '../../providers/dataProvider.js';
import { i18nProvider } from '../../providers/i18nProvider.js';

/**
 * Refine with the model-driven providers, around a generic screen only (the rest of the app reads the API with TanStack
 * Query directly). It uses the signed-in app's query cache, so a generic screen and the header see the same answers.
 * No `resources`: the app names the entity in each data call (the data provider finds its API path), and nothing reads
 * Refine's resource labels (no Refine UI, menu, breadcrumb or notification).
 */
export function RefineScope({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      options={{
        disableTelemetry: true,
        mutationMode: 'pessimistic',
        syncWithLocation: false,
        title: { text: constants.productTitle },
        reactQuery: { clientConfig: queryClient },
      }}
    >
      {children}
    </Refine>
  );
}
