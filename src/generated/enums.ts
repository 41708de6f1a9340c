// Generated from model/ by `npm run generate`. Do not edit by hand.

/** 進級処理の状況 */
export const AdvanceStatus = {
  "queued": "queued",
  "applied": "applied",
  "cancelling": "cancelling",
  "cancelled": "cancelled",
  "failed": "failed"
} as const;
export type AdvanceStatusCode = (typeof AdvanceStatus)[keyof typeof AdvanceStatus];

/** 添付できるファイルの種類 */
export const AttachmentType = {
  "pdf": "application/pdf",
  "jpg": "image/jpeg",
  "png": "image/png",
  "gif": "image/gif",
  "webp": "image/webp",
  "heic": "image/heic",
  "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "txt": "text/plain",
  "csv": "text/csv"
} as const;
export type AttachmentTypeCode = (typeof AttachmentType)[keyof typeof AttachmentType];

/** 出欠 */
export const Attendance = {
  "attend": 1,
  "absent": 2,
  "late": 3,
  "unexcusedAbsence": 4
} as const;
export type AttendanceCode = (typeof Attendance)[keyof typeof Attendance];

/** 権限区分 */
export const Authority = {
  "AUTH_STAFF_GENERAL": 1,
  "AUTH_PROTECTOR": 2,
  "AUTH_STUDENT": 3,
  "AUTH_TEACHER": 4
} as const;
export type AuthorityCode = (typeof Authority)[keyof typeof Authority];

/** 預金種目 */
export const BankAccountType = {
  "ordinary": 1,
  "current": 2,
  "other": 9
} as const;
export type BankAccountTypeCode = (typeof BankAccountType)[keyof typeof BankAccountType];

/** 一括予約の繰り返し */
export const BatchReservation = {
  "everyDay": "everyDay",
  "weekly": "weekly",
  "everyTwoWeeks": "everyTwoWeeks",
  "weekdays": "weekdays",
  "weekends": "weekends",
  "custom": "custom"
} as const;
export type BatchReservationCode = (typeof BatchReservation)[keyof typeof BatchReservation];

/** 請求処理の状況 */
export const BillingStatus = {
  "open": "open",
  "requested": "requested",
  "closed": "closed",
  "approved": "approved",
  "issued": "issued"
} as const;
export type BillingStatusCode = (typeof BillingStatus)[keyof typeof BillingStatus];
/** Named groups of 請求処理の状況 codes (enums.yaml sets). */
export const BillingStatusSets = {
  "requestFrom": [
    "open"
  ],
  "withdrawFrom": [
    "requested"
  ],
  "closeFrom": [
    "requested"
  ],
  "cancelCloseFrom": [
    "closed",
    "approved"
  ],
  "approveFrom": [
    "closed"
  ],
  "rejectFrom": [
    "closed"
  ],
  "issueFrom": [
    "approved"
  ],
  "claimsOpen": [
    "open",
    "requested"
  ],
  "hasInvoices": [
    "closed",
    "approved",
    "issued"
  ]
} as const;

/** 請求処理 */
export const BillingStep = {
  "request": "request",
  "withdraw": "withdraw",
  "close": "close",
  "cancelClose": "cancel_close",
  "approve": "approve",
  "reject": "reject",
  "issue": "issue"
} as const;
export type BillingStepCode = (typeof BillingStep)[keyof typeof BillingStep];
/** Named groups of 請求処理 codes (enums.yaml sets). */
export const BillingStepSets = {
  "toOpen": [
    "withdraw"
  ],
  "toRequested": [
    "request",
    "cancel_close",
    "reject"
  ],
  "toClosed": [
    "close"
  ],
  "toApproved": [
    "approve"
  ],
  "toIssued": [
    "issue"
  ],
  "separateFromRequest": [
    "approve",
    "reject"
  ]
} as const;

/** 変更種別 */
export const ChangeType = {
  "created": "created",
  "updated": "updated",
  "deleted": "deleted"
} as const;
export type ChangeTypeCode = (typeof ChangeType)[keyof typeof ChangeType];

/** アラーム種別 */
export const ClaimAlarmKind = {
  "unpaid": "unpaid",
  "transferFailed": "transfer_failed",
  "overpaid": "overpaid",
  "amountChanged": "amount_changed"
} as const;
export type ClaimAlarmKindCode = (typeof ClaimAlarmKind)[keyof typeof ClaimAlarmKind];

/** 確認状況 */
export const ClaimConfirmationStatus = {
  "unconfirmed": "unconfirmed",
  "confirmed": "confirmed"
} as const;
export type ClaimConfirmationStatusCode = (typeof ClaimConfirmationStatus)[keyof typeof ClaimConfirmationStatus];

/** 請求区分 */
export const ClaimKind = {
  "monthly": "monthly",
  "additional": "additional",
  "correction": "correction"
} as const;
export type ClaimKindCode = (typeof ClaimKind)[keyof typeof ClaimKind];

/** コメント投稿者区分 */
export const CommentAuthorKind = {
  "school": "school",
  "guardian": "guardian",
  "teacher": "teacher"
} as const;
export type CommentAuthorKindCode = (typeof CommentAuthorKind)[keyof typeof CommentAuthorKind];

/** コメント（絞り込み） */
export const CommentFilter = {
  "all": 1,
  "noComment": 2,
  "hasComment": 3
} as const;
export type CommentFilterCode = (typeof CommentFilter)[keyof typeof CommentFilter];

/** 講師連絡種別 */
export const CommunicationType = {
  "managerContactTeacher": "manager-contact-teacher",
  "managerContactTeacherComment": "manager-contact-teacher-comment",
  "teacherContactTeacher": "teacher-contact-teacher",
  "teacherContactTeacherComment": "teacher-contact-teacher-comment"
} as const;
export type CommunicationTypeCode = (typeof CommunicationType)[keyof typeof CommunicationType];

/** 理解度 */
export const Comprehension = {
  "excellent": 5,
  "good": 4,
  "fair": 3,
  "partial": 2,
  "poor": 1
} as const;
export type ComprehensionCode = (typeof Comprehension)[keyof typeof Comprehension];

/** 面談方法 */
export const ContactMethod = {
  "direct": 1,
  "phone": 2,
  "online": 3
} as const;
export type ContactMethodCode = (typeof ContactMethod)[keyof typeof ContactMethod];

/** 送信者区分 */
export const ContactSender = {
  "school": "school",
  "guardian": "guardian",
  "student": "student"
} as const;
export type ContactSenderCode = (typeof ContactSender)[keyof typeof ContactSender];

/** 面談相手 */
export const Contacter = {
  "guardian": 1,
  "student": 2
} as const;
export type ContacterCode = (typeof Contacter)[keyof typeof Contacter];

/** CSVの文字コード */
export const CsvEncoding = {
  "utf8": "utf8",
  "sjis": "sjis"
} as const;
export type CsvEncodingCode = (typeof CsvEncoding)[keyof typeof CsvEncoding];

/** 口座振替結果ファイルの種類 */
export const DebitFileType = {
  "txt": "text/plain"
} as const;
export type DebitFileTypeCode = (typeof DebitFileType)[keyof typeof DebitFileType];

/** 口座振替結果 */
export const DebitResult = {
  "done": "0",
  "insufficient": "1",
  "noAccount": "2",
  "stoppedByDepositor": "3",
  "noRequestForm": "4",
  "stoppedByConsignor": "8",
  "other": "9"
} as const;
export type DebitResultCode = (typeof DebitResult)[keyof typeof DebitResult];

/** 削除処理の状況 */
export const DeletionStatus = {
  "queued": "queued",
  "applied": "applied",
  "failed": "failed"
} as const;
export type DeletionStatusCode = (typeof DeletionStatus)[keyof typeof DeletionStatus];

/** 配信チャネル */
export const DeliveryChannel = {
  "web": "web",
  "app": "app",
  "mail": "mail",
  "line": "line"
} as const;
export type DeliveryChannelCode = (typeof DeliveryChannel)[keyof typeof DeliveryChannel];

/** 配信の種類 */
export const DeliveryKind = {
  "publish": "publish",
  "unreadReminder": "unreadReminder",
  "surveyReminder": "surveyReminder"
} as const;
export type DeliveryKindCode = (typeof DeliveryKind)[keyof typeof DeliveryKind];

/** 配信状態 */
export const DeliveryStatus = {
  "queued": "queued",
  "sending": "sending",
  "sent": "sent",
  "failed": "failed",
  "notConfigured": "notConfigured",
  "noAddress": "noAddress",
  "disabled": "disabled",
  "optedOut": "optedOut",
  "bounced": "bounced"
} as const;
export type DeliveryStatusCode = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** 入力項目 */
export const EntryFormItem = {
  "childName": "child_name",
  "childKana": "child_kana",
  "email": "email",
  "phone": "phone",
  "postalCode": "postal_code",
  "address": "address",
  "schoolBuilding": "school_building",
  "schoolName": "school_name",
  "schoolYear": "school_year",
  "birthday": "birthday",
  "trialLessonDate": "trial_lesson_date",
  "gender": "gender",
  "subjects": "subjects",
  "remarks": "remarks"
} as const;
export type EntryFormItemCode = (typeof EntryFormItem)[keyof typeof EntryFormItem];

/** イベントのステータス */
export const EventStatus = {
  "draft": "draft",
  "published": "published",
  "closed": "closed",
  "cancelled": "cancelled"
} as const;
export type EventStatusCode = (typeof EventStatus)[keyof typeof EventStatus];
/** Named groups of イベントのステータス codes (enums.yaml sets). */
export const EventStatusSets = {
  "fromDraft": [
    "cancelled"
  ],
  "fromPublished": [
    "closed",
    "cancelled",
    "draft"
  ],
  "fromClosed": [
    "published",
    "cancelled",
    "draft"
  ],
  "fromCancelled": [
    "draft"
  ]
} as const;

/** 定期テスト */
export const ExamPoint = {
  "term1Midterm": 1,
  "term1Final": 2,
  "term2Midterm": 3,
  "term2Final": 4,
  "term3Final": 5,
  "yearEnd": 6
} as const;
export type ExamPointCode = (typeof ExamPoint)[keyof typeof ExamPoint];
/** Named groups of 定期テスト codes (enums.yaml sets). */
export const ExamPointSets = {
  "term1": [
    1,
    2
  ],
  "term2": [
    3,
    4
  ],
  "term3": [
    5,
    6
  ]
} as const;

/** 料金種別 */
export const FeeKind = {
  "admission": "admission",
  "tuition": "tuition",
  "material": "material",
  "facility": "facility",
  "course": "course",
  "exam": "exam",
  "other": "other"
} as const;
export type FeeKindCode = (typeof FeeKind)[keyof typeof FeeKind];

