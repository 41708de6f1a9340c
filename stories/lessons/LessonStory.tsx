import { useState, type ReactNode } from 'react';
import { AbilityProvider } from '@casl/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authorities, buildAbility, featureSettings, type AbilityUser } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { CurrentUserContext } from '../../src/web/providers/CurrentUserContext.js';
import type { CurrentUser } from '../../src/web/providers/currentUser.js';
import { LessonScheduleApi } from './lessonScheduleApi';

/** Who the story signs in as: guardian1 acting for their child, or teacher1. */
export type StoryViewer = 'guardian' | 'teacher';

function abilityUserOf(viewer: StoryViewer): AbilityUser {
  return {
    role: viewer === 'teacher' ? 'TEACHER' : 'PROTECTOR', companyId: 1, userId: viewer === 'teacher' ? 20 : 30, schoolhouseIds: [1],
    protectorId: viewer === 'teacher' ? null : 5, teacherId: viewer === 'teacher' ? 3 : null, studentIds: viewer === 'teacher' ? [] : [1],
    features: featureSettings.map((f) => f.name), optionValues: {}, isInvoiceActive: true,
  };
}

function currentUserOf(viewer: StoryViewer): CurrentUser {
  const ability = abilityUserOf(viewer);
  const authority = authorities[viewer === 'teacher' ? 'AUTH_TEACHER' : 'AUTH_PROTECTOR'].id;
  return {
    id: ability.userId, owner_user_id: ability.userId, role: ability.role, ability, m_authority_id: authority, t_protector_page_id: viewer === 'teacher' ? null : 1,
    display_name: viewer === 'teacher' ? '青木 翔' : '佐藤 美咲', user: { avatar: null, m_authority_id: authority, username: viewer === 'teacher' ? 'teacher1' : 'guardian1' },
  };
}

/** The page's own fetch, for everything that is not the portal API (Storybook's files). */
const pageFetch = globalThis.fetch.bind(globalThis);

/**
 * A lesson screen as a guardian or a teacher sees it in the portal, over the in-memory lessons of `api` (a fresh one
 * per story unless given): its own query cache, a router at `path`, the user's rights and the current user.
 */
export function LessonStory(props: { children?: ReactNode; viewer: StoryViewer; api?: LessonScheduleApi; path?: string }) {
  const [api] = useState(() => props.api ?? new LessonScheduleApi());
  // Installed before the first render of the children, whose first reads go out at once.
  useState(() => {
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url, window.location.origin).pathname;
      return path.startsWith(String(constants.apiBasePath)) ? api.handle(request) : pageFetch(input, init);
    };
  });
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const [user] = useState(() => currentUserOf(props.viewer));
  const [ability] = useState(() => buildAbility(user.ability));
  const path = props.path ?? '/seat-management/list';
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AbilityProvider value={ability}>
          <CurrentUserContext.Provider value={user}>
            <Routes>
              <Route path={path} element={props.children} />
              <Route path="*" element={null} />
            </Routes>
          </CurrentUserContext.Provider>
        </AbilityProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
