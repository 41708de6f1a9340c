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
  sort_order: Generated<number | null>;
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

/** お知らせ添付ファイル (notice_attachment) */
export interface NoticeAttachmentsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  file_name: string;
  content_type: string;
  byte_size: number;
  storage_key: string;
  sort_order: Generated<number>;
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
  student_id: number;
  protector_id: number;
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
  student_id: number;
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

/** 通知 (notification) */
export interface NotificationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  student_id: Generated<number | null>;
  title: string;
  body: Generated<string | null>;
  link: Generated<string | null>;
  is_read: Generated<boolean>;
  read_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** 印刷依頼 (print_request) */
export interface PrintRequestsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  title: string;
  requested_by_user_id: Generated<number | null>;
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
  phone: Generated<string | null>;
  email: Generated<string | null>;
  postal_code: Generated<string | null>;
  address: Generated<string | null>;
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

/** スタッフ (staff) */
export interface StaffsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  staff_name: string;
  area_id: Generated<number | null>;
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
  is_active: Generated<boolean>;
  token_version: Generated<number>;
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

/** The whole database, as Kysely sees it. */
export interface Database {
  activity_histories: ActivityHistoriesTable;
  areas: AreasTable;
  companies: CompaniesTable;
  login_throttles: LoginThrottlesTable;
  notice_attachments: NoticeAttachmentsTable;
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
  notifications: NotificationsTable;
  print_requests: PrintRequestsTable;
  protectors: ProtectorsTable;
  schoolhouse_settings: SchoolhouseSettingsTable;
  schoolhouses: SchoolhousesTable;
  schools: SchoolsTable;
  schoolyears: SchoolyearsTable;
  staffs: StaffsTable;
  students: StudentsTable;
  switch_tokens: SwitchTokensTable;
  tags: TagsTable;
  teacher_links: TeacherLinksTable;
  teacher_schoolhouses: TeacherSchoolhousesTable;
  teachers: TeachersTable;
  users: UsersTable;
  yearly_schedules: YearlySchedulesTable;
}
