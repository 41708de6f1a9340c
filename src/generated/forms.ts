// Generated from model/ by `npm run generate`. Do not edit by hand.

/** JSON Schema and uiSchema of every entity form (create and update bodies). */
export const forms = {
  "area": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "エリア名"
        },
        "name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "エリア名（カナ）"
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "name_kana",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "100文字以内"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "bank": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "bank_code",
        "bank_name",
        "bank_name_kana",
        "branch_code",
        "branch_name",
        "branch_name_kana"
      ],
      "properties": {
        "bank_code": {
          "type": "string",
          "maxLength": 4,
          "pattern": "^[0-9]{4}$",
          "minLength": 1,
          "title": "金融機関コード"
        },
        "bank_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "金融機関名"
        },
        "bank_name_kana": {
          "type": "string",
          "maxLength": 50,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "minLength": 1,
          "title": "金融機関名（カナ）"
        },
        "branch_code": {
          "type": "string",
          "maxLength": 3,
          "pattern": "^[0-9]{3}$",
          "minLength": 1,
          "title": "支店コード"
        },
        "branch_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "支店名"
        },
        "branch_name_kana": {
          "type": "string",
          "maxLength": 50,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "minLength": 1,
          "title": "支店名（カナ）"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "bank_code",
        "bank_name",
        "bank_name_kana",
        "branch_code",
        "branch_name",
        "branch_name_kana"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "bank_code": {
        "ui:widget": "TextField",
        "ui:help": "4文字以内"
      },
      "bank_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "bank_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "50文字以内"
      },
      "branch_code": {
        "ui:widget": "TextField",
        "ui:help": "3文字以内"
      },
      "branch_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "branch_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "50文字以内"
      }
    }
  },
  "claim_alarm_condition": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "alarm_kind"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "条件名"
        },
        "alarm_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "unpaid",
              "title": "未入金"
            },
            {
              "const": "transfer_failed",
              "title": "振替不能"
            },
            {
              "const": "overpaid",
              "title": "過入金"
            },
            {
              "const": "amount_changed",
              "title": "前月から金額変動"
            }
          ],
          "title": "アラーム種別"
        },
        "days_overdue": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 365,
          "title": "経過日数"
        },
        "amount_threshold": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999999,
          "title": "基準金額"
        },
        "is_active": {
          "type": "boolean",
          "title": "有効",
          "default": true
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "alarm_kind",
        "days_overdue",
        "amount_threshold",
        "is_active"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "alarm_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "claim_alarm_kind"
        }
      },
      "days_overdue": {
        "ui:widget": "IntegerField"
      },
      "amount_threshold": {
        "ui:widget": "YenField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      }
    }
  },
  "claim_confirmation": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月"
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "unconfirmed",
              "title": "未確認"
            },
            {
              "const": "confirmed",
              "title": "確認済み"
            }
          ],
          "title": "確認状況",
          "default": "unconfirmed"
        },
        "confirmed_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "確認日"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "billing_month",
        "status",
        "confirmed_on",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "billing_month": {
        "ui:widget": "TextField",
        "ui:help": "7文字以内"
      },
      "status": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "claim_confirmation_status"
        }
      },
      "confirmed_on": {
        "ui:widget": "DateField"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "claim_setting": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {
        "closing_day": {
          "type": "integer",
          "minimum": 1,
          "maximum": 31,
          "title": "締日（31は月末）",
          "default": 31
        },
        "transfer_day": {
          "type": "integer",
          "minimum": 1,
          "maximum": 31,
          "title": "口座振替日",
          "default": 27
        },
        "issue_day": {
          "type": "integer",
          "minimum": 1,
          "maximum": 31,
          "title": "請求書発行日",
          "default": 10
        },
        "tax_rounding": {
          "type": "string",
          "oneOf": [
            {
              "const": "floor",
              "title": "切り捨て"
            },
            {
              "const": "round",
              "title": "四捨五入"
            },
            {
              "const": "ceil",
              "title": "切り上げ"
            }
          ],
          "title": "消費税の端数処理",
          "default": "floor"
        },
        "charges_in_advance": {
          "type": "boolean",
          "title": "授業料を前月に請求する",
          "default": true
        },
        "debit_consignor_code": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 10,
          "pattern": "^[0-9]{10}$",
          "title": "委託者コード"
        },
        "debit_consignor_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 40,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "委託者名（カナ）"
        },
        "debit_bank_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "取引金融機関・支店"
        },
        "debit_account_type": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "普通"
            },
            {
              "const": 2,
              "title": "当座"
            },
            {
              "const": 9,
              "title": "その他"
            }
          ],
          "title": "委託者口座の預金種目",
          "default": 1
        },
        "debit_account_number": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 7,
          "pattern": "^[0-9]{7}$",
          "title": "委託者口座番号"
        },
        "invoice_download_limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "title": "請求書PDFのダウンロード上限（回・保護者ごと）",
          "default": 10
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "closing_day",
        "transfer_day",
        "issue_day",
        "tax_rounding",
        "charges_in_advance",
        "debit_consignor_code",
        "debit_consignor_name",
        "debit_bank_id",
        "debit_account_type",
        "debit_account_number",
        "invoice_download_limit"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "closing_day": {
        "ui:widget": "IntegerField"
      },
      "transfer_day": {
        "ui:widget": "IntegerField"
      },
      "issue_day": {
        "ui:widget": "IntegerField"
      },
      "tax_rounding": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "rounding"
        }
      },
      "charges_in_advance": {
        "ui:widget": "SwitchField"
      },
      "debit_consignor_code": {
        "ui:widget": "TextField",
        "ui:help": "10文字以内"
      },
      "debit_consignor_name": {
        "ui:widget": "KanaField",
        "ui:help": "40文字以内"
      },
      "debit_bank_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "bank"
        }
      },
      "debit_account_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "bank_account_type"
        }
      },
      "debit_account_number": {
        "ui:widget": "TextField",
        "ui:help": "7文字以内"
      },
      "invoice_download_limit": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "communication_template": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      }
    }
  },
  "contact_template": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      }
    }
  },
  "debit_account": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "bank_id",
        "account_number",
        "holder_name_kana"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "bank_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "金融機関・支店"
        },
        "account_type": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "普通"
            },
            {
              "const": 2,
              "title": "当座"
            },
            {
              "const": 9,
              "title": "その他"
            }
          ],
          "title": "預金種目",
          "default": 1
        },
        "account_number": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{7}$",
          "minLength": 1,
          "title": "口座番号"
        },
        "holder_name_kana": {
          "type": "string",
          "maxLength": 30,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "minLength": 1,
          "title": "口座名義（カナ）"
        },
        "customer_number": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[0-9]{1,20}$",
          "title": "顧客番号"
        },
        "is_active": {
          "type": "boolean",
          "title": "振替する",
          "default": true
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "bank_id",
        "account_type",
        "account_number",
        "holder_name_kana",
        "customer_number",
        "is_active"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "bank_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "bank"
        }
      },
      "account_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "bank_account_type"
        }
      },
      "account_number": {
        "ui:widget": "TextField",
        "ui:help": "7文字以内"
      },
      "holder_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "30文字以内"
      },
      "customer_number": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      }
    }
  },
  "destination_point": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "school_name",
        "internal_points"
      ],
      "properties": {
        "school_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "志望校名"
        },
        "school_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "志望校名（カナ）"
        },
        "course_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "学科・コース",
          "default": "普通科"
        },
        "internal_points": {
          "type": "integer",
          "minimum": 0,
          "maximum": 300,
          "title": "内申点の目安"
        },
        "test_score": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "当日点の目安"
        },
        "deviation": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 20,
          "maximum": 90,
          "title": "偏差値"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "school_name",
        "school_name_kana",
        "course_name",
        "internal_points",
        "test_score",
        "deviation"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "school_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "school_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "200文字以内"
      },
      "course_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "internal_points": {
        "ui:widget": "IntegerField"
      },
      "test_score": {
        "ui:widget": "IntegerField"
      },
      "deviation": {
        "ui:widget": "DecimalField"
      }
    }
  },
  "entry_period": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year",
        "name",
        "start_date",
        "end_date"
      ],
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "名称"
        },
        "start_date": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "end_date": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        },
        "admission_fee_waived": {
          "type": "boolean",
          "title": "入塾金免除",
          "default": false
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "fiscal_year",
        "name",
        "start_date",
        "end_date",
        "admission_fee_waived",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "fiscal_year": {
        "ui:widget": "IntegerField"
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "start_date": {
        "ui:widget": "DateField"
      },
      "end_date": {
        "ui:widget": "DateField"
      },
      "admission_fee_waived": {
        "ui:widget": "SwitchField"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "event": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "event_name",
        "schoolhouse_id",
        "space_id",
        "time_slot_ids",
        "start_date",
        "end_date",
        "max_students"
      ],
      "properties": {
        "event_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "イベント名"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "schoolyear_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "対象学年"
        },
        "space_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "スペース"
        },
        "time_slot_ids": {
          "type": "array",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "uniqueItems": true,
          "minItems": 1,
          "title": "時間枠"
        },
        "start_date": {
          "type": "string",
          "format": "date",
          "title": "予約期間（開始）"
        },
        "end_date": {
          "type": "string",
          "format": "date",
          "title": "予約期間（終了）"
        },
        "recurrence": {
          "type": "integer",
          "oneOf": [
            {
              "const": 0,
              "title": "毎日"
            },
            {
              "const": 1,
              "title": "毎週"
            },
            {
              "const": 2,
              "title": "隔週"
            },
            {
              "const": 3,
              "title": "毎週平日"
            },
            {
              "const": 4,
              "title": "10週ごと（最終日曜日）"
            },
            {
              "const": 5,
              "title": "カスタム"
            }
          ],
          "title": "繰り返し",
          "default": 1
        },
        "interval_weeks": {
          "type": "integer",
          "minimum": 1,
          "maximum": 52,
          "title": "繰り返し間隔（週・カスタムのとき）",
          "default": 1
        },
        "on_monday": {
          "type": "boolean",
          "title": "月曜日",
          "default": false
        },
        "on_tuesday": {
          "type": "boolean",
          "title": "火曜日",
          "default": false
        },
        "on_wednesday": {
          "type": "boolean",
          "title": "水曜日",
          "default": false
        },
        "on_thursday": {
          "type": "boolean",
          "title": "木曜日",
          "default": false
        },
        "on_friday": {
          "type": "boolean",
          "title": "金曜日",
          "default": false
        },
        "on_saturday": {
          "type": "boolean",
          "title": "土曜日",
          "default": false
        },
        "on_sunday": {
          "type": "boolean",
          "title": "日曜日",
          "default": false
        },
        "max_students": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "title": "定員（1枠あたり）"
        },
        "per_person_limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 366,
          "title": "1人あたりの参加上限（回）",
          "default": 1
        },
        "application_deadline": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "title": "申込締切"
        },
        "same_day_reservation": {
          "type": "boolean",
          "title": "当日予約を受け付ける",
          "default": false
        },
        "consent_text": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "参加同意事項"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 500,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "event_name",
        "schoolhouse_id",
        "schoolyear_id",
        "space_id",
        "time_slot_ids",
        "start_date",
        "end_date",
        "recurrence",
        "interval_weeks",
        "on_monday",
        "on_tuesday",
        "on_wednesday",
        "on_thursday",
        "on_friday",
        "on_saturday",
        "on_sunday",
        "max_students",
        "per_person_limit",
        "application_deadline",
        "same_day_reservation",
        "consent_text",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "event_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "schoolyear_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolyear",
          "emptyLabel": "全学年"
        }
      },
      "space_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "event_space"
        }
      },
      "time_slot_ids": {
        "ui:widget": "RefsSelect",
        "ui:options": {
          "ref": "event_time_slot"
        }
      },
      "start_date": {
        "ui:widget": "DateField"
      },
      "end_date": {
        "ui:widget": "DateField"
      },
      "recurrence": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "recurrence"
        }
      },
      "interval_weeks": {
        "ui:widget": "IntegerField"
      },
      "on_monday": {
        "ui:widget": "SwitchField"
      },
      "on_tuesday": {
        "ui:widget": "SwitchField"
      },
      "on_wednesday": {
        "ui:widget": "SwitchField"
      },
      "on_thursday": {
        "ui:widget": "SwitchField"
      },
      "on_friday": {
        "ui:widget": "SwitchField"
      },
      "on_saturday": {
        "ui:widget": "SwitchField"
      },
      "on_sunday": {
        "ui:widget": "SwitchField"
      },
      "max_students": {
        "ui:widget": "IntegerField"
      },
      "per_person_limit": {
        "ui:widget": "IntegerField"
      },
      "application_deadline": {
        "ui:widget": "DateTimeField"
      },
      "same_day_reservation": {
        "ui:widget": "SwitchField"
      },
      "consent_text": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "note": {
        "ui:widget": "TextareaField",
        "ui:help": "500文字以内"
      }
    }
  },
  "event_setting": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "open_days_ahead": {
          "type": "integer",
          "minimum": 1,
          "maximum": 366,
          "title": "予約受付（何日先まで）",
          "default": 60
        },
        "cancel_days_before": {
          "type": "integer",
          "minimum": 0,
          "maximum": 60,
          "title": "キャンセル期限（何日前まで）",
          "default": 1
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "schoolhouse_id",
        "open_days_ahead",
        "cancel_days_before",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "open_days_ahead": {
        "ui:widget": "IntegerField"
      },
      "cancel_days_before": {
        "ui:widget": "IntegerField"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "event_space": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "space_name",
        "max_seats"
      ],
      "properties": {
        "space_name": {
          "type": "string",
          "maxLength": 30,
          "minLength": 1,
          "title": "スペース名"
        },
        "max_seats": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "title": "最大席数"
        },
        "description": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 500,
          "title": "説明"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "space_name",
        "max_seats",
        "description"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "space_name": {
        "ui:widget": "TextField",
        "ui:help": "30文字以内"
      },
      "max_seats": {
        "ui:widget": "IntegerField"
      },
      "description": {
        "ui:widget": "TextareaField",
        "ui:help": "500文字以内"
      }
    }
  },
  "event_time_slot": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "slot_name",
        "start_time",
        "end_time"
      ],
      "properties": {
        "slot_name": {
          "type": "string",
          "maxLength": 30,
          "minLength": 1,
          "title": "時間枠名"
        },
        "start_time": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "開始時刻"
        },
        "end_time": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "終了時刻"
        },
        "sort_order": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "slot_name",
        "start_time",
        "end_time",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "slot_name": {
        "ui:widget": "TextField",
        "ui:help": "30文字以内"
      },
      "start_time": {
        "ui:widget": "TimeField"
      },
      "end_time": {
        "ui:widget": "TimeField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "fee_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "fee_kind",
        "amount"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "項目名"
        },
        "fee_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "admission",
              "title": "入塾金"
            },
            {
              "const": "tuition",
              "title": "授業料"
            },
            {
              "const": "material",
              "title": "教材費"
            },
            {
              "const": "facility",
              "title": "施設維持費"
            },
            {
              "const": "course",
              "title": "講習費"
            },
            {
              "const": "exam",
              "title": "模試代"
            },
            {
              "const": "other",
              "title": "その他"
            }
          ],
          "title": "料金種別"
        },
        "amount": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9999999,
          "title": "金額（税抜）"
        },
        "tax_category": {
          "type": "string",
          "oneOf": [
            {
              "const": "taxable",
              "title": "課税（10%）"
            },
            {
              "const": "reduced",
              "title": "軽減税率（8%）"
            },
            {
              "const": "exempt",
              "title": "非課税"
            }
          ],
          "title": "税区分",
          "default": "taxable"
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "fee_kind",
        "amount",
        "tax_category",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "fee_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "fee_kind"
        }
      },
      "amount": {
        "ui:widget": "YenField"
      },
      "tax_category": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "tax_category"
        }
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "frame_division": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "frame_minutes",
        "frames_per_day",
        "first_start_time"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "コマ割り名"
        },
        "frame_minutes": {
          "type": "integer",
          "minimum": 10,
          "maximum": 300,
          "title": "1コマの時間（分）"
        },
        "break_minutes": {
          "type": "integer",
          "minimum": 0,
          "maximum": 120,
          "title": "休憩時間（分）",
          "default": 10
        },
        "frames_per_day": {
          "type": "integer",
          "minimum": 1,
          "maximum": 20,
          "title": "1日のコマ数"
        },
        "first_start_time": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "1コマ目の開始時刻"
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "frame_minutes",
        "break_minutes",
        "frames_per_day",
        "first_start_time",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "frame_minutes": {
        "ui:widget": "IntegerField"
      },
      "break_minutes": {
        "ui:widget": "IntegerField"
      },
      "frames_per_day": {
        "ui:widget": "IntegerField"
      },
      "first_start_time": {
        "ui:widget": "TimeField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "grade_guarantee": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "record_kind",
        "improvement_points"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "保証名"
        },
        "record_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "examination",
              "title": "定期テスト"
            },
            {
              "const": "test",
              "title": "模試"
            },
            {
              "const": "report",
              "title": "通知表"
            }
          ],
          "title": "対象の成績"
        },
        "improvement_points": {
          "type": "integer",
          "minimum": 1,
          "maximum": 500,
          "title": "保証する上昇点数"
        },
        "min_attendance_rate": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100,
          "title": "必要な出席率（%）",
          "default": 90
        },
        "conditions": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "適用条件"
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "record_kind",
        "improvement_points",
        "min_attendance_rate",
        "conditions",
        "is_active"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "record_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "record_kind"
        }
      },
      "improvement_points": {
        "ui:widget": "IntegerField"
      },
      "min_attendance_rate": {
        "ui:widget": "IntegerField"
      },
      "conditions": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      }
    }
  },
  "grade_input_deadline": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year",
        "record_kind",
        "section_record",
        "deadline"
      ],
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "record_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "examination",
              "title": "定期テスト"
            },
            {
              "const": "test",
              "title": "模試"
            },
            {
              "const": "report",
              "title": "通知表"
            }
          ],
          "title": "成績種別"
        },
        "section_record": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "1学期"
            },
            {
              "const": 2,
              "title": "2学期"
            },
            {
              "const": 3,
              "title": "3学期"
            }
          ],
          "title": "学期"
        },
        "input_starts_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "入力開始日"
        },
        "deadline": {
          "type": "string",
          "format": "date",
          "title": "入力期限"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "fiscal_year",
        "record_kind",
        "section_record",
        "input_starts_on",
        "deadline",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "fiscal_year": {
        "ui:widget": "IntegerField"
      },
      "record_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "record_kind"
        }
      },
      "section_record": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "section_record"
        }
      },
      "input_starts_on": {
        "ui:widget": "DateField"
      },
      "deadline": {
        "ui:widget": "DateField"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "grade_record": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "fiscal_year",
        "record_kind",
        "exam_name"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "record_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "examination",
              "title": "定期テスト"
            },
            {
              "const": "test",
              "title": "模試"
            },
            {
              "const": "report",
              "title": "通知表"
            }
          ],
          "title": "成績種別"
        },
        "exam_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "試験名"
        },
        "taken_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "実施日"
        },
        "japanese": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "国語"
        },
        "math": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "数学"
        },
        "english": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "英語"
        },
        "science": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "理科"
        },
        "social": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "社会"
        },
        "total": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 5000,
          "title": "合計"
        },
        "average": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "平均点"
        },
        "deviation": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 100,
          "title": "偏差値"
        },
        "ranking": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 1000000,
          "title": "順位"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "fiscal_year",
        "record_kind",
        "exam_name",
        "taken_on",
        "japanese",
        "math",
        "english",
        "science",
        "social",
        "total",
        "average",
        "deviation",
        "ranking"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "fiscal_year": {
        "ui:widget": "IntegerField"
      },
      "record_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "record_kind"
        }
      },
      "exam_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "taken_on": {
        "ui:widget": "DateField"
      },
      "japanese": {
        "ui:widget": "IntegerField"
      },
      "math": {
        "ui:widget": "IntegerField"
      },
      "english": {
        "ui:widget": "IntegerField"
      },
      "science": {
        "ui:widget": "IntegerField"
      },
      "social": {
        "ui:widget": "IntegerField"
      },
      "total": {
        "ui:widget": "IntegerField"
      },
      "average": {
        "ui:widget": "DecimalField"
      },
      "deviation": {
        "ui:widget": "DecimalField"
      },
      "ranking": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "holiday": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "holiday_date",
        "name"
      ],
      "properties": {
        "holiday_date": {
          "type": "string",
          "format": "date",
          "title": "日付"
        },
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "休日名"
        },
        "schoolhouse_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "holiday_date",
        "name",
        "schoolhouse_id"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "holiday_date": {
        "ui:widget": "DateField"
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse",
          "emptyLabel": "全校舎"
        }
      }
    }
  },
  "inquiry_form_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "item",
        "label"
      ],
      "properties": {
        "item": {
          "type": "string",
          "oneOf": [
            {
              "const": "child_name",
              "title": "お子様氏名"
            },
            {
              "const": "child_kana",
              "title": "お子様氏名（カナ）"
            },
            {
              "const": "email",
              "title": "メールアドレス"
            },
            {
              "const": "phone",
              "title": "電話番号"
            },
            {
              "const": "postal_code",
              "title": "郵便番号"
            },
            {
              "const": "address",
              "title": "住所"
            },
            {
              "const": "school_building",
              "title": "希望校舎"
            },
            {
              "const": "school_name",
              "title": "学校名"
            },
            {
              "const": "school_year",
              "title": "学年"
            },
            {
              "const": "birthday",
              "title": "生年月日"
            },
            {
              "const": "trial_lesson_date",
              "title": "体験授業希望日"
            },
            {
              "const": "gender",
              "title": "性別"
            },
            {
              "const": "subjects",
              "title": "希望科目"
            },
            {
              "const": "remarks",
              "title": "備考"
            }
          ],
          "title": "項目"
        },
        "label": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "表示名"
        },
        "help_text": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "説明文"
        },
        "is_shown": {
          "type": "boolean",
          "title": "表示する",
          "default": true
        },
        "is_required": {
          "type": "boolean",
          "title": "入力必須",
          "default": false
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "item",
        "label",
        "help_text",
        "is_shown",
        "is_required",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "item": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "entry_form_item"
        }
      },
      "label": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "help_text": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "is_shown": {
        "ui:widget": "SwitchField"
      },
      "is_required": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "interview": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "interview_date",
        "contacter",
        "title",
        "body"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "interview_date": {
          "type": "string",
          "format": "date",
          "title": "面談日"
        },
        "start_time": {
          "type": [
            "string",
            "null"
          ],
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "開始時刻"
        },
        "contacter": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "保護者"
            },
            {
              "const": 2,
              "title": "生徒"
            }
          ],
          "title": "面談相手"
        },
        "contact_method": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "対面"
            },
            {
              "const": 2,
              "title": "電話"
            },
            {
              "const": 3,
              "title": "オンライン"
            }
          ],
          "title": "面談方法",
          "default": 1
        },
        "staff_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "面談担当者"
        },
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "title": "面談内容"
        },
        "next_action": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "今後の対応"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "interview_date",
        "start_time",
        "contacter",
        "contact_method",
        "staff_id",
        "title",
        "body",
        "next_action"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "interview_date": {
        "ui:widget": "DateField"
      },
      "start_time": {
        "ui:widget": "TimeField"
      },
      "contacter": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "contacter"
        }
      },
      "contact_method": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "contact_method"
        }
      },
      "staff_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "staff"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "5000文字以内"
      },
      "next_action": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      }
    }
  },
  "interview_template": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 5000,
          "minLength": 1,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "5000文字以内"
      }
    }
  },
  "invoice_print_setting": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "issuer_name"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "請求書タイトル",
          "default": "ご請求書"
        },
        "issuer_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "発行者名"
        },
        "registration_number": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 14,
          "pattern": "^T[0-9]{13}$",
          "title": "適格請求書発行事業者登録番号"
        },
        "issuer_postal_code": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 8,
          "pattern": "^[0-9]{3}-[0-9]{4}$",
          "title": "発行者郵便番号"
        },
        "issuer_address": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "発行者住所"
        },
        "issuer_phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
          "title": "発行者電話番号"
        },
        "message": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "請求書に載せる文面"
        },
        "shows_transfer_account": {
          "type": "boolean",
          "title": "振込先を印字する",
          "default": true
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "issuer_name",
        "registration_number",
        "issuer_postal_code",
        "issuer_address",
        "issuer_phone",
        "message",
        "shows_transfer_account"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "issuer_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "registration_number": {
        "ui:widget": "TextField",
        "ui:help": "14文字以内"
      },
      "issuer_postal_code": {
        "ui:widget": "PostalCodeField",
        "ui:options": {
          "addressField": "issuer_address"
        }
      },
      "issuer_address": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "issuer_phone": {
        "ui:widget": "PhoneField"
      },
      "message": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "shows_transfer_account": {
        "ui:widget": "SwitchField"
      }
    }
  },
  "leaving_reason": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "名称"
        },
        "is_switch_destination": {
          "type": "boolean",
          "title": "転塾先",
          "default": false
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "is_switch_destination",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "is_switch_destination": {
        "ui:widget": "SwitchField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "lesson_report": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "schoolhouse_id",
        "teacher_id",
        "lesson_subject_id",
        "lesson_date"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "teacher_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "講師"
        },
        "lesson_subject_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "授業科目"
        },
        "lesson_date": {
          "type": "string",
          "format": "date",
          "title": "授業日"
        },
        "timetable_period_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "時限"
        },
        "lesson_type": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "通常"
            },
            {
              "const": 2,
              "title": "季節講習"
            },
            {
              "const": 3,
              "title": "振替"
            },
            {
              "const": 4,
              "title": "補講"
            },
            {
              "const": 5,
              "title": "テスト対策"
            },
            {
              "const": 6,
              "title": "受験対策"
            },
            {
              "const": 7,
              "title": "自習"
            }
          ],
          "title": "授業種別",
          "default": 1
        },
        "attendance": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "出席"
            },
            {
              "const": 2,
              "title": "欠席"
            },
            {
              "const": 3,
              "title": "遅刻"
            },
            {
              "const": 4,
              "title": "無断欠席"
            }
          ],
          "title": "出欠",
          "default": 1
        },
        "comprehension": {
          "type": [
            "integer",
            "null"
          ],
          "oneOf": [
            {
              "const": 5,
              "title": "よく理解できている"
            },
            {
              "const": 4,
              "title": "理解できている"
            },
            {
              "const": 3,
              "title": "おおむね理解できている"
            },
            {
              "const": 2,
              "title": "一部理解できていない"
            },
            {
              "const": 1,
              "title": "復習が必要"
            },
            {
              "const": null,
              "title": "未選択"
            }
          ],
          "title": "理解度"
        },
        "homework_status": {
          "type": [
            "integer",
            "null"
          ],
          "oneOf": [
            {
              "const": 1,
              "title": "実施"
            },
            {
              "const": 2,
              "title": "一部実施"
            },
            {
              "const": 3,
              "title": "未実施"
            },
            {
              "const": 4,
              "title": "宿題なし"
            },
            {
              "const": null,
              "title": "未選択"
            }
          ],
          "title": "宿題の実施状況"
        },
        "textbook_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "教材"
        },
        "textbook_range": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "title": "教材の範囲"
        },
        "lesson_content": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "授業内容"
        },
        "homework": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "宿題"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "連絡事項"
        },
        "next_lesson": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "次回の授業"
        },
        "evaluation": {
          "type": [
            "string",
            "null"
          ],
          "oneOf": [
            {
              "const": "A",
              "title": "A（大変よい）"
            },
            {
              "const": "B",
              "title": "B（よい）"
            },
            {
              "const": "C",
              "title": "C（ふつう）"
            },
            {
              "const": "D",
              "title": "D（がんばろう）"
            },
            {
              "const": null,
              "title": "未選択"
            }
          ],
          "title": "評価"
        },
        "free_input_1": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "自由入力1"
        },
        "free_input_2": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "自由入力2"
        },
        "free_input_3": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "自由入力3"
        },
        "staff_comment": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "スタッフコメント"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "schoolhouse_id",
        "teacher_id",
        "lesson_subject_id",
        "lesson_date",
        "timetable_period_id",
        "lesson_type",
        "attendance",
        "comprehension",
        "homework_status",
        "textbook_id",
        "textbook_range",
        "lesson_content",
        "homework",
        "note",
        "next_lesson",
        "evaluation",
        "free_input_1",
        "free_input_2",
        "free_input_3",
        "staff_comment"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "teacher_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "teacher"
        }
      },
      "lesson_subject_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "lesson_subject"
        }
      },
      "lesson_date": {
        "ui:widget": "DateField"
      },
      "timetable_period_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "timetable_period"
        }
      },
      "lesson_type": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "lesson_type"
        }
      },
      "attendance": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "attendance"
        }
      },
      "comprehension": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "comprehension"
        }
      },
      "homework_status": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "homework"
        }
      },
      "textbook_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "textbook"
        }
      },
      "textbook_range": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "lesson_content": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "homework": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "note": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "next_lesson": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "evaluation": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "report_evaluation"
        }
      },
      "free_input_1": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "free_input_2": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "free_input_3": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "staff_comment": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      }
    }
  },
  "lesson_report_setting": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {
        "uses_staff_comment": {
          "type": "boolean",
          "title": "スタッフコメント",
          "default": true
        },
        "uses_lesson_type": {
          "type": "boolean",
          "title": "授業種別",
          "default": true
        },
        "uses_attendance": {
          "type": "boolean",
          "title": "出欠",
          "default": true
        },
        "uses_comprehension": {
          "type": "boolean",
          "title": "理解度",
          "default": true
        },
        "uses_homework_status": {
          "type": "boolean",
          "title": "宿題の実施状況",
          "default": true
        },
        "uses_textbook": {
          "type": "boolean",
          "title": "教材",
          "default": true
        },
        "uses_attachments": {
          "type": "boolean",
          "title": "添付ファイル",
          "default": false
        },
        "uses_lesson_content": {
          "type": "boolean",
          "title": "授業内容",
          "default": true
        },
        "uses_homework": {
          "type": "boolean",
          "title": "宿題",
          "default": true
        },
        "uses_note": {
          "type": "boolean",
          "title": "連絡事項",
          "default": true
        },
        "uses_next_lesson": {
          "type": "boolean",
          "title": "次回の授業",
          "default": true
        },
        "uses_evaluation": {
          "type": "boolean",
          "title": "評価",
          "default": false
        },
        "free_input_1_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "title": "自由入力1の項目名"
        },
        "free_input_2_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "title": "自由入力2の項目名"
        },
        "free_input_3_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "title": "自由入力3の項目名"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "uses_staff_comment",
        "uses_lesson_type",
        "uses_attendance",
        "uses_comprehension",
        "uses_homework_status",
        "uses_textbook",
        "uses_attachments",
        "uses_lesson_content",
        "uses_homework",
        "uses_note",
        "uses_next_lesson",
        "uses_evaluation",
        "free_input_1_name",
        "free_input_2_name",
        "free_input_3_name"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "uses_staff_comment": {
        "ui:widget": "SwitchField"
      },
      "uses_lesson_type": {
        "ui:widget": "SwitchField"
      },
      "uses_attendance": {
        "ui:widget": "SwitchField"
      },
      "uses_comprehension": {
        "ui:widget": "SwitchField"
      },
      "uses_homework_status": {
        "ui:widget": "SwitchField"
      },
      "uses_textbook": {
        "ui:widget": "SwitchField"
      },
      "uses_attachments": {
        "ui:widget": "SwitchField"
      },
      "uses_lesson_content": {
        "ui:widget": "SwitchField"
      },
      "uses_homework": {
        "ui:widget": "SwitchField"
      },
      "uses_note": {
        "ui:widget": "SwitchField"
      },
      "uses_next_lesson": {
        "ui:widget": "SwitchField"
      },
      "uses_evaluation": {
        "ui:widget": "SwitchField"
      },
      "free_input_1_name": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "free_input_2_name": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "free_input_3_name": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      }
    }
  },
  "lesson_subject": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "school_kind"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "科目名"
        },
        "short_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 6,
          "title": "略称"
        },
        "school_subject_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "学校教科"
        },
        "school_kind": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "小学校"
            },
            {
              "const": 2,
              "title": "中学校"
            },
            {
              "const": 3,
              "title": "高等学校"
            },
            {
              "const": 9,
              "title": "その他"
            }
          ],
          "title": "対象"
        },
        "color": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 7,
          "pattern": "^#[0-9A-Fa-f]{6}$",
          "title": "表示色"
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "short_name",
        "school_subject_id",
        "school_kind",
        "color",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "short_name": {
        "ui:widget": "TextField",
        "ui:help": "6文字以内"
      },
      "school_subject_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "school_subject"
        }
      },
      "school_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "school_kind"
        }
      },
      "color": {
        "ui:widget": "ColorField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "mail_pattern": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "target",
        "subject",
        "body"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "パターン名"
        },
        "target": {
          "type": "string",
          "oneOf": [
            {
              "const": "guardian",
              "title": "保護者"
            },
            {
              "const": "teacher",
              "title": "講師"
            },
            {
              "const": "inquirer",
              "title": "問い合わせ者"
            }
          ],
          "title": "送信先"
        },
        "subject": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "件名"
        },
        "body": {
          "type": "string",
          "maxLength": 4000,
          "minLength": 1,
          "title": "本文"
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "target",
        "subject",
        "body",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "target": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "mail_target"
        }
      },
      "subject": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "4000文字以内"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "normal_frame": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "yearly_schedule_id",
        "schoolhouse_id",
        "weekday",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
        "seat_id"
      ],
      "properties": {
        "yearly_schedule_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "期"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "weekday": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "月"
            },
            {
              "const": 2,
              "title": "火"
            },
            {
              "const": 3,
              "title": "水"
            },
            {
              "const": 4,
              "title": "木"
            },
            {
              "const": 5,
              "title": "金"
            },
            {
              "const": 6,
              "title": "土"
            },
            {
              "const": 7,
              "title": "日"
            }
          ],
          "title": "曜日"
        },
        "timetable_period_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "時限"
        },
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "teacher_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "講師"
        },
        "lesson_subject_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "授業科目"
        },
        "seat_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "座席"
        },
        "lesson_kind": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "個別"
            },
            {
              "const": 2,
              "title": "集団"
            }
          ],
          "title": "授業形態",
          "default": 1
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "yearly_schedule_id",
        "schoolhouse_id",
        "weekday",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
        "seat_id",
        "lesson_kind"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "yearly_schedule_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "yearly_schedule"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "weekday": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "weekday"
        }
      },
      "timetable_period_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "timetable_period"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "teacher_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "teacher"
        }
      },
      "lesson_subject_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "lesson_subject"
        }
      },
      "seat_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "seat"
        }
      },
      "lesson_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "lesson_kind"
        }
      }
    }
  },
  "notice_template": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      }
    }
  },
  "parent_questionnaire_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "question"
      ],
      "properties": {
        "question": {
          "type": "string",
          "maxLength": 200,
          "minLength": 1,
          "title": "質問"
        },
        "answer_type": {
          "type": "string",
          "oneOf": [
            {
              "const": "choose",
              "title": "選択式"
            },
            {
              "const": "description",
              "title": "記述式"
            }
          ],
          "title": "回答形式",
          "default": "choose"
        },
        "choices": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "選択肢（1行に1つ）"
        },
        "is_required": {
          "type": "boolean",
          "title": "回答必須",
          "default": false
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "question": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "answer_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "survey_answer_type"
        }
      },
      "choices": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "is_required": {
        "ui:widget": "SwitchField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "payment_method": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "method_kind"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "支払方法名"
        },
        "method_kind": {
          "type": "string",
          "oneOf": [
            {
              "const": "account_transfer",
              "title": "口座振替"
            },
            {
              "const": "bank_transfer",
              "title": "銀行振込"
            },
            {
              "const": "cash",
              "title": "現金"
            },
            {
              "const": "credit_card",
              "title": "クレジットカード"
            },
            {
              "const": "convenience_store",
              "title": "コンビニ払い"
            }
          ],
          "title": "支払区分"
        },
        "fee_amount": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99999,
          "title": "手数料",
          "default": 0
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "method_kind",
        "fee_amount",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "method_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "payment_method_kind"
        }
      },
      "fee_amount": {
        "ui:widget": "YenField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "print_request": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "schoolhouse_id"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 200,
          "minLength": 1,
          "title": "書類名"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "body": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 4000,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "schoolhouse_id",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "body": {
        "ui:widget": "TextareaField",
        "ui:help": "4000文字以内"
      }
    }
  },
  "protector": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "family_name",
        "first_name"
      ],
      "properties": {
        "family_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "保護者姓"
        },
        "first_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "保護者名"
        },
        "family_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "pattern": "^[ァ-ヶー　 ]*$",
          "title": "保護者姓（カナ）"
        },
        "first_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "pattern": "^[ァ-ヶー　 ]*$",
          "title": "保護者名（カナ）"
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "title": "電話番号"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "family_name",
        "first_name",
        "family_name_kana",
        "first_name_kana",
        "phone"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "family_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "first_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "family_name_kana": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "first_name_kana": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "phone": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      }
    }
  },
  "receipt_card_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "question"
      ],
      "properties": {
        "question": {
          "type": "string",
          "maxLength": 200,
          "minLength": 1,
          "title": "質問"
        },
        "answer_type": {
          "type": "string",
          "oneOf": [
            {
              "const": "choose",
              "title": "選択式"
            },
            {
              "const": "description",
              "title": "記述式"
            }
          ],
          "title": "回答形式",
          "default": "choose"
        },
        "choices": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "選択肢（1行に1つ）"
        },
        "is_required": {
          "type": "boolean",
          "title": "回答必須",
          "default": false
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "question": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "answer_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "survey_answer_type"
        }
      },
      "choices": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "is_required": {
        "ui:widget": "SwitchField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "report_data_fix": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year",
        "section_record",
        "schoolhouse_id"
      ],
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "section_record": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "1学期"
            },
            {
              "const": 2,
              "title": "2学期"
            },
            {
              "const": 3,
              "title": "3学期"
            }
          ],
          "title": "学期"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "is_fixed": {
          "type": "boolean",
          "title": "確定済み",
          "default": false
        },
        "fixed_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "確定日"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "fiscal_year",
        "section_record",
        "schoolhouse_id",
        "is_fixed",
        "fixed_on"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "fiscal_year": {
        "ui:widget": "IntegerField"
      },
      "section_record": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "section_record"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "is_fixed": {
        "ui:widget": "SwitchField"
      },
      "fixed_on": {
        "ui:widget": "DateField"
      }
    }
  },
  "report_template": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title"
      ],
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "テンプレート名"
        },
        "lesson_content": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "授業内容"
        },
        "homework": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "宿題"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "連絡事項"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "lesson_content",
        "homework",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "lesson_content": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "homework": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "note": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      }
    }
  },
  "school_score_point": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "school_id",
        "rating",
        "points"
      ],
      "properties": {
        "school_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "学校"
        },
        "rating": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5,
          "title": "評定"
        },
        "points": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "title": "換算点"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "school_id",
        "rating",
        "points"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "school_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "school"
        }
      },
      "rating": {
        "ui:widget": "IntegerField"
      },
      "points": {
        "ui:widget": "DecimalField"
      }
    }
  },
  "school_subject": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 30,
          "minLength": 1,
          "title": "教科名"
        },
        "short_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 4,
          "title": "略称"
        },
        "is_main_five": {
          "type": "boolean",
          "title": "主要5教科",
          "default": false
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "short_name",
        "is_main_five",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "30文字以内"
      },
      "short_name": {
        "ui:widget": "TextField",
        "ui:help": "4文字以内"
      },
      "is_main_five": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "schoolhouse": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_name",
        "area_id"
      ],
      "properties": {
        "schoolhouse_name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "校舎名"
        },
        "schoolhouse_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "校舎名（カナ）"
        },
        "area_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "エリア"
        },
        "postal_code": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 8,
          "pattern": "^[0-9]{3}-[0-9]{4}$",
          "title": "郵便番号"
        },
        "address": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "住所"
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
          "title": "電話番号"
        },
        "email": {
          "type": [
            "string",
            "null"
          ],
          "format": "email",
          "maxLength": 254,
          "title": "メールアドレス"
        },
        "open_time": {
          "type": [
            "string",
            "null"
          ],
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "開校時刻"
        },
        "close_time": {
          "type": [
            "string",
            "null"
          ],
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "閉校時刻"
        },
        "opening_note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "開校時間の補足"
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "schoolhouse_name",
        "schoolhouse_name_kana",
        "area_id",
        "postal_code",
        "address",
        "phone",
        "email",
        "open_time",
        "close_time",
        "opening_note",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "schoolhouse_name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "schoolhouse_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "100文字以内"
      },
      "area_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "area"
        }
      },
      "postal_code": {
        "ui:widget": "PostalCodeField",
        "ui:options": {
          "addressField": "address"
        }
      },
      "address": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "phone": {
        "ui:widget": "PhoneField"
      },
      "email": {
        "ui:widget": "EmailField"
      },
      "open_time": {
        "ui:widget": "TimeField"
      },
      "close_time": {
        "ui:widget": "TimeField"
      },
      "opening_note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "seat": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "name"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "name": {
          "type": "string",
          "maxLength": 30,
          "minLength": 1,
          "title": "座席名"
        },
        "is_active": {
          "type": "boolean",
          "title": "使用する",
          "default": true
        },
        "sort_order": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "schoolhouse_id",
        "name",
        "is_active",
        "sort_order",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "30文字以内"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "staff": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "staff_name"
      ],
      "properties": {
        "staff_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "スタッフ名"
        },
        "staff_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "スタッフ名（カナ）"
        },
        "area_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "担当エリア"
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
          "title": "電話番号"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "staff_name",
        "staff_name_kana",
        "area_id",
        "phone"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "staff_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "staff_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "100文字以内"
      },
      "area_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "area"
        }
      },
      "phone": {
        "ui:widget": "PhoneField"
      }
    }
  },
  "student": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_number",
        "family_name_kanji",
        "first_name_kanji",
        "schoolhouse_id",
        "schoolyear_id"
      ],
      "properties": {
        "student_number": {
          "type": "string",
          "maxLength": 20,
          "minLength": 1,
          "title": "生徒番号"
        },
        "family_name_kanji": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "姓"
        },
        "first_name_kanji": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "名"
        },
        "family_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "pattern": "^[ァ-ヶー　 ]*$",
          "title": "姓（カナ）"
        },
        "first_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "pattern": "^[ァ-ヶー　 ]*$",
          "title": "名（カナ）"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        },
        "schoolyear_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "学年"
        },
        "school_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "学校"
        },
        "status": {
          "type": "integer",
          "oneOf": [
            {
              "const": 2,
              "title": "検討中"
            },
            {
              "const": 3,
              "title": "体験"
            },
            {
              "const": 4,
              "title": "在籍"
            },
            {
              "const": 7,
              "title": "退塾"
            }
          ],
          "title": "ステータス",
          "default": 4
        },
        "protector_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "保護者"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_number",
        "family_name_kanji",
        "first_name_kanji",
        "family_name_kana",
        "first_name_kana",
        "schoolhouse_id",
        "schoolyear_id",
        "school_id",
        "status",
        "protector_id"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_number": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "family_name_kanji": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "first_name_kanji": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "family_name_kana": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "first_name_kana": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      },
      "schoolyear_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolyear"
        }
      },
      "school_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "school"
        }
      },
      "status": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "student_status"
        }
      },
      "protector_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "protector"
        }
      }
    }
  },
  "student_fee": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "fee_item_id",
        "starts_month"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "fee_item_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "料金項目"
        },
        "unit_price": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999999,
          "title": "単価（税抜・空欄は料金項目の金額）"
        },
        "quantity": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "title": "数量",
          "default": 1
        },
        "starts_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "開始月"
        },
        "ends_month": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "title": "終了月"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "fee_item_id",
        "unit_price",
        "quantity",
        "starts_month",
        "ends_month",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "fee_item_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "fee_item"
        }
      },
      "unit_price": {
        "ui:widget": "YenField"
      },
      "quantity": {
        "ui:widget": "IntegerField"
      },
      "starts_month": {
        "ui:widget": "TextField",
        "ui:help": "7文字以内"
      },
      "ends_month": {
        "ui:widget": "TextField",
        "ui:help": "7文字以内"
      },
      "note": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  },
  "student_questionnaire_answer": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "item_id",
        "answer"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "生徒"
        },
        "item_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "質問"
        },
        "answer": {
          "type": "string",
          "maxLength": 2000,
          "minLength": 1,
          "title": "回答"
        },
        "answered_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "回答日"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "student_id",
        "item_id",
        "answer",
        "answered_on"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "student_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student"
        }
      },
      "item_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "student_questionnaire_item"
        }
      },
      "answer": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "answered_on": {
        "ui:widget": "DateField"
      }
    }
  },
  "student_questionnaire_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "question"
      ],
      "properties": {
        "question": {
          "type": "string",
          "maxLength": 200,
          "minLength": 1,
          "title": "質問"
        },
        "answer_type": {
          "type": "string",
          "oneOf": [
            {
              "const": "choose",
              "title": "選択式"
            },
            {
              "const": "description",
              "title": "記述式"
            }
          ],
          "title": "回答形式",
          "default": "choose"
        },
        "choices": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "選択肢（1行に1つ）"
        },
        "is_required": {
          "type": "boolean",
          "title": "回答必須",
          "default": false
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "question": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "answer_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "survey_answer_type"
        }
      },
      "choices": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "is_required": {
        "ui:widget": "SwitchField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "survey_watch_point": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "着目ポイント"
        },
        "description": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "説明"
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name",
        "description",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "description": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "system_setting": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "school_display_name"
      ],
      "properties": {
        "school_display_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "表示用塾名"
        },
        "school_display_name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "表示用塾名（カナ）"
        },
        "representative_email": {
          "type": [
            "string",
            "null"
          ],
          "format": "email",
          "maxLength": 254,
          "title": "代表メールアドレス"
        },
        "representative_phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
          "title": "代表電話番号"
        },
        "fiscal_year_start_month": {
          "type": "integer",
          "minimum": 1,
          "maximum": 12,
          "title": "年度開始月",
          "default": 4
        },
        "default_lesson_minutes": {
          "type": "integer",
          "minimum": 10,
          "maximum": 300,
          "title": "標準授業時間（分）",
          "default": 80
        },
        "session_timeout_minutes": {
          "type": "integer",
          "minimum": 5,
          "maximum": 1440,
          "title": "自動ログアウト（分）",
          "default": 720
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "school_display_name",
        "school_display_name_kana",
        "representative_email",
        "representative_phone",
        "fiscal_year_start_month",
        "default_lesson_minutes",
        "session_timeout_minutes"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "school_display_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "school_display_name_kana": {
        "ui:widget": "KanaField",
        "ui:help": "200文字以内"
      },
      "representative_email": {
        "ui:widget": "EmailField"
      },
      "representative_phone": {
        "ui:widget": "PhoneField"
      },
      "fiscal_year_start_month": {
        "ui:widget": "IntegerField"
      },
      "default_lesson_minutes": {
        "ui:widget": "IntegerField"
      },
      "session_timeout_minutes": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "tag": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "タグ名"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      }
    }
  },
  "teacher": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "teacher_number",
        "name_kanji"
      ],
      "properties": {
        "teacher_number": {
          "type": "string",
          "maxLength": 20,
          "minLength": 1,
          "title": "講師番号"
        },
        "name_kanji": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "氏名"
        },
        "name_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "pattern": "^[ァ-ヶー　 ]*$",
          "title": "氏名（カナ）"
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "title": "電話番号"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "teacher_number",
        "name_kanji",
        "name_kana",
        "phone"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "teacher_number": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "name_kanji": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "name_kana": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "phone": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      }
    }
  },
  "teacher_questionnaire_item": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "question"
      ],
      "properties": {
        "question": {
          "type": "string",
          "maxLength": 200,
          "minLength": 1,
          "title": "質問"
        },
        "answer_type": {
          "type": "string",
          "oneOf": [
            {
              "const": "choose",
              "title": "選択式"
            },
            {
              "const": "description",
              "title": "記述式"
            }
          ],
          "title": "回答形式",
          "default": "choose"
        },
        "choices": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "title": "選択肢（1行に1つ）"
        },
        "is_required": {
          "type": "boolean",
          "title": "回答必須",
          "default": false
        },
        "is_active": {
          "type": "boolean",
          "title": "使用中",
          "default": true
        },
        "sort_order": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9999,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "question": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      },
      "answer_type": {
        "ui:widget": "EnumRadio",
        "ui:options": {
          "enum": "survey_answer_type"
        }
      },
      "choices": {
        "ui:widget": "TextareaField",
        "ui:help": "2000文字以内"
      },
      "is_required": {
        "ui:widget": "SwitchField"
      },
      "is_active": {
        "ui:widget": "SwitchField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "teacher_schoolhouse": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "teacher_id",
        "schoolhouse_id"
      ],
      "properties": {
        "teacher_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "講師"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "校舎"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "teacher_id",
        "schoolhouse_id"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "teacher_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "teacher"
        }
      },
      "schoolhouse_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolhouse"
        }
      }
    }
  },
  "textbook": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code",
        "name",
        "schoolyear_id",
        "school_subject_id"
      ],
      "properties": {
        "code": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9_-]+$",
          "minLength": 1,
          "title": "教材コード"
        },
        "name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "教材名"
        },
        "schoolyear_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "学年"
        },
        "school_subject_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991,
          "title": "教科"
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "unused",
              "title": "未使用"
            },
            {
              "const": "inUse",
              "title": "使用中"
            }
          ],
          "title": "ステータス",
          "default": "unused"
        },
        "publisher": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "title": "出版社"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "備考"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "code",
        "name",
        "schoolyear_id",
        "school_subject_id",
        "status",
        "publisher",
        "note"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "code": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "schoolyear_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "schoolyear"
        }
      },
      "school_subject_id": {
        "ui:widget": "RefSelect",
        "ui:options": {
          "ref": "school_subject"
        }
      },
      "status": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "textbook_status"
        }
      },
      "publisher": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "note": {
        "ui:widget": "TextareaField",
        "ui:help": "1000文字以内"
      }
    }
  },
  "textbook_unit": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "chapter_name",
        "unit_name"
      ],
      "properties": {
        "chapter_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "章"
        },
        "unit_name": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "単元名"
        },
        "page_from": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9999,
          "title": "開始ページ"
        },
        "page_to": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 9999,
          "title": "終了ページ"
        },
        "sort_order": {
          "type": "integer",
          "minimum": 0,
          "maximum": 2147483647,
          "title": "表示順",
          "default": 0
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "chapter_name",
        "unit_name",
        "page_from",
        "page_to",
        "sort_order"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "chapter_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "unit_name": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "page_from": {
        "ui:widget": "IntegerField"
      },
      "page_to": {
        "ui:widget": "IntegerField"
      },
      "sort_order": {
        "ui:widget": "IntegerField"
      }
    }
  },
  "timetable_period": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "period_number",
        "name",
        "start_time",
        "end_time"
      ],
      "properties": {
        "period_number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 20,
          "title": "時限"
        },
        "name": {
          "type": "string",
          "maxLength": 20,
          "minLength": 1,
          "title": "表示名"
        },
        "start_time": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "開始時刻"
        },
        "end_time": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
          "title": "終了時刻"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "period_number",
        "name",
        "start_time",
        "end_time"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "period_number": {
        "ui:widget": "IntegerField"
      },
      "name": {
        "ui:widget": "TextField",
        "ui:help": "20文字以内"
      },
      "start_time": {
        "ui:widget": "TimeField"
      },
      "end_time": {
        "ui:widget": "TimeField"
      }
    }
  },
  "yearly_schedule": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "term_kind",
        "fiscal_year",
        "period_code"
      ],
      "properties": {
        "term_kind": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "通常授業"
            },
            {
              "const": 2,
              "title": "講習"
            }
          ],
          "title": "区分"
        },
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "period_code": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "春期"
            },
            {
              "const": 2,
              "title": "夏期"
            },
            {
              "const": 3,
              "title": "冬期"
            }
          ],
          "title": "期"
        },
        "start_date": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "開始日"
        },
        "end_date": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "終了日"
        },
        "is_current": {
          "type": "boolean",
          "title": "現在の期",
          "default": false
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "term_kind",
        "fiscal_year",
        "period_code",
        "start_date",
        "end_date",
        "is_current"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "term_kind": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "term_kind"
        }
      },
      "fiscal_year": {
        "ui:widget": "IntegerField"
      },
      "period_code": {
        "ui:widget": "EnumSelect",
        "ui:options": {
          "enum": "lesson_period"
        }
      },
      "start_date": {
        "ui:widget": "DateField"
      },
      "end_date": {
        "ui:widget": "DateField"
      },
      "is_current": {
        "ui:widget": "SwitchField"
      }
    }
  },
  "zip_code": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "postal_code",
        "prefecture",
        "city"
      ],
      "properties": {
        "postal_code": {
          "type": "string",
          "maxLength": 8,
          "pattern": "^[0-9]{3}-[0-9]{4}$",
          "minLength": 1,
          "title": "郵便番号"
        },
        "prefecture": {
          "type": "string",
          "maxLength": 10,
          "minLength": 1,
          "title": "都道府県"
        },
        "city": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "市区町村"
        },
        "town": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "title": "町域"
        },
        "prefecture_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 20,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "都道府県（カナ）"
        },
        "city_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 100,
          "pattern": "^[ァ-ヶー・　 ]*$",
          "title": "市区町村（カナ）"
        },
        "town_kana": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "町域（カナ）"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "postal_code",
        "prefecture",
        "city",
        "town",
        "prefecture_kana",
        "city_kana",
        "town_kana"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "postal_code": {
        "ui:widget": "PostalCodeField"
      },
      "prefecture": {
        "ui:widget": "TextField",
        "ui:help": "10文字以内"
      },
      "city": {
        "ui:widget": "TextField",
        "ui:help": "50文字以内"
      },
      "town": {
        "ui:widget": "TextField",
        "ui:help": "100文字以内"
      },
      "prefecture_kana": {
        "ui:widget": "KanaField",
        "ui:help": "20文字以内"
      },
      "city_kana": {
        "ui:widget": "KanaField",
        "ui:help": "100文字以内"
      },
      "town_kana": {
        "ui:widget": "TextField",
        "ui:help": "200文字以内"
      }
    }
  }
} as const;

export type FormEntityName = keyof typeof forms;

/** The field components (rjsf widgets) the forms name in ui:widget; src/web/screens/generic/fields registers each. */
export const fieldWidgetNames = [
  "ColorField",
  "DateField",
  "DateTimeField",
  "DecimalField",
  "EmailField",
  "EnumRadio",
  "EnumSelect",
  "IntegerField",
  "JsonField",
  "KanaField",
  "PasswordField",
  "PhoneField",
  "PostalCodeField",
  "RefSelect",
  "RefsSelect",
  "SwitchField",
  "TextField",
  "TextareaField",
  "TimeField",
  "YenField"
] as const;
export type FieldWidgetName = (typeof fieldWidgetNames)[number];
