// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Handler } from '../server/handlers/types.js';
import type { HandlerName } from './operations.js';
import { accountUnreadNotificationCount } from '../server/handlers/accountUnreadNotificationCount.js';
import { adminRegisterEventReservation } from '../server/handlers/adminRegisterEventReservation.js';
import { advancePreview } from '../server/handlers/advancePreview.js';
import { agreeToEvent } from '../server/handlers/agreeToEvent.js';
import { answerCommunicationSurvey } from '../server/handlers/answerCommunicationSurvey.js';
import { answerSurvey } from '../server/handlers/answerSurvey.js';
import { approveBilling } from '../server/handlers/approveBilling.js';
import { availableLessons } from '../server/handlers/availableLessons.js';
import { billingAlarms } from '../server/handlers/billingAlarms.js';
import { billingClaims } from '../server/handlers/billingClaims.js';
import { billingCorrections } from '../server/handlers/billingCorrections.js';
import { billingInvoice } from '../server/handlers/billingInvoice.js';
import { billingInvoices } from '../server/handlers/billingInvoices.js';
import { billingPeriodLogs } from '../server/handlers/billingPeriodLogs.js';
import { billingPeriods } from '../server/handlers/billingPeriods.js';
import { bulkCommentReports } from '../server/handlers/bulkCommentReports.js';
import { bulkCreateReports } from '../server/handlers/bulkCreateReports.js';
import { bulkUpdateReports } from '../server/handlers/bulkUpdateReports.js';
import { calendarFeedIcs } from '../server/handlers/calendarFeedIcs.js';
import { cancelAdvance } from '../server/handlers/cancelAdvance.js';
import { cancelBillingClose } from '../server/handlers/cancelBillingClose.js';
import { cancelEventReservation } from '../server/handlers/cancelEventReservation.js';
import { cancelLesson } from '../server/handlers/cancelLesson.js';
import { changeEventStatus } from '../server/handlers/changeEventStatus.js';
import { changePassword } from '../server/handlers/changePassword.js';
import { checkImport } from '../server/handlers/checkImport.js';
import { classGradeRecords } from '../server/handlers/classGradeRecords.js';
import { closeBilling } from '../server/handlers/closeBilling.js';
import { communicationSurveyResults } from '../server/handlers/communicationSurveyResults.js';
import { createClaim } from '../server/handlers/createClaim.js';
import { createCommunication } from '../server/handlers/createCommunication.js';
import { createCommunicationComment } from '../server/handlers/createCommunicationComment.js';
import { createContact } from '../server/handlers/createContact.js';
import { createContactComment } from '../server/handlers/createContactComment.js';
import { createCorrection } from '../server/handlers/createCorrection.js';
import { createEventHoliday } from '../server/handlers/createEventHoliday.js';
import { createNotice } from '../server/handlers/createNotice.js';
import { createNoticeComment } from '../server/handlers/createNoticeComment.js';
import { createPayment } from '../server/handlers/createPayment.js';
import { createPrintRequest } from '../server/handlers/createPrintRequest.js';
import { createReportComment } from '../server/handlers/createReportComment.js';
import { createSwitchToken } from '../server/handlers/createSwitchToken.js';
import { currentTerm } from '../server/handlers/currentTerm.js';
import { currentUser } from '../server/handlers/currentUser.js';
import { debitBatches } from '../server/handlers/debitBatches.js';
import { decideReschedule } from '../server/handlers/decideReschedule.js';
import { deleteClaim } from '../server/handlers/deleteClaim.js';
import { deleteCommunication } from '../server/handlers/deleteCommunication.js';
import { deleteCommunicationComment } from '../server/handlers/deleteCommunicationComment.js';
import { deleteEventHoliday } from '../server/handlers/deleteEventHoliday.js';
import { deleteNotice } from '../server/handlers/deleteNotice.js';
import { deleteNoticeComment } from '../server/handlers/deleteNoticeComment.js';
import { deleteNotification } from '../server/handlers/deleteNotification.js';
import { deletePayment } from '../server/handlers/deletePayment.js';
import { deleteReports } from '../server/handlers/deleteReports.js';
import { discardImport } from '../server/handlers/discardImport.js';
import { downloadCommunicationSurvey } from '../server/handlers/downloadCommunicationSurvey.js';
import { downloadContactThread } from '../server/handlers/downloadContactThread.js';
import { downloadEventAgreements } from '../server/handlers/downloadEventAgreements.js';
import { downloadEventStudents } from '../server/handlers/downloadEventStudents.js';
import { downloadFile } from '../server/handlers/downloadFile.js';
import { downloadNoticeAttachment } from '../server/handlers/downloadNoticeAttachment.js';
import { downloadSurveyResults } from '../server/handlers/downloadSurveyResults.js';
import { eventAgreement } from '../server/handlers/eventAgreement.js';
import { eventFrameDetail } from '../server/handlers/eventFrameDetail.js';
import { eventFrames } from '../server/handlers/eventFrames.js';
import { eventHolidayAffected } from '../server/handlers/eventHolidayAffected.js';
import { eventHolidays } from '../server/handlers/eventHolidays.js';
import { eventStudents } from '../server/handlers/eventStudents.js';
import { exportDebit } from '../server/handlers/exportDebit.js';
import { familyInvoiceBill } from '../server/handlers/familyInvoiceBill.js';
import { familyInvoiceConfig } from '../server/handlers/familyInvoiceConfig.js';
import { familyInvoiceDownload } from '../server/handlers/familyInvoiceDownload.js';
import { generateLessons } from '../server/handlers/generateLessons.js';
import { getCommunication } from '../server/handlers/getCommunication.js';
import { getContact } from '../server/handlers/getContact.js';
import { getNotice } from '../server/handlers/getNotice.js';
import { getUserByToken } from '../server/handlers/getUserByToken.js';
import { homeSummary } from '../server/handlers/homeSummary.js';
import { importDebit } from '../server/handlers/importDebit.js';
import { importProgress } from '../server/handlers/importProgress.js';
import { invoiceStatus } from '../server/handlers/invoiceStatus.js';
import { issueBilling } from '../server/handlers/issueBilling.js';
import { issueCalendarFeed } from '../server/handlers/issueCalendarFeed.js';
import { lessonGrid } from '../server/handlers/lessonGrid.js';
import { listCommunicationComments } from '../server/handlers/listCommunicationComments.js';
import { listCommunicationTeachers } from '../server/handlers/listCommunicationTeachers.js';
import { listCommunications } from '../server/handlers/listCommunications.js';
import { listContactCandidates } from '../server/handlers/listContactCandidates.js';
import { listContacts } from '../server/handlers/listContacts.js';
import { listManagedNotices } from '../server/handlers/listManagedNotices.js';
import { listNoticeCandidateIds } from '../server/handlers/listNoticeCandidateIds.js';
import { listNoticeCandidates } from '../server/handlers/listNoticeCandidates.js';
import { listNoticeComments } from '../server/handlers/listNoticeComments.js';
import { listNoticeRecipients } from '../server/handlers/listNoticeRecipients.js';
import { listNotifications } from '../server/handlers/listNotifications.js';
import { listReceivedNotices } from '../server/handlers/listReceivedNotices.js';
import { listReportComments } from '../server/handlers/listReportComments.js';
import { login } from '../server/handlers/login.js';
import { loginSwitch } from '../server/handlers/loginSwitch.js';
import { mailBounce } from '../server/handlers/mailBounce.js';
import { mailUnsubscribe } from '../server/handlers/mailUnsubscribe.js';
import { mailUnsubscribePage } from '../server/handlers/mailUnsubscribePage.js';
import { moveLesson } from '../server/handlers/moveLesson.js';
import { nextReport } from '../server/handlers/nextReport.js';
import { normalFrameDeletionPreview } from '../server/handlers/normalFrameDeletionPreview.js';
import { noticeSchoolhousePermission } from '../server/handlers/noticeSchoolhousePermission.js';
import { noticeStatus } from '../server/handlers/noticeStatus.js';
import { notificationStatus } from '../server/handlers/notificationStatus.js';
import { personalInformation } from '../server/handlers/personalInformation.js';
import { placeLesson } from '../server/handlers/placeLesson.js';
import { postMonthlyClaims } from '../server/handlers/postMonthlyClaims.js';
import { previousReport } from '../server/handlers/previousReport.js';
import { printPendingCount } from '../server/handlers/printPendingCount.js';
import { protectorEventReservations } from '../server/handlers/protectorEventReservations.js';
import { protectorReport } from '../server/handlers/protectorReport.js';
import { protectorReports } from '../server/handlers/protectorReports.js';
import { publishEvent } from '../server/handlers/publishEvent.js';
import { publishReports } from '../server/handlers/publishReports.js';
import { readAllNotifications } from '../server/handlers/readAllNotifications.js';
import { readAvailableTimes } from '../server/handlers/readAvailableTimes.js';
import { readCalendarFeed } from '../server/handlers/readCalendarFeed.js';
import { readNotifications } from '../server/handlers/readNotifications.js';
import { readSettings } from '../server/handlers/readSettings.js';
import { recordActivity } from '../server/handlers/recordActivity.js';
import { referenceReports } from '../server/handlers/referenceReports.js';
import { registerEventReservation } from '../server/handlers/registerEventReservation.js';
import { rejectBilling } from '../server/handlers/rejectBilling.js';
import { relatedStudents } from '../server/handlers/relatedStudents.js';
import { relatedTeachers } from '../server/handlers/relatedTeachers.js';
import { remindSurveyCommunication } from '../server/handlers/remindSurveyCommunication.js';
import { remindSurveyNotice } from '../server/handlers/remindSurveyNotice.js';
import { remindUnreadCommunication } from '../server/handlers/remindUnreadCommunication.js';
import { remindUnreadNotice } from '../server/handlers/remindUnreadNotice.js';
import { reportAbsence } from '../server/handlers/reportAbsence.js';
import { reportGenerations } from '../server/handlers/reportGenerations.js';
import { reportTimetables } from '../server/handlers/reportTimetables.js';
import { requestBilling } from '../server/handlers/requestBilling.js';
import { requestReschedule } from '../server/handlers/requestReschedule.js';
import { revokeCalendarFeed } from '../server/handlers/revokeCalendarFeed.js';
import { runImport } from '../server/handlers/runImport.js';
import { saveAvailableTimes } from '../server/handlers/saveAvailableTimes.js';
import { saveClassGradeRecords } from '../server/handlers/saveClassGradeRecords.js';
import { saveReportAttachments } from '../server/handlers/saveReportAttachments.js';
import { saveStudentGradeRecord } from '../server/handlers/saveStudentGradeRecord.js';
import { saveStudentSchoolSubjectGrades } from '../server/handlers/saveStudentSchoolSubjectGrades.js';
import { setPrintRequestStatus } from '../server/handlers/setPrintRequestStatus.js';
import { staffInvoicePdf } from '../server/handlers/staffInvoicePdf.js';
import { startAdvance } from '../server/handlers/startAdvance.js';
import { startNormalFrameDeletion } from '../server/handlers/startNormalFrameDeletion.js';
import { studentGradeRecords } from '../server/handlers/studentGradeRecords.js';
import { studentSchedule } from '../server/handlers/studentSchedule.js';
import { studentSchoolSubjectGrades } from '../server/handlers/studentSchoolSubjectGrades.js';
import { surveyResults } from '../server/handlers/surveyResults.js';
import { systemInfo } from '../server/handlers/systemInfo.js';
import { teacherSchedule } from '../server/handlers/teacherSchedule.js';
import { toggleCommunicationLike } from '../server/handlers/toggleCommunicationLike.js';
import { toggleNoticeLike } from '../server/handlers/toggleNoticeLike.js';
import { unpublishAllReports } from '../server/handlers/unpublishAllReports.js';
import { unpublishReports } from '../server/handlers/unpublishReports.js';
import { unreadNotificationCount } from '../server/handlers/unreadNotificationCount.js';
import { unreadReportFamilies } from '../server/handlers/unreadReportFamilies.js';
import { updateClaim } from '../server/handlers/updateClaim.js';
import { updateCommunication } from '../server/handlers/updateCommunication.js';
import { updateCommunicationComment } from '../server/handlers/updateCommunicationComment.js';
import { updateContact } from '../server/handlers/updateContact.js';
import { updateMailSetting } from '../server/handlers/updateMailSetting.js';
import { updateNotice } from '../server/handlers/updateNotice.js';
import { updateNoticeComment } from '../server/handlers/updateNoticeComment.js';
import { updateNotificationEmail } from '../server/handlers/updateNotificationEmail.js';
import { viewReport } from '../server/handlers/viewReport.js';
import { withdrawBilling } from '../server/handlers/withdrawBilling.js';
import { withdrawContact } from '../server/handlers/withdrawContact.js';
import { withdrawContactComment } from '../server/handlers/withdrawContactComment.js';
import { writeSettings } from '../server/handlers/writeSettings.js';

