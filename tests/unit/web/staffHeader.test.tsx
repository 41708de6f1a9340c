// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../../src/generated/abilities.js';
import { useHasStaffHeader } from '../../../src/web/hooks/useSystemInfo.js';
import type { CurrentUser } from '../../../src/web/providers/currentUser.js';
import { CurrentUserContext } from '../../../src/web/providers/CurrentUserContext.js';
import { abilityUser } from './abilityUsers.js';

function hasStaffHeader(role: RoleName): boolean {
  const user = { role, ability: abilityUser(role) } as unknown as CurrentUser;
  const wrapper = ({ children }: { children: ReactNode }) => <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
  return renderHook(() => useHasStaffHeader(), { wrapper }).result.current;
}

describe('the staff part of the header, read from the header operations\' access in the model', () => {
  it.each<RoleName>(['SPRIX_ADMIN', 'SYSTEM', 'STAFF', 'AREA_MANAGER', 'CLAIM_MANAGER', 'CLAIM', 'ACCOUNTING'])(
    'should be shown to %s, who may call the header\'s staff operations', (role) => {
      expect(hasStaffHeader(role)).toBe(true);
    },
  );

  it.each<RoleName>(['TEACHER', 'PROTECTOR'])('should not be shown to %s, who may not', (role) => {
    expect(hasStaffHeader(role)).toBe(false);
  });
});
