// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../web/components/lazyNamed.js';
import type { ScreenProps } from '../web/screens/screenProps.js';

/** Hand-written screens by the `component:` name a screen declares in model/screens (each its own chunk). */
export const customScreens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  AttendanceDate: lazyNamed(() => import('../web/screens/lessons/AttendanceDate'), 'AttendanceDate'),
  ChangePassword: lazyNamed(() => import('../web/screens/custom/ChangePassword'), 'ChangePassword'),
  ChooseUser: lazyNamed(() => import('../web/screens/custom/ChooseUser'), 'ChooseUser'),
  CommunicationScreen: lazyNamed(() => import('../web/screens/contact-teacher/CommunicationScreen'), 'CommunicationScreen'),
  ContactAdd: lazyNamed(() => import('../web/screens/contact/ContactAdd'), 'ContactAdd'),
  ContactDetail: lazyNamed(() => import('../web/screens/contact/ContactDetail'), 'ContactDetail'),
  ContactEdit: lazyNamed(() => import('../web/screens/contact/ContactEdit'), 'ContactEdit'),
  ContactList: lazyNamed(() => import('../web/screens/contact/ContactList'), 'ContactList'),
  DataImport: lazyNamed(() => import('../web/screens/data-import/DataImport'), 'DataImport'),
  GuardianReportList: lazyNamed(() => import('../web/screens/report/GuardianReportList'), 'GuardianReportList'),
  Home: lazyNamed(() => import('../web/screens/home/Home'), 'Home'),
  InterviewDetail: lazyNamed(() => import('../web/screens/interview/InterviewDetail'), 'InterviewDetail'),
  InterviewForm: lazyNamed(() => import('../web/screens/interview/InterviewForm'), 'InterviewForm'),
  InterviewList: lazyNamed(() => import('../web/screens/interview/InterviewList'), 'InterviewList'),
  InterviewPrint: lazyNamed(() => import('../web/screens/interview/InterviewPrint'), 'InterviewPrint'),
  LessonGrid: lazyNamed(() => import('../web/screens/lessons/LessonGrid'), 'LessonGrid'),
  LessonSchedule: lazyNamed(() => import('../web/screens/lessons/LessonSchedule'), 'LessonSchedule'),
  NormalFrameBulkDelete: lazyNamed(() => import('../web/screens/maintenance/NormalFrameBulkDelete'), 'NormalFrameBulkDelete'),
  NoticeChooseRecipients: lazyNamed(() => import('../web/screens/notice/NoticeChooseRecipients'), 'NoticeChooseRecipients'),
  NoticeContent: lazyNamed(() => import('../web/screens/notice/NoticeContent'), 'NoticeContent'),
  NoticeDetail: lazyNamed(() => import('../web/screens/notice/NoticeDetail'), 'NoticeDetail'),
  NoticeList: lazyNamed(() => import('../web/screens/notice/NoticeList'), 'NoticeList'),
  NoticeManage: lazyNamed(() => import('../web/screens/notice/NoticeManage'), 'NoticeManage'),
  NoticeManageDetail: lazyNamed(() => import('../web/screens/notice/NoticeManageDetail'), 'NoticeManageDetail'),
  NoticeSurvey: lazyNamed(() => import('../web/screens/notice/NoticeSurvey'), 'NoticeSurvey'),
  NoticeSurveyResult: lazyNamed(() => import('../web/screens/notice/NoticeSurveyResult'), 'NoticeSurveyResult'),
  NotificationList: lazyNamed(() => import('../web/screens/custom/NotificationList'), 'NotificationList'),
  PermissionSettings: lazyNamed(() => import('../web/screens/custom/PermissionSettings'), 'PermissionSettings'),
  PersonalInformation: lazyNamed(() => import('../web/screens/custom/PersonalInformation'), 'PersonalInformation'),
  PrintQueue: lazyNamed(() => import('../web/screens/print/PrintQueue'), 'PrintQueue'),
  ReportBulkEdit: lazyNamed(() => import('../web/screens/report/ReportBulkEdit'), 'ReportBulkEdit'),
  ReportCreate: lazyNamed(() => import('../web/screens/report/ReportCreate'), 'ReportCreate'),
  ReportDetail: lazyNamed(() => import('../web/screens/report/ReportDetail'), 'ReportDetail'),
  ReportEdit: lazyNamed(() => import('../web/screens/report/ReportEdit'), 'ReportEdit'),
  ReportList: lazyNamed(() => import('../web/screens/report/ReportList'), 'ReportList'),
  ReportPrint: lazyNamed(() => import('../web/screens/report/ReportPrint'), 'ReportPrint'),
  SchoolYearAdvance: lazyNamed(() => import('../web/screens/maintenance/SchoolYearAdvance'), 'SchoolYearAdvance'),
  SchoolYearAdvanceCancel: lazyNamed(() => import('../web/screens/maintenance/SchoolYearAdvanceCancel'), 'SchoolYearAdvanceCancel'),
};
