// Generated from model/ by `npm run generate`. Do not edit by hand.
import type { DemoRef } from '../shared/demoKeys.js';

export type { DemoKey, DemoRef, DemoTarget } from '../shared/demoKeys.js';

/** The demo rows of one entity (model/demo/<entity>.yaml). */
export interface DemoSet {
  readonly entity: string;
  readonly table: string;
  readonly scope: 'company' | 'global';
  /** Fields identifying a row (the entity's first unique rule); empty: the rows load only into an empty table. */
  readonly keyFields: readonly string[];
  readonly refs: Readonly<Record<string, DemoRef>>;
  readonly rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

/** Every demo set, referenced entities first. */
export const demoSets: readonly DemoSet[] = [
  {
    "entity": "bank",
    "table": "banks",
    "scope": "company",
    "keyFields": [
      "bank_code",
      "branch_code"
    ],
    "refs": {},
    "rows": [
      {
        "bank_code": "0001",
        "bank_name": "みずほ銀行",
        "bank_name_kana": "ミズホ",
        "branch_code": "110",
        "branch_name": "渋谷支店",
        "branch_name_kana": "シブヤ"
      },
      {
        "bank_code": "0005",
        "bank_name": "三菱ＵＦＪ銀行",
        "bank_name_kana": "ミツビシユーエフジエイ",
        "branch_code": "135",
        "branch_name": "渋谷支店",
        "branch_name_kana": "シブヤ"
      },
      {
        "bank_code": "0009",
        "bank_name": "三井住友銀行",
        "bank_name_kana": "ミツイスミトモ",
        "branch_code": "234",
        "branch_name": "渋谷駅前支店",
        "branch_name_kana": "シブヤエキマエ"
      },
      {
        "bank_code": "0009",
        "bank_name": "三井住友銀行",
        "bank_name_kana": "ミツイスミトモ",
        "branch_code": "582",
        "branch_name": "立川支店",
        "branch_name_kana": "タチカワ"
      },
      {
        "bank_code": "9900",
        "bank_name": "ゆうちょ銀行",
        "bank_name_kana": "ユウチヨ",
        "branch_code": "018",
        "branch_name": "〇一八店",
        "branch_name_kana": "ゼロイチハチ"
      },
      {
        "bank_code": "0137",
        "bank_name": "多摩信用金庫",
        "bank_name_kana": "タマシンキン",
        "branch_code": "001",
        "branch_name": "本店",
        "branch_name_kana": "ホンテン"
      }
    ]
  },
  {
    "entity": "claim_alarm_condition",
    "table": "claim_alarm_conditions",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "name": "未入金30日経過",
        "alarm_kind": "unpaid",
        "days_overdue": 30
      },
      {
        "is_active": true,
        "name": "口座振替不能",
        "alarm_kind": "transfer_failed"
      },
      {
        "is_active": true,
        "name": "過入金1万円以上",
        "alarm_kind": "overpaid",
        "amount_threshold": 10000
      },
      {
        "name": "前月比5万円以上の増額",
        "alarm_kind": "amount_changed",
        "amount_threshold": 50000,
        "is_active": false
      }
    ]
  },
  {
    "entity": "claim_confirmation",
    "table": "claim_confirmations",
    "scope": "company",
    "keyFields": [
      "billing_month"
    ],
    "refs": {},
    "rows": [
      {
        "billing_month": "2026-09",
        "status": "confirmed",
        "confirmed_on": "2026-08-25"
      },
      {
        "billing_month": "2026-10",
        "status": "confirmed",
        "confirmed_on": "2026-09-25"
      },
      {
        "billing_month": "2026-11",
        "status": "confirmed",
        "confirmed_on": "2026-10-26",
        "note": "講習費の追加請求あり"
      },
      {
        "billing_month": "2026-12",
        "status": "unconfirmed"
      }
    ]
  },
  {
    "entity": "claim_setting",
    "table": "claim_settings",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "invoice_download_limit": 10,
        "closing_day": 31,
        "transfer_day": 27,
        "issue_day": 10,
        "tax_rounding": "floor",
        "charges_in_advance": true,
        "debit_consignor_code": "1234567890",
        "debit_consignor_name": "サクラガクシュウジュク",
        "debit_account_type": 1,
        "debit_account_number": "1234567"
      }
    ]
  },
  {
    "entity": "communication_template",
    "table": "communication_templates",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "title": "シフト確認のお願い",
        "body": "{講師名}先生\n\n来月の授業シフトを{校舎名}のポータルでご確認ください。変更がある場合は今週中にご連絡ください。\n{塾名}",
        "sort_order": 1
      },
      {
        "title": "講師会議のご案内",
        "body": "{講師名}先生\n\n講師会議を開催します。日程のご都合をアンケートでお知らせください。\n{校舎名}（{校舎電話番号}）",
        "sort_order": 2
      }
    ]
  },
  {
    "entity": "contact_template",
    "table": "contact_templates",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "title": "お問い合わせへのお礼",
        "body": "{保護者姓}様\n\nお問い合わせいただきありがとうございます。\n{塾名} {校舎名}（{校舎電話番号}）",
        "sort_order": 1
      },
      {
        "title": "欠席連絡の受付",
        "body": "{保護者姓}様\n\n{生徒名}さんの欠席のご連絡、承知いたしました。振替授業の日程は改めてご案内いたします。",
        "sort_order": 2
      },
      {
        "title": "面談のご案内",
        "body": "{保護者姓}様\n\n{生徒姓}{生徒名}さんの学習状況について、面談のお時間をいただけますでしょうか。ご都合のよい日時をお知らせください。",
        "sort_order": 3
      }
    ]
  },
  {
    "entity": "destination_point",
    "table": "destination_points",
    "scope": "company",
    "keyFields": [
      "school_name",
      "course_name"
    ],
    "refs": {},
    "rows": [
      {
        "course_name": "普通科",
        "school_name": "都立青山高等学校",
        "school_name_kana": "トリツアオヤマコウトウガッコウ",
        "internal_points": 61,
        "test_score": 800,
        "deviation": 68
      },
      {
        "course_name": "普通科",
        "school_name": "都立新宿高等学校",
        "school_name_kana": "トリツシンジュクコウトウガッコウ",
        "internal_points": 60,
        "test_score": 780,
        "deviation": 66
      },
      {
        "course_name": "普通科",
        "school_name": "都立駒場高等学校",
        "school_name_kana": "トリツコマバコウトウガッコウ",
        "internal_points": 58,
        "test_score": 750,
        "deviation": 64
      },
      {
        "school_name": "都立駒場高等学校",
        "school_name_kana": "トリツコマバコウトウガッコウ",
        "course_name": "保健体育科",
        "internal_points": 52,
        "test_score": 650,
        "deviation": 55
      },
      {
        "course_name": "普通科",
        "school_name": "都立立川高等学校",
        "school_name_kana": "トリツタチカワコウトウガッコウ",
        "internal_points": 59,
        "test_score": 770,
        "deviation": 66
      },
      {
        "course_name": "普通科",
        "school_name": "都立広尾高等学校",
        "school_name_kana": "トリツヒロオコウトウガッコウ",
        "internal_points": 50,
        "test_score": 620,
        "deviation": 55
      }
    ]
  },
  {
    "entity": "entry_period",
    "table": "entry_periods",
    "scope": "company",
    "keyFields": [
      "fiscal_year",
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "fiscal_year": 2026,
        "name": "春の入塾キャンペーン",
        "start_date": "2026-02-01",
        "end_date": "2026-04-30",
        "admission_fee_waived": true
      },
      {
        "admission_fee_waived": false,
        "fiscal_year": 2026,
        "name": "夏期講習生募集",
        "start_date": "2026-06-01",
        "end_date": "2026-07-31"
      },
      {
        "admission_fee_waived": false,
        "fiscal_year": 2026,
        "name": "冬期講習生募集",
        "start_date": "2026-11-01",
        "end_date": "2026-12-20",
        "note": "講習のみの受講も可"
      },
      {
        "fiscal_year": 2027,
        "name": "新学年準備講座",
        "start_date": "2027-01-15",
        "end_date": "2027-03-15",
        "admission_fee_waived": true
      }
    ]
  },
  {
    "entity": "event_setting",
    "table": "event_settings",
    "scope": "company",
    "keyFields": [
      "schoolhouse_id"
    ],
    "refs": {
      "schoolhouse_id": {
        "entity": "schoolhouse",
        "table": "schoolhouses",
        "scope": "company",
        "keys": [
          {
            "field": "schoolhouse_name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "schoolhouse_id": "本町校",
        "open_days_ahead": 60,
        "cancel_days_before": 1
      },
      {
        "schoolhouse_id": "駅前校",
        "open_days_ahead": 30,
        "cancel_days_before": 2,
        "note": "模試の申込は受験日の2日前まで"
      }
    ]
  },
  {
    "entity": "event_space",
    "table": "event_spaces",
    "scope": "company",
    "keyFields": [
      "space_name"
    ],
    "refs": {},
    "rows": [
      {
        "space_name": "自習室",
        "max_seats": 20,
        "description": "本町校2階。私語禁止・飲食は休憩スペースで。"
      },
      {
        "space_name": "第1教室",
        "max_seats": 30,
        "description": "集団授業の教室。講座・模試に使います。"
      },
      {
        "space_name": "面談室",
        "max_seats": 2,
        "description": "保護者面談・三者面談用の個室。"
      },
      {
        "space_name": "講義室",
        "max_seats": 40
      }
    ]
  },
  {
    "entity": "event_time_slot",
    "table": "event_time_slots",
    "scope": "company",
    "keyFields": [
      "slot_name"
    ],
    "refs": {},
    "rows": [
      {
        "slot_name": "午前の部",
        "start_time": "10:00",
        "end_time": "12:00",
        "sort_order": 1
      },
      {
        "slot_name": "午後の部",
        "start_time": "13:00",
        "end_time": "15:00",
        "sort_order": 2
      },
      {
        "slot_name": "夕方の部",
        "start_time": "17:00",
        "end_time": "18:30",
        "sort_order": 3
      },
      {
        "slot_name": "夜の部",
        "start_time": "19:00",
        "end_time": "21:00",
        "sort_order": 4
      },
      {
        "slot_name": "面談A",
        "start_time": "16:00",
        "end_time": "16:30",
        "sort_order": 5
      },
      {
        "slot_name": "面談B",
        "start_time": "16:30",
        "end_time": "17:00",
        "sort_order": 6
      }
    ]
  },
  {
    "entity": "fee_item",
    "table": "fee_items",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "name": "入塾金",
        "fee_kind": "admission",
        "amount": 20000,
        "tax_category": "taxable",
        "sort_order": 1
      },
      {
        "is_active": true,
        "name": "月謝（小学生 週1回）",
        "fee_kind": "tuition",
        "amount": 12000,
        "tax_category": "taxable",
        "sort_order": 2
      },
      {
        "is_active": true,
        "name": "月謝（中学生 週2回）",
        "fee_kind": "tuition",
        "amount": 24000,
        "tax_category": "taxable",
        "sort_order": 3
      },
      {
        "is_active": true,
        "name": "月謝（高校生 週2回）",
        "fee_kind": "tuition",
        "amount": 28000,
        "tax_category": "taxable",
        "sort_order": 4
      },
      {
        "is_active": true,
        "name": "教材費（半期）",
        "fee_kind": "material",
        "amount": 9800,
        "tax_category": "taxable",
        "sort_order": 5
      },
      {
        "is_active": true,
        "name": "施設維持費",
        "fee_kind": "facility",
        "amount": 2000,
        "tax_category": "taxable",
        "sort_order": 6
      },
      {
        "is_active": true,
        "name": "夏期講習費",
        "fee_kind": "course",
        "amount": 36000,
        "tax_category": "taxable",
        "sort_order": 7
      },
      {
        "is_active": true,
        "name": "全国統一模試",
        "fee_kind": "exam",
        "amount": 4500,
        "tax_category": "taxable",
        "sort_order": 8
      }
    ]
  },
  {
    "entity": "frame_division",
    "table": "frame_divisions",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "name": "平日（80分×3コマ）",
        "frame_minutes": 80,
        "break_minutes": 10,
        "frames_per_day": 3,
        "first_start_time": "16:30",
        "sort_order": 1
      },
      {
        "is_active": true,
        "name": "土曜（80分×5コマ）",
        "frame_minutes": 80,
        "break_minutes": 10,
        "frames_per_day": 5,
        "first_start_time": "10:00",
        "sort_order": 2
      },
      {
        "is_active": true,
        "name": "講習期間（90分×6コマ）",
        "frame_minutes": 90,
        "break_minutes": 15,
        "frames_per_day": 6,
        "first_start_time": "09:00",
        "sort_order": 3
      },
      {
        "name": "旧平日（60分×4コマ）",
        "frame_minutes": 60,
        "break_minutes": 10,
        "frames_per_day": 4,
        "first_start_time": "16:00",
        "is_active": false,
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "grade_guarantee",
    "table": "grade_guarantees",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "name": "定期テスト20点アップ保証",
        "record_kind": "examination",
        "improvement_points": 20,
        "min_attendance_rate": 90,
        "conditions": "入塾後2回目の定期テストまでに5教科合計が20点以上上がらない場合、翌月の授業料を無料にします。"
      },
      {
        "is_active": true,
        "name": "通知表1アップ保証",
        "record_kind": "report",
        "improvement_points": 1,
        "min_attendance_rate": 95,
        "conditions": "受講教科の評定が1学期から2学期で上がらない場合、冬期講習費を半額にします。"
      },
      {
        "name": "模試偏差値5アップ保証",
        "record_kind": "test",
        "improvement_points": 5,
        "min_attendance_rate": 90,
        "is_active": false
      }
    ]
  },
  {
    "entity": "grade_input_deadline",
    "table": "grade_input_deadlines",
    "scope": "company",
    "keyFields": [
      "fiscal_year",
      "record_kind",
      "section_record"
    ],
    "refs": {},
    "rows": [
      {
        "fiscal_year": 2026,
        "record_kind": "examination",
        "section_record": 1,
        "input_starts_on": "2026-06-29",
        "deadline": "2026-07-10"
      },
      {
        "fiscal_year": 2026,
        "record_kind": "report",
        "section_record": 1,
        "input_starts_on": "2026-07-20",
        "deadline": "2026-07-31",
        "note": "通知表のコピーを回収してから入力"
      },
      {
        "fiscal_year": 2026,
        "record_kind": "examination",
        "section_record": 2,
        "input_starts_on": "2026-11-30",
        "deadline": "2026-12-11"
      },
      {
        "fiscal_year": 2026,
        "record_kind": "test",
        "section_record": 2,
        "deadline": "2026-11-20",
        "note": "全国統一模試"
      },
      {
        "fiscal_year": 2026,
        "record_kind": "report",
        "section_record": 2,
        "input_starts_on": "2026-12-21",
        "deadline": "2026-12-28"
      }
    ]
  },
  {
    "entity": "grade_record",
    "table": "grade_records",
    "scope": "company",
    "keyFields": [
      "student_id",
      "fiscal_year",
      "record_kind",
      "exam_name"
    ],
    "refs": {
      "student_id": {
        "entity": "student",
        "table": "students",
        "scope": "company",
        "keys": [
          {
            "field": "student_number",
            "type": "string"
          }
        ],
        "isMany": false
      },
      "entered_by_user_id": {
        "entity": "user",
        "table": "users",
        "scope": "company",
        "keys": [
          {
            "field": "username",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "entered_by_guardian": false,
        "student_id": "S00001",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 65,
        "math": 54,
        "english": 70,
        "science": 86,
        "social": 48,
        "total": 323,
        "average": 64.6,
        "ranking": 19
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00001",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 97,
        "math": 79,
        "english": 51,
        "science": 68,
        "social": 82,
        "total": 377,
        "average": 75.4,
        "ranking": 15
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00001",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 77,
        "math": 58,
        "english": 47,
        "science": 50,
        "social": 72,
        "total": 304,
        "average": 60.8,
        "deviation": 52.9,
        "ranking": 266
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00002",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 50,
        "math": 80,
        "english": 72,
        "science": 48,
        "social": 97,
        "total": 347,
        "average": 69.4,
        "ranking": 145
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00002",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 52,
        "math": 59,
        "english": 85,
        "science": 85,
        "social": 82,
        "total": 363,
        "average": 72.6,
        "ranking": 16
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00002",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 81,
        "math": 82,
        "english": 70,
        "science": 48,
        "social": 59,
        "total": 340,
        "average": 68,
        "deviation": 43.2,
        "ranking": 899
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00003",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 53,
        "math": 63,
        "english": 71,
        "science": 54,
        "social": 79,
        "total": 320,
        "average": 64,
        "ranking": 31
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00003",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 81,
        "math": 64,
        "english": 80,
        "science": 97,
        "social": 88,
        "total": 410,
        "average": 82,
        "ranking": 47
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00003",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 51,
        "math": 82,
        "english": 81,
        "science": 85,
        "social": 57,
        "total": 356,
        "average": 71.2,
        "deviation": 51.7,
        "ranking": 580
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00004",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 90,
        "math": 49,
        "english": 81,
        "science": 48,
        "social": 84,
        "total": 352,
        "average": 70.4,
        "ranking": 53
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00004",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 76,
        "math": 88,
        "english": 79,
        "science": 72,
        "social": 94,
        "total": 409,
        "average": 81.8,
        "ranking": 81
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00004",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 74,
        "math": 82,
        "english": 74,
        "science": 68,
        "social": 64,
        "total": 362,
        "average": 72.4,
        "deviation": 48.5,
        "ranking": 204
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00005",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 89,
        "math": 94,
        "english": 60,
        "science": 50,
        "social": 81,
        "total": 374,
        "average": 74.8,
        "ranking": 77
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00005",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 78,
        "math": 76,
        "english": 66,
        "science": 91,
        "social": 73,
        "total": 384,
        "average": 76.8,
        "ranking": 74
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00005",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 83,
        "math": 49,
        "english": 52,
        "science": 77,
        "social": 71,
        "total": 332,
        "average": 66.4,
        "deviation": 46.3,
        "ranking": 370
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00006",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 54,
        "math": 76,
        "english": 71,
        "science": 47,
        "social": 87,
        "total": 335,
        "average": 67,
        "ranking": 20
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00006",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 93,
        "math": 80,
        "english": 81,
        "science": 95,
        "social": 97,
        "total": 446,
        "average": 89.2,
        "ranking": 81
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00006",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 66,
        "math": 89,
        "english": 67,
        "science": 83,
        "social": 76,
        "total": 381,
        "average": 76.2,
        "deviation": 57.1,
        "ranking": 487
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00007",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 49,
        "math": 98,
        "english": 50,
        "science": 62,
        "social": 75,
        "total": 334,
        "average": 66.8,
        "ranking": 17
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00007",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 48,
        "math": 91,
        "english": 89,
        "science": 64,
        "social": 86,
        "total": 378,
        "average": 75.6,
        "ranking": 148
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00007",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 88,
        "math": 97,
        "english": 73,
        "science": 63,
        "social": 90,
        "total": 411,
        "average": 82.2,
        "deviation": 52,
        "ranking": 704
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00008",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期中間テスト",
        "taken_on": "2026-05-20",
        "japanese": 67,
        "math": 46,
        "english": 74,
        "science": 67,
        "social": 55,
        "total": 309,
        "average": 61.8,
        "ranking": 157
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00008",
        "fiscal_year": 2026,
        "record_kind": "examination",
        "exam_name": "1学期期末テスト",
        "taken_on": "2026-07-02",
        "japanese": 52,
        "math": 76,
        "english": 48,
        "science": 58,
        "social": 94,
        "total": 328,
        "average": 65.6,
        "ranking": 74
      },
      {
        "entered_by_guardian": false,
        "student_id": "S00008",
        "fiscal_year": 2026,
        "record_kind": "test",
        "exam_name": "第1回 全国模試",
        "taken_on": "2026-06-14",
        "japanese": 53,
        "math": 92,
        "english": 60,
        "science": 70,
        "social": 70,
        "total": 345,
        "average": 69,
        "deviation": 65.8,
        "ranking": 528
      }
    ]
  },
  {
    "entity": "holiday",
    "table": "holidays",
    "scope": "company",
    "keyFields": [
      "holiday_date",
      "schoolhouse_id"
    ],
    "refs": {
      "schoolhouse_id": {
        "entity": "schoolhouse",
        "table": "schoolhouses",
        "scope": "company",
        "keys": [
          {
            "field": "schoolhouse_name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "holiday_date": "2026-08-13",
        "name": "夏季休業"
      },
      {
        "holiday_date": "2026-08-14",
        "name": "夏季休業"
      },
      {
        "holiday_date": "2026-12-29",
        "name": "年末年始休業"
      },
      {
        "holiday_date": "2026-12-30",
        "name": "年末年始休業"
      },
      {
        "holiday_date": "2026-10-17",
        "schoolhouse_id": "駅前校",
        "name": "校舎設備点検"
      },
      {
        "holiday_date": "2026-11-03",
        "schoolhouse_id": "緑ヶ丘校",
        "name": "文化の日（緑ヶ丘校休校）"
      },
      {
        "holiday_date": "2026-09-24",
        "schoolhouse_id": "本町校",
        "name": "校舎研修日"
      }
    ]
  },
  {
    "entity": "inquiry_form_item",
    "table": "inquiry_form_items",
    "scope": "company",
    "keyFields": [
      "item"
    ],
    "refs": {},
    "rows": [
      {
        "is_shown": true,
        "item": "child_name",
        "label": "お子様のお名前",
        "is_required": true,
        "sort_order": 1
      },
      {
        "is_shown": true,
        "item": "child_kana",
        "label": "お子様のお名前（フリガナ）",
        "is_required": true,
        "sort_order": 2
      },
      {
        "is_shown": true,
        "item": "school_year",
        "label": "学年",
        "is_required": true,
        "sort_order": 3
      },
      {
        "is_shown": true,
        "is_required": false,
        "item": "school_name",
        "label": "在籍学校名",
        "sort_order": 4
      },
      {
        "is_shown": true,
        "item": "email",
        "label": "保護者様のメールアドレス",
        "is_required": true,
        "sort_order": 5
      },
      {
        "is_shown": true,
        "item": "phone",
        "label": "日中ご連絡のつく電話番号",
        "is_required": true,
        "help_text": "ハイフン区切りで入力してください。",
        "sort_order": 6
      },
      {
        "is_shown": true,
        "item": "school_building",
        "label": "ご希望の校舎",
        "is_required": true,
        "sort_order": 7
      },
      {
        "is_shown": true,
        "is_required": false,
        "item": "trial_lesson_date",
        "label": "体験授業のご希望日",
        "sort_order": 8
      },
      {
        "is_shown": true,
        "is_required": false,
        "item": "remarks",
        "label": "ご質問・ご要望",
        "sort_order": 9
      },
      {
        "is_required": false,
        "item": "gender",
        "label": "性別",
        "is_shown": false,
        "sort_order": 10
      }
    ]
  },
  {
    "entity": "interview",
    "table": "interviews",
    "scope": "company",
    "keyFields": [],
    "refs": {
      "student_id": {
        "entity": "student",
        "table": "students",
        "scope": "company",
        "keys": [
          {
            "field": "student_number",
            "type": "string"
          }
        ],
        "isMany": false
      },
      "staff_id": {
        "entity": "staff",
        "table": "staffs",
        "scope": "company",
        "keys": [
          {
            "field": "user_id",
            "type": "string",
            "through": {
              "entity": "user",
              "table": "users",
              "scope": "company",
              "keys": [
                {
                  "field": "username",
                  "type": "string"
                }
              ]
            }
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "student_id": "S00001",
        "interview_date": "2026-07-20",
        "start_time": "18:00",
        "contacter": 1,
        "contact_method": 1,
        "title": "1学期の振り返り面談",
        "body": "【学習状況】\n数学の計算は安定。英語の長文読解に時間がかかる。\n\n【定期テストの結果と振り返り】\n期末テストは5教科377点（+54点）。\n\n【保護者様からのご要望】\n夏期講習で英語を強化したい。",
        "next_action": "夏期講習で英語長文の講座を追加。8月末に再度面談。"
      },
      {
        "student_id": "S00002",
        "interview_date": "2026-10-05",
        "start_time": "19:30",
        "contacter": 2,
        "contact_method": 1,
        "title": "進路相談",
        "body": "【志望校】\n第1志望は県立高校。模試の判定はC。\n\n【受験までの学習計画】\n冬期講習までに数学の関数分野を復習。",
        "next_action": "11月の模試結果を見て保護者面談を設定。"
      },
      {
        "student_id": "S00003",
        "interview_date": "2026-11-10",
        "contacter": 1,
        "contact_method": 2,
        "title": "欠席が続いている件",
        "body": "部活動の大会前で欠席が続いている。大会後は通常通り通塾予定とのこと。",
        "next_action": "欠席分の振替授業を12月に設定。"
      }
    ]
  },
  {
    "entity": "interview_template",
    "table": "interview_templates",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "title": "定期面談（保護者）",
        "body": "【学習状況】\n\n【定期テストの結果と振り返り】\n\n【家庭での学習時間】\n\n【志望校・進路】\n\n【保護者様からのご要望】",
        "sort_order": 1
      },
      {
        "title": "進路面談（三者）",
        "body": "【志望校（第1〜第3志望）】\n\n【現在の内申点・模試の判定】\n\n【受験までの学習計画】\n\n【講習・追加授業のご提案】",
        "sort_order": 2
      },
      {
        "title": "入塾時面談",
        "body": "【入塾のきっかけ】\n\n【得意科目・苦手科目】\n\n【部活動・習い事】\n\n【通塾可能な曜日・時間】",
        "sort_order": 3
      }
    ]
  },
  {
    "entity": "invoice_print_setting",
    "table": "invoice_print_settings",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "title": "ご請求書",
        "issuer_name": "株式会社さくら学習塾",
        "registration_number": "T1234567890123",
        "issuer_postal_code": "150-0001",
        "issuer_address": "東京都渋谷区本町1-2-3",
        "issuer_phone": "03-1234-5600",
        "message": "いつもご利用いただきありがとうございます。下記のとおりご請求申し上げます。",
        "shows_transfer_account": true
      }
    ]
  },
  {
    "entity": "leaving_reason",
    "table": "leaving_reasons",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_switch_destination": false,
        "is_active": true,
        "name": "成績が上がらない",
        "sort_order": 1
      },
      {
        "is_switch_destination": false,
        "is_active": true,
        "name": "部活動との両立が難しい",
        "sort_order": 2
      },
      {
        "is_switch_destination": false,
        "is_active": true,
        "name": "引っ越し",
        "sort_order": 3
      },
      {
        "is_switch_destination": false,
        "is_active": true,
        "name": "費用の負担",
        "sort_order": 4
      },
      {
        "is_switch_destination": false,
        "is_active": true,
        "name": "受験終了",
        "sort_order": 5
      },
      {
        "is_active": true,
        "name": "他塾（集団塾）",
        "is_switch_destination": true,
        "sort_order": 6
      },
      {
        "is_active": true,
        "name": "通信教育・オンライン学習",
        "is_switch_destination": true,
        "sort_order": 7
      }
    ]
  },
  {
    "entity": "lesson_report_setting",
    "table": "lesson_report_settings",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "uses_staff_comment": true,
        "uses_lesson_type": true,
        "uses_attendance": true,
        "uses_comprehension": true,
        "uses_homework_status": true,
        "uses_textbook": true,
        "uses_lesson_content": true,
        "uses_homework": true,
        "uses_note": true,
        "uses_next_lesson": true,
        "uses_evaluation": false,
        "uses_attachments": true,
        "free_input_1_name": "次回テスト範囲"
      }
    ]
  },
  {
    "entity": "school_subject",
    "table": "school_subjects",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "name": "国語",
        "short_name": "国",
        "is_main_five": true,
        "sort_order": 1
      },
      {
        "name": "数学",
        "short_name": "数",
        "is_main_five": true,
        "sort_order": 2
      },
      {
        "name": "英語",
        "short_name": "英",
        "is_main_five": true,
        "sort_order": 3
      },
      {
        "name": "理科",
        "short_name": "理",
        "is_main_five": true,
        "sort_order": 4
      },
      {
        "name": "社会",
        "short_name": "社",
        "is_main_five": true,
        "sort_order": 5
      },
      {
        "is_main_five": false,
        "name": "音楽",
        "short_name": "音",
        "sort_order": 6
      },
      {
        "is_main_five": false,
        "name": "美術",
        "short_name": "美",
        "sort_order": 7
      },
      {
        "is_main_five": false,
        "name": "保健体育",
        "short_name": "保体",
        "sort_order": 8
      },
      {
        "is_main_five": false,
        "name": "技術・家庭",
        "short_name": "技家",
        "sort_order": 9
      }
    ]
  },
  {
    "entity": "lesson_subject",
    "table": "lesson_subjects",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {
      "school_subject_id": {
        "entity": "school_subject",
        "table": "school_subjects",
        "scope": "company",
        "keys": [
          {
            "field": "name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "name": "小学算数",
        "short_name": "小算",
        "school_subject_id": "数学",
        "school_kind": 1,
        "color": "#1677FF",
        "sort_order": 1
      },
      {
        "name": "小学国語",
        "short_name": "小国",
        "school_subject_id": "国語",
        "school_kind": 1,
        "color": "#D4380D",
        "sort_order": 2
      },
      {
        "name": "中学数学",
        "short_name": "中数",
        "school_subject_id": "数学",
        "school_kind": 2,
        "color": "#0958D9",
        "sort_order": 3
      },
      {
        "name": "中学英語",
        "short_name": "中英",
        "school_subject_id": "英語",
        "school_kind": 2,
        "color": "#389E0D",
        "sort_order": 4
      },
      {
        "name": "中学理科",
        "short_name": "中理",
        "school_subject_id": "理科",
        "school_kind": 2,
        "color": "#08979C",
        "sort_order": 5
      },
      {
        "name": "高校数学IA",
        "short_name": "高数IA",
        "school_subject_id": "数学",
        "school_kind": 3,
        "color": "#531DAB",
        "sort_order": 6
      },
      {
        "name": "高校英語",
        "short_name": "高英",
        "school_subject_id": "英語",
        "school_kind": 3,
        "color": "#237804",
        "sort_order": 7
      },
      {
        "name": "定期テスト対策",
        "short_name": "テス対",
        "school_kind": 2,
        "color": "#C41D7F",
        "sort_order": 8
      }
    ]
  },
  {
    "entity": "mail_pattern",
    "table": "mail_patterns",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "name": "入塾のお礼",
        "target": "guardian",
        "subject": "【{塾名}】ご入塾ありがとうございます",
        "body": "{保護者姓}様\n\nこのたびは{塾名}{校舎名}にご入塾いただき、誠にありがとうございます。\n授業は来週から始まります。ご不明な点は{校舎名}までお問い合わせください。",
        "sort_order": 1
      },
      {
        "name": "欠席のご連絡",
        "target": "guardian",
        "subject": "【{塾名}】本日の授業について",
        "body": "{保護者姓}様\n\n本日の授業に{生徒名}さんのご出席が確認できませんでした。\n振替授業をご希望の場合はご連絡ください。",
        "sort_order": 2
      },
      {
        "name": "体験授業のご案内",
        "target": "inquirer",
        "subject": "【{塾名}】体験授業のご案内",
        "body": "お問い合わせいただきありがとうございます。\n体験授業の日程をご案内いたします。",
        "sort_order": 3
      },
      {
        "name": "シフト確定のお知らせ",
        "target": "teacher",
        "subject": "【{塾名}】来月のシフトが確定しました",
        "body": "{講師名}先生\n\n来月の授業シフトが確定しました。ポータルでご確認ください。",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "parent_questionnaire_item",
    "table": "parent_questionnaire_items",
    "scope": "company",
    "keyFields": [
      "question"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "question": "入塾のきっかけ",
        "answer_type": "choose",
        "choices": "チラシ\nホームページ\n知人の紹介\n兄弟姉妹が通塾\nその他",
        "is_required": true,
        "sort_order": 1
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "塾に期待すること",
        "answer_type": "choose",
        "choices": "成績向上\n受験対策\n学習習慣\n補習",
        "sort_order": 2
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "志望校（決まっていれば）",
        "answer_type": "description",
        "sort_order": 3
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "連絡の取りやすい時間帯",
        "answer_type": "choose",
        "choices": "午前\n午後\n夕方\n夜",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "payment_method",
    "table": "payment_methods",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "name": "口座振替",
        "method_kind": "account_transfer",
        "fee_amount": 0,
        "sort_order": 1
      },
      {
        "is_active": true,
        "name": "銀行振込",
        "method_kind": "bank_transfer",
        "fee_amount": 0,
        "sort_order": 2
      },
      {
        "is_active": true,
        "name": "窓口現金払い",
        "method_kind": "cash",
        "fee_amount": 0,
        "sort_order": 3
      },
      {
        "is_active": true,
        "name": "クレジットカード",
        "method_kind": "credit_card",
        "fee_amount": 0,
        "sort_order": 4
      },
      {
        "name": "コンビニ払い",
        "method_kind": "convenience_store",
        "fee_amount": 220,
        "sort_order": 5,
        "is_active": false
      }
    ]
  },
  {
    "entity": "receipt_card_item",
    "table": "receipt_card_items",
    "scope": "company",
    "keyFields": [
      "question"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "question": "来塾のきっかけ",
        "answer_type": "choose",
        "choices": "チラシ\nホームページ\n看板\n紹介\nその他",
        "is_required": true,
        "sort_order": 1
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "希望する授業形態",
        "answer_type": "choose",
        "choices": "個別指導\n集団授業\n未定",
        "sort_order": 2
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "体験授業の希望",
        "answer_type": "choose",
        "choices": "希望する\n希望しない",
        "sort_order": 3
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "ご相談内容",
        "answer_type": "description",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "report_data_fix",
    "table": "report_data_fixes",
    "scope": "company",
    "keyFields": [
      "fiscal_year",
      "section_record",
      "schoolhouse_id"
    ],
    "refs": {
      "schoolhouse_id": {
        "entity": "schoolhouse",
        "table": "schoolhouses",
        "scope": "company",
        "keys": [
          {
            "field": "schoolhouse_name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "fiscal_year": 2026,
        "section_record": 1,
        "schoolhouse_id": "本町校",
        "is_fixed": true,
        "fixed_on": "2026-08-05"
      },
      {
        "fiscal_year": 2026,
        "section_record": 1,
        "schoolhouse_id": "駅前校",
        "is_fixed": true,
        "fixed_on": "2026-08-06"
      },
      {
        "fiscal_year": 2026,
        "section_record": 1,
        "schoolhouse_id": "緑ヶ丘校",
        "is_fixed": true,
        "fixed_on": "2026-08-07"
      },
      {
        "fiscal_year": 2026,
        "section_record": 2,
        "schoolhouse_id": "本町校",
        "is_fixed": false
      }
    ]
  },
  {
    "entity": "report_template",
    "table": "report_templates",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "title": "通常授業（演習中心）",
        "lesson_content": "前回の復習テスト → 新単元の解説 → 演習問題",
        "homework": "テキストの演習問題（授業で扱った範囲）",
        "note": "次回の授業で復習テストを行います。",
        "sort_order": 1
      },
      {
        "title": "定期テスト対策",
        "lesson_content": "学校ワークの確認と定期テスト範囲の総復習",
        "homework": "学校ワークの未提出分を仕上げる",
        "note": "テスト範囲表をお持ちください。",
        "sort_order": 2
      },
      {
        "title": "振替授業",
        "lesson_content": "欠席した回の内容を実施しました。",
        "note": "次回から通常の進度に戻ります。",
        "sort_order": 3
      }
    ]
  },
  {
    "entity": "school_score_point",
    "table": "school_score_points",
    "scope": "company",
    "keyFields": [
      "school_id",
      "rating"
    ],
    "refs": {
      "school_id": {
        "entity": "school",
        "table": "schools",
        "scope": "company",
        "keys": [
          {
            "field": "school_name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "school_id": "渋谷区立第一中学校",
        "rating": 5,
        "points": 5
      },
      {
        "school_id": "渋谷区立第一中学校",
        "rating": 4,
        "points": 4
      },
      {
        "school_id": "渋谷区立第一中学校",
        "rating": 3,
        "points": 3
      },
      {
        "school_id": "渋谷区立第一中学校",
        "rating": 2,
        "points": 2
      },
      {
        "school_id": "渋谷区立第一中学校",
        "rating": 1,
        "points": 1
      },
      {
        "school_id": "私立青葉学園中学校",
        "rating": 5,
        "points": 10
      },
      {
        "school_id": "私立青葉学園中学校",
        "rating": 4,
        "points": 8
      }
    ]
  },
  {
    "entity": "seat",
    "table": "seats",
    "scope": "company",
    "keyFields": [
      "schoolhouse_id",
      "name"
    ],
    "refs": {
      "schoolhouse_id": {
        "entity": "schoolhouse",
        "table": "schoolhouses",
        "scope": "company",
        "keys": [
          {
            "field": "schoolhouse_name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "is_active": true,
        "schoolhouse_id": "本町校",
        "name": "個別ブース1",
        "sort_order": 1
      },
      {
        "is_active": true,
        "schoolhouse_id": "本町校",
        "name": "個別ブース2",
        "sort_order": 2
      },
      {
        "is_active": true,
        "schoolhouse_id": "本町校",
        "name": "個別ブース3",
        "sort_order": 3
      },
      {
        "is_active": true,
        "schoolhouse_id": "本町校",
        "name": "個別ブース4",
        "sort_order": 4
      },
      {
        "is_active": true,
        "schoolhouse_id": "駅前校",
        "name": "ブースA-1",
        "sort_order": 1
      },
      {
        "is_active": true,
        "schoolhouse_id": "駅前校",
        "name": "ブースA-2",
        "sort_order": 2
      },
      {
        "is_active": true,
        "schoolhouse_id": "駅前校",
        "name": "ブースA-3",
        "sort_order": 3
      },
      {
        "is_active": true,
        "schoolhouse_id": "駅前校",
        "name": "ブースB-1",
        "sort_order": 4
      },
      {
        "is_active": true,
        "schoolhouse_id": "駅前校",
        "name": "ブースB-2",
        "sort_order": 5,
        "note": "窓側"
      },
      {
        "is_active": true,
        "schoolhouse_id": "緑ヶ丘校",
        "name": "1番席",
        "sort_order": 1
      },
      {
        "is_active": true,
        "schoolhouse_id": "緑ヶ丘校",
        "name": "2番席",
        "sort_order": 2
      },
      {
        "schoolhouse_id": "緑ヶ丘校",
        "name": "3番席",
        "sort_order": 3,
        "is_active": false,
        "note": "修理中"
      }
    ]
  },
  {
    "entity": "student_questionnaire_item",
    "table": "student_questionnaire_items",
    "scope": "company",
    "keyFields": [
      "question"
    ],
    "refs": {},
    "rows": [
      {
        "is_required": false,
        "is_active": true,
        "question": "得意な教科を教えてください",
        "answer_type": "choose",
        "choices": "国語\n数学\n英語\n理科\n社会",
        "sort_order": 1
      },
      {
        "is_active": true,
        "question": "苦手な教科を教えてください",
        "answer_type": "choose",
        "choices": "国語\n数学\n英語\n理科\n社会",
        "is_required": true,
        "sort_order": 2
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "家での1日の勉強時間",
        "answer_type": "choose",
        "choices": "30分未満\n30分〜1時間\n1〜2時間\n2時間以上",
        "sort_order": 3
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "塾で頑張りたいことを自由に書いてください",
        "answer_type": "description",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "student_questionnaire_answer",
    "table": "student_questionnaire_answers",
    "scope": "company",
    "keyFields": [
      "student_id",
      "item_id"
    ],
    "refs": {
      "student_id": {
        "entity": "student",
        "table": "students",
        "scope": "company",
        "keys": [
          {
            "field": "student_number",
            "type": "string"
          }
        ],
        "isMany": false
      },
      "item_id": {
        "entity": "student_questionnaire_item",
        "table": "student_questionnaire_items",
        "scope": "company",
        "keys": [
          {
            "field": "question",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "student_id": "S00001",
        "item_id": "得意な教科を教えてください",
        "answer": "数学",
        "answered_on": "2026-04-11"
      },
      {
        "student_id": "S00001",
        "item_id": "苦手な教科を教えてください",
        "answer": "英語",
        "answered_on": "2026-04-11"
      },
      {
        "student_id": "S00001",
        "item_id": "家での1日の勉強時間",
        "answer": "1〜2時間",
        "answered_on": "2026-04-11"
      },
      {
        "student_id": "S00001",
        "item_id": "塾で頑張りたいことを自由に書いてください",
        "answer": "定期テストで学年10位以内に入りたい",
        "answered_on": "2026-04-11"
      },
      {
        "student_id": "S00002",
        "item_id": "得意な教科を教えてください",
        "answer": "英語",
        "answered_on": "2026-04-12"
      },
      {
        "student_id": "S00002",
        "item_id": "苦手な教科を教えてください",
        "answer": "数学",
        "answered_on": "2026-04-12"
      },
      {
        "student_id": "S00002",
        "item_id": "家での1日の勉強時間",
        "answer": "30分〜1時間",
        "answered_on": "2026-04-12"
      },
      {
        "student_id": "S00002",
        "item_id": "塾で頑張りたいことを自由に書いてください",
        "answer": "英語の長文を速く読めるようになりたい",
        "answered_on": "2026-04-12"
      },
      {
        "student_id": "S00003",
        "item_id": "得意な教科を教えてください",
        "answer": "国語",
        "answered_on": "2026-04-13"
      },
      {
        "student_id": "S00003",
        "item_id": "苦手な教科を教えてください",
        "answer": "社会",
        "answered_on": "2026-04-13"
      },
      {
        "student_id": "S00003",
        "item_id": "家での1日の勉強時間",
        "answer": "2時間以上",
        "answered_on": "2026-04-13"
      },
      {
        "student_id": "S00003",
        "item_id": "塾で頑張りたいことを自由に書いてください",
        "answer": "志望校に合格したいです",
        "answered_on": "2026-04-13"
      },
      {
        "student_id": "S00004",
        "item_id": "得意な教科を教えてください",
        "answer": "理科",
        "answered_on": "2026-04-14"
      },
      {
        "student_id": "S00004",
        "item_id": "苦手な教科を教えてください",
        "answer": "国語",
        "answered_on": "2026-04-14"
      },
      {
        "student_id": "S00004",
        "item_id": "家での1日の勉強時間",
        "answer": "30分未満",
        "answered_on": "2026-04-14"
      },
      {
        "student_id": "S00004",
        "item_id": "塾で頑張りたいことを自由に書いてください",
        "answer": "苦手な計算ミスをなくしたい",
        "answered_on": "2026-04-14"
      },
      {
        "student_id": "S00005",
        "item_id": "得意な教科を教えてください",
        "answer": "社会",
        "answered_on": "2026-04-15"
      },
      {
        "student_id": "S00005",
        "item_id": "苦手な教科を教えてください",
        "answer": "理科",
        "answered_on": "2026-04-15"
      },
      {
        "student_id": "S00005",
        "item_id": "家での1日の勉強時間",
        "answer": "1〜2時間",
        "answered_on": "2026-04-15"
      },
      {
        "student_id": "S00005",
        "item_id": "塾で頑張りたいことを自由に書いてください",
        "answer": "毎回の宿題をきちんと出す",
        "answered_on": "2026-04-15"
      }
    ]
  },
  {
    "entity": "survey_watch_point",
    "table": "survey_watch_points",
    "scope": "company",
    "keyFields": [
      "name"
    ],
    "refs": {},
    "rows": [
      {
        "name": "成績不安",
        "description": "苦手教科が複数ある・成績への不安を書いている場合は面談を提案します。",
        "sort_order": 1
      },
      {
        "name": "通塾意欲の低下",
        "description": "勉強時間が短く、頑張りたいことが空欄の場合は担当講師が声をかけます。",
        "sort_order": 2
      },
      {
        "name": "受験志望の明確化",
        "description": "志望校が書かれている場合は受験コースを案内します。",
        "sort_order": 3
      },
      {
        "name": "兄弟姉妹の入塾見込み",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "system_setting",
    "table": "system_settings",
    "scope": "company",
    "keyFields": [],
    "refs": {},
    "rows": [
      {
        "school_display_name": "さくら学習塾",
        "school_display_name_kana": "サクラガクシュウジュク",
        "representative_email": "info@sakura-juku.example.jp",
        "representative_phone": "03-1234-5600",
        "fiscal_year_start_month": 4,
        "default_lesson_minutes": 80,
        "session_timeout_minutes": 720
      }
    ]
  },
  {
    "entity": "teacher_questionnaire_item",
    "table": "teacher_questionnaire_items",
    "scope": "company",
    "keyFields": [
      "question"
    ],
    "refs": {},
    "rows": [
      {
        "is_active": true,
        "question": "指導可能な教科",
        "answer_type": "choose",
        "choices": "小学算数\n中学数学\n中学英語\n高校数学\n高校英語\n理科\n社会",
        "is_required": true,
        "sort_order": 1
      },
      {
        "is_active": true,
        "question": "勤務可能な曜日",
        "answer_type": "choose",
        "choices": "月\n火\n水\n木\n金\n土",
        "is_required": true,
        "sort_order": 2
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "指導経験年数",
        "answer_type": "choose",
        "choices": "なし\n1年未満\n1〜3年\n3年以上",
        "sort_order": 3
      },
      {
        "is_required": false,
        "is_active": true,
        "question": "指導で心がけていること",
        "answer_type": "description",
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "textbook",
    "table": "textbooks",
    "scope": "company",
    "keyFields": [
      "code"
    ],
    "refs": {
      "schoolyear_id": {
        "entity": "schoolyear",
        "table": "schoolyears",
        "scope": "global",
        "keys": [
          {
            "field": "code",
            "type": "integer"
          },
          {
            "field": "schoolyear_name",
            "type": "string"
          }
        ],
        "isMany": false
      },
      "school_subject_id": {
        "entity": "school_subject",
        "table": "school_subjects",
        "scope": "company",
        "keys": [
          {
            "field": "name",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "code": "TX-M1-01",
        "name": "中学数学 基礎トレーニング",
        "schoolyear_id": "中1",
        "school_subject_id": "数学",
        "status": "inUse",
        "publisher": "塾教材出版"
      },
      {
        "code": "TX-E2-01",
        "name": "中学英語 文法マスター",
        "schoolyear_id": "中2",
        "school_subject_id": "英語",
        "status": "inUse",
        "publisher": "塾教材出版"
      },
      {
        "code": "TX-S3-01",
        "name": "高校入試 理科の総まとめ",
        "schoolyear_id": "中3",
        "school_subject_id": "理科",
        "status": "unused",
        "publisher": "受験研究舎"
      }
    ]
  },
  {
    "entity": "textbook_unit",
    "table": "textbook_units",
    "scope": "company",
    "keyFields": [
      "textbook_id",
      "chapter_name",
      "unit_name"
    ],
    "refs": {
      "textbook_id": {
        "entity": "textbook",
        "table": "textbooks",
        "scope": "company",
        "keys": [
          {
            "field": "code",
            "type": "string"
          }
        ],
        "isMany": false
      }
    },
    "rows": [
      {
        "textbook_id": "TX-M1-01",
        "chapter_name": "第1章 正の数・負の数",
        "unit_name": "正の数・負の数の加法と減法",
        "page_from": 4,
        "page_to": 15,
        "sort_order": 1
      },
      {
        "textbook_id": "TX-M1-01",
        "chapter_name": "第1章 正の数・負の数",
        "unit_name": "乗法と除法",
        "page_from": 16,
        "page_to": 27,
        "sort_order": 2
      },
      {
        "textbook_id": "TX-M1-01",
        "chapter_name": "第2章 文字と式",
        "unit_name": "文字を使った式",
        "page_from": 28,
        "page_to": 39,
        "sort_order": 3
      },
      {
        "textbook_id": "TX-M1-01",
        "chapter_name": "第3章 方程式",
        "unit_name": "1次方程式の解き方",
        "page_from": 40,
        "page_to": 55,
        "sort_order": 4
      }
    ]
  },
  {
    "entity": "timetable_period",
    "table": "timetable_periods",
    "scope": "company",
    "keyFields": [
      "period_number"
    ],
    "refs": {},
    "rows": [
      {
        "period_number": 1,
        "name": "1限",
        "start_time": "15:00",
        "end_time": "16:20"
      },
      {
        "period_number": 2,
        "name": "2限",
        "start_time": "16:30",
        "end_time": "17:50"
      },
      {
        "period_number": 3,
        "name": "3限",
        "start_time": "18:00",
        "end_time": "19:20"
      },
      {
        "period_number": 4,
        "name": "4限",
        "start_time": "19:30",
        "end_time": "20:50"
      },
      {
        "period_number": 5,
        "name": "5限",
        "start_time": "21:00",
        "end_time": "22:00"
      }
    ]
  },
  {
    "entity": "version_history",
    "table": "version_histories",
    "scope": "global",
    "keyFields": [
      "version"
    ],
    "refs": {},
    "rows": [
      {
        "version": "1.0.0",
        "released_on": "2026-04-01",
        "summary": "塾コミュニケーションポータルの提供を開始しました。"
      },
      {
        "version": "1.1.0",
        "released_on": "2026-06-15",
        "summary": "お知らせのアンケート機能を追加しました。",
        "details": "お知らせに最大20問のアンケートを付けられるようになりました。回答はCSVで出力できます。"
      },
      {
        "version": "1.2.0",
        "released_on": "2026-09-01",
        "summary": "お知らせの予約配信とメール配信状況の表示を追加しました。"
      },
      {
        "version": "1.3.0",
        "released_on": "2026-11-20",
        "summary": "システム設定の各マスタ画面を追加しました。",
        "details": "料金設定、アンケート項目、教科・科目、成績評価、期間、銀行マスタなどを画面から登録できるようになりました。"
      }
    ]
  },
  {
    "entity": "zip_code",
    "table": "zip_codes",
    "scope": "global",
    "keyFields": [
      "postal_code",
      "town"
    ],
    "refs": {},
    "rows": [
      {
        "postal_code": "100-0001",
        "prefecture": "東京都",
        "city": "千代田区",
        "town": "千代田",
        "prefecture_kana": "トウキョウト",
        "city_kana": "チヨダク",
        "town_kana": "チヨダ"
      },
      {
        "postal_code": "150-0002",
        "prefecture": "東京都",
        "city": "渋谷区",
        "town": "渋谷",
        "prefecture_kana": "トウキョウト",
        "city_kana": "シブヤク",
        "town_kana": "シブヤ"
      },
      {
        "postal_code": "190-0012",
        "prefecture": "東京都",
        "city": "立川市",
        "town": "曙町",
        "prefecture_kana": "トウキョウト",
        "city_kana": "タチカワシ",
        "town_kana": "アケボノチョウ"
      },
      {
        "postal_code": "530-0001",
        "prefecture": "大阪府",
        "city": "大阪市北区",
        "town": "梅田",
        "prefecture_kana": "オオサカフ",
        "city_kana": "オオサカシキタク",
        "town_kana": "ウメダ"
      }
    ]
  }
];