/** Every handler that model/operations.yaml names (src/server/handlers/<name>.ts exports it by that name). */
export const handlers: Record<HandlerName, Handler> = {
  accountUnreadNotificationCount,
  adminRegisterEventReservation,
  advancePreview,
  agreeToEvent,
  answerCommunicationSurvey,
  answerSurvey,
  approveBilling,
  availableLessons,
  billingAlarms,
  billingClaims,
  billingCorrections,
  billingInvoice,
  billingInvoices,
  billingPeriodLogs,
  billingPeriods,
  bulkCommentReports,
  bulkCreateReports,
  bulkUpdateReports,
  calendarFeedIcs,
  cancelAdvance,
  cancelBillingClose,
  cancelEventReservation,
  cancelLesson,
  changeEventStatus,
  changePassword,
  checkImport,
  classGradeRecords,
  closeBilling,
  communicationSurveyResults,
  createClaim,
  createCommunication,
  createCommunicationComment,
  createContact,
  createContactComment,
  createCorrection,
  createEventHoliday,
  createNotice,
  createNoticeComment,
  createPayment,
  createPrintRequest,
  createReportComment,
  createSwitchToken,
  currentTerm,
  currentUser,
  debitBatches,
  decideReschedule,
  deleteClaim,
  deleteCommunication,
  deleteCommunicationComment,
  deleteEventHoliday,
  deleteNotice,
  deleteNoticeComment,
  deleteNotification,
  deletePayment,
  deleteReports,
  discardImport,
  downloadCommunicationSurvey,
  downloadContactThread,
  downloadEventAgreements,
  downloadEventStudents,
  downloadFile,
  downloadNoticeAttachment,
  downloadSurveyResults,
  eventAgreement,
  eventFrameDetail,
  eventFrames,
  eventHolidayAffected,
  eventHolidays,
  eventStudents,
  exportDebit,
  familyInvoiceBill,
  familyInvoiceConfig,
  familyInvoiceDownload,
  generateLessons,
  getCommunication,
  getContact,
  getNotice,
  getUserByToken,
  homeSummary,
  importDebit,
  importProgress,
  invoiceStatus,
  issueBilling,
  issueCalendarFeed,
  lessonGrid,
  listCommunicationComments,
  listCommunicationTeachers,
  listCommunications,
  listContactCandidates,
  listContacts,
  listManagedNotices,
  listNoticeCandidateIds,
  listNoticeCandidates,
  listNoticeComments,
  listNoticeRecipients,
  listNotifications,
  listReceivedNotices,
  listReportComments,
  login,
  loginSwitch,
  mailBounce,
  mailUnsubscribe,
  mailUnsubscribePage,
  moveLesson,
  nextReport,
  normalFrameDeletionPreview,
  noticeSchoolhousePermission,
  noticeStatus,
  notificationStatus,
  personalInformation,
  placeLesson,
  postMonthlyClaims,
  previousReport,
  printPendingCount,
  protectorEventReservations,
  protectorReport,
  protectorReports,
  publishEvent,
  publishReports,
  readAllNotifications,
  readAvailableTimes,
  readCalendarFeed,
  readNotifications,
  readSettings,
  recordActivity,
  referenceReports,
  registerEventReservation,
  rejectBilling,
  relatedStudents,
  relatedTeachers,
  remindSurveyCommunication,
  remindSurveyNotice,
  remindUnreadCommunication,
  remindUnreadNotice,
  reportAbsence,
  reportGenerations,
  reportTimetables,
  requestBilling,
  requestReschedule,
  revokeCalendarFeed,
  runImport,
  saveAvailableTimes,
  saveClassGradeRecords,
  saveReportAttachments,
  saveStudentGradeRecord,
  saveStudentSchoolSubjectGrades,
  setPrintRequestStatus,
  staffInvoicePdf,
  startAdvance,
  startNormalFrameDeletion,
  studentGradeRecords,
  studentSchedule,
  studentSchoolSubjectGrades,
  surveyResults,
  systemInfo,
  teacherSchedule,
  toggleCommunicationLike,
  toggleNoticeLike,
  unpublishAllReports,
  unpublishReports,
  unreadNotificationCount,
  unreadReportFamilies,
  updateClaim,
  updateCommunication,
  updateCommunicationComment,
  updateContact,
  updateMailSetting,
  updateNotice,
  updateNoticeComment,
  updateNotificationEmail,
  viewReport,
  withdrawBilling,
  withdrawContact,
  withdrawContactComment,
  writeSettings,
};