/** ファイルの持ち主 */
export const FileOwner = {
  "contact": "contact",
  "lesson_report": "lesson_report",
  "notice": "notice"
} as const;
export type FileOwnerCode = (typeof FileOwner)[keyof typeof FileOwner];

/** 有効・無効 */
export const Flag = {
  "enable": "1",
  "disable": "0"
} as const;
export type FlagCode = (typeof Flag)[keyof typeof Flag];

/** 画面モード */
export const FormMode = {
  "add": "ADD",
  "edit": "EDIT",
  "detail": "DETAIL",
  "list": "LIST",
  "nextDay": "NEXT_DAY",
  "prevDay": "PREV_DAY"
} as const;
export type FormModeCode = (typeof FormMode)[keyof typeof FormMode];

/** 性別 */
export const Gender = {
  "male": "male",
  "female": "female"
} as const;
export type GenderCode = (typeof Gender)[keyof typeof Gender];

/** 成績学年 */
export const GradeLevel = {
  "middle1": "middle1",
  "middle2": "middle2",
  "middle3": "middle3",
  "high1": "high1",
  "high2": "high2",
  "high3": "high3"
} as const;
export type GradeLevelCode = (typeof GradeLevel)[keyof typeof GradeLevel];

/** 差し込み項目（保護者向け） */
export const GuardianPlaceholder = {
  "companyName": "{塾名}",
  "schoolhouseName": "{校舎名}",
  "schoolhousePhone": "{校舎電話番号}",
  "schoolhouseEmail": "{校舎メールアドレス}",
  "studentNumber": "{生徒番号}",
  "studentFamilyName": "{生徒姓}",
  "studentFirstName": "{生徒名}",
  "protectorFamilyName": "{保護者姓}",
  "protectorFirstName": "{保護者名}"
} as const;
export type GuardianPlaceholderCode = (typeof GuardianPlaceholder)[keyof typeof GuardianPlaceholder];

/** 対象 */
export const HistoryTarget = {
  "activity_history": "activity_history",
  "area": "area",
  "available_time": "available_time",
  "bank": "bank",
  "billing_period": "billing_period",
  "billing_step_log": "billing_step_log",
  "calendar_feed": "calendar_feed",
  "claim": "claim",
  "claim_alarm_condition": "claim_alarm_condition",
  "claim_confirmation": "claim_confirmation",
  "claim_setting": "claim_setting",
  "communication_template": "communication_template",
  "company": "company",
  "contact": "contact",
  "contact_comment": "contact_comment",
  "contact_template": "contact_template",
  "debit_account": "debit_account",
  "debit_batch": "debit_batch",
  "destination_point": "destination_point",
  "entry_period": "entry_period",
  "event": "event",
  "event_agreement": "event_agreement",
  "event_reservation": "event_reservation",
  "event_setting": "event_setting",
  "event_space": "event_space",
  "event_time_slot": "event_time_slot",
  "fee_item": "fee_item",
  "file": "file",
  "frame_division": "frame_division",
  "grade_guarantee": "grade_guarantee",
  "grade_input_deadline": "grade_input_deadline",
  "grade_record": "grade_record",
  "holiday": "holiday",
  "inquiry_form_item": "inquiry_form_item",
  "interview": "interview",
  "interview_template": "interview_template",
  "invoice": "invoice",
  "invoice_print_setting": "invoice_print_setting",
  "leaving_reason": "leaving_reason",
  "lesson": "lesson",
  "lesson_frame": "lesson_frame",
  "lesson_generation": "lesson_generation",
  "lesson_report": "lesson_report",
  "lesson_report_comment": "lesson_report_comment",
  "lesson_report_setting": "lesson_report_setting",
  "lesson_subject": "lesson_subject",
  "mail_pattern": "mail_pattern",
  "normal_frame": "normal_frame",
  "notice": "notice",
  "notice_comment": "notice_comment",
  "notice_delivery": "notice_delivery",
  "notice_like": "notice_like",
  "notice_recipient": "notice_recipient",
  "notice_survey_answer": "notice_survey_answer",
  "notice_survey_choice": "notice_survey_choice",
  "notice_survey_question": "notice_survey_question",
  "notice_tag": "notice_tag",
  "notice_target": "notice_target",
  "notice_template": "notice_template",
  "notification": "notification",
  "notification_delivery": "notification_delivery",
  "parent_questionnaire_item": "parent_questionnaire_item",
  "payment": "payment",
  "payment_method": "payment_method",
  "print_request": "print_request",
  "protector": "protector",
  "receipt_card_item": "receipt_card_item",
  "report_data_fix": "report_data_fix",
  "report_template": "report_template",
  "reschedule_request": "reschedule_request",
  "school": "school",
  "school_score_point": "school_score_point",
  "school_subject": "school_subject",
  "school_subject_grade": "school_subject_grade",
  "schoolhouse": "schoolhouse",
  "schoolhouse_setting": "schoolhouse_setting",
  "schoolyear": "schoolyear",
  "seat": "seat",
  "staff": "staff",
  "student": "student",
  "student_fee": "student_fee",
  "student_questionnaire_answer": "student_questionnaire_answer",
  "student_questionnaire_item": "student_questionnaire_item",
  "survey_watch_point": "survey_watch_point",
  "switch_token": "switch_token",
  "system_setting": "system_setting",
  "tag": "tag",
  "teacher": "teacher",
  "teacher_link": "teacher_link",
  "teacher_questionnaire_item": "teacher_questionnaire_item",
  "teacher_schoolhouse": "teacher_schoolhouse",
  "textbook": "textbook",
  "textbook_unit": "textbook_unit",
  "timetable_period": "timetable_period",
  "user": "user",
  "version_history": "version_history",
  "yearly_schedule": "yearly_schedule",
  "zip_code": "zip_code"
} as const;
export type HistoryTargetCode = (typeof HistoryTarget)[keyof typeof HistoryTarget];

/** 宿題 */
export const Homework = {
  "done": 1,
  "partly": 2,
  "notDone": 3,
  "none": 4
} as const;
export type HomeworkCode = (typeof Homework)[keyof typeof Homework];

/** ファイルの形式 */
export const ImportEncoding = {
  "utf8": "utf8",
  "sjis": "sjis",
  "xlsx": "xlsx"
} as const;
export type ImportEncodingCode = (typeof ImportEncoding)[keyof typeof ImportEncoding];

/** 取り込めるファイルの種類 */
export const ImportFileType = {
  "csv": "text/csv",
  "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
} as const;
export type ImportFileTypeCode = (typeof ImportFileType)[keyof typeof ImportFileType];

/** 取り込み状況 */
export const ImportStatus = {
  "checked": "checked",
  "invalid": "invalid",
  "queued": "queued",
  "running": "running",
  "succeeded": "succeeded",
  "failed": "failed",
  "discarded": "discarded"
} as const;
export type ImportStatusCode = (typeof ImportStatus)[keyof typeof ImportStatus];

/** 問い合わせ状況 */
export const InquiryStatus = {
  "new": "new",
  "contacted": "contacted",
  "otherContact": "otherContact",
  "replied": "replied",
  "read": "read"
} as const;
export type InquiryStatusCode = (typeof InquiryStatus)[keyof typeof InquiryStatus];

/** 問い合わせ生徒区分 */
export const InquiryStudentType = {
  "continuing": "continuing",
  "withdrew": "withdrew",
  "trial": "trial",
  "rejectedTrial": "rejectedTrial"
} as const;
export type InquiryStudentTypeCode = (typeof InquiryStudentType)[keyof typeof InquiryStudentType];

/** 塾への問い合わせを利用できる人 */
export const InquiryTarget = {
  "protectorOnly": "1",
  "studentOnly": "2",
  "both": "3"
} as const;
export type InquiryTargetCode = (typeof InquiryTarget)[keyof typeof InquiryTarget];

/** 請求書機能 */
export const InvoiceActive = {
  "active": "1",
  "inactive": "2"
} as const;
export type InvoiceActiveCode = (typeof InvoiceActive)[keyof typeof InvoiceActive];

/** 請求書の状況 */
export const InvoiceState = {
  "closed": "closed",
  "issued": "issued",
  "paid": "paid",
  "partiallyPaid": "partially_paid",
  "overpaid": "overpaid"
} as const;
export type InvoiceStateCode = (typeof InvoiceState)[keyof typeof InvoiceState];

/** 授業形態 */
export const LessonKind = {
  "individual": 1,
  "group": 2
} as const;
export type LessonKindCode = (typeof LessonKind)[keyof typeof LessonKind];

/** 講習期間 */
export const LessonPeriod = {
  "spring": 1,
  "summer": 2,
  "winter": 3
} as const;
export type LessonPeriodCode = (typeof LessonPeriod)[keyof typeof LessonPeriod];

/** 授業状況 */
export const LessonStatus = {
  "absent": "absent",
  "approved": "APPROVED",
  "waiting": "waiting",
  "scheduled": "scheduled"
} as const;
export type LessonStatusCode = (typeof LessonStatus)[keyof typeof LessonStatus];

/** 授業種別 */
export const LessonType = {
  "regular": 1,
  "seasonal": 2,
  "makeup": 3,
  "supplementary": 4,
  "testPrep": 5,
  "entranceExamPrep": 6,
  "selfStudy": 7
} as const;
export type LessonTypeCode = (typeof LessonType)[keyof typeof LessonType];

/** ログイン試行制限の対象 */
export const LoginThrottleKind = {
  "account": "account",
  "address": "address"
} as const;
export type LoginThrottleKindCode = (typeof LoginThrottleKind)[keyof typeof LoginThrottleKind];

/** 送信先 */
export const MailTarget = {
  "guardian": "guardian",
  "teacher": "teacher",
  "inquirer": "inquirer"
} as const;
export type MailTargetCode = (typeof MailTarget)[keyof typeof MailTarget];

/** 配信対象区分 */
export const MessageAudience = {
  "families": "families",
  "teachers": "teachers"
} as const;
export type MessageAudienceCode = (typeof MessageAudience)[keyof typeof MessageAudience];

/** 配信状況 */
export const MessageStatus = {
  "sent": "sent",
  "unsent": "unsent",
  "draft": "draft"
} as const;
export type MessageStatusCode = (typeof MessageStatus)[keyof typeof MessageStatus];

