import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { constants } from '../../generated/constants.js';
import { errorCatalogue } from '../../generated/errors.js';
import { showErrorMessage } from '../feedback/showErrorMessage.js';
import { t } from '../i18n/i18n.js';
import { apiClient } from '../providers/apiClient.js';
import { apiData } from '../providers/apiData.js';
import { ApiError } from '../providers/apiError.js';
import { afterSwitchUrl } from '../navigation/afterSwitch.js';
import { chooseCurrentPath } from '../navigation/startPage.js';
import { pageLocation } from '../session/pageLocation.js';
import { chooseAccount, switchOwner, switchRequestHeaders } from '../session/switchAccount.js';
import { useAppAbility } from './useAppAbility.js';
import { useCurrentUser } from './useCurrentUser.js';
import { useFeedback } from '../feedback/feedback.js';

/** One account the user may act as: a guardian's child, or a teacher's own or linked teacher account. */
export interface LinkedAccount {
  id: number;
  name: string;
  abbreviation: string;
  countNotification: number;
  is_owner?: boolean;
  schoolyear_name?: string | null;
  schoolhouse?: { schoolhouse_name?: string | null } | null;
  teacher_number?: string | null;
}

/**
 * The accounts a guardian or teacher may switch between (spec §4 account switch), each with its unread count, and
 * `choose`, which asks for confirmation and then acts as the chosen one; the account already acted as opens the
 * start page instead (navigation.yaml chooseCurrent), with nothing to confirm. `poll` refreshes the counts every 30 s
 * (the header); staff have none.
 */
export function useLinkedAccounts(options: { poll?: boolean } = {}) {
  const user = useCurrentUser();
  const { modal } = useFeedback();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const isProtector = user.role === 'PROTECTOR';
  const ownerId = isProtector ? user.ability.protectorId : user.role === 'TEACHER' ? (switchOwner() ?? user.ability.teacherId) : null;
  const query = useQuery({
    queryKey: ['switch-accounts', user.role, ownerId],
    enabled: ownerId !== null,
    refetchInterval: options.poll ? Number(constants.pollingIntervalMs) : false,
    queryFn: async () => {
      const id = String(ownerId);
      return isProtector
        ? apiData(apiClient.GET('/api/v1/auth-search/protectors/{id}/related-students', { params: { path: { id } } }))
        : apiData(apiClient.GET('/api/v1/auth-search/teachers/{id}/related-teachers', { params: { path: { id } } }));
    },
  });
  // Spec §8: a failed related-user fetch shows the first message of the answer's errors list, else its message.
  useEffect(() => {
    const error = query.error;
    if (!error) return;
    showErrorMessage(error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : t('common.errorOccurred'));
  }, [query.error]);
  const accounts: LinkedAccount[] = query.data?.data ?? [];
  const currentId = Number(Object.values(switchRequestHeaders())[0] ?? query.data?.owner_id);

  const choose = (target: { id: number; name: string }) => {
    const known = query.data;
    // Only the owner or an account of the list may be chosen (spec §4); anything else is refused, not stored.
    if (!known || !(target.id === known.owner_id || known.data.some((a) => a.id === target.id))) {
      showErrorMessage(errorCatalogue.INVALID_SWITCH_TARGET.message);
      return;
    }
    if (target.id === currentId) {
      void navigate(chooseCurrentPath({ role: user.role, ability }));
      return;
    }
    modal.confirm({
      title: t('chooseUser.confirm', { name: target.name }),
      okText: t('chooseUser.switch'),
      cancelText: t('common.cancel'),
      onOk: () => {
        chooseAccount({ header: known.header, id: target.id, ownerId: known.owner_id });
        // A full load: user info, rights and every cached answer are fetched again as the chosen account.
        pageLocation.assign(afterSwitchUrl(String(constants.basePath)));
      },
    });
  };
  return { accounts, currentId, isProtector, isLoading: query.isLoading, choose };
}
