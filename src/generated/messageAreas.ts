// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { MessageKey } from './messages.ja.js';
import type { NotificationKindCode } from './enums.js';

/** A step of the notice screens: each message area names the screen that shows it. */
export type MessageAreaStep = "manage" | "createChooseRecipients" | "editChooseRecipients" | "createContent" | "edit" | "manageDetail" | "surveyResult" | "detail" | "survey";

/** A message area of model/message-areas.yaml. */
export type MessageAreaName = "notices" | "communication";

/** What the notice screens read of an area: its screens by step, and the texts it says instead of a notice's. */
export interface MessageAreaDef {
  /** The notification kind it publishes as (its channels: the send methods offered). */
  readonly kind: NotificationKindCode;
  /** Screen id of each step. */
  readonly steps: Readonly<Record<MessageAreaStep, string>>;
  /** The list a recipient goes back to. */
  readonly receivedList: string;
  /** The edit page's title before publishing (published: the edit screen's own title). */
  readonly editEntryTitle: MessageKey;
  /** A notice's message key → the area's. */
  readonly wording: Readonly<Partial<Record<MessageKey, MessageKey>>>;
}

/** Every message area (model/message-areas.yaml). */
export const messageAreas: Readonly<Record<MessageAreaName, MessageAreaDef>> = {
  "notices": {
    "kind": "notice-published",
    "steps": {
      "manage": "notice.manage",
      "createChooseRecipients": "notice.create-choose-recipients",
      "editChooseRecipients": "notice.edit-choose-recipients",
      "createContent": "notice.create-content",
      "edit": "notice.edit",
      "manageDetail": "notice.manage-detail",
      "surveyResult": "notice.survey-result",
      "detail": "notice.detail",
      "survey": "notice.survey"
    },
    "receivedList": "notice.list",
    "editEntryTitle": "screen.notice.editEntry",
    "wording": {}
  },
  "communication": {
    "kind": "manager-contact-teacher",
    "steps": {
      "manage": "contact-teacher.list",
      "createChooseRecipients": "contact-teacher.create-choose-recipients",
      "editChooseRecipients": "contact-teacher.edit-choose-recipients",
      "createContent": "contact-teacher.create-content",
      "edit": "contact-teacher.edit",
      "manageDetail": "contact-teacher.manage-detail",
      "surveyResult": "contact-teacher.survey-result",
      "detail": "contact-teacher.detail",
      "survey": "contact-teacher.survey"
    },
    "receivedList": "contact-teacher.list",
    "editEntryTitle": "screen.contactTeacher.editEntry",
    "wording": {
      "noticeCompose.content.section": "communication.wording.section",
      "noticeCompose.content.placeholdersHelp": "communication.wording.placeholdersHelp",
      "noticeCompose.content.confirmPublishTitle": "communication.wording.confirmPublishTitle",
      "noticeCompose.content.confirmReserveTitle": "communication.wording.confirmReserveTitle",
      "noticeCompose.content.confirmUpdateTitle": "communication.wording.confirmUpdateTitle",
      "noticeCompose.content.confirmPublish": "communication.wording.confirmPublish",
      "noticeCompose.content.confirmReserve": "communication.wording.confirmReserve",
      "noticeCompose.content.confirmUpdate": "communication.wording.confirmUpdate",
      "noticeCompose.content.published": "communication.wording.published",
      "noticeCompose.content.reserved": "communication.wording.reserved",
      "noticeCompose.content.updated": "communication.wording.updated",
      "noticeCompose.recipients.locked": "communication.wording.recipientsLocked",
      "noticeCompose.recipients.lockedDetail": "communication.wording.recipientsLockedDetail",
      "noticeManage.notFound": "communication.wording.notFound",
      "noticeManage.backToList": "communication.wording.backToList",
      "noticeManage.chosen.count": "communication.wording.chosenCount",
      "noticeManage.deleteConfirm": "communication.wording.deleteConfirm",
      "noticeManage.remindUnreadConfirm": "communication.wording.remindUnreadConfirm",
      "noticeManage.result.backToDetail": "communication.wording.backToDetail",
      "noticeReceived.notFound": "communication.wording.notFound",
      "noticeReceived.surveyForm.lead": "communication.wording.surveyLead",
      "noticeReceived.surveyForm.backToDetail": "communication.wording.backToDetail",
      "noticeReceived.staffView.note": "communication.wording.staffViewNote",
      "noticeReceived.staffView.toManage": "communication.wording.toManage",
      "noticeReceived.comments.title": "communication.wording.commentsTitle",
      "noticeReceived.comments.lead": "communication.wording.commentsLead",
      "noticeReceived.comments.empty": "communication.wording.commentsEmpty",
      "noticeReceived.comments.placeholder": "communication.wording.commentsPlaceholder",
      "noticeReceived.comments.closed": "communication.wording.commentsClosed",
      "noticeManage.thread.placeholder": "communication.wording.threadPlaceholder",
      "noticeCompose.manage.empty": "communication.wording.empty",
      "noticeCompose.editor.placeholder": "communication.wording.bodyPlaceholder",
      "noticeCompose.survey.locked": "communication.wording.surveyLocked",
      "noticeManage.result.noSurvey": "communication.wording.noSurvey",
      "noticeReceived.surveyForm.noSurvey": "communication.wording.noSurvey"
    }
  }
};
