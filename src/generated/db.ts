// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (created_at, updated_at): may be left out on insert. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Nullable timestamptz: read as Date or null, may be left out on insert. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 操作履歴 (activity_history) */
export interface ActivityHistoriesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  acting_user_id: Generated<number | null>;
  student_id: Generated<number | null>;
  path: string;
  method: Generated<string | null>;
  status: Generated<number | null>;
  message: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** エリア (area) */
export interface AreasTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  name_kana: Generated<string | null>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通塾可能日 (available_time) */
export interface AvailableTimesTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  weekday: number;
  timetable_period_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 銀行 (bank) */
export interface BanksTable {
  id: Generated<number>;
  company_id: number;
  bank_code: string;
  bank_name: string;
  bank_name_kana: string;
  branch_code: string;
  branch_name: string;
  branch_name_kana: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求処理 (billing_period) */
export interface BillingPeriodsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  billing_month: string;
  status: Generated<string>;
  requested_by_user_id: Generated<number | null>;
  requested_at: NullableTimestamp;
  closed_by_user_id: Generated<number | null>;
  closed_at: NullableTimestamp;
  approved_by_user_id: Generated<number | null>;
  approved_at: NullableTimestamp;
  issued_by_user_id: Generated<number | null>;
  issued_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求処理履歴 (billing_step_log) */
export interface BillingStepLogsTable {
  id: Generated<number>;
  company_id: number;
  billing_period_id: number;
  step: string;
  from_status: string;
  to_status: string;
  actor_user_id: Generated<number | null>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** カレンダー連携 (calendar_feed) */
export interface CalendarFeedsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  token_hash: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求アラーム条件 (claim_alarm_condition) */
export interface ClaimAlarmConditionsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  alarm_kind: string;
  days_overdue: Generated<number | null>;
  amount_threshold: Generated<number | null>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 全請求確認 (claim_confirmation) */
export interface ClaimConfirmationsTable {
  id: Generated<number>;
  company_id: number;
  billing_month: string;
  status: Generated<string>;
  confirmed_on: Generated<string | null>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求基本設定 (claim_setting) */
export interface ClaimSettingsTable {
  id: Generated<number>;
  company_id: number;
  closing_day: Generated<number>;
  transfer_day: Generated<number>;
  issue_day: Generated<number>;
  tax_rounding: Generated<string>;
  charges_in_advance: Generated<boolean>;
  debit_consignor_code: Generated<string | null>;
  debit_consignor_name: Generated<string | null>;
  debit_bank_id: Generated<number | null>;
  debit_account_type: Generated<number>;
  debit_account_number: Generated<string | null>;
  invoice_download_limit: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求明細 (claim) */
export interface ClaimsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  student_id: number;
  billing_month: string;
  claim_kind: string;
  fee_item_id: Generated<number | null>;
  student_fee_id: Generated<number | null>;
  item_name: string;
  unit_price: number;
  quantity: Generated<number>;
  amount: number;
  tax_category: Generated<string>;
  invoice_id: Generated<number | null>;
  reason: Generated<string | null>;
  created_by_user_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 講師連絡テンプレート (communication_template) */
export interface CommunicationTemplatesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  body: string;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 法人 (company) */
export interface CompaniesTable {
  id: Generated<number>;
  code: string;
  sub_code: Generated<string | null>;
  license_code: Generated<string | null>;
  name: string;
  invoice_status: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 連絡コメント (contact_comment) */
export interface ContactCommentsTable {
  id: Generated<number>;
  company_id: number;
  contact_id: number;
  author_user_id: Generated<number | null>;
  author_kind: string;
  content: string;
  withdrawn_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 連絡テンプレート (contact_template) */
export interface ContactTemplatesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  body: string;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 連絡 (contact) */
export interface ContactsTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  protector_id: Generated<number | null>;
  schoolhouse_id: number;
  sender_kind: string;
  sender_user_id: Generated<number | null>;
  title: string;
  body: string;
  status: Generated<string>;
  student_type: Generated<string | null>;
  school_read_at: NullableTimestamp;
  family_read_at: NullableTimestamp;
  last_school_message_at: NullableTimestamp;
  last_family_message_at: NullableTimestamp;
  comment_count: Generated<number>;
  withdrawn_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 口座振替口座 (debit_account) */
export interface DebitAccountsTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  bank_id: number;
  account_type: Generated<number>;
  account_number: string;
  holder_name_kana: string;
  customer_number: Generated<string | null>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 口座振替データ (debit_batch) */
export interface DebitBatchesTable {
  id: Generated<number>;
  company_id: number;
  billing_month: string;
  transfer_on: string;
  record_count: Generated<number>;
  total_amount: Generated<number>;
  exported_by_user_id: Generated<number | null>;
  result_imported_at: NullableTimestamp;
  paid_count: Generated<number | null>;
  failed_count: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 志望校別基準点 (destination_point) */
export interface DestinationPointsTable {
  id: Generated<number>;
  company_id: number;
  school_name: string;
  school_name_kana: Generated<string | null>;
  course_name: Generated<string>;
  internal_points: number;
  test_score: Generated<number | null>;
  deviation: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 入塾期間 (entry_period) */
export interface EntryPeriodsTable {
  id: Generated<number>;
  company_id: number;
  fiscal_year: number;
  name: string;
  start_date: string;
  end_date: string;
  admission_fee_waived: Generated<boolean>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 参加同意 (event_agreement) */
export interface EventAgreementsTable {
  id: Generated<number>;
  company_id: number;
  event_id: number;
  student_id: number;
  agreed_by_user_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 予約 (event_reservation) */
export interface EventReservationsTable {
  id: Generated<number>;
  company_id: number;
  event_id: number;
  frame_date: string;
  time_slot_id: number;
  student_id: number;
  booked_by_user_id: number;
  by_staff: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 予約受付設定 (event_setting) */
export interface EventSettingsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  open_days_ahead: Generated<number>;
  cancel_days_before: Generated<number>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** スペース (event_space) */
export interface EventSpacesTable {
  id: Generated<number>;
  company_id: number;
  space_name: string;
  description: Generated<string | null>;
  max_seats: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 時間枠 (event_time_slot) */
export interface EventTimeSlotsTable {
  id: Generated<number>;
  company_id: number;
  slot_name: string;
  start_time: string;
  end_time: string;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** イベント (event) */
export interface EventsTable {
  id: Generated<number>;
  company_id: number;
  event_name: string;
  schoolhouse_id: number;
  schoolyear_id: Generated<number | null>;
  space_id: number;
  time_slot_ids: number[];
  start_date: string;
  end_date: string;
  recurrence: Generated<number>;
  interval_weeks: Generated<number>;
  on_monday: Generated<boolean>;
  on_tuesday: Generated<boolean>;
  on_wednesday: Generated<boolean>;
  on_thursday: Generated<boolean>;
  on_friday: Generated<boolean>;
  on_saturday: Generated<boolean>;
  on_sunday: Generated<boolean>;
  max_students: number;
  per_person_limit: Generated<number>;
  application_deadline: NullableTimestamp;
  same_day_reservation: Generated<boolean>;
  consent_text: Generated<string | null>;
  note: Generated<string | null>;
  status: Generated<string>;
  published_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 料金項目 (fee_item) */
export interface FeeItemsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  fee_kind: string;
  amount: number;
  tax_category: Generated<string>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** ファイル (file) */
export interface FilesTable {
  id: Generated<number>;
  company_id: number;
  owner_kind: string;
  owner_id: number;
  file_name: string;
  content_type: string;
  byte_size: number;
  storage_key: string;
  uploaded_by_user_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** コマ割り (frame_division) */
export interface FrameDivisionsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  frame_minutes: number;
  break_minutes: Generated<number>;
  frames_per_day: number;
  first_start_time: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 成績保証 (grade_guarantee) */
export interface GradeGuaranteesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  record_kind: string;
  improvement_points: number;
  min_attendance_rate: Generated<number>;
  conditions: Generated<string | null>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 成績入力期限 (grade_input_deadline) */
export interface GradeInputDeadlinesTable {
  id: Generated<number>;
  company_id: number;
  fiscal_year: number;
  record_kind: string;
  section_record: number;
  input_starts_on: Generated<string | null>;
  deadline: string;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 成績 (grade_record) */
export interface GradeRecordsTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  fiscal_year: number;
  record_kind: string;
  exam_name: string;
  exam_point: Generated<number | null>;
  taken_on: Generated<string | null>;
  japanese: Generated<number | null>;
  math: Generated<number | null>;
  english: Generated<number | null>;
  science: Generated<number | null>;
  social: Generated<number | null>;
  total: Generated<number | null>;
  average: Generated<number | null>;
  deviation: Generated<number | null>;
  ranking: Generated<number | null>;
  entered_by_user_id: Generated<number | null>;
  entered_by_guardian: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 休日 (holiday) */
export interface HolidaysTable {
  id: Generated<number>;
  company_id: number;
  holiday_date: string;
  schoolhouse_id: Generated<number | null>;
  name: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** データ取り込み (import_job) */
export interface ImportJobsTable {
  id: Generated<number>;
  company_id: number;
  target: string;
  file_name: string;
  storage_key: string;
  encoding: string;
  status: Generated<string>;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  inserted_rows: Generated<number>;
  updated_rows: Generated<number>;
  message: Generated<string | null>;
  user_id: Generated<number | null>;
  user_name: Generated<string | null>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 入塾問い合わせフォーム項目 (inquiry_form_item) */
export interface InquiryFormItemsTable {
  id: Generated<number>;
  company_id: number;
  item: string;
  label: string;
  help_text: Generated<string | null>;
  is_shown: Generated<boolean>;
  is_required: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 面談テンプレート (interview_template) */
export interface InterviewTemplatesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  body: string;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 面談記録 (interview) */
export interface InterviewsTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  interview_date: string;
  start_time: Generated<string | null>;
  contacter: number;
  contact_method: Generated<number>;
  staff_id: Generated<number | null>;
  title: string;
  body: string;
  next_action: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求書印刷設定 (invoice_print_setting) */
export interface InvoicePrintSettingsTable {
  id: Generated<number>;
  company_id: number;
  title: Generated<string>;
  issuer_name: string;
  registration_number: Generated<string | null>;
  issuer_postal_code: Generated<string | null>;
  issuer_address: Generated<string | null>;
  issuer_phone: Generated<string | null>;
  message: Generated<string | null>;
  shows_transfer_account: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 請求書 (invoice) */
export interface InvoicesTable {
  id: Generated<number>;
  company_id: number;
  billing_period_id: number;
  schoolhouse_id: number;
  student_id: number;
  billing_month: string;
  invoice_number: string;
  status: Generated<string>;
  taxable_10: Generated<number>;
  tax_10: Generated<number>;
  taxable_8: Generated<number>;
  tax_8: Generated<number>;
  exempt_total: Generated<number>;
  total: Generated<number>;
  paid_total: Generated<number>;
  due_on: Generated<string | null>;
  issued_at: NullableTimestamp;
  download_count: Generated<number>;
  debit_result: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 退塾理由・転塾先 (leaving_reason) */
export interface LeavingReasonsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  is_switch_destination: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 授業コマ (lesson_frame) */
export interface LessonFramesTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  lesson_date: string;
  timetable_period_id: number;
  teacher_id: number;
  lesson_subject_id: number;
  lesson_kind: Generated<number>;
  capacity: Generated<number>;
  yearly_schedule_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 授業の生成 (lesson_generation) */
export interface LessonGenerationsTable {
  id: Generated<number>;
  company_id: number;
  yearly_schedule_id: Generated<number | null>;
  schoolhouse_id: Generated<number | null>;
  frame_count: Generated<number>;
  lesson_count: Generated<number>;
  skipped_count: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 指導報告書のコメント (lesson_report_comment) */
export interface LessonReportCommentsTable {
  id: Generated<number>;
  company_id: number;
  lesson_report_id: number;
  author_kind: string;
  user_id: Generated<number | null>;
  body: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 指導報告書設定 (lesson_report_setting) */
export interface LessonReportSettingsTable {
  id: Generated<number>;
  company_id: number;
  uses_staff_comment: Generated<boolean>;
  uses_lesson_type: Generated<boolean>;
  uses_attendance: Generated<boolean>;
  uses_comprehension: Generated<boolean>;
  uses_homework_status: Generated<boolean>;
  uses_textbook: Generated<boolean>;
  uses_attachments: Generated<boolean>;
  uses_lesson_content: Generated<boolean>;
  uses_homework: Generated<boolean>;
  uses_note: Generated<boolean>;
  uses_next_lesson: Generated<boolean>;
  uses_evaluation: Generated<boolean>;
  free_input_1_name: Generated<string | null>;
  free_input_2_name: Generated<string | null>;
  free_input_3_name: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 指導報告書 (lesson_report) */
export interface LessonReportsTable {
  id: Generated<number>;
  company_id: number;
  lesson_id: Generated<number | null>;
  student_id: number;
  schoolhouse_id: number;
  teacher_id: number;
  lesson_subject_id: number;
  lesson_date: string;
  timetable_period_id: Generated<number | null>;
  lesson_type: Generated<number>;
  attendance: Generated<number>;
  comprehension: Generated<number | null>;
  homework_status: Generated<number | null>;
  textbook_id: Generated<number | null>;
  textbook_range: Generated<string | null>;
  lesson_content: Generated<string | null>;
  homework: Generated<string | null>;
  note: Generated<string | null>;
  next_lesson: Generated<string | null>;
  evaluation: Generated<string | null>;
  free_input_1: Generated<string | null>;
  free_input_2: Generated<string | null>;
  free_input_3: Generated<string | null>;
  staff_comment: Generated<string | null>;
  status: Generated<string>;
  published_at: NullableTimestamp;
  read_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 授業科目 (lesson_subject) */
export interface LessonSubjectsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  short_name: Generated<string | null>;
  school_subject_id: Generated<number | null>;
  school_kind: number;
  color: Generated<string | null>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 授業 (lesson) */
export interface LessonsTable {
  id: Generated<number>;
  company_id: number;
  lesson_frame_id: number;
  schoolhouse_id: number;
  lesson_date: string;
  timetable_period_id: number;
  student_id: number;
  seat_id: number;
  lesson_type: Generated<number>;
  status: Generated<string>;
  absence_reason: Generated<string | null>;
  absent_at: NullableTimestamp;
  normal_frame_id: Generated<number | null>;
  makeup_of_lesson_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** ログイン試行制限 (login_throttle) */
export interface LoginThrottlesTable {
  id: Generated<number>;
  kind: string;
  subject_key: string;
  failures: Generated<number>;
  window_started_at: Timestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** メールパターン (mail_pattern) */
export interface MailPatternsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  target: string;
  subject: string;
  body: string;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通常授業一括削除 (normal_frame_deletion) */
export interface NormalFrameDeletionsTable {
  id: Generated<number>;
  company_id: number;
  yearly_schedule_id: Generated<number | null>;
  schoolhouse_id: Generated<number | null>;
  lessons_from: Generated<string | null>;
  status: Generated<string>;
  frame_count: Generated<number>;
  lesson_count: Generated<number>;
  user_name: Generated<string | null>;
  applied_at: NullableTimestamp;
  message: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通常授業 (normal_frame) */
export interface NormalFramesTable {
  id: Generated<number>;
  company_id: number;
  yearly_schedule_id: number;
  schoolhouse_id: number;
  weekday: number;
  timetable_period_id: number;
  student_id: number;
  teacher_id: number;
  lesson_subject_id: number;
  seat_id: number;
  lesson_kind: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせコメント (notice_comment) */
export interface NoticeCommentsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  recipient_id: number;
  author_user_id: number;
  author_kind: string;
  content: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせ配信記録 (notice_delivery) */
export interface NoticeDeliveriesTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  recipient_id: number;
  channel: string;
  kind: string;
  status: Generated<string>;
  address: Generated<string | null>;
  attempts: Generated<number>;
  error: Generated<string | null>;
  sent_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせへのいいね (notice_like) */
export interface NoticeLikesTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  recipient_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせ配信先 (notice_recipient) */
export interface NoticeRecipientsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  student_id: Generated<number | null>;
  protector_id: Generated<number | null>;
  teacher_id: Generated<number | null>;
  schoolhouse_id: number;
  published_at: Timestamp;
  is_read: Generated<boolean>;
  read_at: NullableTimestamp;
  replied_at: NullableTimestamp;
  answered_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** アンケートの回答 (notice_survey_answer) */
export interface NoticeSurveyAnswersTable {
  id: Generated<number>;
  company_id: number;
  question_id: number;
  recipient_id: number;
  choice_id: Generated<number | null>;
  answer_text: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** アンケートの選択肢 (notice_survey_choice) */
export interface NoticeSurveyChoicesTable {
  id: Generated<number>;
  company_id: number;
  question_id: number;
  number: number;
  label: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** アンケートの質問 (notice_survey_question) */
export interface NoticeSurveyQuestionsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  number: number;
  question: string;
  description: Generated<string | null>;
  answer_type: string;
  is_required: Generated<boolean>;
  is_multiple: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせタグ (notice_tag) */
export interface NoticeTagsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  tag_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせ配信対象 (notice_target) */
export interface NoticeTargetsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  student_id: Generated<number | null>;
  teacher_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせテンプレート (notice_template) */
export interface NoticeTemplatesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  body: string;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** お知らせ (notice) */
export interface NoticesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  body: string;
  sender_user_id: number;
  status: Generated<string>;
  audience: Generated<string>;
  allow_comment: Generated<boolean>;
  send_notification: Generated<boolean>;
  send_mail: Generated<boolean>;
  send_line: Generated<boolean>;
  send_at: NullableTimestamp;
  published_at: NullableTimestamp;
  survey_deadline: NullableTimestamp;
  recipient_count: Generated<number>;
  read_count: Generated<number>;
  answered_count: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通知の配信記録 (notification_delivery) */
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  company_id: number;
  notification_id: number;
  channel: string;
  status: Generated<string>;
  address: Generated<string | null>;
  attempts: Generated<number>;
  error: Generated<string | null>;
  sent_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通知 (notification) */
export interface NotificationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  student_id: Generated<number | null>;
  title: string;
  body: Generated<string | null>;
  kind: Generated<string>;
  target_id: Generated<number | null>;
  is_read: Generated<boolean>;
  read_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 操作履歴 (operation_log) */
export interface OperationLogsTable {
  id: Generated<number>;
  company_id: number;
  user_id: Generated<number | null>;
  user_name: Generated<string | null>;
  acting_user_id: Generated<number | null>;
  student_id: Generated<number | null>;
  target: string;
  record_id: Generated<number | null>;
  action: string;
  before: Generated<unknown | null>;
  after: Generated<unknown | null>;
  operation: Generated<string | null>;
  ip_address: Generated<string | null>;
  request_id: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 保護者アンケート項目 (parent_questionnaire_item) */
export interface ParentQuestionnaireItemsTable {
  id: Generated<number>;
  company_id: number;
  question: string;
  answer_type: Generated<string>;
  choices: Generated<string | null>;
  is_required: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 支払方法 (payment_method) */
export interface PaymentMethodsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  method_kind: string;
  fee_amount: Generated<number>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 入金 (payment) */
export interface PaymentsTable {
  id: Generated<number>;
  company_id: number;
  invoice_id: number;
  paid_on: string;
  amount: number;
  payment_kind: string;
  note: Generated<string | null>;
  recorded_by_user_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 印刷依頼 (print_request) */
export interface PrintRequestsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  title: string;
  body: Generated<string | null>;
  document_path: Generated<string | null>;
  requested_by_user_id: Generated<number | null>;
  requested_by_name: Generated<string | null>;
  status: Generated<number>;
  printed_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 保護者 (protector) */
export interface ProtectorsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  family_name: string;
  first_name: string;
  family_name_kana: Generated<string | null>;
  first_name_kana: Generated<string | null>;
  phone: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 受付カード項目 (receipt_card_item) */
export interface ReceiptCardItemsTable {
  id: Generated<number>;
  company_id: number;
  question: string;
  answer_type: Generated<string>;
  choices: Generated<string | null>;
  is_required: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通知表データ確定 (report_data_fix) */
export interface ReportDataFixesTable {
  id: Generated<number>;
  company_id: number;
  fiscal_year: number;
  section_record: number;
  schoolhouse_id: number;
  is_fixed: Generated<boolean>;
  fixed_on: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 指導報告書テンプレート (report_template) */
export interface ReportTemplatesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  lesson_content: Generated<string | null>;
  homework: Generated<string | null>;
  note: Generated<string | null>;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 振替申請 (reschedule_request) */
export interface RescheduleRequestsTable {
  id: Generated<number>;
  company_id: number;
  lesson_id: number;
  student_id: number;
  schoolhouse_id: number;
  first_frame_id: number;
  second_frame_id: Generated<number | null>;
  status: Generated<string>;
  note: Generated<string | null>;
  requested_by_user_id: Generated<number | null>;
  decided_frame_id: Generated<number | null>;
  makeup_lesson_id: Generated<number | null>;
  decided_by_user_id: Generated<number | null>;
  decided_at: NullableTimestamp;
  refusal_reason: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 学校別評定点 (school_score_point) */
export interface SchoolScorePointsTable {
  id: Generated<number>;
  company_id: number;
  school_id: number;
  rating: number;
  points: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 通知表の評定 (school_subject_grade) */
export interface SchoolSubjectGradesTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  fiscal_year: number;
  report_point: number;
  school_subject_id: number;
  rating: number;
  entered_by_user_id: Generated<number | null>;
  entered_by_guardian: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 学校教科 (school_subject) */
export interface SchoolSubjectsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  short_name: Generated<string | null>;
  is_main_five: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 進級処理の対象 (school_year_advance_row) */
export interface SchoolYearAdvanceRowsTable {
  id: Generated<number>;
  company_id: number;
  advance_id: number;
  student_id: number;
  before_schoolyear_id: number;
  after_schoolyear_id: number;
  before_updated_at: Timestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 一括進級処理 (school_year_advance) */
export interface SchoolYearAdvancesTable {
  id: Generated<number>;
  company_id: number;
  fiscal_year: number;
  status: Generated<string>;
  student_count: Generated<number>;
  user_name: Generated<string | null>;
  applied_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  message: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 校舎別機能設定 (schoolhouse_setting) */
export interface SchoolhouseSettingsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  name: string;
  value: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 校舎 (schoolhouse) */
export interface SchoolhousesTable {
  id: Generated<number>;
  company_id: number;
  area_id: number;
  schoolhouse_name: string;
  schoolhouse_name_kana: Generated<string | null>;
  phone: Generated<string | null>;
  email: Generated<string | null>;
  postal_code: Generated<string | null>;
  address: Generated<string | null>;
  open_time: Generated<string | null>;
  close_time: Generated<string | null>;
  opening_note: Generated<string | null>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 学校 (school) */
export interface SchoolsTable {
  id: Generated<number>;
  company_id: number;
  school_name: string;
  school_kind: Generated<number>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 学年 (schoolyear) */
export interface SchoolyearsTable {
  id: Generated<number>;
  code: number;
  schoolyear_name: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 座席 (seat) */
export interface SeatsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  name: string;
  note: Generated<string | null>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** スタッフ (staff) */
export interface StaffsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  staff_name: string;
  staff_name_kana: Generated<string | null>;
  area_id: Generated<number | null>;
  phone: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 生徒別料金 (student_fee) */
export interface StudentFeesTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  fee_item_id: number;
  unit_price: Generated<number | null>;
  quantity: Generated<number>;
  starts_month: string;
  ends_month: Generated<string | null>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 生徒アンケート回答 (student_questionnaire_answer) */
export interface StudentQuestionnaireAnswersTable {
  id: Generated<number>;
  company_id: number;
  student_id: number;
  item_id: number;
  answer: string;
  answered_on: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 生徒アンケート項目 (student_questionnaire_item) */
export interface StudentQuestionnaireItemsTable {
  id: Generated<number>;
  company_id: number;
  question: string;
  answer_type: Generated<string>;
  choices: Generated<string | null>;
  is_required: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 生徒 (student) */
export interface StudentsTable {
  id: Generated<number>;
  company_id: number;
  student_number: string;
  family_name_kanji: string;
  first_name_kanji: string;
  family_name_kana: Generated<string | null>;
  first_name_kana: Generated<string | null>;
  schoolyear_id: number;
  schoolhouse_id: number;
  protector_id: Generated<number | null>;
  school_id: Generated<number | null>;
  status: Generated<number>;
  user_id: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** アンケート着目ポイント (survey_watch_point) */
export interface SurveyWatchPointsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: Generated<string | null>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 切り替え用ログイントークン (switch_token) */
export interface SwitchTokensTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** システム設定 (system_setting) */
export interface SystemSettingsTable {
  id: Generated<number>;
  company_id: number;
  school_display_name: string;
  school_display_name_kana: Generated<string | null>;
  representative_email: Generated<string | null>;
  representative_phone: Generated<string | null>;
  fiscal_year_start_month: Generated<number>;
  default_lesson_minutes: Generated<number>;
  session_timeout_minutes: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** タグ (tag) */
export interface TagsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 連携講師アカウント (teacher_link) */
export interface TeacherLinksTable {
  id: Generated<number>;
  company_id: number;
  teacher_id: number;
  linked_teacher_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 講師アンケート項目 (teacher_questionnaire_item) */
export interface TeacherQuestionnaireItemsTable {
  id: Generated<number>;
  company_id: number;
  question: string;
  answer_type: Generated<string>;
  choices: Generated<string | null>;
  is_required: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 講師所属校舎 (teacher_schoolhouse) */
export interface TeacherSchoolhousesTable {
  id: Generated<number>;
  company_id: number;
  teacher_id: number;
  schoolhouse_id: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 講師 (teacher) */
export interface TeachersTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  teacher_number: string;
  name_kanji: string;
  name_kana: Generated<string | null>;
  phone: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 教材の単元 (textbook_unit) */
export interface TextbookUnitsTable {
  id: Generated<number>;
  company_id: number;
  textbook_id: number;
  chapter_name: string;
  unit_name: string;
  page_from: Generated<number | null>;
  page_to: Generated<number | null>;
  sort_order: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 教材 (textbook) */
export interface TextbooksTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  name: string;
  schoolyear_id: number;
  school_subject_id: number;
  status: Generated<string>;
  publisher: Generated<string | null>;
  note: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 時限 (timetable_period) */
export interface TimetablePeriodsTable {
  id: Generated<number>;
  company_id: number;
  period_number: number;
  name: string;
  start_time: string;
  end_time: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** ユーザー (user) */
export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  username: string;
  password: string;
  m_authority_id: number;
  role: Generated<string | null>;
  display_name: string;
  email: Generated<string | null>;
  receive_mail: Generated<boolean>;
  is_active: Generated<boolean>;
  token_version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** バージョンアップ情報 (version_history) */
export interface VersionHistoriesTable {
  id: Generated<number>;
  version: string;
  released_on: string;
  summary: string;
  details: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 期 (yearly_schedule) */
export interface YearlySchedulesTable {
  id: Generated<number>;
  company_id: number;
  term_kind: number;
  fiscal_year: number;
  period_code: number;
  start_date: Generated<string | null>;
  end_date: Generated<string | null>;
  is_current: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 郵便番号 (zip_code) */
export interface ZipCodesTable {
  id: Generated<number>;
  postal_code: string;
  prefecture: string;
  city: string;
  town: Generated<string | null>;
  prefecture_kana: Generated<string | null>;
  city_kana: Generated<string | null>;
  town_kana: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  activity_histories: ActivityHistoriesTable;
  areas: AreasTable;
  available_times: AvailableTimesTable;
  banks: BanksTable;
  billing_periods: BillingPeriodsTable;
  billing_step_logs: BillingStepLogsTable;
  calendar_feeds: CalendarFeedsTable;
  claim_alarm_conditions: ClaimAlarmConditionsTable;
  claim_confirmations: ClaimConfirmationsTable;
  claim_settings: ClaimSettingsTable;
  claims: ClaimsTable;
  communication_templates: CommunicationTemplatesTable;
  companies: CompaniesTable;
  contact_comments: ContactCommentsTable;
  contact_templates: ContactTemplatesTable;
  contacts: ContactsTable;
  debit_accounts: DebitAccountsTable;
  debit_batches: DebitBatchesTable;
  destination_points: DestinationPointsTable;
  entry_periods: EntryPeriodsTable;
  event_agreements: EventAgreementsTable;
  event_reservations: EventReservationsTable;
  event_settings: EventSettingsTable;
  event_spaces: EventSpacesTable;
  event_time_slots: EventTimeSlotsTable;
  events: EventsTable;
  fee_items: FeeItemsTable;
  files: FilesTable;
  frame_divisions: FrameDivisionsTable;
  grade_guarantees: GradeGuaranteesTable;
  grade_input_deadlines: GradeInputDeadlinesTable;
  grade_records: GradeRecordsTable;
  holidays: HolidaysTable;
  import_jobs: ImportJobsTable;
  inquiry_form_items: InquiryFormItemsTable;
  interview_templates: InterviewTemplatesTable;
  interviews: InterviewsTable;
  invoice_print_settings: InvoicePrintSettingsTable;
  invoices: InvoicesTable;
  leaving_reasons: LeavingReasonsTable;
  lesson_frames: LessonFramesTable;
  lesson_generations: LessonGenerationsTable;
  lesson_report_comments: LessonReportCommentsTable;
  lesson_report_settings: LessonReportSettingsTable;
  lesson_reports: LessonReportsTable;
  lesson_subjects: LessonSubjectsTable;
  lessons: LessonsTable;
  login_throttles: LoginThrottlesTable;
  mail_patterns: MailPatternsTable;
  normal_frame_deletions: NormalFrameDeletionsTable;
  normal_frames: NormalFramesTable;
  notice_comments: NoticeCommentsTable;
  notice_deliveries: NoticeDeliveriesTable;
  notice_likes: NoticeLikesTable;
  notice_recipients: NoticeRecipientsTable;
  notice_survey_answers: NoticeSurveyAnswersTable;
  notice_survey_choices: NoticeSurveyChoicesTable;
  notice_survey_questions: NoticeSurveyQuestionsTable;
  notice_tags: NoticeTagsTable;
  notice_targets: NoticeTargetsTable;
  notice_templates: NoticeTemplatesTable;
  notices: NoticesTable;
  notification_deliveries: NotificationDeliveriesTable;
  notifications: NotificationsTable;
  operation_logs: OperationLogsTable;
  parent_questionnaire_items: ParentQuestionnaireItemsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  print_requests: PrintRequestsTable;
  protectors: ProtectorsTable;
  receipt_card_items: ReceiptCardItemsTable;
  report_data_fixes: ReportDataFixesTable;
  report_templates: ReportTemplatesTable;
  reschedule_requests: RescheduleRequestsTable;
  school_score_points: SchoolScorePointsTable;
  school_subject_grades: SchoolSubjectGradesTable;
  school_subjects: SchoolSubjectsTable;
  school_year_advance_rows: SchoolYearAdvanceRowsTable;
  school_year_advances: SchoolYearAdvancesTable;
  schoolhouse_settings: SchoolhouseSettingsTable;
  schoolhouses: SchoolhousesTable;
  schools: SchoolsTable;
  schoolyears: SchoolyearsTable;
  seats: SeatsTable;
  staffs: StaffsTable;
  student_fees: StudentFeesTable;
  student_questionnaire_answers: StudentQuestionnaireAnswersTable;
  student_questionnaire_items: StudentQuestionnaireItemsTable;
  students: StudentsTable;
  survey_watch_points: SurveyWatchPointsTable;
  switch_tokens: SwitchTokensTable;
  system_settings: SystemSettingsTable;
  tags: TagsTable;
  teacher_links: TeacherLinksTable;
  teacher_questionnaire_items: TeacherQuestionnaireItemsTable;
  teacher_schoolhouses: TeacherSchoolhousesTable;
  teachers: TeachersTable;
  textbook_units: TextbookUnitsTable;
  textbooks: TextbooksTable;
  timetable_periods: TimetablePeriodsTable;
  users: UsersTable;
  version_histories: VersionHistoriesTable;
  yearly_schedules: YearlySchedulesTable;
  zip_codes: ZipCodesTable;
}