/** 通知の種類 */
export const NotificationKind = {
  "noticePublished": "notice-published",
  "noticeUnreadReminder": "notice-unread-reminder",
  "noticeSurveyReminder": "notice-survey-reminder",
  "noticeComment": "notice-comment",
  "noticeReply": "notice-reply",
  "contactReceived": "contact-received",
  "contactReply": "contact-reply",
  "managerContactTeacher": "manager-contact-teacher",
  "managerContactTeacherComment": "manager-contact-teacher-comment",
  "teacherContactTeacher": "teacher-contact-teacher",
  "teacherContactTeacherComment": "teacher-contact-teacher-comment",
  "eventPublished": "event-published",
  "eventClosedDay": "event-closed-day",
  "invoiceIssued": "invoice-issued",
  "closedDay": "closed-day",
  "absenceDecision": "absence-decision",
  "makeupDecision": "makeup-decision",
  "lessonAbsenceReported": "lesson-absence-reported",
  "rescheduleRequested": "reschedule-requested",
  "reportPublished": "report-published",
  "reportCommented": "report-commented",
  "maintenance": "maintenance",
  "general": "general"
} as const;
export type NotificationKindCode = (typeof NotificationKind)[keyof typeof NotificationKind];

/** 操作種別 */
export const OperationAction = {
  "insert": "insert",
  "update": "update",
  "delete": "delete"
} as const;
export type OperationActionCode = (typeof OperationAction)[keyof typeof OperationAction];

/** 支払区分 */
export const PaymentMethodKind = {
  "accountTransfer": "account_transfer",
  "bankTransfer": "bank_transfer",
  "cash": "cash",
  "creditCard": "credit_card",
  "convenienceStore": "convenience_store"
} as const;
export type PaymentMethodKindCode = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];

/** 印刷状況 */
export const PrintStatus = {
  "pending": 1,
  "printed": 2,
  "cancelled": 3
} as const;
export type PrintStatusCode = (typeof PrintStatus)[keyof typeof PrintStatus];

/** 公開設定 */
export const PublishOption = {
  "draft": "draft",
  "public": "public"
} as const;
export type PublishOptionCode = (typeof PublishOption)[keyof typeof PublishOption];

/** 既読状況 */
export const ReadStatus = {
  "read": 1,
  "unread": 0
} as const;
export type ReadStatusCode = (typeof ReadStatus)[keyof typeof ReadStatus];

/** 成績種別 */
export const RecordKind = {
  "examination": "examination",
  "test": "test",
  "report": "report"
} as const;
export type RecordKindCode = (typeof RecordKind)[keyof typeof RecordKind];

/** 繰り返し */
export const Recurrence = {
  "everyDay": 0,
  "weekly": 1,
  "everyTwoWeeks": 2,
  "weekdaysEveryWeek": 3,
  "tenWeeksLastSunday": 4,
  "custom": 5
} as const;
export type RecurrenceCode = (typeof Recurrence)[keyof typeof Recurrence];

/** 返信状況（絞り込み） */
export const ReplyFilter = {
  "all": 1,
  "notReplied": 2,
  "replied": 3
} as const;
export type ReplyFilterCode = (typeof ReplyFilter)[keyof typeof ReplyFilter];

/** 返信状況 */
export const ReplyStatus = {
  "replied": 1,
  "notReplied": 0
} as const;
export type ReplyStatusCode = (typeof ReplyStatus)[keyof typeof ReplyStatus];

/** 評価 */
export const ReportEvaluation = {
  "a": "A",
  "b": "B",
  "c": "C",
  "d": "D"
} as const;
export type ReportEvaluationCode = (typeof ReportEvaluation)[keyof typeof ReportEvaluation];

/** 成績表示種別 */
export const ReportKind = {
  "ranking": "ranking",
  "rankingAvg": "ranking_avg",
  "record": "record"
} as const;
export type ReportKindCode = (typeof ReportKind)[keyof typeof ReportKind];

/** 通知表 */
export const ReportPoint = {
  "term1": 1,
  "term2": 2,
  "term3": 3,
  "yearEnd": 4
} as const;
export type ReportPointCode = (typeof ReportPoint)[keyof typeof ReportPoint];
/** Named groups of 通知表 codes (enums.yaml sets). */
export const ReportPointSets = {
  "term1": [
    1
  ],
  "term2": [
    2
  ],
  "term3": [
    3,
    4
  ]
} as const;

/** 公開状況 */
export const ReportStatus = {
  "unpublished": "unpublished",
  "published": "published"
} as const;
export type ReportStatusCode = (typeof ReportStatus)[keyof typeof ReportStatus];

/** 振替の期限 */
export const RescheduleDeadline = {
  "twoWeeks": "14",
  "thirtyDays": "30",
  "sixtyDays": "60",
  "ninetyDays": "90"
} as const;
export type RescheduleDeadlineCode = (typeof RescheduleDeadline)[keyof typeof RescheduleDeadline];

/** 振替申請状況 */
export const RescheduleStatus = {
  "waiting": "waiting",
  "approved": "approved",
  "refused": "refused",
  "withdrawn": "withdrawn"
} as const;
export type RescheduleStatusCode = (typeof RescheduleStatus)[keyof typeof RescheduleStatus];

/** 予約枠状況 */
export const ReservationSlot = {
  "reserved": "reserved",
  "reservable": "reservable",
  "notReservable": "notReservable",
  "full": "full"
} as const;
export type ReservationSlotCode = (typeof ReservationSlot)[keyof typeof ReservationSlot];

/** 端数処理 */
export const Rounding = {
  "floor": "floor",
  "round": "round",
  "ceil": "ceil"
} as const;
export type RoundingCode = (typeof Rounding)[keyof typeof Rounding];

/** 保存操作 */
export const SaveAction = {
  "save": "SAVE",
  "saveAndCopy": "SAVE_AND_COPY"
} as const;
export type SaveActionCode = (typeof SaveAction)[keyof typeof SaveAction];

/** 学校区分 */
export const SchoolKind = {
  "elementary": 1,
  "juniorHigh": 2,
  "high": 3,
  "other": 9
} as const;
export type SchoolKindCode = (typeof SchoolKind)[keyof typeof SchoolKind];

/** 学年 */
export const SchoolYear = {
  "primary1": 1,
  "primary2": 2,
  "primary3": 3,
  "primary4": 4,
  "primary5": 5,
  "primary6": 6,
  "middle1": 7,
  "middle2": 8,
  "middle3": 9,
  "high1": 10,
  "high2": 11,
  "high3": 12
} as const;
export type SchoolYearCode = (typeof SchoolYear)[keyof typeof SchoolYear];

/** 授業アイコン */
export const SeatIcon = {
  "lesson": "lesson",
  "absent": "absent",
  "transferRequested": "transferRequested"
} as const;
export type SeatIconCode = (typeof SeatIcon)[keyof typeof SeatIcon];

/** 座席表示 */
export const SeatMarker = {
  "reserved": "reserved",
  "canBeReserved": "canBeReserved",
  "cannotBeReserved": "cannotBeReserved",
  "seatEvent": "seatEvent",
  "eventIcon": "eventIcon"
} as const;
export type SeatMarkerCode = (typeof SeatMarker)[keyof typeof SeatMarker];

/** 学期 */
export const SectionRecord = {
  "first": 1,
  "second": 2,
  "third": 3
} as const;
export type SectionRecordCode = (typeof SectionRecord)[keyof typeof SectionRecord];

/** 配信方法 */
export const SendMethod = {
  "notification": "notification",
  "mail": "mail",
  "line": "line"
} as const;
export type SendMethodCode = (typeof SendMethod)[keyof typeof SendMethod];

/** 送信者区分（絞り込み） */
export const SenderTypeFilter = {
  "student": 1,
  "guardian": 2
} as const;
export type SenderTypeFilterCode = (typeof SenderTypeFilter)[keyof typeof SenderTypeFilter];

/** スタッフ権限 */
export const StaffRole = {
  "SPRIX_ADMIN": "SPRIX_ADMIN",
  "SYSTEM": "SYSTEM",
  "STAFF": "STAFF",
  "AREA_MANAGER": "AREA_MANAGER",
  "CLAIM_MANAGER": "CLAIM_MANAGER",
  "CLAIM": "CLAIM",
  "ACCOUNTING": "ACCOUNTING"
} as const;
export type StaffRoleCode = (typeof StaffRole)[keyof typeof StaffRole];

/** 生徒ステータス */
export const StudentStatus = {
  "considering": 2,
  "trial": 3,
  "continuing": 4,
  "withdrew": 7
} as const;
export type StudentStatusCode = (typeof StudentStatus)[keyof typeof StudentStatus];
/** Named groups of 生徒ステータス codes (enums.yaml sets). */
export const StudentStatusSets = {
  "advancing": [
    4,
    3,
    2
  ],
  "eventFamilies": [
    4,
    3
  ],
  "grades": [
    4,
    3
  ]
} as const;

/** 回答形式 */
export const SurveyAnswerType = {
  "choose": "choose",
  "description": "description"
} as const;
export type SurveyAnswerTypeCode = (typeof SurveyAnswerType)[keyof typeof SurveyAnswerType];

/** アンケート回答状況 */
export const SurveyStatus = {
  "answered": "answered",
  "expired": "expired"
} as const;
export type SurveyStatusCode = (typeof SurveyStatus)[keyof typeof SurveyStatus];

/** 税区分 */
export const TaxCategory = {
  "taxable": "taxable",
  "reduced": "reduced",
  "exempt": "exempt"
} as const;
export type TaxCategoryCode = (typeof TaxCategory)[keyof typeof TaxCategory];

/** 差し込み項目（講師向け） */
export const TeacherPlaceholder = {
  "companyName": "{塾名}",
  "schoolhouseName": "{校舎名}",
  "schoolhousePhone": "{校舎電話番号}",
  "schoolhouseEmail": "{校舎メールアドレス}",
  "teacherNumber": "{講師番号}",
  "teacherFullName": "{講師名}"
} as const;
export type TeacherPlaceholderCode = (typeof TeacherPlaceholder)[keyof typeof TeacherPlaceholder];

/** 期の区分 */
export const TermKind = {
  "normal": 1,
  "course": 2
} as const;
export type TermKindCode = (typeof TermKind)[keyof typeof TermKind];

/** 教材ステータス */
export const TextbookStatus = {
  "unused": "unused",
  "inUse": "inUse"
} as const;
export type TextbookStatusCode = (typeof TextbookStatus)[keyof typeof TextbookStatus];

/** 曜日 */
export const Weekday = {
  "monday": 1,
  "tuesday": 2,
  "wednesday": 3,
  "thursday": 4,
  "friday": 5,
  "saturday": 6,
  "sunday": 7
} as const;
export type WeekdayCode = (typeof Weekday)[keyof typeof Weekday];

