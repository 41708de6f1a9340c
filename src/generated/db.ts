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

/** お知らせタグ (notice_tag) */
export interface NoticeTagsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  tag_id: number;
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
  is_published: Generated<boolean>;
  allow_comment: Generated<boolean>;
  send_at: NullableTimestamp;
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
  notice_tags: NoticeTagsTable;
  notices: NoticesTable;
  notifications: NotificationsTable;
  print_requests: PrintRequestsTable;
  protectors: ProtectorsTable;
  schoolhouse_settings: SchoolhouseSettingsTable;
  schoolhouses: SchoolhousesTable;
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
