// The custom-screen kit: the one way a hand-written screen reads and writes the API, shows errors and texts, and
// embeds the generic list, detail and form, a calendar, a grid and an A4 print (model/README.md, "A custom screen
// from the kit"). Screens import this file, never the kit's other files. The heavy parts (Refine and the generic
// views, rjsf, antd's Calendar) load with the first screen that renders them, not with every screen importing the kit.
import { lazyPart } from './lazyPart';

// Texts and formats: every Japanese text is a message key (model/messages/*.ja.yaml).
export { t } from '../i18n/i18n.js';
export type { MessageKey } from '../../generated/messages.ja.js';
export { formatDate, formatDateTime } from '../format/dateText.js';
export { formatMonth, formatYen, japanMonth } from '../format/moneyText.js';
export { detailText, labelled, listText, parenthesized } from '../format/japaneseText.js';
// The one date field (typed as a school office types dates, or picked in a calendar), and the check of what was typed.
export { DateInput, dateValueMessage, type DateInputProps, type DateInputValue } from '../components/date-input/index.js';

// The API: typed by path and method of the generated OpenAPI document, through the app's one client.
export { useApiQuery, type ApiQueryOptions } from '../hooks/useApiQuery.js';
export { useApiMutation, type ApiMutation, type ApiMutationOptions } from './useApiMutation.js';
export { useRefreshApiReads } from './useRefreshApiReads.js';
export { reportApiError } from './reportApiError.js';
export { apiQueryKey, isApiQueryUnder, refreshApiReads, type ApiData, type ApiInit, type ApiMethod, type ApiPath } from '../providers/apiCall.js';
export { ApiError, type FieldError } from '../providers/apiError.js';
// A file of the API (a CSV, a PDF, a bank file) saved under the server's name.
export { downloadFile, type FileRequest } from '../providers/downloadFile.js';

// The screen around: its props, title, messages and dialogs, the signed-in user and their rights.
export type { ScreenProps } from '../screens/screenProps.js';
export { ScreenPage } from './ScreenPage';
export { useFeedback } from '../feedback/feedback.js';
export { useIsMobile } from '../hooks/useIsMobile.js';
export { useAppAbility } from '../hooks/useAppAbility.js';
export { useCurrentUser } from '../hooks/useCurrentUser.js';
export { useMayCall } from '../hooks/useMayCall.js';
// Edits not saved yet: closing the tab or leaving the page asks first (the generic forms' question).
export { useUnsavedChanges, type UnsavedChanges } from '../screens/generic/useUnsavedChanges.js';
// A schoolhouse's enrolled students found by name, for a select that places one (a lesson, a booking).
export { useEnrolledStudents, type StudentChoice } from './useEnrolledStudents.js';

// The generic views of the model, embeddable with an entity and fixed filters.
export { rowLabel, type Row } from '../model/rowLabel.js';
export type { EntityListProps } from './EntityList';
export type { EntityDetailProps } from './EntityDetail';
export type { EntityFormProps } from './EntityForm';
export const EntityList = lazyPart(() => import('./EntityList'), 'EntityList');
export const EntityDetail = lazyPart(() => import('./EntityDetail'), 'EntityDetail');
export const EntityForm = lazyPart(() => import('./EntityForm'), 'EntityForm');

// A calendar (month, week, day) and a grid of rows × columns.
export type { CalendarEvent, CalendarView } from './calendar/calendarEvents.js';
export type { EventCalendarProps } from './calendar/EventCalendar';
export const EventCalendar = lazyPart(() => import('./calendar/EventCalendar'), 'EventCalendar');
export { SlotGrid, type SlotAxis, type SlotGridProps } from './SlotGrid';

// An A4 print layout whose prints leave print requests (the staff header's count, the print queue).
export { PrintLayout, type PrintLayoutProps } from './PrintLayout';
export { PrintPage } from './PrintPage';
export { PRINT_READS, usePrintRecord, type PrintDocument } from './usePrintRecord.js';
export { PRINT_REQUEST_PARAM, printRequestPath, usePrintRequestParam } from './usePrintRequestParam.js';

// Paths of the model's screens: screenPath('contact.detail', { id: '3' }) is '/contact/detail/3'.
export { screenPath } from '../navigation/screenPath.js';

// The messaging parts notices and contacts share: a thread's bubble, attachments with an upload's progress, and the
// student/guardian chooser of recipients (spec §3), kept in local storage.
export { ChatBubble } from '../screens/messaging/thread/ChatBubble';
export { CommentForm } from '../screens/messaging/thread/CommentForm';
export { FilterButtons } from '../screens/messaging/FilterButtons';
export { CsvDownloadButtons } from '../screens/messaging/CsvDownloadButtons';
export { AttachmentPicker, type SavedAttachment, type UploadProgress } from '../screens/messaging/attachments/AttachmentPicker';
export { uploadWithProgress } from '../screens/messaging/attachments/uploadWithProgress.js';
export { RecipientChooser } from '../screens/messaging/recipient-choice/RecipientChooser';
export { readRecipientChoiceAt, type RecipientChoice } from '../screens/messaging/recipient-choice/recipientChoiceStorage.js';
export { defaultRecipientFilters } from '../screens/messaging/recipient-choice/recipientQuery.js';
export { AttachmentRow } from '../screens/messaging/attachments/AttachmentRow';
export { useAttachmentThumbnail } from '../screens/messaging/attachments/useAttachmentThumbnail.js';
export { formatByteSize } from '../../shared/byteSize.js';
