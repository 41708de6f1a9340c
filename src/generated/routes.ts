// Generated from model/ by `npm run generate`. Do not edit by hand.

/** One route of the portal (model/screens). */
export interface ScreenRoute {
  readonly id: string;
  readonly path: string;
  /** Message key of the page title. */
  readonly title: string;
  readonly entity?: string;
  readonly views?: readonly ('list' | 'create' | 'edit' | 'detail')[];
  readonly component?: string;
  readonly redirect?: string;
  readonly legacy?: string;
  readonly menu?: { readonly group: string; readonly section?: string; readonly order: number };
  readonly parent?: string;
  /** Breadcrumb parents tried in turn when the user may not open `parent`. */
  readonly otherParents?: readonly string[];
  readonly isHidden: boolean;
  readonly isPublic: boolean;
}

export interface MenuGroup {
  readonly name: string;
  readonly label: string;
  readonly order: number;
  readonly icon: string;
  readonly sections: readonly { readonly name: string; readonly label: string; readonly order: number }[];
}

/** Every screen, sorted by id. */
export const screens: readonly ScreenRoute[] = [
  {
    "id": "achievements.class-input",
    "path": "/achievements/class-input",
    "title": "screen.achievements.classInput",
    "component": "AchievementClassInput",
    "menu": {
      "group": "achievements",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "achievements.edit",
    "path": "/achievements/edit",
    "title": "screen.achievements.edit",
    "component": "AchievementEdit",
    "menu": {
      "group": "achievements",
      "order": 20
    },
    "parent": "achievements.list",
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "achievements.index",
    "path": "/achievements",
    "title": "screen.achievements.list",
    "redirect": "/achievements/list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "achievements.list",
    "path": "/achievements/list",
    "title": "screen.achievements.list",
    "component": "AchievementList",
    "menu": {
      "group": "achievements",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.billing-payment-list",
    "path": "/analysis/sales/billing-payment-list",
    "title": "screen.analysis.billingPaymentList",
    "menu": {
      "group": "analysis",
      "section": "sales",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.destination-record-point",
    "path": "/analysis/grade/destination-record-point",
    "title": "screen.analysis.destinationRecordPoint",
    "menu": {
      "group": "analysis",
      "section": "grade",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.entry-consideration-total",
    "path": "/analysis/entry-leaving/entry-consideration-total",
    "title": "screen.analysis.entryConsiderationTotal",
    "menu": {
      "group": "analysis",
      "section": "entry-leaving",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.inquiry-trend",
    "path": "/analysis/student-count/inquiry-trend",
    "title": "screen.analysis.inquiryTrend",
    "menu": {
      "group": "analysis",
      "section": "student-count",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.leaving-student-total",
    "path": "/analysis/entry-leaving/leaving-student-total",
    "title": "screen.analysis.leavingStudentTotal",
    "menu": {
      "group": "analysis",
      "section": "entry-leaving",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.parent-questionnaire-input",
    "path": "/analysis/questionnaire/parent/input",
    "title": "screen.analysis.parentQuestionnaireInput",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.parent-questionnaire-result",
    "path": "/analysis/questionnaire/parent/result",
    "title": "screen.analysis.parentQuestionnaireResult",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.sales-management",
    "path": "/analysis/sales/sales-management",
    "title": "screen.analysis.salesManagement",
    "menu": {
      "group": "analysis",
      "section": "sales",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.school-record-point",
    "path": "/analysis/grade/school-record-point",
    "title": "screen.analysis.schoolRecordPoint",
    "menu": {
      "group": "analysis",
      "section": "grade",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.student-count-analysis",
    "path": "/analysis/student-count/analysis",
    "title": "screen.analysis.studentCountAnalysis",
    "menu": {
      "group": "analysis",
      "section": "student-count",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.student-count-total",
    "path": "/analysis/student-count/total",
    "title": "screen.analysis.studentCountTotal",
    "menu": {
      "group": "analysis",
      "section": "student-count",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.student-questionnaire-input",
    "path": "/analysis/questionnaire/student/input",
    "title": "screen.analysis.studentQuestionnaireInput",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.student-questionnaire-result",
    "path": "/analysis/questionnaire/student/result",
    "title": "screen.analysis.studentQuestionnaireResult",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.teacher-questionnaire-input",
    "path": "/analysis/questionnaire/teacher/input",
    "title": "screen.analysis.teacherQuestionnaireInput",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.teacher-questionnaire-result",
    "path": "/analysis/questionnaire/teacher/result",
    "title": "screen.analysis.teacherQuestionnaireResult",
    "menu": {
      "group": "analysis",
      "section": "questionnaire",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "analysis.trade-area-map",
    "path": "/analysis/trade-area/map",
    "title": "screen.analysis.tradeAreaMap",
    "menu": {
      "group": "analysis",
      "section": "trade-area",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.debit-accounts",
    "path": "/billing-process/general-affairs/debit-accounts",
    "title": "screen.billingProcess.debitAccounts",
    "entity": "debit_account",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 75
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-bill-check-approval",
    "path": "/billing-process/general-affairs/bill-check-approval",
    "title": "screen.billingProcess.generalBillCheckApproval",
    "component": "BillingInvoices",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-bill-issue",
    "path": "/billing-process/general-affairs/bill-issue",
    "title": "screen.billingProcess.generalBillIssue",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-bill-issue-approval",
    "path": "/billing-process/general-affairs/bill-issue-approval",
    "title": "screen.billingProcess.generalBillIssueApproval",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-claim-alarm-list",
    "path": "/billing-process/general-affairs/claim-alarm-list",
    "title": "screen.billingProcess.generalClaimAlarmList",
    "component": "BillingAlarms",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-claim-info",
    "path": "/billing-process/general-affairs/claim-info",
    "title": "screen.billingProcess.generalClaimInfo",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-closing-bulk-cancel",
    "path": "/billing-process/general-affairs/closing-bulk-cancel",
    "title": "screen.billingProcess.generalClosingBulkCancel",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-correction-slip",
    "path": "/billing-process/general-affairs/correction-slip",
    "title": "screen.billingProcess.generalCorrectionSlip",
    "component": "BillingCorrections",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 80
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.general-payment-receipt",
    "path": "/billing-process/general-affairs/payment-receipt",
    "title": "screen.billingProcess.generalPaymentReceipt",
    "component": "BillingPayments",
    "menu": {
      "group": "billing-process",
      "section": "general-affairs",
      "order": 70
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.school-bill-check",
    "path": "/billing-process/school-management/bill-check",
    "title": "screen.billingProcess.schoolBillCheck",
    "component": "BillingInvoices",
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.school-bill-issue-request",
    "path": "/billing-process/school-management/bill-issue-request",
    "title": "screen.billingProcess.schoolBillIssueRequest",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.school-claim-alarm-list",
    "path": "/billing-process/school-management/claim-alarm-list",
    "title": "screen.billingProcess.schoolClaimAlarmList",
    "component": "BillingAlarms",
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.school-claim-info",
    "path": "/billing-process/school-management/claim-info",
    "title": "screen.billingProcess.schoolClaimInfo",
    "component": "BillingClaims",
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.school-closing-process",
    "path": "/billing-process/school-management/closing-process",
    "title": "screen.billingProcess.schoolClosingProcess",
    "component": "BillingPeriods",
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "billing-process.student-fees",
    "path": "/billing-process/school-management/student-fees",
    "title": "screen.billingProcess.studentFees",
    "entity": "student_fee",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "billing-process",
      "section": "school-management",
      "order": 15
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "classroom.guardians",
    "path": "/classroom/guardians",
    "title": "screen.classroom.guardians",
    "entity": "protector",
    "views": [
      "list",
      "detail",
      "edit"
    ],
    "menu": {
      "group": "classroom",
      "order": 25
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "classroom.students",
    "path": "/classroom/students",
    "title": "screen.classroom.students",
    "entity": "student",
    "views": [
      "list",
      "detail",
      "create",
      "edit"
    ],
    "menu": {
      "group": "classroom",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "classroom.teachers",
    "path": "/classroom/teachers",
    "title": "screen.classroom.teachers",
    "entity": "teacher",
    "views": [
      "list",
      "detail",
      "edit"
    ],
    "menu": {
      "group": "classroom",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "contact-teacher.create-choose-recipients",
    "path": "/contact-teacher/create/choose-recipients/:key",
    "title": "screen.contactTeacher.chooseRecipients",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.create-content",
    "path": "/contact-teacher/create/content/:key",
    "title": "screen.contactTeacher.content",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.detail",
    "path": "/contact-teacher/detail/:id",
    "title": "screen.contactTeacher.detail",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.edit",
    "path": "/contact-teacher/edit/:id/:key",
    "title": "screen.contactTeacher.edit",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.edit-choose-recipients",
    "path": "/contact-teacher/:id/choose-recipients/:key",
    "title": "screen.contactTeacher.chooseRecipients",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.list",
    "path": "/contact-teacher/list",
    "title": "screen.contactTeacher.list",
    "component": "CommunicationScreen",
    "menu": {
      "group": "contact-teacher",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "contact-teacher.manage-detail",
    "path": "/contact-teacher/manage/detail/:id",
    "title": "screen.contactTeacher.detail",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.survey",
    "path": "/contact-teacher/detail/:id/survey",
    "title": "screen.contactTeacher.survey",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.detail",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.survey-result",
    "path": "/contact-teacher/manage/detail/:id/survey-result",
    "title": "screen.contactTeacher.surveyResult",
    "component": "CommunicationScreen",
    "parent": "contact-teacher.manage-detail",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.template-create",
    "path": "/contact-teacher/template/create",
    "title": "screen.contactTeacher.templateCreate",
    "entity": "communication_template",
    "views": [
      "create"
    ],
    "parent": "contact-teacher.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.template-edit",
    "path": "/contact-teacher/template/edit/:id",
    "title": "screen.contactTeacher.templateEdit",
    "entity": "communication_template",
    "views": [
      "edit"
    ],
    "parent": "contact-teacher.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact-teacher.template-list",
    "path": "/contact-teacher/template/list",
    "title": "screen.contactTeacher.templateList",
    "entity": "communication_template",
    "views": [
      "list"
    ],
    "menu": {
      "group": "contact-teacher",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "contact.add",
    "path": "/contact/add",
    "title": "screen.contact.add",
    "component": "ContactAdd",
    "parent": "contact.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.detail",
    "path": "/contact/detail/:id",
    "title": "screen.contact.detail",
    "component": "ContactDetail",
    "parent": "contact.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.edit",
    "path": "/contact/edit/:id",
    "title": "screen.contact.edit",
    "component": "ContactEdit",
    "parent": "contact.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.index",
    "path": "/contact",
    "title": "screen.contact.list",
    "redirect": "/contact/list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.list",
    "path": "/contact/list",
    "title": "screen.contact.list",
    "component": "ContactList",
    "menu": {
      "group": "contact",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "contact.template-create",
    "path": "/contact/template/create",
    "title": "screen.contact.templateCreate",
    "entity": "contact_template",
    "views": [
      "create"
    ],
    "parent": "contact.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.template-edit",
    "path": "/contact/template/edit/:id",
    "title": "screen.contact.templateEdit",
    "entity": "contact_template",
    "views": [
      "edit"
    ],
    "parent": "contact.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "contact.template-list",
    "path": "/contact/template/list",
    "title": "screen.contact.templateList",
    "entity": "contact_template",
    "views": [
      "list"
    ],
    "menu": {
      "group": "contact",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "home.change-password",
    "path": "/change-password",
    "title": "screen.home.changePassword",
    "component": "ChangePassword",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "home.choose-user",
    "path": "/choose-user",
    "title": "screen.home.chooseUser",
    "component": "ChooseUser",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "home.index",
    "path": "/home",
    "title": "screen.home.index",
    "component": "Home",
    "menu": {
      "group": "home",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "home.information-output",
    "path": "/information-output",
    "title": "screen.home.informationOutput",
    "menu": {
      "group": "information-output",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "home.login",
    "path": "/login",
    "title": "screen.home.login",
    "isHidden": true,
    "isPublic": true
  },
  {
    "id": "home.notification",
    "path": "/notification",
    "title": "screen.home.notification",
    "component": "NotificationList",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "home.personal-information",
    "path": "/personal-information",
    "title": "screen.home.personalInformation",
    "component": "PersonalInformation",
    "menu": {
      "group": "setting",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "home.setting",
    "path": "/setting",
    "title": "screen.home.setting",
    "component": "PermissionSettings",
    "menu": {
      "group": "setting",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "home.student-register",
    "path": "/student-register",
    "title": "screen.home.studentRegister",
    "isHidden": true,
    "isPublic": true
  },
  {
    "id": "home.student-register-success",
    "path": "/student-register-success",
    "title": "screen.home.studentRegisterSuccess",
    "parent": "home.student-register",
    "isHidden": true,
    "isPublic": true
  },
  {
    "id": "interview.bulk-print",
    "path": "/interview/bulk/print",
    "title": "screen.interview.bulkPrint",
    "component": "InterviewPrint",
    "parent": "interview.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.create",
    "path": "/interview/:studentId/create",
    "title": "screen.interview.create",
    "component": "InterviewForm",
    "parent": "interview.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.detail",
    "path": "/interview/:id",
    "title": "screen.interview.detail",
    "component": "InterviewDetail",
    "parent": "interview.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.edit",
    "path": "/interview/:studentId/edit/:id",
    "title": "screen.interview.edit",
    "component": "InterviewForm",
    "parent": "interview.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.list",
    "path": "/interview",
    "title": "screen.interview.list",
    "component": "InterviewList",
    "menu": {
      "group": "interview",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "interview.template-create",
    "path": "/interview/template/create",
    "title": "screen.interview.templateCreate",
    "entity": "interview_template",
    "views": [
      "create"
    ],
    "parent": "interview.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.template-edit",
    "path": "/interview/template/edit/:id",
    "title": "screen.interview.templateEdit",
    "entity": "interview_template",
    "views": [
      "edit"
    ],
    "parent": "interview.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "interview.template-list",
    "path": "/interview/template/list",
    "title": "screen.interview.templateList",
    "entity": "interview_template",
    "views": [
      "list"
    ],
    "menu": {
      "group": "interview",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "invoice.detail",
    "path": "/invoice/:id",
    "title": "screen.invoice.detail",
    "component": "InvoiceDetail",
    "parent": "invoice.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "invoice.list",
    "path": "/invoice",
    "title": "screen.invoice.list",
    "component": "InvoiceList",
    "menu": {
      "group": "invoice",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.entrance-exit-history",
    "path": "/legacy/entrance-exit-history",
    "title": "screen.legacy.entranceExitHistory",
    "legacy": "/EntranceExit/history",
    "menu": {
      "group": "classroom",
      "order": 70
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.frame-divide-course-bulk-delete",
    "path": "/legacy/frame-divide-course-bulk-delete",
    "title": "screen.legacy.frameDivideCourseBulkDelete",
    "legacy": "/FrameDivide/course-frame-bulk-delete",
    "menu": {
      "group": "classroom",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.frame-divide-info",
    "path": "/legacy/frame-divide-info",
    "title": "screen.legacy.frameDivideInfo",
    "legacy": "/FrameDivide/info",
    "menu": {
      "group": "classroom",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.frame-divide-schedule-print",
    "path": "/legacy/frame-divide-schedule-print",
    "title": "screen.legacy.frameDivideSchedulePrint",
    "legacy": "/FrameDivide/schedule-print",
    "menu": {
      "group": "classroom",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.junior-high-graduation",
    "path": "/legacy/junior-high-graduation",
    "title": "screen.legacy.juniorHighGraduation",
    "legacy": "/Graduation/junior-high-third-year",
    "menu": {
      "group": "classroom",
      "order": 120
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.logout",
    "path": "/legacy/logout",
    "title": "screen.legacy.logout",
    "legacy": "/UserMaster/logout",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "legacy.message-list",
    "path": "/legacy/message-list",
    "title": "screen.legacy.messageList",
    "legacy": "/Message/list",
    "menu": {
      "group": "classroom",
      "order": 100
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.print-status",
    "path": "/legacy/print-status",
    "title": "screen.legacy.printStatus",
    "legacy": "/Print/status",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "legacy.record-point-table-output",
    "path": "/legacy/record-point-table-output",
    "title": "screen.legacy.recordPointTableOutput",
    "legacy": "/Output/record-point-table",
    "menu": {
      "group": "classroom",
      "order": 90
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.school-master",
    "path": "/legacy/school-master",
    "title": "screen.legacy.schoolMaster",
    "legacy": "/SchoolMaster/list",
    "menu": {
      "group": "classroom",
      "order": 110
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.student-table-output",
    "path": "/legacy/student-table-output",
    "title": "screen.legacy.studentTableOutput",
    "legacy": "/Output/student-table",
    "menu": {
      "group": "classroom",
      "order": 80
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "legacy.support",
    "path": "/legacy/support",
    "title": "screen.legacy.support",
    "legacy": "/Support/index",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "legacy.top",
    "path": "/legacy/top",
    "title": "screen.legacy.top",
    "legacy": "/UserMaster/top",
    "menu": {
      "group": "classroom",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "notice.create-choose-recipients",
    "path": "/notice/create/choose-recipients/:key",
    "title": "screen.notice.chooseRecipients",
    "component": "NoticeChooseRecipients",
    "parent": "notice.manage",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.create-content",
    "path": "/notice/create/content/:key",
    "title": "screen.notice.content",
    "component": "NoticeContent",
    "parent": "notice.manage",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.detail",
    "path": "/notice/detail/:id",
    "title": "screen.notice.detail",
    "component": "NoticeDetail",
    "parent": "notice.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.edit",
    "path": "/notice/edit/:id/:key",
    "title": "screen.notice.edit",
    "component": "NoticeContent",
    "parent": "notice.manage",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.edit-choose-recipients",
    "path": "/notice/:id/choose-recipients/:key",
    "title": "screen.notice.chooseRecipients",
    "component": "NoticeChooseRecipients",
    "parent": "notice.manage",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.list",
    "path": "/notice/list",
    "title": "screen.notice.list",
    "component": "NoticeList",
    "menu": {
      "group": "notice",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "notice.manage",
    "path": "/notice/manage",
    "title": "screen.notice.manage",
    "component": "NoticeManage",
    "menu": {
      "group": "notice",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "notice.manage-detail",
    "path": "/notice/manage/detail/:id",
    "title": "screen.notice.detail",
    "component": "NoticeManageDetail",
    "parent": "notice.manage",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.survey",
    "path": "/notice/detail/:id/survey",
    "title": "screen.notice.survey",
    "component": "NoticeSurvey",
    "parent": "notice.detail",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.survey-result",
    "path": "/notice/manage/detail/:id/survey-result",
    "title": "screen.notice.surveyResult",
    "component": "NoticeSurveyResult",
    "parent": "notice.manage-detail",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.tag-manage",
    "path": "/notice/tag-manage",
    "title": "screen.notice.tagManage",
    "entity": "tag",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "notice",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "notice.template-create",
    "path": "/notice/template/create",
    "title": "screen.notice.templateCreate",
    "entity": "notice_template",
    "views": [
      "create"
    ],
    "parent": "notice.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.template-edit",
    "path": "/notice/template/edit/:id",
    "title": "screen.notice.templateEdit",
    "entity": "notice_template",
    "views": [
      "edit"
    ],
    "parent": "notice.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "notice.template-list",
    "path": "/notice/template/list",
    "title": "screen.notice.templateList",
    "entity": "notice_template",
    "views": [
      "list"
    ],
    "menu": {
      "group": "notice",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "print.queue",
    "path": "/print/queue",
    "title": "screen.print.queue",
    "component": "PrintQueue",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.bulk-edit",
    "path": "/report/bulk-edit",
    "title": "screen.report.bulkEdit",
    "component": "ReportBulkEdit",
    "parent": "report.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.create",
    "path": "/report/create",
    "title": "screen.report.create",
    "component": "ReportCreate",
    "parent": "report.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.detail",
    "path": "/report/detail/:id",
    "title": "screen.report.detail",
    "component": "ReportDetail",
    "parent": "report.list",
    "otherParents": [
      "report.guardian-list"
    ],
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.edit",
    "path": "/report/edit",
    "title": "screen.report.edit",
    "component": "ReportEdit",
    "parent": "report.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.guardian-list",
    "path": "/report",
    "title": "screen.report.guardianList",
    "component": "GuardianReportList",
    "menu": {
      "group": "report",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "report.list",
    "path": "/report/list",
    "title": "screen.report.list",
    "component": "ReportList",
    "menu": {
      "group": "report",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "report.print",
    "path": "/report/print",
    "title": "screen.report.print",
    "component": "ReportPrint",
    "parent": "report.list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.setting",
    "path": "/report/setting",
    "title": "screen.report.setting",
    "entity": "lesson_report_setting",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "report",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "report.template-create",
    "path": "/report/template/create",
    "title": "screen.report.templateCreate",
    "entity": "report_template",
    "views": [
      "create"
    ],
    "parent": "report.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.template-edit",
    "path": "/report/template/edit/:id",
    "title": "screen.report.templateEdit",
    "entity": "report_template",
    "views": [
      "edit"
    ],
    "parent": "report.template-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.template-list",
    "path": "/report/template/list",
    "title": "screen.report.templateList",
    "entity": "report_template",
    "views": [
      "list"
    ],
    "menu": {
      "group": "report",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "report.textbook-create",
    "path": "/report/textbook/create",
    "title": "screen.report.textbookCreate",
    "entity": "textbook",
    "views": [
      "create"
    ],
    "parent": "report.textbook-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.textbook-edit",
    "path": "/report/textbook/edit/:id",
    "title": "screen.report.textbookEdit",
    "entity": "textbook",
    "views": [
      "edit"
    ],
    "parent": "report.textbook-list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "report.textbook-import",
    "path": "/report/textbook/import",
    "title": "screen.report.textbookImport",
    "entity": "textbook",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "report",
      "order": 35
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "report.textbook-list",
    "path": "/report/textbook/list",
    "title": "screen.report.textbookList",
    "entity": "textbook",
    "views": [
      "list",
      "detail"
    ],
    "menu": {
      "group": "report",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.closing-date-setting",
    "path": "/reservation/closing-date-setting",
    "title": "screen.reservation.closingDateSetting",
    "component": "ClosingDateSetting",
    "menu": {
      "group": "reservation",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.event-rules",
    "path": "/reservation/reservation-setting",
    "title": "screen.reservation.eventRules",
    "entity": "event_setting",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "reservation",
      "order": 45
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.event-setting",
    "path": "/reservation/event-setting",
    "title": "screen.reservation.eventSetting",
    "component": "EventSettingList",
    "menu": {
      "group": "reservation",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.event-setting-add",
    "path": "/reservation/event-setting/add",
    "title": "screen.reservation.eventSettingAdd",
    "entity": "event",
    "views": [
      "create"
    ],
    "parent": "reservation.event-setting",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "reservation.event-setting-edit",
    "path": "/reservation/event-setting/edit/:id",
    "title": "screen.reservation.eventSettingEdit",
    "entity": "event",
    "views": [
      "edit"
    ],
    "parent": "reservation.event-setting",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "reservation.event-students",
    "path": "/reservation/event-setting/students/:id",
    "title": "screen.reservation.eventStudents",
    "component": "EventStudents",
    "parent": "reservation.event-setting",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "reservation.index",
    "path": "/reservation",
    "title": "screen.reservation.list",
    "redirect": "/reservation/list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "reservation.list",
    "path": "/reservation/list",
    "title": "screen.reservation.list",
    "component": "ReservationList",
    "menu": {
      "group": "reservation",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.space-setting",
    "path": "/reservation/space-setting",
    "title": "screen.reservation.spaceSetting",
    "entity": "event_space",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "reservation",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "reservation.time-setting",
    "path": "/reservation/time-setting",
    "title": "screen.reservation.timeSetting",
    "entity": "event_time_slot",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "reservation",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "seat-management.attendance-date",
    "path": "/seat-management/attendance-date",
    "title": "screen.seatManagement.attendanceDate",
    "component": "AttendanceDate",
    "menu": {
      "group": "seat-management",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "seat-management.grid",
    "path": "/seat-management/grid",
    "title": "screen.seatManagement.grid",
    "component": "LessonGrid",
    "menu": {
      "group": "seat-management",
      "order": 5
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "seat-management.index",
    "path": "/seat-management",
    "title": "screen.seatManagement.list",
    "redirect": "/seat-management/list",
    "isHidden": true,
    "isPublic": false
  },
  {
    "id": "seat-management.list",
    "path": "/seat-management/list",
    "title": "screen.seatManagement.list",
    "component": "LessonSchedule",
    "menu": {
      "group": "seat-management",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "seat-management.normal-frames",
    "path": "/seat-management/normal-frames",
    "title": "screen.seatManagement.normalFrames",
    "entity": "normal_frame",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "seat-management",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.all-claim-confirmation",
    "path": "/setting-system/pricing/all-claim-confirmation",
    "title": "screen.settingSystem.allClaimConfirmation",
    "entity": "claim_confirmation",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.areas",
    "path": "/setting-system/school-staff/areas",
    "title": "screen.settingSystem.areas",
    "entity": "area",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "school-staff",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.banks",
    "path": "/setting-system/other-masters/banks",
    "title": "screen.settingSystem.banks",
    "entity": "bank",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "other-masters",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.basic-claim-settings",
    "path": "/setting-system/pricing/basic-claim",
    "title": "screen.settingSystem.basicClaimSettings",
    "entity": "claim_setting",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.claim-alarm-condition-settings",
    "path": "/setting-system/pricing/claim-alarm-condition",
    "title": "screen.settingSystem.claimAlarmConditionSettings",
    "entity": "claim_alarm_condition",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.current-term",
    "path": "/setting-system/periods/current-term",
    "title": "screen.settingSystem.currentTerm",
    "entity": "yearly_schedule",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "periods",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.destination-point-table",
    "path": "/setting-system/grade-evaluation/destination-point-table",
    "title": "screen.settingSystem.destinationPointTable",
    "entity": "destination_point",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "grade-evaluation",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.entry-period",
    "path": "/setting-system/periods/entry-period",
    "title": "screen.settingSystem.entryPeriod",
    "entity": "entry_period",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "periods",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.fee-settings",
    "path": "/setting-system/pricing/fee",
    "title": "screen.settingSystem.feeSettings",
    "entity": "fee_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.frame-division-settings",
    "path": "/setting-system/system/frame-division",
    "title": "screen.settingSystem.frameDivisionSettings",
    "entity": "frame_division",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "system",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.grade-guarantee",
    "path": "/setting-system/grade-evaluation/guarantee",
    "title": "screen.settingSystem.gradeGuarantee",
    "entity": "grade_guarantee",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "grade-evaluation",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.grade-input-deadline",
    "path": "/setting-system/grade-evaluation/input-deadline",
    "title": "screen.settingSystem.gradeInputDeadline",
    "entity": "grade_input_deadline",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "grade-evaluation",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.holidays",
    "path": "/setting-system/periods/holidays",
    "title": "screen.settingSystem.holidays",
    "entity": "holiday",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "periods",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-banks",
    "path": "/setting-system/data-import/banks",
    "title": "screen.settingSystem.importBanks",
    "entity": "bank",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-scores",
    "path": "/setting-system/data-import/scores",
    "title": "screen.settingSystem.importScores",
    "entity": "grade_record",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-students",
    "path": "/setting-system/data-import/students",
    "title": "screen.settingSystem.importStudents",
    "entity": "student",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-survey-data",
    "path": "/setting-system/data-import/survey-data",
    "title": "screen.settingSystem.importSurveyData",
    "entity": "student_questionnaire_answer",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-teachers",
    "path": "/setting-system/data-import/teachers",
    "title": "screen.settingSystem.importTeachers",
    "entity": "teacher",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.import-zip-codes",
    "path": "/setting-system/data-import/zip-codes",
    "title": "screen.settingSystem.importZipCodes",
    "entity": "zip_code",
    "views": [
      "list"
    ],
    "component": "DataImport",
    "menu": {
      "group": "setting-system",
      "section": "data-import",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.inquiry-form-settings",
    "path": "/setting-system/other-masters/inquiry-form",
    "title": "screen.settingSystem.inquiryFormSettings",
    "entity": "inquiry_form_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "other-masters",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.invoice-print-settings",
    "path": "/setting-system/pricing/invoice-print",
    "title": "screen.settingSystem.invoicePrintSettings",
    "entity": "invoice_print_setting",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.leaving-reason-items",
    "path": "/setting-system/questionnaire-items/leaving-reason",
    "title": "screen.settingSystem.leavingReasonItems",
    "entity": "leaving_reason",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.lesson-subjects",
    "path": "/setting-system/subjects/lesson-subjects",
    "title": "screen.settingSystem.lessonSubjects",
    "entity": "lesson_subject",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "subjects",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.mail-patterns",
    "path": "/setting-system/other-masters/mail-patterns",
    "title": "screen.settingSystem.mailPatterns",
    "entity": "mail_pattern",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "other-masters",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.normal-frame-bulk-delete",
    "path": "/setting-system/maintenance/normal-frame-bulk-delete",
    "title": "screen.settingSystem.normalFrameBulkDelete",
    "component": "NormalFrameBulkDelete",
    "menu": {
      "group": "setting-system",
      "section": "maintenance",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.operation-history",
    "path": "/setting-system/system/operation-history",
    "title": "screen.settingSystem.operationHistory",
    "entity": "operation_log",
    "views": [
      "list",
      "detail"
    ],
    "menu": {
      "group": "setting-system",
      "section": "system",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.parent-questionnaire-items",
    "path": "/setting-system/questionnaire-items/parent",
    "title": "screen.settingSystem.parentQuestionnaireItems",
    "entity": "parent_questionnaire_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.payment-method-settings",
    "path": "/setting-system/pricing/payment-method",
    "title": "screen.settingSystem.paymentMethodSettings",
    "entity": "payment_method",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "pricing",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.receipt-card-items",
    "path": "/setting-system/questionnaire-items/receipt-card",
    "title": "screen.settingSystem.receiptCardItems",
    "entity": "receipt_card_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.report-data-fix",
    "path": "/setting-system/grade-evaluation/report-data-fix",
    "title": "screen.settingSystem.reportDataFix",
    "entity": "report_data_fix",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "grade-evaluation",
      "order": 50
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.school-score-point-table",
    "path": "/setting-system/grade-evaluation/school-score-point-table",
    "title": "screen.settingSystem.schoolScorePointTable",
    "entity": "school_score_point",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "grade-evaluation",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.school-subjects",
    "path": "/setting-system/subjects/school-subjects",
    "title": "screen.settingSystem.schoolSubjects",
    "entity": "school_subject",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "subjects",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.school-year-advance",
    "path": "/setting-system/maintenance/school-year-advance",
    "title": "screen.settingSystem.schoolYearAdvance",
    "entity": "school_year_advance",
    "views": [
      "list"
    ],
    "component": "SchoolYearAdvance",
    "menu": {
      "group": "setting-system",
      "section": "maintenance",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.school-year-advance-cancel",
    "path": "/setting-system/maintenance/school-year-advance-cancel",
    "title": "screen.settingSystem.schoolYearAdvanceCancel",
    "entity": "school_year_advance",
    "views": [
      "list"
    ],
    "component": "SchoolYearAdvanceCancel",
    "menu": {
      "group": "setting-system",
      "section": "maintenance",
      "order": 40
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.schoolhouses",
    "path": "/setting-system/school-staff/schoolhouses",
    "title": "screen.settingSystem.schoolhouses",
    "entity": "schoolhouse",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "school-staff",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.seats",
    "path": "/setting-system/school-staff/seats",
    "title": "screen.settingSystem.seats",
    "entity": "seat",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "school-staff",
      "order": 25
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.staffs",
    "path": "/setting-system/school-staff/staffs",
    "title": "screen.settingSystem.staffs",
    "entity": "staff",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "school-staff",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.student-info-correction",
    "path": "/setting-system/maintenance/student-info-correction",
    "title": "screen.settingSystem.studentInfoCorrection",
    "entity": "student",
    "views": [
      "list",
      "detail",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "maintenance",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.student-questionnaire-items",
    "path": "/setting-system/questionnaire-items/student",
    "title": "screen.settingSystem.studentQuestionnaireItems",
    "entity": "student_questionnaire_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.survey-watch-points",
    "path": "/setting-system/questionnaire-items/survey-watch-points",
    "title": "screen.settingSystem.surveyWatchPoints",
    "entity": "survey_watch_point",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 60
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.system-settings",
    "path": "/setting-system/system/settings",
    "title": "screen.settingSystem.systemSettings",
    "entity": "system_setting",
    "views": [
      "list",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "system",
      "order": 10
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.teacher-questionnaire-items",
    "path": "/setting-system/questionnaire-items/teacher",
    "title": "screen.settingSystem.teacherQuestionnaireItems",
    "entity": "teacher_questionnaire_item",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "questionnaire-items",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.term-settings",
    "path": "/setting-system/periods/terms",
    "title": "screen.settingSystem.termSettings",
    "entity": "yearly_schedule",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "periods",
      "order": 30
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.timetable",
    "path": "/setting-system/periods/timetable",
    "title": "screen.settingSystem.timetable",
    "entity": "timetable_period",
    "views": [
      "list",
      "create",
      "edit"
    ],
    "menu": {
      "group": "setting-system",
      "section": "periods",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  },
  {
    "id": "setting-system.version-up",
    "path": "/setting-system/system/version-up",
    "title": "screen.settingSystem.versionUp",
    "entity": "version_history",
    "views": [
      "list"
    ],
    "menu": {
      "group": "setting-system",
      "section": "system",
      "order": 20
    },
    "isHidden": false,
    "isPublic": false
  }
];

/** Side-bar menu groups in display order. */
export const menuGroups: readonly MenuGroup[] = [
  {
    "name": "home",
    "label": "menu.home",
    "order": 10,
    "icon": "HomeOutlined",
    "sections": []
  },
  {
    "name": "notice",
    "label": "menu.notice",
    "order": 20,
    "icon": "NotificationOutlined",
    "sections": []
  },
  {
    "name": "contact",
    "label": "menu.contact",
    "order": 30,
    "icon": "MessageOutlined",
    "sections": []
  },
  {
    "name": "contact-teacher",
    "label": "menu.contactTeacher",
    "order": 40,
    "icon": "TeamOutlined",
    "sections": []
  },
  {
    "name": "reservation",
    "label": "menu.reservation",
    "order": 50,
    "icon": "CalendarOutlined",
    "sections": []
  },
  {
    "name": "seat-management",
    "label": "menu.seatManagement",
    "order": 60,
    "icon": "ScheduleOutlined",
    "sections": []
  },
  {
    "name": "report",
    "label": "menu.report",
    "order": 70,
    "icon": "FileTextOutlined",
    "sections": []
  },
  {
    "name": "interview",
    "label": "menu.interview",
    "order": 80,
    "icon": "SolutionOutlined",
    "sections": []
  },
  {
    "name": "achievements",
    "label": "menu.achievements",
    "order": 90,
    "icon": "TrophyOutlined",
    "sections": []
  },
  {
    "name": "invoice",
    "label": "menu.invoice",
    "order": 100,
    "icon": "AccountBookOutlined",
    "sections": []
  },
  {
    "name": "billing-process",
    "label": "menu.billingProcess",
    "order": 110,
    "icon": "DollarOutlined",
    "sections": [
      {
        "name": "school-management",
        "label": "menu.billingProcessSection.schoolManagement",
        "order": 10
      },
      {
        "name": "general-affairs",
        "label": "menu.billingProcessSection.generalAffairs",
        "order": 20
      }
    ]
  },
  {
    "name": "analysis",
    "label": "menu.analysis",
    "order": 120,
    "icon": "BarChartOutlined",
    "sections": [
      {
        "name": "student-count",
        "label": "menu.analysisSection.studentCount",
        "order": 10
      },
      {
        "name": "grade",
        "label": "menu.analysisSection.grade",
        "order": 20
      },
      {
        "name": "sales",
        "label": "menu.analysisSection.sales",
        "order": 30
      },
      {
        "name": "questionnaire",
        "label": "menu.analysisSection.questionnaire",
        "order": 40
      },
      {
        "name": "entry-leaving",
        "label": "menu.analysisSection.entryLeaving",
        "order": 50
      },
      {
        "name": "trade-area",
        "label": "menu.analysisSection.tradeArea",
        "order": 60
      }
    ]
  },
  {
    "name": "information-output",
    "label": "menu.informationOutput",
    "order": 130,
    "icon": "ExportOutlined",
    "sections": []
  },
  {
    "name": "setting",
    "label": "menu.setting",
    "order": 140,
    "icon": "SafetyOutlined",
    "sections": []
  },
  {
    "name": "setting-system",
    "label": "menu.settingSystem",
    "order": 150,
    "icon": "SettingOutlined",
    "sections": [
      {
        "name": "system",
        "label": "menu.settingSystemSection.system",
        "order": 10
      },
      {
        "name": "pricing",
        "label": "menu.settingSystemSection.pricing",
        "order": 20
      },
      {
        "name": "questionnaire-items",
        "label": "menu.settingSystemSection.questionnaireItems",
        "order": 30
      },
      {
        "name": "school-staff",
        "label": "menu.settingSystemSection.schoolStaff",
        "order": 40
      },
      {
        "name": "subjects",
        "label": "menu.settingSystemSection.subjects",
        "order": 50
      },
      {
        "name": "grade-evaluation",
        "label": "menu.settingSystemSection.gradeEvaluation",
        "order": 60
      },
      {
        "name": "periods",
        "label": "menu.settingSystemSection.periods",
        "order": 70
      },
      {
        "name": "data-import",
        "label": "menu.settingSystemSection.dataImport",
        "order": 80
      },
      {
        "name": "other-masters",
        "label": "menu.settingSystemSection.otherMasters",
        "order": 90
      },
      {
        "name": "maintenance",
        "label": "menu.settingSystemSection.maintenance",
        "order": 100
      }
    ]
  },
  {
    "name": "classroom",
    "label": "menu.classroom",
    "order": 160,
    "icon": "AppstoreOutlined",
    "sections": []
  }
];
