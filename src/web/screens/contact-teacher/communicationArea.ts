import { constants } from '../../../generated/constants.js';
import { messageAreas } from '../../../generated/messageAreas.js';
import { detailText } from '../../format/japaneseText.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { uploadWithProgress } from '../messaging/attachments/uploadWithProgress.js';
import { areaNoticeOfCommunication } from '../notice/area/areaNotice.js';
import type { AreaNoticeInput, NoticeArea } from '../notice/area/noticeArea.js';
import { communicationChoiceKey } from './communicationChoiceKey.js';
import { TeacherChooser } from './TeacherChooser';

const path = (id: number) => ({ params: { path: { id: String(id) } } });

/** A save's body as POST /communications takes it: the chosen recipients are teachers, and there are no tags. */
export function communicationBody(input: AreaNoticeInput) {
  const { recipient_ids: ids, tag_ids: _tags, ...rest } = input;
  return { ...rest, ...(ids ? { teacher_ids: ids } : {}) };
}

/** Teacher communications (講師連絡, /contact-teacher): notices whose recipients are teachers. */
export const communicationArea: NoticeArea = {
  ...messageAreas.communication,
  choiceKey: communicationChoiceKey,
  draftKey: (key) => `communication-content:${key}`,
  chosenIds: (choice) => choice.teacher_ids ?? [],
  choiceOf: ({ ids, isPublished }) => ({ student_ids: [], teacher_ids: ids, notice_is_published: isPublished, filters: {} }),
  Chooser: TeacherChooser,
  hasTags: false,
  checksSchoolhouses: false,
  placeholderList: 'teacher_placeholder',
  templateSubject: 'communication_template',
  templates: async () => (await apiData(apiClient.GET('/api/v1/communications/templates', {
    params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } },
  }))).data,
  queryKey: 'communications',
  api: {
    list: ({ tag_id: _tag, ...query }) => apiData(apiClient.GET('/api/v1/communications', { params: { query } })),
    get: async (id) => {
      const communication = areaNoticeOfCommunication(await apiData(apiClient.GET('/api/v1/communications/{id}', path(id))));
      const { recipient } = communication;
      if (!recipient?.can_comment) return communication;
      // A recipient teacher's own thread, read with the communication as a notice's comes with it.
      const comments = (await apiData(apiClient.GET('/api/v1/communications/{id}/comments', { params: { path: { id: String(id) }, query: {} } }))).data;
      return { ...communication, recipient: { ...recipient, comments } };
    },
    save: ({ id, input, ...rest }) => (id === undefined
      ? uploadWithProgress({ path: '/api/v1/communications', input: communicationBody(input), ...rest })
      : uploadWithProgress({ path: '/api/v1/communications/{id}', pathParams: { id }, input: communicationBody(input), ...rest })),
    remove: (id) => apiData(apiClient.DELETE('/api/v1/communications/{id}', path(id))),
    remindUnread: (id) => apiData(apiClient.POST('/api/v1/communications/{id}/notification/unread', path(id))),
    remindSurvey: (id) => apiData(apiClient.POST('/api/v1/communications/{id}/unanswer-survey', path(id))),
    like: (id) => apiData(apiClient.POST('/api/v1/communications/{id}/likes', path(id))),
    answer: (id, body) => apiData(apiClient.POST('/api/v1/surveys/communication/{id}/answer', { ...path(id), body })),
    surveyResults: async (id) => {
      const results = await apiData(apiClient.GET('/api/v1/surveys-communication/{id}/results', path(id)));
      return {
        ...results,
        questions: results.questions.map((q) => ({
          ...q, texts: q.texts.map((a) => ({ text: a.text, answered_at: a.answered_at, who: detailText([a.teacher_name, a.teacher_number]) })),
        })),
      };
    },
    comments: {
      list: async (id, recipientId) => (await apiData(apiClient.GET('/api/v1/communications/{id}/comments', {
        params: { path: { id: String(id) }, query: recipientId === undefined ? {} : { recipient_id: recipientId } },
      }))).data,
      create: (id, body) => apiData(apiClient.POST('/api/v1/communications/{id}/comments', { ...path(id), body })),
      update: (id, commentId, content) => apiData(apiClient.POST('/api/v1/communications/{id}/comments/{commentId}', {
        params: { path: { id: String(id), commentId: String(commentId) } }, body: { content },
      })),
      remove: (id, commentId) => apiData(apiClient.DELETE('/api/v1/communications/{id}/comments/{commentId}', { params: { path: { id: String(id), commentId: String(commentId) } } })),
    },
    surveyCsvPath: (id) => `${constants.apiBasePath}/surveys-communication/${id}/download`,
  },
};
