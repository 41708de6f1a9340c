// The custom-screen kit: the one way a hand-written screen reads and writes the API, shows errors and texts, and
// embeds the generic list, detail and form (model/README.md, "A custom screen from the kit"). Screens import this
// file, never the kit's other files.
export { t } from '../i18n/i18n.js';
export type { MessageKey } from '../../generated/messages.ja.js';
export { useApiQuery, type ApiQueryOptions } from '../hooks/useApiQuery.js';
export { useApiMutation, type ApiMutation, type ApiMutationOptions } from './useApiMutation.js';
export { reportApiError } from './reportApiError.js';
export { apiQueryKey, isApiQueryUnder, refreshApiReads, type ApiData, type ApiInit, type ApiMethod, type ApiPath } from '../providers/apiCall.js';
export { ApiError, type FieldError } from '../providers/apiError.js';
export type { ScreenProps } from '../screens/screenProps.js';
export { ScreenPage } from './ScreenPage';
export { useFeedback } from '../feedback/feedback.js';
export { useIsMobile } from '../hooks/useIsMobile.js';
export { useAppAbility } from '../hooks/useAppAbility.js';
export { useCurrentUser } from '../hooks/useCurrentUser.js';
export { formatDate, formatDateTime } from '../format/dateText.js';
export { detailText, labelled, listText, parenthesized } from '../format/japaneseText.js';
