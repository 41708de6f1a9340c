// Generated from model/ by `npm run generate`. Do not edit by hand.

/** Columns, filters and default sort of every entity list. */
export const tables = {
  "area": {
    "columns": [
      {
        "id": "name",
        "label": "エリア名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name_kana",
        "label": "エリア名（カナ）",
        "type": "kana",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "エリア名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "bank": {
    "columns": [
      {
        "id": "bank_code",
        "label": "金融機関コード",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "bank_name",
        "label": "金融機関名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "branch_code",
        "label": "支店コード",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "branch_name",
        "label": "支店名",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "bank_code",
        "label": "金融機関コード",
        "type": "string",
        "operator": "contains",
        "column": "bank_code"
      },
      {
        "field": "bank_name",
        "label": "金融機関名",
        "type": "string",
        "operator": "contains",
        "column": "bank_name"
      },
      {
        "field": "branch_name",
        "label": "支店名",
        "type": "string",
        "operator": "contains",
        "column": "branch_name"
      }
    ],
    "defaultSort": {
      "field": "bank_code",
      "order": "asc"
    }
  },
  "claim_alarm_condition": {
    "columns": [
      {
        "id": "name",
        "label": "条件名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "alarm_kind",
        "label": "アラーム種別",
        "type": "enum",
        "enum": "claim_alarm_kind",
        "isSortable": true
      },
      {
        "id": "days_overdue",
        "label": "経過日数",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "amount_threshold",
        "label": "基準金額",
        "type": "yen",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "有効",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "条件名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "alarm_kind",
        "label": "アラーム種別",
        "type": "enum",
        "operator": "eq",
        "column": "alarm_kind",
        "enum": "claim_alarm_kind"
      }
    ],
    "defaultSort": {
      "field": "name",
      "order": "asc"
    }
  },
  "claim_confirmation": {
    "columns": [
      {
        "id": "billing_month",
        "label": "請求月",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "確認状況",
        "type": "enum",
        "enum": "claim_confirmation_status",
        "isSortable": true
      },
      {
        "id": "confirmed_on",
        "label": "確認日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "備考",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "status",
        "label": "確認状況",
        "type": "enum",
        "operator": "eq",
        "column": "status",
        "enum": "claim_confirmation_status"
      }
    ],
    "defaultSort": {
      "field": "billing_month",
      "order": "desc"
    }
  },
  "claim_setting": {
    "columns": [
      {
        "id": "closing_day",
        "label": "締日（31は月末）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "transfer_day",
        "label": "口座振替日",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "issue_day",
        "label": "請求書発行日",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "tax_rounding",
        "label": "消費税の端数処理",
        "type": "enum",
        "enum": "rounding",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "id",
      "order": "asc"
    }
  },
  "communication_template": {
    "columns": [
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "body",
        "label": "本文",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "タイトル",
        "type": "string",
        "operator": "contains",
        "column": "title"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "contact_template": {
    "columns": [
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "body",
        "label": "本文",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "タイトル",
        "type": "string",
        "operator": "contains",
        "column": "title"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "debit_account": {
    "columns": [
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "bank_id",
        "label": "金融機関・支店",
        "type": "ref",
        "ref": "bank",
        "isSortable": true
      },
      {
        "id": "account_type",
        "label": "預金種目",
        "type": "enum",
        "enum": "bank_account_type",
        "isSortable": true
      },
      {
        "id": "account_number",
        "label": "口座番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "holder_name_kana",
        "label": "口座名義（カナ）",
        "type": "kana",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "振替する",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "holder_name_kana",
        "label": "口座名義（カナ）",
        "type": "kana",
        "operator": "contains",
        "column": "holder_name_kana"
      }
    ],
    "defaultSort": {
      "field": "student_id",
      "order": "asc"
    }
  },
  "destination_point": {
    "columns": [
      {
        "id": "school_name",
        "label": "志望校名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "course_name",
        "label": "学科・コース",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "internal_points",
        "label": "内申点の目安",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "test_score",
        "label": "当日点の目安",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "deviation",
        "label": "偏差値",
        "type": "number",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "school_name",
        "label": "志望校名",
        "type": "string",
        "operator": "contains",
        "column": "school_name"
      }
    ],
    "defaultSort": {
      "field": "school_name",
      "order": "asc"
    }
  },
  "entry_period": {
    "columns": [
      {
        "id": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "name",
        "label": "名称",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "start_date",
        "label": "開始日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "end_date",
        "label": "終了日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "admission_fee_waived",
        "label": "入塾金免除",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "operator": "eq",
        "column": "fiscal_year",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      {
        "field": "name",
        "label": "名称",
        "type": "string",
        "operator": "contains",
        "column": "name"
      }
    ],
    "defaultSort": {
      "field": "start_date",
      "order": "desc"
    }
  },
  "event": {
    "columns": [
      {
        "id": "event_name",
        "label": "イベント名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "schoolyear_id",
        "label": "対象学年",
        "type": "ref",
        "ref": "schoolyear",
        "emptyLabel": "全学年",
        "isSortable": true
      },
      {
        "id": "start_date",
        "label": "予約期間（開始）",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "end_date",
        "label": "予約期間（終了）",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "space_id",
        "label": "スペース",
        "type": "ref",
        "ref": "event_space",
        "isSortable": true
      },
      {
        "id": "max_students",
        "label": "定員（1枠あたり）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "ステータス",
        "type": "enum",
        "enum": "event_status",
        "isSortable": true
      },
      {
        "id": "published_at",
        "label": "公開日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "event_name",
        "label": "イベント名",
        "type": "string",
        "operator": "contains",
        "column": "event_name"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "schoolyear_id",
        "label": "対象学年",
        "type": "ref",
        "operator": "eq",
        "column": "schoolyear_id",
        "ref": "schoolyear",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "status",
        "label": "ステータス",
        "type": "enum",
        "operator": "eq",
        "column": "status",
        "enum": "event_status"
      }
    ],
    "defaultSort": {
      "field": "start_date",
      "order": "desc"
    }
  },
  "event_setting": {
    "columns": [
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "open_days_ahead",
        "label": "予約受付（何日先まで）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "cancel_days_before",
        "label": "キャンセル期限（何日前まで）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "備考",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "schoolhouse_id",
      "order": "asc"
    }
  },
  "event_space": {
    "columns": [
      {
        "id": "space_name",
        "label": "スペース名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "max_seats",
        "label": "最大席数",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "description",
        "label": "説明",
        "type": "text",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "space_name",
        "label": "スペース名",
        "type": "string",
        "operator": "contains",
        "column": "space_name"
      }
    ],
    "defaultSort": {
      "field": "space_name",
      "order": "asc"
    }
  },
  "event_time_slot": {
    "columns": [
      {
        "id": "slot_name",
        "label": "時間枠名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "start_time",
        "label": "開始時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "end_time",
        "label": "終了時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "slot_name",
        "label": "時間枠名",
        "type": "string",
        "operator": "contains",
        "column": "slot_name"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "fee_item": {
    "columns": [
      {
        "id": "name",
        "label": "項目名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "fee_kind",
        "label": "料金種別",
        "type": "enum",
        "enum": "fee_kind",
        "isSortable": true
      },
      {
        "id": "amount",
        "label": "金額（税抜）",
        "type": "yen",
        "isSortable": true
      },
      {
        "id": "tax_category",
        "label": "税区分",
        "type": "enum",
        "enum": "tax_category",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "項目名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "fee_kind",
        "label": "料金種別",
        "type": "enum",
        "operator": "eq",
        "column": "fee_kind",
        "enum": "fee_kind"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "frame_division": {
    "columns": [
      {
        "id": "name",
        "label": "コマ割り名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "frame_minutes",
        "label": "1コマの時間（分）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "break_minutes",
        "label": "休憩時間（分）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "frames_per_day",
        "label": "1日のコマ数",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "first_start_time",
        "label": "1コマ目の開始時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "コマ割り名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "grade_guarantee": {
    "columns": [
      {
        "id": "name",
        "label": "保証名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "record_kind",
        "label": "対象の成績",
        "type": "enum",
        "enum": "record_kind",
        "isSortable": true
      },
      {
        "id": "improvement_points",
        "label": "保証する上昇点数",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "min_attendance_rate",
        "label": "必要な出席率（%）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "保証名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "record_kind",
        "label": "対象の成績",
        "type": "enum",
        "operator": "eq",
        "column": "record_kind",
        "enum": "record_kind"
      }
    ],
    "defaultSort": {
      "field": "name",
      "order": "asc"
    }
  },
  "grade_input_deadline": {
    "columns": [
      {
        "id": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "record_kind",
        "label": "成績種別",
        "type": "enum",
        "enum": "record_kind",
        "isSortable": true
      },
      {
        "id": "section_record",
        "label": "学期",
        "type": "enum",
        "enum": "section_record",
        "isSortable": true
      },
      {
        "id": "input_starts_on",
        "label": "入力開始日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "deadline",
        "label": "入力期限",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "備考",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "operator": "eq",
        "column": "fiscal_year",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      {
        "field": "record_kind",
        "label": "成績種別",
        "type": "enum",
        "operator": "eq",
        "column": "record_kind",
        "enum": "record_kind"
      }
    ],
    "defaultSort": {
      "field": "fiscal_year",
      "order": "desc"
    }
  },
  "grade_record": {
    "columns": [
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "record_kind",
        "label": "成績種別",
        "type": "enum",
        "enum": "record_kind",
        "isSortable": true
      },
      {
        "id": "exam_name",
        "label": "試験名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "taken_on",
        "label": "実施日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "japanese",
        "label": "国語",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "math",
        "label": "数学",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "english",
        "label": "英語",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "science",
        "label": "理科",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "social",
        "label": "社会",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "total",
        "label": "合計",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "average",
        "label": "平均点",
        "type": "number",
        "isSortable": true
      },
      {
        "id": "deviation",
        "label": "偏差値",
        "type": "number",
        "isSortable": true
      },
      {
        "id": "ranking",
        "label": "順位",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "operator": "eq",
        "column": "fiscal_year",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      {
        "field": "record_kind",
        "label": "成績種別",
        "type": "enum",
        "operator": "eq",
        "column": "record_kind",
        "enum": "record_kind"
      },
      {
        "field": "exam_name",
        "label": "試験名",
        "type": "string",
        "operator": "contains",
        "column": "exam_name"
      }
    ],
    "defaultSort": {
      "field": "fiscal_year",
      "order": "desc"
    }
  },
  "holiday": {
    "columns": [
      {
        "id": "holiday_date",
        "label": "日付",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "name",
        "label": "休日名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "emptyLabel": "全校舎",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "休日名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "holiday_date",
      "order": "asc"
    }
  },
  "import_job": {
    "columns": [
      {
        "id": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "target",
        "label": "取り込み先",
        "type": "enum",
        "enum": "history_target",
        "isSortable": true
      },
      {
        "id": "file_name",
        "label": "ファイル名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "状況",
        "type": "enum",
        "enum": "import_status",
        "isSortable": true
      },
      {
        "id": "total_rows",
        "label": "行数",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "inserted_rows",
        "label": "追加",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "updated_rows",
        "label": "更新",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "user_name",
        "label": "実行者",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "finished_at",
        "label": "終了日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "target",
        "label": "取り込み先",
        "type": "enum",
        "operator": "eq",
        "column": "target",
        "enum": "history_target",
        "isHidden": true
      }
    ],
    "defaultSort": {
      "field": "created_at",
      "order": "desc"
    }
  },
  "inquiry_form_item": {
    "columns": [
      {
        "id": "item",
        "label": "項目",
        "type": "enum",
        "enum": "entry_form_item",
        "isSortable": true
      },
      {
        "id": "label",
        "label": "表示名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "is_shown",
        "label": "表示する",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_required",
        "label": "入力必須",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "is_shown",
        "label": "表示する",
        "type": "boolean",
        "operator": "eq",
        "column": "is_shown"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "interview": {
    "columns": [
      {
        "id": "interview_date",
        "label": "面談日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "contacter",
        "label": "面談相手",
        "type": "enum",
        "enum": "contacter",
        "isSortable": true
      },
      {
        "id": "contact_method",
        "label": "面談方法",
        "type": "enum",
        "enum": "contact_method",
        "isSortable": true
      },
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "staff_id",
        "label": "面談担当者",
        "type": "ref",
        "ref": "staff",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_name",
        "label": "生徒氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name_kanji",
            "first_name_kanji"
          ],
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "through": {
          "column": "student_id",
          "table": "students"
        }
      },
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "isHidden": true,
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "interview_date",
        "label": "面談日",
        "type": "date",
        "operator": "between",
        "column": "interview_date"
      },
      {
        "field": "contacter",
        "label": "面談相手",
        "type": "enum",
        "operator": "eq",
        "column": "contacter",
        "enum": "contacter",
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "contact_method",
        "label": "面談方法",
        "type": "enum",
        "operator": "eq",
        "column": "contact_method",
        "enum": "contact_method",
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "staff_id",
        "label": "面談担当者",
        "type": "ref",
        "operator": "eq",
        "column": "staff_id",
        "ref": "staff",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "interview_date",
      "order": "desc"
    }
  },
  "interview_template": {
    "columns": [
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "body",
        "label": "本文",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "タイトル",
        "type": "string",
        "operator": "contains",
        "column": "title"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "invoice_print_setting": {
    "columns": [
      {
        "id": "title",
        "label": "請求書タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "issuer_name",
        "label": "発行者名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "registration_number",
        "label": "適格請求書発行事業者登録番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "id",
      "order": "asc"
    }
  },
  "leaving_reason": {
    "columns": [
      {
        "id": "name",
        "label": "名称",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "is_switch_destination",
        "label": "転塾先",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "名称",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "is_switch_destination",
        "label": "転塾先",
        "type": "boolean",
        "operator": "eq",
        "column": "is_switch_destination"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "lesson_report": {
    "columns": [
      {
        "id": "lesson_date",
        "label": "授業日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "timetable_period_id",
        "label": "時限",
        "type": "ref",
        "ref": "timetable_period",
        "isSortable": true
      },
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "teacher_id",
        "label": "講師",
        "type": "ref",
        "ref": "teacher",
        "isSortable": true
      },
      {
        "id": "lesson_subject_id",
        "label": "授業科目",
        "type": "ref",
        "ref": "lesson_subject",
        "isSortable": true
      },
      {
        "id": "attendance",
        "label": "出欠",
        "type": "enum",
        "enum": "attendance",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "公開状況",
        "type": "enum",
        "enum": "report_status",
        "isSortable": true
      },
      {
        "id": "read_at",
        "label": "保護者の既読日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_name",
        "label": "生徒氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name_kanji",
            "first_name_kanji"
          ],
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "through": {
          "column": "student_id",
          "table": "students"
        }
      },
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "isHidden": true,
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "lesson_date",
        "label": "授業日",
        "type": "date",
        "operator": "between",
        "column": "lesson_date"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "teacher_id",
        "label": "講師",
        "type": "ref",
        "operator": "eq",
        "column": "teacher_id",
        "ref": "teacher",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "lesson_subject_id",
        "label": "授業科目",
        "type": "ref",
        "operator": "eq",
        "column": "lesson_subject_id",
        "ref": "lesson_subject",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "status",
        "label": "公開状況",
        "type": "enum",
        "operator": "eq",
        "column": "status",
        "enum": "report_status"
      }
    ],
    "defaultSort": {
      "field": "lesson_date",
      "order": "desc"
    }
  },
  "lesson_report_setting": {
    "columns": [
      {
        "id": "uses_staff_comment",
        "label": "スタッフコメント",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "uses_attendance",
        "label": "出欠",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "uses_comprehension",
        "label": "理解度",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "uses_textbook",
        "label": "教材",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "uses_evaluation",
        "label": "評価",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "free_input_1_name",
        "label": "自由入力1の項目名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "id",
      "order": "asc"
    }
  },
  "lesson_subject": {
    "columns": [
      {
        "id": "name",
        "label": "科目名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "short_name",
        "label": "略称",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "school_subject_id",
        "label": "学校教科",
        "type": "ref",
        "ref": "school_subject",
        "isSortable": true
      },
      {
        "id": "school_kind",
        "label": "対象",
        "type": "enum",
        "enum": "school_kind",
        "isSortable": true
      },
      {
        "id": "color",
        "label": "表示色",
        "type": "color",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "科目名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "school_kind",
        "label": "対象",
        "type": "enum",
        "operator": "eq",
        "column": "school_kind",
        "enum": "school_kind",
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "school_subject_id",
        "label": "学校教科",
        "type": "ref",
        "operator": "eq",
        "column": "school_subject_id",
        "ref": "school_subject",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "mail_pattern": {
    "columns": [
      {
        "id": "name",
        "label": "パターン名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "target",
        "label": "送信先",
        "type": "enum",
        "enum": "mail_target",
        "isSortable": true
      },
      {
        "id": "subject",
        "label": "件名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "パターン名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "target",
        "label": "送信先",
        "type": "enum",
        "operator": "eq",
        "column": "target",
        "enum": "mail_target"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "normal_frame": {
    "columns": [
      {
        "id": "yearly_schedule_id",
        "label": "期",
        "type": "ref",
        "ref": "yearly_schedule",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "weekday",
        "label": "曜日",
        "type": "enum",
        "enum": "weekday",
        "isSortable": true
      },
      {
        "id": "timetable_period_id",
        "label": "時限",
        "type": "ref",
        "ref": "timetable_period",
        "isSortable": true
      },
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "teacher_id",
        "label": "講師",
        "type": "ref",
        "ref": "teacher",
        "isSortable": true
      },
      {
        "id": "lesson_subject_id",
        "label": "授業科目",
        "type": "ref",
        "ref": "lesson_subject",
        "isSortable": true
      },
      {
        "id": "seat_id",
        "label": "座席",
        "type": "ref",
        "ref": "seat",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "yearly_schedule_id",
        "label": "期",
        "type": "ref",
        "operator": "eq",
        "column": "yearly_schedule_id",
        "ref": "yearly_schedule",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "weekday",
        "label": "曜日",
        "type": "enum",
        "operator": "eq",
        "column": "weekday",
        "enum": "weekday",
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "teacher_id",
        "label": "講師",
        "type": "ref",
        "operator": "eq",
        "column": "teacher_id",
        "ref": "teacher",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "weekday",
      "order": "asc"
    }
  },
  "normal_frame_deletion": {
    "columns": [
      {
        "id": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "yearly_schedule_id",
        "label": "期",
        "type": "ref",
        "ref": "yearly_schedule",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "emptyLabel": "全校舎",
        "isSortable": true
      },
      {
        "id": "lessons_from",
        "label": "この日以降の授業も削除",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "状況",
        "type": "enum",
        "enum": "deletion_status",
        "isSortable": true
      },
      {
        "id": "frame_count",
        "label": "削除した通常授業",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "lesson_count",
        "label": "削除した授業",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "user_name",
        "label": "実行者",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "applied_at",
        "label": "削除日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "created_at",
      "order": "desc"
    }
  },
  "notice_template": {
    "columns": [
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "body",
        "label": "本文",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "タイトル",
        "type": "string",
        "operator": "contains",
        "column": "title"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "operation_log": {
    "columns": [
      {
        "id": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "user_name",
        "label": "操作者",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "target",
        "label": "対象",
        "type": "enum",
        "enum": "history_target",
        "isSortable": true
      },
      {
        "id": "record_id",
        "label": "対象データ",
        "type": "integer",
        "refOf": "target",
        "isSortable": true
      },
      {
        "id": "action",
        "label": "操作種別",
        "type": "enum",
        "enum": "operation_action",
        "isSortable": true
      },
      {
        "id": "ip_address",
        "label": "操作元IPアドレス",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "operator": "between",
        "column": "created_at"
      },
      {
        "field": "user_name",
        "label": "操作者",
        "type": "string",
        "operator": "contains",
        "column": "user_name"
      },
      {
        "field": "target",
        "label": "対象",
        "type": "enum",
        "operator": "eq",
        "column": "target",
        "enum": "history_target"
      },
      {
        "field": "action",
        "label": "操作種別",
        "type": "enum",
        "operator": "eq",
        "column": "action",
        "enum": "operation_action"
      },
      {
        "field": "record_id",
        "label": "対象ID",
        "type": "integer",
        "operator": "eq",
        "column": "record_id",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "ip_address",
        "label": "操作元IPアドレス",
        "type": "string",
        "operator": "contains",
        "column": "ip_address"
      }
    ],
    "defaultSort": {
      "field": "created_at",
      "order": "desc"
    }
  },
  "parent_questionnaire_item": {
    "columns": [
      {
        "id": "question",
        "label": "質問",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "answer_type",
        "label": "回答形式",
        "type": "enum",
        "enum": "survey_answer_type",
        "isSortable": true
      },
      {
        "id": "is_required",
        "label": "回答必須",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "question",
        "label": "質問",
        "type": "string",
        "operator": "contains",
        "column": "question"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "payment_method": {
    "columns": [
      {
        "id": "name",
        "label": "支払方法名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "method_kind",
        "label": "支払区分",
        "type": "enum",
        "enum": "payment_method_kind",
        "isSortable": true
      },
      {
        "id": "fee_amount",
        "label": "手数料",
        "type": "yen",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "支払方法名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "method_kind",
        "label": "支払区分",
        "type": "enum",
        "operator": "eq",
        "column": "method_kind",
        "enum": "payment_method_kind"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "print_request": {
    "columns": [
      {
        "id": "title",
        "label": "書類名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "requested_by_name",
        "label": "依頼者",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "印刷状況",
        "type": "enum",
        "enum": "print_status",
        "isSortable": true
      },
      {
        "id": "printed_at",
        "label": "印刷日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "書類名",
        "type": "string",
        "operator": "contains",
        "column": "title"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "status",
        "label": "印刷状況",
        "type": "enum",
        "operator": "eq",
        "column": "status",
        "enum": "print_status",
        "minimum": -32768,
        "maximum": 32767
      }
    ],
    "defaultSort": {
      "field": "created_at",
      "order": "desc"
    }
  },
  "protector": {
    "columns": [
      {
        "id": "family_name",
        "label": "保護者姓",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "first_name",
        "label": "保護者名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "family_name_kana",
        "label": "保護者姓（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "first_name_kana",
        "label": "保護者名（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "protector_name",
        "label": "保護者氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name",
            "first_name"
          ],
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "kana": true
      },
      {
        "field": "phone",
        "label": "電話番号",
        "type": "string",
        "operator": "contains",
        "column": "phone"
      },
      {
        "field": "student_name",
        "label": "生徒氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name_kanji",
            "first_name_kanji"
          ],
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "kana": true,
        "related": {
          "table": "students",
          "column": "protector_id"
        }
      },
      {
        "field": "student_number",
        "label": "生徒番号",
        "type": "string",
        "operator": "contains",
        "column": "student_number",
        "related": {
          "table": "students",
          "column": "protector_id"
        }
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991,
        "related": {
          "table": "students",
          "column": "protector_id"
        }
      },
      {
        "field": "statuses",
        "label": "生徒ステータス",
        "type": "enum",
        "operator": "in",
        "column": "status",
        "enum": "student_status",
        "default": [
          4
        ],
        "minimum": -32768,
        "maximum": 32767,
        "related": {
          "table": "students",
          "column": "protector_id"
        }
      },
      {
        "field": "schoolyear_ids",
        "label": "学年",
        "type": "ref",
        "operator": "in",
        "column": "schoolyear_id",
        "ref": "schoolyear",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991,
        "related": {
          "table": "students",
          "column": "protector_id"
        }
      }
    ],
    "defaultSort": {
      "field": "family_name",
      "order": "asc"
    }
  },
  "receipt_card_item": {
    "columns": [
      {
        "id": "question",
        "label": "質問",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "answer_type",
        "label": "回答形式",
        "type": "enum",
        "enum": "survey_answer_type",
        "isSortable": true
      },
      {
        "id": "is_required",
        "label": "回答必須",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "question",
        "label": "質問",
        "type": "string",
        "operator": "contains",
        "column": "question"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "report_data_fix": {
    "columns": [
      {
        "id": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "section_record",
        "label": "学期",
        "type": "enum",
        "enum": "section_record",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "is_fixed",
        "label": "確定済み",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "fixed_on",
        "label": "確定日",
        "type": "date",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "operator": "eq",
        "column": "fiscal_year",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "is_fixed",
        "label": "確定済み",
        "type": "boolean",
        "operator": "eq",
        "column": "is_fixed"
      }
    ],
    "defaultSort": {
      "field": "fiscal_year",
      "order": "desc"
    }
  },
  "report_template": {
    "columns": [
      {
        "id": "title",
        "label": "テンプレート名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "lesson_content",
        "label": "授業内容",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "homework",
        "label": "宿題",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "連絡事項",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "テンプレート名",
        "type": "string",
        "operator": "contains",
        "column": "title"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "school": {
    "columns": [
      {
        "id": "school_name",
        "label": "学校名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "school_kind",
        "label": "学校区分",
        "type": "enum",
        "enum": "school_kind",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "school_name",
        "label": "学校名",
        "type": "string",
        "operator": "contains",
        "column": "school_name"
      },
      {
        "field": "school_kind",
        "label": "学校区分",
        "type": "enum",
        "operator": "eq",
        "column": "school_kind",
        "enum": "school_kind",
        "minimum": -32768,
        "maximum": 32767
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "school_score_point": {
    "columns": [
      {
        "id": "school_id",
        "label": "学校",
        "type": "ref",
        "ref": "school",
        "isSortable": true
      },
      {
        "id": "rating",
        "label": "評定",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "points",
        "label": "換算点",
        "type": "number",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "school_id",
        "label": "学校",
        "type": "ref",
        "operator": "eq",
        "column": "school_id",
        "ref": "school",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "rating",
      "order": "asc"
    }
  },
  "school_subject": {
    "columns": [
      {
        "id": "name",
        "label": "教科名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "short_name",
        "label": "略称",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "is_main_five",
        "label": "主要5教科",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "教科名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "school_year_advance": {
    "columns": [
      {
        "id": "created_at",
        "label": "作成日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "fiscal_year",
        "label": "進級後の年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "状況",
        "type": "enum",
        "enum": "advance_status",
        "isSortable": true
      },
      {
        "id": "student_count",
        "label": "進級した生徒",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "user_name",
        "label": "実行者",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "applied_at",
        "label": "進級日時",
        "type": "datetime",
        "isSortable": true
      },
      {
        "id": "cancelled_at",
        "label": "取り消し日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "created_at",
      "order": "desc"
    }
  },
  "schoolhouse": {
    "columns": [
      {
        "id": "schoolhouse_name",
        "label": "校舎名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolhouse_name_kana",
        "label": "校舎名（カナ）",
        "type": "kana",
        "isSortable": true
      },
      {
        "id": "area_id",
        "label": "エリア",
        "type": "ref",
        "ref": "area",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "phone",
        "isSortable": true
      },
      {
        "id": "open_time",
        "label": "開校時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "close_time",
        "label": "閉校時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "schoolhouse_name",
        "label": "校舎名",
        "type": "string",
        "operator": "contains",
        "column": "schoolhouse_name"
      },
      {
        "field": "area_id",
        "label": "エリア",
        "type": "ref",
        "operator": "eq",
        "column": "area_id",
        "ref": "area",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "schoolyear": {
    "columns": [
      {
        "id": "code",
        "label": "学年コード",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "schoolyear_name",
        "label": "学年",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "code",
      "order": "asc"
    }
  },
  "seat": {
    "columns": [
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "name",
        "label": "座席名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用する",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "備考",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "name",
        "label": "座席名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "is_active",
        "label": "使用する",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "staff": {
    "columns": [
      {
        "id": "staff_name",
        "label": "スタッフ名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "staff_name_kana",
        "label": "スタッフ名（カナ）",
        "type": "kana",
        "isSortable": true
      },
      {
        "id": "area_id",
        "label": "担当エリア",
        "type": "ref",
        "ref": "area",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "phone",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "staff_name",
        "label": "スタッフ名",
        "type": "string",
        "operator": "contains",
        "column": "staff_name"
      },
      {
        "field": "area_id",
        "label": "担当エリア",
        "type": "ref",
        "operator": "eq",
        "column": "area_id",
        "ref": "area",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "staff_name",
      "order": "asc"
    }
  },
  "student": {
    "columns": [
      {
        "id": "student_number",
        "label": "生徒番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "family_name_kanji",
        "label": "姓",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "first_name_kanji",
        "label": "名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "family_name_kana",
        "label": "姓（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "first_name_kana",
        "label": "名（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "ref": "schoolyear",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "school_id",
        "label": "学校",
        "type": "ref",
        "ref": "school",
        "isSortable": true
      },
      {
        "id": "protector_id",
        "label": "保護者",
        "type": "ref",
        "ref": "protector",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "ステータス",
        "type": "enum",
        "enum": "student_status",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_name_kanji",
        "label": "生徒氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name_kanji",
            "first_name_kanji"
          ]
        ]
      },
      {
        "field": "student_name_kana",
        "label": "生徒氏名（カナ）",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "kana": true
      },
      {
        "field": "student_number",
        "label": "生徒番号",
        "type": "string",
        "operator": "contains",
        "column": "student_number"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "protector_name",
        "label": "保護者氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "family_name",
            "first_name"
          ],
          [
            "family_name_kana",
            "first_name_kana"
          ]
        ],
        "kana": true,
        "through": {
          "column": "protector_id",
          "table": "protectors"
        }
      },
      {
        "field": "status",
        "label": "ステータス",
        "type": "enum",
        "operator": "in",
        "column": "status",
        "enum": "student_status",
        "default": [
          4
        ],
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "operator": "in",
        "column": "schoolyear_id",
        "ref": "schoolyear",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "school_id",
        "label": "学校",
        "type": "ref",
        "operator": "in",
        "column": "school_id",
        "ref": "school",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "protector_id",
        "label": "保護者",
        "type": "ref",
        "operator": "eq",
        "column": "protector_id",
        "ref": "protector",
        "isHidden": true,
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "family_name_kanji",
      "order": "asc"
    }
  },
  "student_fee": {
    "columns": [
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "fee_item_id",
        "label": "料金項目",
        "type": "ref",
        "ref": "fee_item",
        "isSortable": true
      },
      {
        "id": "unit_price",
        "label": "単価（税抜・空欄は料金項目の金額）",
        "type": "yen",
        "isSortable": true
      },
      {
        "id": "quantity",
        "label": "数量",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "starts_month",
        "label": "開始月",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "ends_month",
        "label": "終了月",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "note",
        "label": "備考",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "fee_item_id",
        "label": "料金項目",
        "type": "ref",
        "operator": "eq",
        "column": "fee_item_id",
        "ref": "fee_item",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "student_id",
      "order": "asc"
    }
  },
  "student_questionnaire_answer": {
    "columns": [
      {
        "id": "student_id",
        "label": "生徒",
        "type": "ref",
        "ref": "student",
        "isSortable": true
      },
      {
        "id": "item_id",
        "label": "質問",
        "type": "ref",
        "ref": "student_questionnaire_item",
        "isSortable": true
      },
      {
        "id": "answer",
        "label": "回答",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "answered_on",
        "label": "回答日",
        "type": "date",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_id",
        "label": "生徒",
        "type": "ref",
        "operator": "eq",
        "column": "student_id",
        "ref": "student",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "item_id",
        "label": "質問",
        "type": "ref",
        "operator": "eq",
        "column": "item_id",
        "ref": "student_questionnaire_item",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "answered_on",
      "order": "desc"
    }
  },
  "student_questionnaire_item": {
    "columns": [
      {
        "id": "question",
        "label": "質問",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "answer_type",
        "label": "回答形式",
        "type": "enum",
        "enum": "survey_answer_type",
        "isSortable": true
      },
      {
        "id": "is_required",
        "label": "回答必須",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "question",
        "label": "質問",
        "type": "string",
        "operator": "contains",
        "column": "question"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "survey_watch_point": {
    "columns": [
      {
        "id": "name",
        "label": "着目ポイント",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "着目ポイント",
        "type": "string",
        "operator": "contains",
        "column": "name"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "system_setting": {
    "columns": [
      {
        "id": "school_display_name",
        "label": "表示用塾名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "fiscal_year_start_month",
        "label": "年度開始月",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "default_lesson_minutes",
        "label": "標準授業時間（分）",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "id",
      "order": "asc"
    }
  },
  "tag": {
    "columns": [
      {
        "id": "name",
        "label": "タグ名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "タグ名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      }
    ],
    "defaultSort": {
      "field": "name",
      "order": "asc"
    }
  },
  "teacher": {
    "columns": [
      {
        "id": "teacher_number",
        "label": "講師番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name_kanji",
        "label": "氏名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name_kana",
        "label": "氏名（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "teacher_number",
        "label": "講師番号",
        "type": "string",
        "operator": "contains",
        "column": "teacher_number"
      },
      {
        "field": "teacher_name",
        "label": "講師氏名",
        "type": "string",
        "operator": "contains",
        "match": [
          [
            "name_kanji"
          ],
          [
            "name_kana"
          ]
        ],
        "kana": true
      },
      {
        "field": "schoolhouse_id",
        "label": "所属校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991,
        "related": {
          "table": "teacher_schoolhouses",
          "column": "teacher_id"
        }
      }
    ],
    "defaultSort": {
      "field": "name_kanji",
      "order": "asc"
    }
  },
  "teacher_questionnaire_item": {
    "columns": [
      {
        "id": "question",
        "label": "質問",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "answer_type",
        "label": "回答形式",
        "type": "enum",
        "enum": "survey_answer_type",
        "isSortable": true
      },
      {
        "id": "is_required",
        "label": "回答必須",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "is_active",
        "label": "使用中",
        "type": "boolean",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "question",
        "label": "質問",
        "type": "string",
        "operator": "contains",
        "column": "question"
      },
      {
        "field": "is_active",
        "label": "使用中",
        "type": "boolean",
        "operator": "eq",
        "column": "is_active"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "teacher_schoolhouse": {
    "columns": [
      {
        "id": "teacher_id",
        "label": "講師",
        "type": "ref",
        "ref": "teacher",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "teacher_id",
        "label": "講師",
        "type": "ref",
        "operator": "eq",
        "column": "teacher_id",
        "ref": "teacher",
        "isHidden": true,
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "column": "schoolhouse_id",
        "ref": "schoolhouse",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      }
    ],
    "defaultSort": {
      "field": "teacher_id",
      "order": "asc"
    }
  },
  "textbook": {
    "columns": [
      {
        "id": "code",
        "label": "教材コード",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name",
        "label": "教材名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "ref": "schoolyear",
        "isSortable": true
      },
      {
        "id": "school_subject_id",
        "label": "教科",
        "type": "ref",
        "ref": "school_subject",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "ステータス",
        "type": "enum",
        "enum": "textbook_status",
        "isSortable": true
      },
      {
        "id": "publisher",
        "label": "出版社",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "code",
        "label": "教材コード",
        "type": "string",
        "operator": "contains",
        "column": "code"
      },
      {
        "field": "name",
        "label": "教材名",
        "type": "string",
        "operator": "contains",
        "column": "name"
      },
      {
        "field": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "operator": "eq",
        "column": "schoolyear_id",
        "ref": "schoolyear",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "school_subject_id",
        "label": "教科",
        "type": "ref",
        "operator": "eq",
        "column": "school_subject_id",
        "ref": "school_subject",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "status",
        "label": "ステータス",
        "type": "enum",
        "operator": "eq",
        "column": "status",
        "enum": "textbook_status"
      },
      {
        "field": "publisher",
        "label": "出版社",
        "type": "string",
        "operator": "contains",
        "column": "publisher"
      }
    ],
    "defaultSort": {
      "field": "code",
      "order": "asc"
    }
  },
  "textbook_unit": {
    "columns": [
      {
        "id": "chapter_name",
        "label": "章",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "unit_name",
        "label": "単元名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "page_from",
        "label": "開始ページ",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "page_to",
        "label": "終了ページ",
        "type": "integer",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "textbook_id",
        "label": "教材",
        "type": "ref",
        "operator": "eq",
        "column": "textbook_id",
        "ref": "textbook",
        "isHidden": true,
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      {
        "field": "chapter_name",
        "label": "章",
        "type": "string",
        "operator": "contains",
        "column": "chapter_name"
      },
      {
        "field": "unit_name",
        "label": "単元名",
        "type": "string",
        "operator": "contains",
        "column": "unit_name"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "timetable_period": {
    "columns": [
      {
        "id": "period_number",
        "label": "時限",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "name",
        "label": "表示名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "start_time",
        "label": "開始時刻",
        "type": "time",
        "isSortable": true
      },
      {
        "id": "end_time",
        "label": "終了時刻",
        "type": "time",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "period_number",
      "order": "asc"
    }
  },
  "version_history": {
    "columns": [
      {
        "id": "version",
        "label": "バージョン",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "released_on",
        "label": "リリース日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "summary",
        "label": "概要",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "summary",
        "label": "概要",
        "type": "string",
        "operator": "contains",
        "column": "summary"
      }
    ],
    "defaultSort": {
      "field": "released_on",
      "order": "desc"
    }
  },
  "yearly_schedule": {
    "columns": [
      {
        "id": "term_kind",
        "label": "区分",
        "type": "enum",
        "enum": "term_kind",
        "isSortable": true
      },
      {
        "id": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "period_code",
        "label": "期",
        "type": "enum",
        "enum": "lesson_period",
        "isSortable": true
      },
      {
        "id": "start_date",
        "label": "開始日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "end_date",
        "label": "終了日",
        "type": "date",
        "isSortable": true
      },
      {
        "id": "is_current",
        "label": "現在の期",
        "type": "boolean",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "term_kind",
        "label": "区分",
        "type": "enum",
        "operator": "eq",
        "column": "term_kind",
        "enum": "term_kind",
        "minimum": -32768,
        "maximum": 32767
      },
      {
        "field": "fiscal_year",
        "label": "年度",
        "type": "integer",
        "operator": "eq",
        "column": "fiscal_year",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      {
        "field": "is_current",
        "label": "現在の期",
        "type": "boolean",
        "operator": "eq",
        "column": "is_current"
      }
    ],
    "defaultSort": {
      "field": "fiscal_year",
      "order": "desc"
    }
  },
  "zip_code": {
    "columns": [
      {
        "id": "postal_code",
        "label": "郵便番号",
        "type": "postal_code",
        "isSortable": true
      },
      {
        "id": "prefecture",
        "label": "都道府県",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "city",
        "label": "市区町村",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "town",
        "label": "町域",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "postal_code",
        "label": "郵便番号",
        "type": "postal_code",
        "operator": "contains",
        "column": "postal_code"
      },
      {
        "field": "prefecture",
        "label": "都道府県",
        "type": "string",
        "operator": "contains",
        "column": "prefecture"
      },
      {
        "field": "city",
        "label": "市区町村",
        "type": "string",
        "operator": "contains",
        "column": "city"
      },
      {
        "field": "town",
        "label": "町域",
        "type": "string",
        "operator": "contains",
        "column": "town"
      }
    ],
    "defaultSort": {
      "field": "postal_code",
      "order": "asc"
    }
  }
} as const;

export type TableEntityName = keyof typeof tables;
