import type { ComponentType } from 'react';
import type { components } from '../../../../generated/api.js';
import type { MessageStatusCode } from '../../../../generated/enums.js';
import type { MessageAreaDef } from '../../../../generated/messageAreas.js';
import type { RecipientChoice } from '../../messaging/recipient-choice/recipientChoiceStorage.js';
import type { AreaNotice } from './areaNotice.js';

/** The JSON part of a save (POST /notices, /communications and their {id}); `recipient_ids` are the chosen students or teachers. */
export type AreaNoticeInput = Omit<components['schemas']['NoticeCreateBody'], 'student_ids'> & { recipient_ids?: number[] };
/** One page of an area's manage list (GET /notices, /communications). */
export type AreaNoticeList = components['schemas']['NoticeListResponse'];
/** A survey's results, one answer text per recipient named by `who` (the student and guardian, or the teacher). */
export type AreaSurveyResults = Omit<components['schemas']['SurveyResultsResponse'], 'questions'> & {
  questions: Array<Omit<components['schemas']['SurveyResultsResponse']['questions'][number], 'texts'> & {
    texts: Array<{ text: string; who: string; answered_at: string }>;
  }>;
};
/** One comment of a recipient's thread. */
export type AreaComment = components['schemas']['NoticeCommentsResponse']['data'][number];
/** A template the body editor inserts. */
export interface AreaTemplate { id: number; title: string; body: string }

/** What the recipient step shows: the area's chooser over its candidates. */
export interface AreaChooserProps {
  routeKey: string;
  initial: RecipientChoice;
  onBack: () => void;
  onNext: () => void;
}

/**
 * What differs between notices (to families) and teacher communications (to teachers) on the notice screens: the
 * screens and texts of model/message-areas.yaml (MessageAreaDef), and in code the local-storage keys, the calls, the
 * recipients and the editor's placeholders and templates. The notice
 * screens read it from NoticeAreaContext (notices by default), so a communication is a notice screen under another area.
 */
export interface NoticeArea extends MessageAreaDef {
  /** The local-storage key of a wizard's recipient choice (spec §3: choose-recipients:{key}, communication-choose-recipients:{key}). */
  choiceKey: (key: string) => string;
  /** The local-storage key of a wizard's text. */
  draftKey: (key: string) => string;
  /** The chosen recipients of a saved choice. */
  chosenIds: (choice: RecipientChoice) => number[];
  /** A choice of these recipients. */
  choiceOf: (options: { ids: number[]; isPublished: boolean }) => RecipientChoice;
  Chooser: ComponentType<AreaChooserProps>;
  /** Notices carry tags and check each schoolhouse's notice permission before sending; communications do neither. */
  hasTags: boolean;
  checksSchoolhouses: boolean;
  /** The code list of the body's placeholders. */
  placeholderList: 'guardian_placeholder' | 'teacher_placeholder';
  /** The CASL subject that may read the templates, and their list. */
  templateSubject: 'notice_template' | 'communication_template';
  templates: () => Promise<AreaTemplate[]>;
  /** Query-key prefix of the area's reads. */
  queryKey: string;
  api: {
    list: (query: { search_name?: string; tag_id?: number; status?: MessageStatusCode; page: number; limit: number }) => Promise<AreaNoticeList>;
    get: (id: number) => Promise<AreaNotice>;
    save: (options: { id?: number; input: AreaNoticeInput; files: readonly File[]; fileField: string; onProgress: (percent: number) => void }) => Promise<{ id: number }>;
    remove: (id: number) => Promise<{ id: number }>;
    remindUnread: (id: number) => Promise<{ queued: number }>;
    remindSurvey: (id: number) => Promise<{ queued: number }>;
    like: (id: number) => Promise<{ liked: boolean; like_count: number }>;
    answer: (id: number, body: components['schemas']['SurveyAnswerBody']) => Promise<unknown>;
    surveyResults: (id: number) => Promise<AreaSurveyResults>;
    /** A recipient's comment thread: the sending side names it (`recipientId`), a recipient reads and writes their own. */
    comments: {
      list: (id: number, recipientId?: number) => Promise<AreaComment[]>;
      create: (id: number, body: { content: string; recipient_id?: number }) => Promise<AreaComment>;
      update: (id: number, commentId: number, content: string) => Promise<AreaComment>;
      remove: (id: number, commentId: number) => Promise<{ id: number }>;
    };
    /** The survey CSV's path (GET, `encoding` query). */
    surveyCsvPath: (id: number) => string;
  };
}
