import { constants } from '../../../../generated/constants.js';
import { messageAreas } from '../../../../generated/messageAreas.js';
import { t } from '../../../i18n/i18n.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { uploadWithProgress } from '../../messaging/attachments/uploadWithProgress.js';
import { RecipientChooser } from '../../messaging/recipient-choice/RecipientChooser';
import { defaultRecipientFilters } from '../../messaging/recipient-choice/recipientQuery.js';
import { areaNoticeOfNotice } from './areaNotice.js';
import type { AreaNoticeInput, NoticeArea } from './noticeArea.js';

const path = (id: number) => ({ params: { path: { id: String(id) } } });

/** A save's body as POST /notices takes it: the chosen recipients are students. */
function noticeBody(input: AreaNoticeInput) {
  const { recipient_ids: ids, ...rest } = input;
  return { ...rest, ...(ids ? { student_ids: ids } : {}) };
}

/** Notices (お知らせ, /notice): to families, chosen by student. */
export const noticesArea: NoticeArea = {
  ...messageAreas.notices,
  choiceKey: (key) => `choose-recipients:${key}`,
  draftKey: (key) => `notice-content:${key}`,
  chosenIds: (choice) => choice.student_ids,
  choiceOf: ({ ids, isPublished }) => ({ student_ids: ids, notice_is_published: isPublished, filters: defaultRecipientFilters }),
  Chooser: RecipientChooser,
  hasTags: true,
  checksSchoolhouses: true,
  placeholderList: 'guardian_placeholder',
  templateSubject: 'notice_template',
  templates: async () => (await apiData(apiClient.GET('/api/v1/notices/templates', {
    params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } },
  }))).data,
  queryKey: 'notices',
  api: {
    list: (query) => apiData(apiClient.GET('/api/v1/notices', { params: { query } })),
    get: async (id) => areaNoticeOfNotice(await apiData(apiClient.GET('/api/v1/notices/{id}', { params: { path: { id: String(id) }, query: { minify: 0 } } }))),
    save: ({ id, input, ...rest }) => (id === undefined
      ? uploadWithProgress({ path: '/api/v1/notices', input: noticeBody(input), ...rest })
      : uploadWithProgress({ path: '/api/v1/notices/{id}', pathParams: { id }, input: noticeBody(input), ...rest })),
    remove: (id) => apiData(apiClient.DELETE('/api/v1/notices/{id}', path(id))),
    remindUnread: (id) => apiData(apiClient.POST('/api/v1/notices/{id}/notification/unread', path(id))),
    remindSurvey: (id) => apiData(apiClient.POST('/api/v1/notices/{id}/unanswer-survey', path(id))),
    like: (id) => apiData(apiClient.POST('/api/v1/notices/{id}/likes', path(id))),
    answer: (id, body) => apiData(apiClient.POST('/api/v1/surveys/{id}/answer', { ...path(id), body })),
    surveyResults: async (id) => {
      const results = await apiData(apiClient.GET('/api/v1/surveys/{id}/results', path(id)));
      return {
        ...results,
        questions: results.questions.map((q) => ({
          ...q, texts: q.texts.map((a) => ({ text: a.text, answered_at: a.answered_at, who: t('noticeManage.thread.recipient', { student: a.student_name, protector: a.protector_name }) })),
        })),
      };
    },
    comments: {
      // A guardian's thread comes with the notice: only the school's side lists one, naming it.
      list: async (id, recipientId) => (await apiData(apiClient.GET('/api/v1/notices/{id}/comments', {
        params: { path: { id: String(id) }, query: { recipient_id: recipientId ?? 0 } },
      }))).data,
      create: (id, body) => apiData(apiClient.POST('/api/v1/notices/{id}/comments', { ...path(id), body })),
      update: (id, commentId, content) => apiData(apiClient.POST('/api/v1/notices/{id}/comments/{commentId}', {
        params: { path: { id: String(id), commentId: String(commentId) } }, body: { content },
      })),
      remove: (id, commentId) => apiData(apiClient.DELETE('/api/v1/notices/{id}/comments/{commentId}', { params: { path: { id: String(id), commentId: String(commentId) } } })),
    },
    surveyCsvPath: (id) => `${constants.apiBasePath}/surveys/${id}/download`,
  },
};
