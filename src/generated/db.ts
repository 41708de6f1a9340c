// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** エリア (area) */
export interface AreasTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  sort_order: Generated<number | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** 法人 (company) */
export interface CompaniesTable {
  id: Generated<number>;
  code: string;
  sub_code: Generated<string | null>;
  license_code: Generated<string | null>;
  name: string;
  invoice_status: Generated<string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** お知らせタグ (notice_tag) */
export interface NoticeTagsTable {
  id: Generated<number>;
  company_id: number;
  notice_id: number;
  tag_id: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  send_at: Generated<Timestamp | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** 校舎別機能設定 (schoolhouse_setting) */
export interface SchoolhouseSettingsTable {
  id: Generated<number>;
  company_id: number;
  schoolhouse_id: number;
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** 学年 (schoolyear) */
export interface SchoolyearsTable {
  id: Generated<number>;
  code: number;
  schoolyear_name: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** スタッフ (staff) */
export interface StaffsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  staff_name: string;
  area_id: Generated<number | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** タグ (tag) */
export interface TagsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** 講師所属校舎 (teacher_schoolhouse) */
export interface TeacherSchoolhousesTable {
  id: Generated<number>;
  company_id: number;
  teacher_id: number;
  schoolhouse_id: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  areas: AreasTable;
  companies: CompaniesTable;
  notice_tags: NoticeTagsTable;
  notices: NoticesTable;
  protectors: ProtectorsTable;
  schoolhouse_settings: SchoolhouseSettingsTable;
  schoolhouses: SchoolhousesTable;
  schoolyears: SchoolyearsTable;
  staffs: StaffsTable;
  students: StudentsTable;
  tags: TagsTable;
  teacher_schoolhouses: TeacherSchoolhousesTable;
  teachers: TeachersTable;
  users: UsersTable;
}