/** Every code list, for labels and select options. */
export const codeLists = {
  "advance_status": {
    "label": "進級処理の状況",
    "type": "string",
    "values": [
      {
        "code": "queued",
        "key": "queued",
        "label": "待機中"
      },
      {
        "code": "applied",
        "key": "applied",
        "label": "進級済み"
      },
      {
        "code": "cancelling",
        "key": "cancelling",
        "label": "取り消し中"
      },
      {
        "code": "cancelled",
        "key": "cancelled",
        "label": "取り消し済み"
      },
      {
        "code": "failed",
        "key": "failed",
        "label": "失敗"
      }
    ]
  },
  "attachment_type": {
    "label": "添付できるファイルの種類",
    "type": "string",
    "values": [
      {
        "code": "application/pdf",
        "key": "pdf",
        "label": "PDF"
      },
      {
        "code": "image/jpeg",
        "key": "jpg",
        "label": "JPEG画像"
      },
      {
        "code": "image/png",
        "key": "png",
        "label": "PNG画像"
      },
      {
        "code": "image/gif",
        "key": "gif",
        "label": "GIF画像"
      },
      {
        "code": "image/webp",
        "key": "webp",
        "label": "WebP画像"
      },
      {
        "code": "image/heic",
        "key": "heic",
        "label": "HEIC画像"
      },
      {
        "code": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "key": "docx",
        "label": "Word"
      },
      {
        "code": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "key": "xlsx",
        "label": "Excel"
      },
      {
        "code": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "key": "pptx",
        "label": "PowerPoint"
      },
      {
        "code": "text/plain",
        "key": "txt",
        "label": "テキスト"
      },
      {
        "code": "text/csv",
        "key": "csv",
        "label": "CSV"
      }
    ]
  },
  "attendance": {
    "label": "出欠",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "attend",
        "label": "出席"
      },
      {
        "code": 2,
        "key": "absent",
        "label": "欠席"
      },
      {
        "code": 3,
        "key": "late",
        "label": "遅刻"
      },
      {
        "code": 4,
        "key": "unexcusedAbsence",
        "label": "無断欠席"
      }
    ]
  },
  "authority": {
    "label": "権限区分",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "AUTH_STAFF_GENERAL",
        "label": "スタッフ"
      },
      {
        "code": 2,
        "key": "AUTH_PROTECTOR",
        "label": "保護者"
      },
      {
        "code": 3,
        "key": "AUTH_STUDENT",
        "label": "生徒"
      },
      {
        "code": 4,
        "key": "AUTH_TEACHER",
        "label": "講師"
      }
    ]
  },
  "bank_account_type": {
    "label": "預金種目",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "ordinary",
        "label": "普通"
      },
      {
        "code": 2,
        "key": "current",
        "label": "当座"
      },
      {
        "code": 9,
        "key": "other",
        "label": "その他"
      }
    ]
  },
  "batch_reservation": {
    "label": "一括予約の繰り返し",
    "type": "string",
    "values": [
      {
        "code": "everyDay",
        "key": "everyDay",
        "label": "毎日"
      },
      {
        "code": "weekly",
        "key": "weekly",
        "label": "毎週"
      },
      {
        "code": "everyTwoWeeks",
        "key": "everyTwoWeeks",
        "label": "隔週"
      },
      {
        "code": "weekdays",
        "key": "weekdays",
        "label": "平日"
      },
      {
        "code": "weekends",
        "key": "weekends",
        "label": "土日"
      },
      {
        "code": "custom",
        "key": "custom",
        "label": "カスタム"
      }
    ]
  },
  "billing_status": {
    "label": "請求処理の状況",
    "type": "string",
    "values": [
      {
        "code": "open",
        "key": "open",
        "label": "未依頼"
      },
      {
        "code": "requested",
        "key": "requested",
        "label": "発行依頼済み"
      },
      {
        "code": "closed",
        "key": "closed",
        "label": "締め済み"
      },
      {
        "code": "approved",
        "key": "approved",
        "label": "承認済み"
      },
      {
        "code": "issued",
        "key": "issued",
        "label": "発行済み"
      }
    ]
  },
  "billing_step": {
    "label": "請求処理",
    "type": "string",
    "values": [
      {
        "code": "request",
        "key": "request",
        "label": "発行依頼"
      },
      {
        "code": "withdraw",
        "key": "withdraw",
        "label": "発行依頼の取り消し"
      },
      {
        "code": "close",
        "key": "close",
        "label": "締め処理"
      },
      {
        "code": "cancel_close",
        "key": "cancelClose",
        "label": "締めの取り消し"
      },
      {
        "code": "approve",
        "key": "approve",
        "label": "発行承認"
      },
      {
        "code": "reject",
        "key": "reject",
        "label": "差し戻し"
      },
      {
        "code": "issue",
        "key": "issue",
        "label": "請求書発行"
      }
    ]
  },
  "change_type": {
    "label": "変更種別",
    "type": "string",
    "values": [
      {
        "code": "created",
        "key": "created",
        "label": "作成"
      },
      {
        "code": "updated",
        "key": "updated",
        "label": "更新"
      },
      {
        "code": "deleted",
        "key": "deleted",
        "label": "削除"
      }
    ]
  },
  "claim_alarm_kind": {
    "label": "アラーム種別",
    "type": "string",
    "values": [
      {
        "code": "unpaid",
        "key": "unpaid",
        "label": "未入金"
      },
      {
        "code": "transfer_failed",
        "key": "transferFailed",
        "label": "振替不能"
      },
      {
        "code": "overpaid",
        "key": "overpaid",
        "label": "過入金"
      },
      {
        "code": "amount_changed",
        "key": "amountChanged",
        "label": "前月から金額変動"
      }
    ]
  },
  "claim_confirmation_status": {
    "label": "確認状況",
    "type": "string",
    "values": [
      {
        "code": "unconfirmed",
        "key": "unconfirmed",
        "label": "未確認"
      },
      {
        "code": "confirmed",
        "key": "confirmed",
        "label": "確認済み"
      }
    ]
  },
  "claim_kind": {
    "label": "請求区分",
    "type": "string",
    "values": [
      {
        "code": "monthly",
        "key": "monthly",
        "label": "月額請求"
      },
      {
        "code": "additional",
        "key": "additional",
        "label": "追加請求"
      },
      {
        "code": "correction",
        "key": "correction",
        "label": "訂正伝票"
      }
    ]
  },
  "comment_author_kind": {
    "label": "コメント投稿者区分",
    "type": "string",
    "values": [
      {
        "code": "school",
        "key": "school",
        "label": "塾"
      },
      {
        "code": "guardian",
        "key": "guardian",
        "label": "保護者"
      },
      {
        "code": "teacher",
        "key": "teacher",
        "label": "講師"
      }
    ]
  },
  "comment_filter": {
    "label": "コメント（絞り込み）",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "all",
        "label": "すべて"
      },
      {
        "code": 2,
        "key": "noComment",
        "label": "コメントなし"
      },
      {
        "code": 3,
        "key": "hasComment",
        "label": "コメントあり"
      }
    ]
  },
  "communication_type": {
    "label": "講師連絡種別",
    "type": "string",
    "values": [
      {
        "code": "manager-contact-teacher",
        "key": "managerContactTeacher",
        "label": "教室から講師への連絡"
      },
      {
        "code": "manager-contact-teacher-comment",
        "key": "managerContactTeacherComment",
        "label": "教室から講師への連絡（コメント）"
      },
      {
        "code": "teacher-contact-teacher",
        "key": "teacherContactTeacher",
        "label": "講師間の連絡"
      },
      {
        "code": "teacher-contact-teacher-comment",
        "key": "teacherContactTeacherComment",
        "label": "講師間の連絡（コメント）"
      }
    ]
  },
  "comprehension": {
    "label": "理解度",
    "type": "integer",
    "values": [
      {
        "code": 5,
        "key": "excellent",
        "label": "よく理解できている"
      },
      {
        "code": 4,
        "key": "good",
        "label": "理解できている"
      },
      {
        "code": 3,
        "key": "fair",
        "label": "おおむね理解できている"
      },
      {
        "code": 2,
        "key": "partial",
        "label": "一部理解できていない"
      },
      {
        "code": 1,
        "key": "poor",
        "label": "復習が必要"
      }
    ]
  },
  "contact_method": {
    "label": "面談方法",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "direct",
        "label": "対面"
      },
      {
        "code": 2,
        "key": "phone",
        "label": "電話"
      },
      {
        "code": 3,
        "key": "online",
        "label": "オンライン"
      }
    ]
  },
  "contact_sender": {
    "label": "送信者区分",
    "type": "string",
    "values": [
      {
        "code": "school",
        "key": "school",
        "label": "塾"
      },
      {
        "code": "guardian",
        "key": "guardian",
        "label": "保護者"
      },
      {
        "code": "student",
        "key": "student",
        "label": "生徒"
      }
    ]
  },
  "contacter": {
    "label": "面談相手",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "guardian",
        "label": "保護者"
      },
      {
        "code": 2,
        "key": "student",
        "label": "生徒"
      }
    ]
  },
  "csv_encoding": {
    "label": "CSVの文字コード",
    "type": "string",
    "values": [
      {
        "code": "utf8",
        "key": "utf8",
        "label": "UTF-8（BOM付き）"
      },
      {
        "code": "sjis",
        "key": "sjis",
        "label": "Shift_JIS"
      }
    ]
  },
  "debit_file_type": {
    "label": "口座振替結果ファイルの種類",
    "type": "string",
    "values": [
      {
        "code": "text/plain",
        "key": "txt",
        "label": "テキスト（全銀協フォーマット）"
      }
    ]
  },
  "debit_result": {
    "label": "口座振替結果",
    "type": "string",
    "values": [
      {
        "code": "0",
        "key": "done",
        "label": "振替済み"
      },
      {
        "code": "1",
        "key": "insufficient",
        "label": "資金不足"
      },
      {
        "code": "2",
        "key": "noAccount",
        "label": "取引なし"
      },
      {
        "code": "3",
        "key": "stoppedByDepositor",
        "label": "預金者の都合による振替停止"
      },
      {
        "code": "4",
        "key": "noRequestForm",
        "label": "振替依頼書なし"
      },
      {
        "code": "8",
        "key": "stoppedByConsignor",
        "label": "委託者の都合による振替停止"
      },
      {
        "code": "9",
        "key": "other",
        "label": "その他"
      }
    ]
  },
  "deletion_status": {
    "label": "削除処理の状況",
    "type": "string",
    "values": [
      {
        "code": "queued",
        "key": "queued",
        "label": "待機中"
      },
      {
        "code": "applied",
        "key": "applied",
        "label": "削除済み"
      },
      {
        "code": "failed",
        "key": "failed",
        "label": "失敗"
      }
    ]
  },
  "delivery_channel": {
    "label": "配信チャネル",
    "type": "string",
    "values": [
      {
        "code": "web",
        "key": "web",
        "label": "Web通知"
      },
      {
        "code": "app",
        "key": "app",
        "label": "アプリ通知"
      },
      {
        "code": "mail",
        "key": "mail",
        "label": "メール"
      },
      {
        "code": "line",
        "key": "line",
        "label": "LINE"
      }
    ]
  },
  "delivery_kind": {
    "label": "配信の種類",
    "type": "string",
    "values": [
      {
        "code": "publish",
        "key": "publish",
        "label": "配信"
      },
      {
        "code": "unreadReminder",
        "key": "unreadReminder",
        "label": "未読者への再通知"
      },
      {
        "code": "surveyReminder",
        "key": "surveyReminder",
        "label": "アンケート未回答者への催促"
      }
    ]
  },
  "delivery_status": {
    "label": "配信状態",
    "type": "string",
    "values": [
      {
        "code": "queued",
        "key": "queued",
        "label": "送信待ち"
      },
      {
        "code": "sending",
        "key": "sending",
        "label": "送信中"
      },
      {
        "code": "sent",
        "key": "sent",
        "label": "送信済み"
      },
      {
        "code": "failed",
        "key": "failed",
        "label": "送信失敗"
      },
      {
        "code": "notConfigured",
        "key": "notConfigured",
        "label": "未設定のため送信なし"
      },
      {
        "code": "noAddress",
        "key": "noAddress",
        "label": "宛先未登録"
      },
      {
        "code": "disabled",
        "key": "disabled",
        "label": "校舎で無効な配信方法"
      },
      {
        "code": "optedOut",
        "key": "optedOut",
        "label": "配信停止中"
      },
      {
        "code": "bounced",
        "key": "bounced",
        "label": "不達"
      }
    ]
  },
  "entry_form_item": {
    "label": "入力項目",
    "type": "string",
    "values": [
      {
        "code": "child_name",
        "key": "childName",
        "label": "お子様氏名"
      },
      {
        "code": "child_kana",
        "key": "childKana",
        "label": "お子様氏名（カナ）"
      },
      {
        "code": "email",
        "key": "email",
        "label": "メールアドレス"
      },
      {
        "code": "phone",
        "key": "phone",
        "label": "電話番号"
      },
      {
        "code": "postal_code",
        "key": "postalCode",
        "label": "郵便番号"
      },
      {
        "code": "address",
        "key": "address",
        "label": "住所"
      },
      {
        "code": "school_building",
        "key": "schoolBuilding",
        "label": "希望校舎"
      },
      {
        "code": "school_name",
        "key": "schoolName",
        "label": "学校名"
      },
      {
        "code": "school_year",
        "key": "schoolYear",
        "label": "学年"
      },
      {
        "code": "birthday",
        "key": "birthday",
        "label": "生年月日"
      },
      {
        "code": "trial_lesson_date",
        "key": "trialLessonDate",
        "label": "体験授業希望日"
      },
      {
        "code": "gender",
        "key": "gender",
        "label": "性別"
      },
      {
        "code": "subjects",
        "key": "subjects",
        "label": "希望科目"
      },
      {
        "code": "remarks",
        "key": "remarks",
        "label": "備考"
      }
    ]
  },
  "event_status": {
    "label": "イベントのステータス",
    "type": "string",
    "values": [
      {
        "code": "draft",
        "key": "draft",
        "label": "下書き"
      },
      {
        "code": "published",
        "key": "published",
        "label": "公開中"
      },
      {
        "code": "closed",
        "key": "closed",
        "label": "受付終了"
      },
      {
        "code": "cancelled",
        "key": "cancelled",
        "label": "中止"
      }
    ]
  },
  "exam_point": {
    "label": "定期テスト",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "term1Midterm",
        "label": "1学期中間テスト"
      },
      {
        "code": 2,
        "key": "term1Final",
        "label": "1学期期末テスト"
      },
      {
        "code": 3,
        "key": "term2Midterm",
        "label": "2学期中間テスト"
      },
      {
        "code": 4,
        "key": "term2Final",
        "label": "2学期期末テスト"
      },
      {
        "code": 5,
        "key": "term3Final",
        "label": "3学期期末テスト"
      },
      {
        "code": 6,
        "key": "yearEnd",
        "label": "学年末テスト"
      }
    ]
  },
  "fee_kind": {
    "label": "料金種別",
    "type": "string",
    "values": [
      {
        "code": "admission",
        "key": "admission",
        "label": "入塾金"
      },
      {
        "code": "tuition",
        "key": "tuition",
        "label": "授業料"
      },
      {
        "code": "material",
        "key": "material",
        "label": "教材費"
      },
      {
        "code": "facility",
        "key": "facility",
        "label": "施設維持費"
      },
      {
        "code": "course",
        "key": "course",
        "label": "講習費"
      },
      {
        "code": "exam",
        "key": "exam",
        "label": "模試代"
      },
      {
        "code": "other",
        "key": "other",
        "label": "その他"
      }
    ]
  },
  "file_owner": {
    "label": "ファイルの持ち主",
    "type": "string",
    "values": [
      {
        "code": "contact",
        "key": "contact",
        "label": "連絡"
      },
      {
        "code": "lesson_report",
        "key": "lesson_report",
        "label": "指導報告書"
      },
      {
        "code": "notice",
        "key": "notice",
        "label": "お知らせ"
      }
    ]
  },
  "flag": {
    "label": "有効・無効",
    "type": "string",
    "values": [
      {
        "code": "1",
        "key": "enable",
        "label": "有効"
      },
      {
        "code": "0",
        "key": "disable",
        "label": "無効"
      }
    ]
  },
  "form_mode": {
    "label": "画面モード",
    "type": "string",
    "values": [
      {
        "code": "ADD",
        "key": "add",
        "label": "追加"
      },
      {
        "code": "EDIT",
        "key": "edit",
        "label": "編集"
      },
      {
        "code": "DETAIL",
        "key": "detail",
        "label": "詳細"
      },
      {
        "code": "LIST",
        "key": "list",
        "label": "一覧"
      },
      {
        "code": "NEXT_DAY",
        "key": "nextDay",
        "label": "翌日"
      },
      {
        "code": "PREV_DAY",
        "key": "prevDay",
        "label": "前日"
      }
    ]
  },
  "gender": {
    "label": "性別",
    "type": "string",
    "values": [
      {
        "code": "male",
        "key": "male",
        "label": "男性"
      },
      {
        "code": "female",
        "key": "female",
        "label": "女性"
      }
    ]
  },
  "grade_level": {
    "label": "成績学年",
    "type": "string",
    "values": [
      {
        "code": "middle1",
        "key": "middle1",
        "label": "中1"
      },
      {
        "code": "middle2",
        "key": "middle2",
        "label": "中2"
      },
      {
        "code": "middle3",
        "key": "middle3",
        "label": "中3"
      },
      {
        "code": "high1",
        "key": "high1",
        "label": "高1"
      },
      {
        "code": "high2",
        "key": "high2",
        "label": "高2"
      },
      {
        "code": "high3",
        "key": "high3",
        "label": "高3"
      }
    ]
  },
  "guardian_placeholder": {
    "label": "差し込み項目（保護者向け）",
    "type": "string",
    "values": [
      {
        "code": "{塾名}",
        "key": "companyName",
        "label": "塾名"
      },
      {
        "code": "{校舎名}",
        "key": "schoolhouseName",
        "label": "校舎名"
      },
      {
        "code": "{校舎電話番号}",
        "key": "schoolhousePhone",
        "label": "校舎電話番号"
      },
      {
        "code": "{校舎メールアドレス}",
        "key": "schoolhouseEmail",
        "label": "校舎メールアドレス"
      },
      {
        "code": "{生徒番号}",
        "key": "studentNumber",
        "label": "生徒番号"
      },
      {
        "code": "{生徒姓}",
        "key": "studentFamilyName",
        "label": "生徒姓"
      },
      {
        "code": "{生徒名}",
        "key": "studentFirstName",
        "label": "生徒名"
      },
      {
        "code": "{保護者姓}",
        "key": "protectorFamilyName",
        "label": "保護者姓"
      },
      {
        "code": "{保護者名}",
        "key": "protectorFirstName",
        "label": "保護者名"
      }
    ]
  },
  "history_target": {
    "label": "対象",
    "type": "string",
    "values": [
      {
        "code": "activity_history",
        "key": "activity_history",
        "label": "操作履歴"
      },
      {
        "code": "area",
        "key": "area",
        "label": "エリア"
      },
      {
        "code": "available_time",
        "key": "available_time",
        "label": "通塾可能日"
      },
      {
        "code": "bank",
        "key": "bank",
        "label": "銀行"
      },
      {
        "code": "billing_period",
        "key": "billing_period",
        "label": "請求処理"
      },
      {
        "code": "billing_step_log",
        "key": "billing_step_log",
        "label": "請求処理履歴"
      },
      {
        "code": "calendar_feed",
        "key": "calendar_feed",
        "label": "カレンダー連携"
      },
      {
        "code": "claim",
        "key": "claim",
        "label": "請求明細"
      },
      {
        "code": "claim_alarm_condition",
        "key": "claim_alarm_condition",
        "label": "請求アラーム条件"
      },
      {
        "code": "claim_confirmation",
        "key": "claim_confirmation",
        "label": "全請求確認"
      },
      {
        "code": "claim_setting",
        "key": "claim_setting",
        "label": "請求基本設定"
      },
      {
        "code": "communication_template",
        "key": "communication_template",
        "label": "講師連絡テンプレート"
      },
      {
        "code": "company",
        "key": "company",
        "label": "法人"
      },
      {
        "code": "contact",
        "key": "contact",
        "label": "連絡"
      },
      {
        "code": "contact_comment",
        "key": "contact_comment",
        "label": "連絡コメント"
      },
      {
        "code": "contact_template",
        "key": "contact_template",
        "label": "連絡テンプレート"
      },
      {
        "code": "debit_account",
        "key": "debit_account",
        "label": "口座振替口座"
      },
      {
        "code": "debit_batch",
        "key": "debit_batch",
        "label": "口座振替データ"
      },
      {
        "code": "destination_point",
        "key": "destination_point",
        "label": "志望校別基準点"
      },
      {
        "code": "entry_period",
        "key": "entry_period",
        "label": "入塾期間"
      },
      {
        "code": "event",
        "key": "event",
        "label": "イベント"
      },
      {
        "code": "event_agreement",
        "key": "event_agreement",
        "label": "参加同意"
      },
      {
        "code": "event_reservation",
        "key": "event_reservation",
        "label": "予約"
      },
      {
        "code": "event_setting",
        "key": "event_setting",
        "label": "予約受付設定"
      },
      {
        "code": "event_space",
        "key": "event_space",
        "label": "スペース"
      },
      {
        "code": "event_time_slot",
        "key": "event_time_slot",
        "label": "時間枠"
      },
      {
        "code": "fee_item",
        "key": "fee_item",
        "label": "料金項目"
      },
      {
        "code": "file",
        "key": "file",
        "label": "ファイル"
      },
      {
        "code": "frame_division",
        "key": "frame_division",
        "label": "コマ割り"
      },
      {
        "code": "grade_guarantee",
        "key": "grade_guarantee",
        "label": "成績保証"
      },
      {
        "code": "grade_input_deadline",
        "key": "grade_input_deadline",
        "label": "成績入力期限"
      },
      {
        "code": "grade_record",
        "key": "grade_record",
        "label": "成績"
      },
      {
        "code": "holiday",
        "key": "holiday",
        "label": "休日"
      },
      {
        "code": "inquiry_form_item",
        "key": "inquiry_form_item",
        "label": "入塾問い合わせフォーム項目"
      },
      {
        "code": "interview",
        "key": "interview",
        "label": "面談記録"
      },
      {
        "code": "interview_template",
        "key": "interview_template",
        "label": "面談テンプレート"
      },
      {
        "code": "invoice",
        "key": "invoice",
        "label": "請求書"
      },
      {
        "code": "invoice_print_setting",
        "key": "invoice_print_setting",
        "label": "請求書印刷設定"
      },
      {
        "code": "leaving_reason",
        "key": "leaving_reason",
        "label": "退塾理由・転塾先"
      },
      {
        "code": "lesson",
        "key": "lesson",
        "label": "授業"
      },
      {
        "code": "lesson_frame",
        "key": "lesson_frame",
        "label": "授業コマ"
      },
      {
        "code": "lesson_generation",
        "key": "lesson_generation",
        "label": "授業の生成"
      },
      {
        "code": "lesson_report",
        "key": "lesson_report",
        "label": "指導報告書"
      },
      {
        "code": "lesson_report_comment",
        "key": "lesson_report_comment",
        "label": "指導報告書のコメント"
      },
      {
        "code": "lesson_report_setting",
        "key": "lesson_report_setting",
        "label": "指導報告書設定"
      },
      {
        "code": "lesson_subject",
        "key": "lesson_subject",
        "label": "授業科目"
      },
      {
        "code": "mail_pattern",
        "key": "mail_pattern",
        "label": "メールパターン"
      },
      {
        "code": "normal_frame",
        "key": "normal_frame",
        "label": "通常授業"
      },
      {
        "code": "notice",
        "key": "notice",
        "label": "お知らせ"
      },
      {
        "code": "notice_comment",
        "key": "notice_comment",
        "label": "お知らせコメント"
      },
      {
        "code": "notice_delivery",
        "key": "notice_delivery",
        "label": "お知らせ配信記録"
      },
      {
        "code": "notice_like",
        "key": "notice_like",
        "label": "お知らせへのいいね"
      },
      {
        "code": "notice_recipient",
        "key": "notice_recipient",
        "label": "お知らせ配信先"
      },
      {
        "code": "notice_survey_answer",
        "key": "notice_survey_answer",
        "label": "アンケートの回答"
      },
      {
        "code": "notice_survey_choice",
        "key": "notice_survey_choice",
        "label": "アンケートの選択肢"
      },
      {
        "code": "notice_survey_question",
        "key": "notice_survey_question",
        "label": "アンケートの質問"
      },
      {
        "code": "notice_tag",
        "key": "notice_tag",
        "label": "お知らせタグ"
      },
      {
        "code": "notice_target",
        "key": "notice_target",
        "label": "お知らせ配信対象"
      },
      {
        "code": "notice_template",
        "key": "notice_template",
        "label": "お知らせテンプレート"
      },
      {
        "code": "notification",
        "key": "notification",
        "label": "通知"
      },
      {
        "code": "notification_delivery",
        "key": "notification_delivery",
        "label": "通知の配信記録"
      },
      {
        "code": "parent_questionnaire_item",
        "key": "parent_questionnaire_item",
        "label": "保護者アンケート項目"
      },
      {
        "code": "payment",
        "key": "payment",
        "label": "入金"
      },
      {
        "code": "payment_method",
        "key": "payment_method",
        "label": "支払方法"
      },
      {
        "code": "print_request",
        "key": "print_request",
        "label": "印刷依頼"
      },
      {
        "code": "protector",
        "key": "protector",
        "label": "保護者"
      },
      {
        "code": "receipt_card_item",
        "key": "receipt_card_item",
        "label": "受付カード項目"
      },
      {
        "code": "report_data_fix",
        "key": "report_data_fix",
        "label": "通知表データ確定"
      },
      {
        "code": "report_template",
        "key": "report_template",
        "label": "指導報告書テンプレート"
      },
      {
        "code": "reschedule_request",
        "key": "reschedule_request",
        "label": "振替申請"
      },
      {
        "code": "school",
        "key": "school",
        "label": "学校"
      },
      {
        "code": "school_score_point",
        "key": "school_score_point",
        "label": "学校別評定点"
      },
      {
        "code": "school_subject",
        "key": "school_subject",
        "label": "学校教科"
      },
      {
        "code": "school_subject_grade",
        "key": "school_subject_grade",
        "label": "通知表の評定"
      },
      {
        "code": "schoolhouse",
        "key": "schoolhouse",
        "label": "校舎"
      },
      {
        "code": "schoolhouse_setting",
        "key": "schoolhouse_setting",
        "label": "校舎別機能設定"
      },
      {
        "code": "schoolyear",
        "key": "schoolyear",
        "label": "学年"
      },
      {
        "code": "seat",
        "key": "seat",
        "label": "座席"
      },
      {
        "code": "staff",
        "key": "staff",
        "label": "スタッフ"
      },
      {
        "code": "student",
        "key": "student",
        "label": "生徒"
      },
      {
        "code": "student_fee",
        "key": "student_fee",
        "label": "生徒別料金"
      },
      {
        "code": "student_questionnaire_answer",
        "key": "student_questionnaire_answer",
        "label": "生徒アンケート回答"
      },
      {
        "code": "student_questionnaire_item",
        "key": "student_questionnaire_item",
        "label": "生徒アンケート項目"
      },
      {
        "code": "survey_watch_point",
        "key": "survey_watch_point",
        "label": "アンケート着目ポイント"
      },
      {
        "code": "switch_token",
        "key": "switch_token",
        "label": "切り替え用ログイントークン"
      },
      {
        "code": "system_setting",
        "key": "system_setting",
        "label": "システム設定"
      },
      {
        "code": "tag",
        "key": "tag",
        "label": "タグ"
      },
      {
        "code": "teacher",
        "key": "teacher",
        "label": "講師"
      },
      {
        "code": "teacher_link",
        "key": "teacher_link",
        "label": "連携講師アカウント"
      },
      {
        "code": "teacher_questionnaire_item",
        "key": "teacher_questionnaire_item",
        "label": "講師アンケート項目"
      },
      {
        "code": "teacher_schoolhouse",
        "key": "teacher_schoolhouse",
        "label": "講師所属校舎"
      },
      {
        "code": "textbook",
        "key": "textbook",
        "label": "教材"
      },
      {
        "code": "textbook_unit",
        "key": "textbook_unit",
        "label": "教材の単元"
      },
      {
        "code": "timetable_period",
        "key": "timetable_period",
        "label": "時限"
      },
      {
        "code": "user",
        "key": "user",
        "label": "ユーザー"
      },
      {
        "code": "version_history",
        "key": "version_history",
        "label": "バージョンアップ情報"
      },
      {
        "code": "yearly_schedule",
        "key": "yearly_schedule",
        "label": "期"
      },
      {
        "code": "zip_code",
        "key": "zip_code",
        "label": "郵便番号"
      }
    ]
  },
  "homework": {
    "label": "宿題",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "done",
        "label": "実施"
      },
      {
        "code": 2,
        "key": "partly",
        "label": "一部実施"
      },
      {
        "code": 3,
        "key": "notDone",
        "label": "未実施"
      },
      {
        "code": 4,
        "key": "none",
        "label": "宿題なし"
      }
    ]
  },
  "import_encoding": {
    "label": "ファイルの形式",
    "type": "string",
    "values": [
      {
        "code": "utf8",
        "key": "utf8",
        "label": "CSV（UTF-8）"
      },
      {
        "code": "sjis",
        "key": "sjis",
        "label": "CSV（Shift_JIS）"
      },
      {
        "code": "xlsx",
        "key": "xlsx",
        "label": "Excel ブック（.xlsx）"
      }
    ]
  },
  "import_file_type": {
    "label": "取り込めるファイルの種類",
    "type": "string",
    "values": [
      {
        "code": "text/csv",
        "key": "csv",
        "label": "CSV"
      },
      {
        "code": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "key": "xlsx",
        "label": "Excel ブック（.xlsx）"
      }
    ]
  },
  "import_status": {
    "label": "取り込み状況",
    "type": "string",
    "values": [
      {
        "code": "checked",
        "key": "checked",
        "label": "確認済み"
      },
      {
        "code": "invalid",
        "key": "invalid",
        "label": "エラーあり"
      },
      {
        "code": "queued",
        "key": "queued",
        "label": "待機中"
      },
      {
        "code": "running",
        "key": "running",
        "label": "取り込み中"
      },
      {
        "code": "succeeded",
        "key": "succeeded",
        "label": "完了"
      },
      {
        "code": "failed",
        "key": "failed",
        "label": "失敗"
      },
      {
        "code": "discarded",
        "key": "discarded",
        "label": "破棄済み"
      }
    ]
  },
  "inquiry_status": {
    "label": "問い合わせ状況",
    "type": "string",
    "values": [
      {
        "code": "new",
        "key": "new",
        "label": "新規"
      },
      {
        "code": "contacted",
        "key": "contacted",
        "label": "連絡済み"
      },
      {
        "code": "otherContact",
        "key": "otherContact",
        "label": "その他連絡済み"
      },
      {
        "code": "replied",
        "key": "replied",
        "label": "返信済み"
      },
      {
        "code": "read",
        "key": "read",
        "label": "既読"
      }
    ]
  },
  "inquiry_student_type": {
    "label": "問い合わせ生徒区分",
    "type": "string",
    "values": [
      {
        "code": "continuing",
        "key": "continuing",
        "label": "在籍生"
      },
      {
        "code": "withdrew",
        "key": "withdrew",
        "label": "退塾生"
      },
      {
        "code": "trial",
        "key": "trial",
        "label": "体験生"
      },
      {
        "code": "rejectedTrial",
        "key": "rejectedTrial",
        "label": "体験後未入塾"
      }
    ]
  },
  "inquiry_target": {
    "label": "塾への問い合わせを利用できる人",
    "type": "string",
    "values": [
      {
        "code": "1",
        "key": "protectorOnly",
        "label": "保護者のみ"
      },
      {
        "code": "2",
        "key": "studentOnly",
        "label": "生徒のみ"
      },
      {
        "code": "3",
        "key": "both",
        "label": "保護者と生徒"
      }
    ]
  },
  "invoice_active": {
    "label": "請求書機能",
    "type": "string",
    "values": [
      {
        "code": "1",
        "key": "active",
        "label": "有効"
      },
      {
        "code": "2",
        "key": "inactive",
        "label": "無効"
      }
    ]
  },
  "invoice_state": {
    "label": "請求書の状況",
    "type": "string",
    "values": [
      {
        "code": "closed",
        "key": "closed",
        "label": "発行前"
      },
      {
        "code": "issued",
        "key": "issued",
        "label": "未入金"
      },
      {
        "code": "paid",
        "key": "paid",
        "label": "入金済み"
      },
      {
        "code": "partially_paid",
        "key": "partiallyPaid",
        "label": "一部入金"
      },
      {
        "code": "overpaid",
        "key": "overpaid",
        "label": "過入金"
      }
    ]
  },
  "lesson_kind": {
    "label": "授業形態",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "individual",
        "label": "個別"
      },
      {
        "code": 2,
        "key": "group",
        "label": "集団"
      }
    ]
  },
  "lesson_period": {
    "label": "講習期間",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "spring",
        "label": "春期"
      },
      {
        "code": 2,
        "key": "summer",
        "label": "夏期"
      },
      {
        "code": 3,
        "key": "winter",
        "label": "冬期"
      }
    ]
  },
  "lesson_status": {
    "label": "授業状況",
    "type": "string",
    "values": [
      {
        "code": "absent",
        "key": "absent",
        "label": "欠席"
      },
      {
        "code": "APPROVED",
        "key": "approved",
        "label": "振替承認済み"
      },
      {
        "code": "waiting",
        "key": "waiting",
        "label": "振替待ち"
      },
      {
        "code": "scheduled",
        "key": "scheduled",
        "label": "予定"
      }
    ]
  },
  "lesson_type": {
    "label": "授業種別",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "regular",
        "label": "通常"
      },
      {
        "code": 2,
        "key": "seasonal",
        "label": "季節講習"
      },
      {
        "code": 3,
        "key": "makeup",
        "label": "振替"
      },
      {
        "code": 4,
        "key": "supplementary",
        "label": "補講"
      },
      {
        "code": 5,
        "key": "testPrep",
        "label": "テスト対策"
      },
      {
        "code": 6,
        "key": "entranceExamPrep",
        "label": "受験対策"
      },
      {
        "code": 7,
        "key": "selfStudy",
        "label": "自習"
      }
    ]
  },
  "login_throttle_kind": {
    "label": "ログイン試行制限の対象",
    "type": "string",
    "values": [
      {
        "code": "account",
        "key": "account",
        "label": "アカウント"
      },
      {
        "code": "address",
        "key": "address",
        "label": "接続元アドレス"
      }
    ]
  },
  "mail_target": {
    "label": "送信先",
    "type": "string",
    "values": [
      {
        "code": "guardian",
        "key": "guardian",
        "label": "保護者"
      },
      {
        "code": "teacher",
        "key": "teacher",
        "label": "講師"
      },
      {
        "code": "inquirer",
        "key": "inquirer",
        "label": "問い合わせ者"
      }
    ]
  },
  "message_audience": {
    "label": "配信対象区分",
    "type": "string",
    "values": [
      {
        "code": "families",
        "key": "families",
        "label": "保護者"
      },
      {
        "code": "teachers",
        "key": "teachers",
        "label": "講師"
      }
    ]
  },
  "message_status": {
    "label": "配信状況",
    "type": "string",
    "values": [
      {
        "code": "sent",
        "key": "sent",
        "label": "配信済み"
      },
      {
        "code": "unsent",
        "key": "unsent",
        "label": "未配信"
      },
      {
        "code": "draft",
        "key": "draft",
        "label": "下書き"
      }
    ]
  },
  "notification_kind": {
    "label": "通知の種類",
    "type": "string",
    "values": [
      {
        "code": "notice-published",
        "key": "noticePublished",
        "label": "お知らせ"
      },
      {
        "code": "notice-unread-reminder",
        "key": "noticeUnreadReminder",
        "label": "再通知"
      },
      {
        "code": "notice-survey-reminder",
        "key": "noticeSurveyReminder",
        "label": "アンケート"
      },
      {
        "code": "notice-comment",
        "key": "noticeComment",
        "label": "コメント"
      },
      {
        "code": "notice-reply",
        "key": "noticeReply",
        "label": "返信"
      },
      {
        "code": "contact-received",
        "key": "contactReceived",
        "label": "問い合わせ"
      },
      {
        "code": "contact-reply",
        "key": "contactReply",
        "label": "連絡"
      },
      {
        "code": "manager-contact-teacher",
        "key": "managerContactTeacher",
        "label": "講師連絡"
      },
      {
        "code": "manager-contact-teacher-comment",
        "key": "managerContactTeacherComment",
        "label": "講師連絡コメント"
      },
      {
        "code": "teacher-contact-teacher",
        "key": "teacherContactTeacher",
        "label": "講師間連絡"
      },
      {
        "code": "teacher-contact-teacher-comment",
        "key": "teacherContactTeacherComment",
        "label": "講師連絡コメント"
      },
      {
        "code": "event-published",
        "key": "eventPublished",
        "label": "イベント"
      },
      {
        "code": "event-closed-day",
        "key": "eventClosedDay",
        "label": "予約日の休校"
      },
      {
        "code": "invoice-issued",
        "key": "invoiceIssued",
        "label": "請求書"
      },
      {
        "code": "closed-day",
        "key": "closedDay",
        "label": "休校日"
      },
      {
        "code": "absence-decision",
        "key": "absenceDecision",
        "label": "欠席"
      },
      {
        "code": "makeup-decision",
        "key": "makeupDecision",
        "label": "振替"
      },
      {
        "code": "lesson-absence-reported",
        "key": "lessonAbsenceReported",
        "label": "欠席"
      },
      {
        "code": "reschedule-requested",
        "key": "rescheduleRequested",
        "label": "振替申請"
      },
      {
        "code": "report-published",
        "key": "reportPublished",
        "label": "指導報告書"
      },
      {
        "code": "report-commented",
        "key": "reportCommented",
        "label": "指導報告書へのコメント"
      },
      {
        "code": "maintenance",
        "key": "maintenance",
        "label": "メンテナンス"
      },
      {
        "code": "general",
        "key": "general",
        "label": "その他"
      }
    ]
  },
  "operation_action": {
    "label": "操作種別",
    "type": "string",
    "values": [
      {
        "code": "insert",
        "key": "insert",
        "label": "登録"
      },
      {
        "code": "update",
        "key": "update",
        "label": "更新"
      },
      {
        "code": "delete",
        "key": "delete",
        "label": "削除"
      }
    ]
  },
  "payment_method_kind": {
    "label": "支払区分",
    "type": "string",
    "values": [
      {
        "code": "account_transfer",
        "key": "accountTransfer",
        "label": "口座振替"
      },
      {
        "code": "bank_transfer",
        "key": "bankTransfer",
        "label": "銀行振込"
      },
      {
        "code": "cash",
        "key": "cash",
        "label": "現金"
      },
      {
        "code": "credit_card",
        "key": "creditCard",
        "label": "クレジットカード"
      },
      {
        "code": "convenience_store",
        "key": "convenienceStore",
        "label": "コンビニ払い"
      }
    ]
  },
  "print_status": {
    "label": "印刷状況",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "pending",
        "label": "未印刷"
      },
      {
        "code": 2,
        "key": "printed",
        "label": "印刷済み"
      },
      {
        "code": 3,
        "key": "cancelled",
        "label": "取消"
      }
    ]
  },
  "publish_option": {
    "label": "公開設定",
    "type": "string",
    "values": [
      {
        "code": "draft",
        "key": "draft",
        "label": "下書き"
      },
      {
        "code": "public",
        "key": "public",
        "label": "公開"
      }
    ]
  },
  "read_status": {
    "label": "既読状況",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "read",
        "label": "既読"
      },
      {
        "code": 0,
        "key": "unread",
        "label": "未読"
      }
    ]
  },
  "record_kind": {
    "label": "成績種別",
    "type": "string",
    "values": [
      {
        "code": "examination",
        "key": "examination",
        "label": "定期テスト"
      },
      {
        "code": "test",
        "key": "test",
        "label": "模試"
      },
      {
        "code": "report",
        "key": "report",
        "label": "通知表"
      }
    ]
  },
  "recurrence": {
    "label": "繰り返し",
    "type": "integer",
    "values": [
      {
        "code": 0,
        "key": "everyDay",
        "label": "毎日"
      },
      {
        "code": 1,
        "key": "weekly",
        "label": "毎週"
      },
      {
        "code": 2,
        "key": "everyTwoWeeks",
        "label": "隔週"
      },
      {
        "code": 3,
        "key": "weekdaysEveryWeek",
        "label": "毎週平日"
      },
      {
        "code": 4,
        "key": "tenWeeksLastSunday",
        "label": "10週ごと（最終日曜日）"
      },
      {
        "code": 5,
        "key": "custom",
        "label": "カスタム"
      }
    ]
  },
  "reply_filter": {
    "label": "返信状況（絞り込み）",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "all",
        "label": "すべて"
      },
      {
        "code": 2,
        "key": "notReplied",
        "label": "未返信"
      },
      {
        "code": 3,
        "key": "replied",
        "label": "返信済み"
      }
    ]
  },
  "reply_status": {
    "label": "返信状況",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "replied",
        "label": "返信済み"
      },
      {
        "code": 0,
        "key": "notReplied",
        "label": "未返信"
      }
    ]
  },
  "report_evaluation": {
    "label": "評価",
    "type": "string",
    "values": [
      {
        "code": "A",
        "key": "a",
        "label": "A（大変よい）"
      },
      {
        "code": "B",
        "key": "b",
        "label": "B（よい）"
      },
      {
        "code": "C",
        "key": "c",
        "label": "C（ふつう）"
      },
      {
        "code": "D",
        "key": "d",
        "label": "D（がんばろう）"
      }
    ]
  },
  "report_kind": {
    "label": "成績表示種別",
    "type": "string",
    "values": [
      {
        "code": "ranking",
        "key": "ranking",
        "label": "順位"
      },
      {
        "code": "ranking_avg",
        "key": "rankingAvg",
        "label": "平均順位"
      },
      {
        "code": "record",
        "key": "record",
        "label": "成績"
      }
    ]
  },
  "report_point": {
    "label": "通知表",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "term1",
        "label": "1学期"
      },
      {
        "code": 2,
        "key": "term2",
        "label": "2学期"
      },
      {
        "code": 3,
        "key": "term3",
        "label": "3学期"
      },
      {
        "code": 4,
        "key": "yearEnd",
        "label": "学年末"
      }
    ]
  },
  "report_status": {
    "label": "公開状況",
    "type": "string",
    "values": [
      {
        "code": "unpublished",
        "key": "unpublished",
        "label": "非公開"
      },
      {
        "code": "published",
        "key": "published",
        "label": "公開"
      }
    ]
  },
  "reschedule_deadline": {
    "label": "振替の期限",
    "type": "string",
    "values": [
      {
        "code": "14",
        "key": "twoWeeks",
        "label": "欠席日から2週間以内"
      },
      {
        "code": "30",
        "key": "thirtyDays",
        "label": "欠席日から30日以内"
      },
      {
        "code": "60",
        "key": "sixtyDays",
        "label": "欠席日から60日以内"
      },
      {
        "code": "90",
        "key": "ninetyDays",
        "label": "欠席日から90日以内"
      }
    ]
  },
  "reschedule_status": {
    "label": "振替申請状況",
    "type": "string",
    "values": [
      {
        "code": "waiting",
        "key": "waiting",
        "label": "承認待ち"
      },
      {
        "code": "approved",
        "key": "approved",
        "label": "承認済み"
      },
      {
        "code": "refused",
        "key": "refused",
        "label": "見送り"
      },
      {
        "code": "withdrawn",
        "key": "withdrawn",
        "label": "取り下げ"
      }
    ]
  },
  "reservation_slot": {
    "label": "予約枠状況",
    "type": "string",
    "values": [
      {
        "code": "reserved",
        "key": "reserved",
        "label": "予約済み"
      },
      {
        "code": "reservable",
        "key": "reservable",
        "label": "予約可"
      },
      {
        "code": "notReservable",
        "key": "notReservable",
        "label": "予約不可"
      },
      {
        "code": "full",
        "key": "full",
        "label": "満席"
      }
    ]
  },
  "rounding": {
    "label": "端数処理",
    "type": "string",
    "values": [
      {
        "code": "floor",
        "key": "floor",
        "label": "切り捨て"
      },
      {
        "code": "round",
        "key": "round",
        "label": "四捨五入"
      },
      {
        "code": "ceil",
        "key": "ceil",
        "label": "切り上げ"
      }
    ]
  },
  "save_action": {
    "label": "保存操作",
    "type": "string",
    "values": [
      {
        "code": "SAVE",
        "key": "save",
        "label": "保存"
      },
      {
        "code": "SAVE_AND_COPY",
        "key": "saveAndCopy",
        "label": "保存してコピー"
      }
    ]
  },
  "school_kind": {
    "label": "学校区分",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "elementary",
        "label": "小学校"
      },
      {
        "code": 2,
        "key": "juniorHigh",
        "label": "中学校"
      },
      {
        "code": 3,
        "key": "high",
        "label": "高等学校"
      },
      {
        "code": 9,
        "key": "other",
        "label": "その他"
      }
    ]
  },
  "school_year": {
    "label": "学年",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "primary1",
        "label": "小1"
      },
      {
        "code": 2,
        "key": "primary2",
        "label": "小2"
      },
      {
        "code": 3,
        "key": "primary3",
        "label": "小3"
      },
      {
        "code": 4,
        "key": "primary4",
        "label": "小4"
      },
      {
        "code": 5,
        "key": "primary5",
        "label": "小5"
      },
      {
        "code": 6,
        "key": "primary6",
        "label": "小6"
      },
      {
        "code": 7,
        "key": "middle1",
        "label": "中1"
      },
      {
        "code": 8,
        "key": "middle2",
        "label": "中2"
      },
      {
        "code": 9,
        "key": "middle3",
        "label": "中3"
      },
      {
        "code": 10,
        "key": "high1",
        "label": "高1"
      },
      {
        "code": 11,
        "key": "high2",
        "label": "高2"
      },
      {
        "code": 12,
        "key": "high3",
        "label": "高3"
      }
    ]
  },
  "seat_icon": {
    "label": "授業アイコン",
    "type": "string",
    "values": [
      {
        "code": "lesson",
        "key": "lesson",
        "label": "授業"
      },
      {
        "code": "absent",
        "key": "absent",
        "label": "欠席"
      },
      {
        "code": "transferRequested",
        "key": "transferRequested",
        "label": "振替申請中"
      }
    ]
  },
  "seat_marker": {
    "label": "座席表示",
    "type": "string",
    "values": [
      {
        "code": "reserved",
        "key": "reserved",
        "label": "予約済み"
      },
      {
        "code": "canBeReserved",
        "key": "canBeReserved",
        "label": "予約可"
      },
      {
        "code": "cannotBeReserved",
        "key": "cannotBeReserved",
        "label": "予約不可"
      },
      {
        "code": "seatEvent",
        "key": "seatEvent",
        "label": "イベント席"
      },
      {
        "code": "eventIcon",
        "key": "eventIcon",
        "label": "イベント"
      }
    ]
  },
  "section_record": {
    "label": "学期",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "first",
        "label": "1学期"
      },
      {
        "code": 2,
        "key": "second",
        "label": "2学期"
      },
      {
        "code": 3,
        "key": "third",
        "label": "3学期"
      }
    ]
  },
  "send_method": {
    "label": "配信方法",
    "type": "string",
    "values": [
      {
        "code": "notification",
        "key": "notification",
        "label": "アプリ・Web通知"
      },
      {
        "code": "mail",
        "key": "mail",
        "label": "メール"
      },
      {
        "code": "line",
        "key": "line",
        "label": "LINE"
      }
    ]
  },
  "sender_type_filter": {
    "label": "送信者区分（絞り込み）",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "student",
        "label": "生徒"
      },
      {
        "code": 2,
        "key": "guardian",
        "label": "保護者"
      }
    ]
  },
  "staff_role": {
    "label": "スタッフ権限",
    "type": "string",
    "values": [
      {
        "code": "SPRIX_ADMIN",
        "key": "SPRIX_ADMIN",
        "label": "本部管理者"
      },
      {
        "code": "SYSTEM",
        "key": "SYSTEM",
        "label": "システム管理者"
      },
      {
        "code": "STAFF",
        "key": "STAFF",
        "label": "スタッフ"
      },
      {
        "code": "AREA_MANAGER",
        "key": "AREA_MANAGER",
        "label": "エリアマネージャー"
      },
      {
        "code": "CLAIM_MANAGER",
        "key": "CLAIM_MANAGER",
        "label": "請求管理者"
      },
      {
        "code": "CLAIM",
        "key": "CLAIM",
        "label": "請求担当"
      },
      {
        "code": "ACCOUNTING",
        "key": "ACCOUNTING",
        "label": "経理"
      }
    ]
  },
  "student_status": {
    "label": "生徒ステータス",
    "type": "integer",
    "values": [
      {
        "code": 2,
        "key": "considering",
        "label": "検討中"
      },
      {
        "code": 3,
        "key": "trial",
        "label": "体験"
      },
      {
        "code": 4,
        "key": "continuing",
        "label": "在籍"
      },
      {
        "code": 7,
        "key": "withdrew",
        "label": "退塾"
      }
    ]
  },
  "survey_answer_type": {
    "label": "回答形式",
    "type": "string",
    "values": [
      {
        "code": "choose",
        "key": "choose",
        "label": "選択式"
      },
      {
        "code": "description",
        "key": "description",
        "label": "記述式"
      }
    ]
  },
  "survey_status": {
    "label": "アンケート回答状況",
    "type": "string",
    "values": [
      {
        "code": "answered",
        "key": "answered",
        "label": "回答済み"
      },
      {
        "code": "expired",
        "key": "expired",
        "label": "回答期限切れ"
      }
    ]
  },
  "tax_category": {
    "label": "税区分",
    "type": "string",
    "values": [
      {
        "code": "taxable",
        "key": "taxable",
        "label": "課税（10%）"
      },
      {
        "code": "reduced",
        "key": "reduced",
        "label": "軽減税率（8%）"
      },
      {
        "code": "exempt",
        "key": "exempt",
        "label": "非課税"
      }
    ]
  },
  "teacher_placeholder": {
    "label": "差し込み項目（講師向け）",
    "type": "string",
    "values": [
      {
        "code": "{塾名}",
        "key": "companyName",
        "label": "塾名"
      },
      {
        "code": "{校舎名}",
        "key": "schoolhouseName",
        "label": "校舎名"
      },
      {
        "code": "{校舎電話番号}",
        "key": "schoolhousePhone",
        "label": "校舎電話番号"
      },
      {
        "code": "{校舎メールアドレス}",
        "key": "schoolhouseEmail",
        "label": "校舎メールアドレス"
      },
      {
        "code": "{講師番号}",
        "key": "teacherNumber",
        "label": "講師番号"
      },
      {
        "code": "{講師名}",
        "key": "teacherFullName",
        "label": "講師氏名"
      }
    ]
  },
  "term_kind": {
    "label": "期の区分",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "normal",
        "label": "通常授業"
      },
      {
        "code": 2,
        "key": "course",
        "label": "講習"
      }
    ]
  },
  "textbook_status": {
    "label": "教材ステータス",
    "type": "string",
    "values": [
      {
        "code": "unused",
        "key": "unused",
        "label": "未使用"
      },
      {
        "code": "inUse",
        "key": "inUse",
        "label": "使用中"
      }
    ]
  },
  "weekday": {
    "label": "曜日",
    "type": "integer",
    "values": [
      {
        "code": 1,
        "key": "monday",
        "label": "月"
      },
      {
        "code": 2,
        "key": "tuesday",
        "label": "火"
      },
      {
        "code": 3,
        "key": "wednesday",
        "label": "水"
      },
      {
        "code": 4,
        "key": "thursday",
        "label": "木"
      },
      {
        "code": 5,
        "key": "friday",
        "label": "金"
      },
      {
        "code": 6,
        "key": "saturday",
        "label": "土"
      },
      {
        "code": 7,
        "key": "sunday",
        "label": "日"
      }
    ]
  }
} as const;

export type CodeListName = keyof typeof codeLists;

/** The Japanese label of a code, or the code itself when unknown. */
export function codeLabel(list: CodeListName, code: string | number | null | undefined): string {
  if (code === null || code === undefined) return '';
  const found = (codeLists[list].values as ReadonlyArray<{ code: string | number; label: string }>).find((v) => String(v.code) === String(code));
  return found ? found.label : String(code);
}
