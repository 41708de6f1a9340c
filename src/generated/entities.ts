// Generated from model/ by `npm run generate`. Do not edit by hand.

/** Every entity of model/entities, as the server and the generic screens use it. */
export const entities = {
  "activity_history": {
    "name": "activity_history",
    "label": "操作履歴",
    "table": "activity_histories",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "ユーザー",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "acting_user_id": {
        "type": "ref",
        "label": "切り替え先のユーザー",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "student_id": {
        "type": "ref",
        "label": "対象の生徒",
        "required": false,
        "isSystem": false,
        "ref": "student"
      },
      "path": {
        "type": "string",
        "label": "画面のパス",
        "required": true,
        "isSystem": false,
        "maxLength": 500
      },
      "method": {
        "type": "string",
        "label": "メソッド",
        "required": false,
        "isSystem": false,
        "maxLength": 10,
        "pattern": "^[A-Z]+$"
      },
      "status": {
        "type": "integer",
        "label": "ステータス",
        "required": false,
        "isSystem": false,
        "minimum": 100,
        "maximum": 599
      },
      "message": {
        "type": "string",
        "label": "メッセージ",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "area": {
    "name": "area",
    "label": "エリア",
    "table": "areas",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "エリア名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "name_kana"
        ]
      },
      "name_kana": {
        "type": "kana",
        "label": "エリア名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "areas_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "AREA_NAME_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "schoolhouse",
        "field": "area_id",
        "error": "AREA_IN_USE",
        "table": "schoolhouses"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/areas",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "name_kana",
        "sort_order",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "エリア名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "name_kana",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "available_time": {
    "name": "available_time",
    "label": "通塾可能日",
    "table": "available_times",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "weekday": {
        "type": "enum",
        "label": "曜日",
        "required": true,
        "isSystem": false,
        "enum": "weekday"
      },
      "timetable_period_id": {
        "type": "ref",
        "label": "時限",
        "required": true,
        "isSystem": false,
        "ref": "timetable_period"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "available_times_student_id_weekday_timetable_period_id_key",
        "columns": [
          "company_id",
          "student_id",
          "weekday",
          "timetable_period_id"
        ],
        "fields": [
          "student_id",
          "weekday",
          "timetable_period_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "bank": {
    "name": "bank",
    "label": "銀行",
    "table": "banks",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "bank_code": {
        "type": "string",
        "label": "金融機関コード",
        "required": true,
        "isSystem": false,
        "maxLength": 4,
        "pattern": "^[0-9]{4}$",
        "patternMessage": "validation.bankCode"
      },
      "bank_name": {
        "type": "string",
        "label": "金融機関名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "bank_name_kana"
        ]
      },
      "bank_name_kana": {
        "type": "kana",
        "label": "金融機関名（カナ）",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "branch_code": {
        "type": "string",
        "label": "支店コード",
        "required": true,
        "isSystem": false,
        "maxLength": 3,
        "pattern": "^[0-9]{3}$",
        "patternMessage": "validation.branchCode"
      },
      "branch_name": {
        "type": "string",
        "label": "支店名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "branch_name_kana"
        ]
      },
      "branch_name_kana": {
        "type": "kana",
        "label": "支店名（カナ）",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "banks_bank_code_branch_code_key",
        "columns": [
          "company_id",
          "bank_code",
          "branch_code"
        ],
        "fields": [
          "bank_code",
          "branch_code"
        ],
        "error": "BANK_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "debit_account",
        "field": "bank_id",
        "error": "BANK_IN_USE",
        "table": "debit_accounts"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/banks",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "bank_code",
        "bank_name",
        "branch_code",
        "branch_name"
      ],
      "sort": "bank_code",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "bank_code",
          "label": "金融機関コード",
          "type": "string",
          "operator": "contains",
          "column": "bank_code"
        },
        {
          "name": "bank_name",
          "label": "金融機関名",
          "type": "string",
          "operator": "contains",
          "column": "bank_name"
        },
        {
          "name": "branch_name",
          "label": "支店名",
          "type": "string",
          "operator": "contains",
          "column": "branch_name"
        }
      ]
    },
    "form": {
      "fields": [
        "bank_code",
        "bank_name",
        "bank_name_kana",
        "branch_code",
        "branch_name",
        "branch_name_kana"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": {
      "key": [
        "bank_code",
        "branch_code"
      ]
    }
  },
  "billing_period": {
    "name": "billing_period",
    "label": "請求処理",
    "table": "billing_periods",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "billing_month": {
        "type": "string",
        "label": "請求月",
        "required": true,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
        "patternMessage": "validation.yearMonth"
      },
      "status": {
        "type": "enum",
        "label": "状況",
        "required": true,
        "isSystem": false,
        "default": "open",
        "enum": "billing_status"
      },
      "requested_by_user_id": {
        "type": "ref",
        "label": "発行依頼者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "requested_at": {
        "type": "datetime",
        "label": "発行依頼日時",
        "required": false,
        "isSystem": false
      },
      "closed_by_user_id": {
        "type": "ref",
        "label": "締め処理者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "closed_at": {
        "type": "datetime",
        "label": "締め日時",
        "required": false,
        "isSystem": false
      },
      "approved_by_user_id": {
        "type": "ref",
        "label": "承認者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "approved_at": {
        "type": "datetime",
        "label": "承認日時",
        "required": false,
        "isSystem": false
      },
      "issued_by_user_id": {
        "type": "ref",
        "label": "発行者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "issued_at": {
        "type": "datetime",
        "label": "発行日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "billing_periods_schoolhouse_id_billing_month_key",
        "columns": [
          "company_id",
          "schoolhouse_id",
          "billing_month"
        ],
        "fields": [
          "schoolhouse_id",
          "billing_month"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "billing_step_log": {
    "name": "billing_step_log",
    "label": "請求処理履歴",
    "table": "billing_step_logs",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "billing_period_id": {
        "type": "ref",
        "label": "請求処理",
        "required": true,
        "isSystem": false,
        "ref": "billing_period"
      },
      "step": {
        "type": "enum",
        "label": "処理",
        "required": true,
        "isSystem": false,
        "enum": "billing_step"
      },
      "from_status": {
        "type": "enum",
        "label": "処理前",
        "required": true,
        "isSystem": false,
        "enum": "billing_status"
      },
      "to_status": {
        "type": "enum",
        "label": "処理後",
        "required": true,
        "isSystem": false,
        "enum": "billing_status"
      },
      "actor_user_id": {
        "type": "ref",
        "label": "処理者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "calendar_feed": {
    "name": "calendar_feed",
    "label": "カレンダー連携",
    "table": "calendar_feeds",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "利用者",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "token_hash": {
        "type": "string",
        "label": "トークン",
        "required": true,
        "isSystem": false,
        "maxLength": 64
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "calendar_feeds_user_id_key",
        "columns": [
          "company_id",
          "user_id"
        ],
        "fields": [
          "user_id"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "calendar_feeds_token_hash_key",
        "columns": [
          "token_hash"
        ],
        "fields": [
          "token_hash"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "claim": {
    "name": "claim",
    "label": "請求明細",
    "table": "claims",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "billing_month": {
        "type": "string",
        "label": "請求月",
        "required": true,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
        "patternMessage": "validation.yearMonth"
      },
      "claim_kind": {
        "type": "enum",
        "label": "請求区分",
        "required": true,
        "isSystem": false,
        "enum": "claim_kind"
      },
      "fee_item_id": {
        "type": "ref",
        "label": "料金項目",
        "required": false,
        "isSystem": false,
        "ref": "fee_item"
      },
      "student_fee_id": {
        "type": "ref",
        "label": "生徒別料金",
        "required": false,
        "isSystem": false,
        "ref": "student_fee"
      },
      "item_name": {
        "type": "string",
        "label": "項目名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "unit_price": {
        "type": "integer",
        "label": "単価（税抜）",
        "required": true,
        "isSystem": false,
        "minimum": -9999999,
        "maximum": 9999999
      },
      "quantity": {
        "type": "integer",
        "label": "数量",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 99,
        "default": 1
      },
      "amount": {
        "type": "integer",
        "label": "金額（税抜）",
        "required": true,
        "isSystem": false,
        "minimum": -99999999,
        "maximum": 99999999
      },
      "tax_category": {
        "type": "enum",
        "label": "税区分",
        "required": true,
        "isSystem": false,
        "default": "taxable",
        "enum": "tax_category"
      },
      "invoice_id": {
        "type": "ref",
        "label": "請求書",
        "required": false,
        "isSystem": false,
        "ref": "invoice"
      },
      "reason": {
        "type": "string",
        "label": "訂正理由",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_by_user_id": {
        "type": "ref",
        "label": "登録者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "claim_alarm_condition": {
    "name": "claim_alarm_condition",
    "label": "請求アラーム条件",
    "table": "claim_alarm_conditions",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "条件名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "alarm_kind": {
        "type": "enum",
        "label": "アラーム種別",
        "required": true,
        "isSystem": false,
        "enum": "claim_alarm_kind"
      },
      "days_overdue": {
        "type": "integer",
        "label": "経過日数",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 365
      },
      "amount_threshold": {
        "type": "yen",
        "label": "基準金額",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999999
      },
      "is_active": {
        "type": "boolean",
        "label": "有効",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "claim_alarm_conditions_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "CLAIM_ALARM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/claim-alarm-conditions",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "alarm_kind",
        "days_overdue",
        "amount_threshold",
        "is_active"
      ],
      "sort": "name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "条件名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "alarm_kind",
          "label": "アラーム種別",
          "type": "enum",
          "operator": "eq",
          "column": "alarm_kind",
          "enum": "claim_alarm_kind"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "alarm_kind",
        "days_overdue",
        "amount_threshold",
        "is_active"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "claim_confirmation": {
    "name": "claim_confirmation",
    "label": "全請求確認",
    "table": "claim_confirmations",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "billing_month": {
        "type": "string",
        "label": "請求月",
        "required": true,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
        "patternMessage": "validation.yearMonth"
      },
      "status": {
        "type": "enum",
        "label": "確認状況",
        "required": true,
        "isSystem": false,
        "default": "unconfirmed",
        "enum": "claim_confirmation_status"
      },
      "confirmed_on": {
        "type": "date",
        "label": "確認日",
        "required": false,
        "isSystem": false
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "claim_confirmations_billing_month_key",
        "columns": [
          "company_id",
          "billing_month"
        ],
        "fields": [
          "billing_month"
        ],
        "error": "CLAIM_CONFIRMATION_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/claim-confirmations",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "billing_month",
        "status",
        "confirmed_on",
        "note"
      ],
      "sort": "billing_month",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "status",
          "label": "確認状況",
          "type": "enum",
          "operator": "eq",
          "column": "status",
          "enum": "claim_confirmation_status"
        }
      ]
    },
    "form": {
      "fields": [
        "billing_month",
        "status",
        "confirmed_on",
        "note"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "claim_setting": {
    "name": "claim_setting",
    "label": "請求基本設定",
    "table": "claim_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "closing_day": {
        "type": "integer",
        "label": "締日（31は月末）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 31,
        "default": 31
      },
      "transfer_day": {
        "type": "integer",
        "label": "口座振替日",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 31,
        "default": 27
      },
      "issue_day": {
        "type": "integer",
        "label": "請求書発行日",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 31,
        "default": 10
      },
      "tax_rounding": {
        "type": "enum",
        "label": "消費税の端数処理",
        "required": true,
        "isSystem": false,
        "default": "floor",
        "enum": "rounding"
      },
      "charges_in_advance": {
        "type": "boolean",
        "label": "授業料を前月に請求する",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "debit_consignor_code": {
        "type": "string",
        "label": "委託者コード",
        "required": false,
        "isSystem": false,
        "maxLength": 10,
        "pattern": "^[0-9]{10}$",
        "patternMessage": "validation.consignorCode"
      },
      "debit_consignor_name": {
        "type": "kana",
        "label": "委託者名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 40,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "debit_bank_id": {
        "type": "ref",
        "label": "取引金融機関・支店",
        "required": false,
        "isSystem": false,
        "ref": "bank"
      },
      "debit_account_type": {
        "type": "enum",
        "label": "委託者口座の預金種目",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "bank_account_type"
      },
      "debit_account_number": {
        "type": "string",
        "label": "委託者口座番号",
        "required": false,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{7}$",
        "patternMessage": "validation.accountNumber"
      },
      "invoice_download_limit": {
        "type": "integer",
        "label": "請求書PDFのダウンロード上限（回・保護者ごと）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 100,
        "default": 10
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/claim-settings",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "closing_day",
        "transfer_day",
        "issue_day",
        "tax_rounding",
        "updated_at"
      ],
      "sort": "id",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "communication_template": {
    "name": "communication_template",
    "label": "講師連絡テンプレート",
    "table": "communication_templates",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/communications/templates",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "reorder": {
        "path": "/communications/update-sort-templates",
        "field": "sort_order"
      }
    },
    "list": {
      "columns": [
        "title",
        "body",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "title",
          "label": "タイトル",
          "type": "string",
          "operator": "contains",
          "column": "title"
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "body"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "company": {
    "name": "company",
    "label": "法人",
    "table": "companies",
    "scope": "global",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "code": {
        "type": "string",
        "label": "法人コード",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "sub_code": {
        "type": "string",
        "label": "サブコード",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "license_code": {
        "type": "string",
        "label": "ライセンスコード",
        "required": false,
        "isSystem": false,
        "maxLength": 40
      },
      "name": {
        "type": "string",
        "label": "塾名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "invoice_status": {
        "type": "enum",
        "label": "請求書機能",
        "required": true,
        "isSystem": false,
        "default": "2",
        "enum": "invoice_active"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "companies_code_key",
        "columns": [
          "code"
        ],
        "fields": [
          "code"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "contact": {
    "name": "contact",
    "label": "連絡",
    "table": "contacts",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "protector_id": {
        "type": "ref",
        "label": "保護者",
        "required": false,
        "isSystem": false,
        "ref": "protector"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "sender_kind": {
        "type": "enum",
        "label": "送信者区分",
        "required": true,
        "isSystem": false,
        "enum": "contact_sender"
      },
      "sender_user_id": {
        "type": "ref",
        "label": "送信者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "title": {
        "type": "string",
        "label": "件名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 2000
      },
      "status": {
        "type": "enum",
        "label": "対応状況",
        "required": true,
        "isSystem": false,
        "default": "new",
        "enum": "inquiry_status"
      },
      "student_type": {
        "type": "enum",
        "label": "生徒区分",
        "required": false,
        "isSystem": false,
        "enum": "inquiry_student_type"
      },
      "school_read_at": {
        "type": "datetime",
        "label": "塾の既読日時",
        "required": false,
        "isSystem": false
      },
      "family_read_at": {
        "type": "datetime",
        "label": "家庭の既読日時",
        "required": false,
        "isSystem": false
      },
      "last_school_message_at": {
        "type": "datetime",
        "label": "塾の最終送信日時",
        "required": false,
        "isSystem": false
      },
      "last_family_message_at": {
        "type": "datetime",
        "label": "家庭の最終送信日時",
        "required": false,
        "isSystem": false
      },
      "comment_count": {
        "type": "integer",
        "label": "コメント数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "withdrawn_at": {
        "type": "datetime",
        "label": "取り消し日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "contact_comment": {
    "name": "contact_comment",
    "label": "連絡コメント",
    "table": "contact_comments",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "contact_id": {
        "type": "ref",
        "label": "連絡",
        "required": true,
        "isSystem": false,
        "ref": "contact"
      },
      "author_user_id": {
        "type": "ref",
        "label": "投稿者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "author_kind": {
        "type": "enum",
        "label": "投稿者区分",
        "required": true,
        "isSystem": false,
        "enum": "contact_sender"
      },
      "content": {
        "type": "text",
        "label": "コメント",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "withdrawn_at": {
        "type": "datetime",
        "label": "取り消し日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "contact_template": {
    "name": "contact_template",
    "label": "連絡テンプレート",
    "table": "contact_templates",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/contacts/templates",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "reorder": {
        "path": "/contacts/update-sort-templates",
        "field": "sort_order"
      }
    },
    "list": {
      "columns": [
        "title",
        "body",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "title",
          "label": "タイトル",
          "type": "string",
          "operator": "contains",
          "column": "title"
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "body"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "debit_account": {
    "name": "debit_account",
    "label": "口座振替口座",
    "table": "debit_accounts",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "bank_id": {
        "type": "ref",
        "label": "金融機関・支店",
        "required": true,
        "isSystem": false,
        "ref": "bank"
      },
      "account_type": {
        "type": "enum",
        "label": "預金種目",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "bank_account_type"
      },
      "account_number": {
        "type": "string",
        "label": "口座番号",
        "required": true,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{7}$",
        "patternMessage": "validation.accountNumber"
      },
      "holder_name_kana": {
        "type": "kana",
        "label": "口座名義（カナ）",
        "required": true,
        "isSystem": false,
        "maxLength": 30,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "customer_number": {
        "type": "string",
        "label": "顧客番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{1,20}$",
        "patternMessage": "validation.digitsOnly"
      },
      "is_active": {
        "type": "boolean",
        "label": "振替する",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "debit_accounts_student_id_key",
        "columns": [
          "company_id",
          "student_id"
        ],
        "fields": [
          "student_id"
        ],
        "error": "DEBIT_ACCOUNT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/debit-accounts",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "student_id",
        "bank_id",
        "account_type",
        "account_number",
        "holder_name_kana",
        "is_active"
      ],
      "sort": "student_id",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "student_id",
          "label": "生徒",
          "type": "ref",
          "operator": "eq",
          "column": "student_id",
          "ref": "student",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "holder_name_kana",
          "label": "口座名義（カナ）",
          "type": "kana",
          "operator": "contains",
          "column": "holder_name_kana"
        }
      ]
    },
    "form": {
      "fields": [
        "student_id",
        "bank_id",
        "account_type",
        "account_number",
        "holder_name_kana",
        "customer_number",
        "is_active"
      ]
    },
    "detail": null,
    "rowName": [
      "holder_name_kana"
    ],
    "import": null
  },
  "debit_batch": {
    "name": "debit_batch",
    "label": "口座振替データ",
    "table": "debit_batches",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "billing_month": {
        "type": "string",
        "label": "請求月",
        "required": true,
        "isSystem": false,
        "maxLength": 7
      },
      "transfer_on": {
        "type": "date",
        "label": "振替日",
        "required": true,
        "isSystem": false
      },
      "record_count": {
        "type": "integer",
        "label": "件数",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "total_amount": {
        "type": "integer",
        "label": "合計金額",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "exported_by_user_id": {
        "type": "ref",
        "label": "作成者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "result_imported_at": {
        "type": "datetime",
        "label": "結果取込日時",
        "required": false,
        "isSystem": false
      },
      "paid_count": {
        "type": "integer",
        "label": "振替済み件数",
        "required": false,
        "isSystem": false
      },
      "failed_count": {
        "type": "integer",
        "label": "振替不能件数",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "destination_point": {
    "name": "destination_point",
    "label": "志望校別基準点",
    "table": "destination_points",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "school_name": {
        "type": "string",
        "label": "志望校名",
        "required": true,
        "isSystem": false,
        "maxLength": 100,
        "kana": [
          "school_name_kana"
        ]
      },
      "school_name_kana": {
        "type": "kana",
        "label": "志望校名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 200,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "course_name": {
        "type": "string",
        "label": "学科・コース",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "default": "普通科"
      },
      "internal_points": {
        "type": "integer",
        "label": "内申点の目安",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 300
      },
      "test_score": {
        "type": "integer",
        "label": "当日点の目安",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "deviation": {
        "type": "number",
        "label": "偏差値",
        "required": false,
        "isSystem": false,
        "minimum": 20,
        "maximum": 90
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "destination_points_school_name_course_name_key",
        "columns": [
          "company_id",
          "school_name",
          "course_name"
        ],
        "fields": [
          "school_name",
          "course_name"
        ],
        "error": "DESTINATION_POINT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/destination-points",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "school_name",
        "course_name",
        "internal_points",
        "test_score",
        "deviation"
      ],
      "sort": "school_name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "school_name",
          "label": "志望校名",
          "type": "string",
          "operator": "contains",
          "column": "school_name"
        }
      ]
    },
    "form": {
      "fields": [
        "school_name",
        "school_name_kana",
        "course_name",
        "internal_points",
        "test_score",
        "deviation"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "entry_period": {
    "name": "entry_period",
    "label": "入塾期間",
    "table": "entry_periods",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "name": {
        "type": "string",
        "label": "名称",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "start_date": {
        "type": "date",
        "label": "開始日",
        "required": true,
        "isSystem": false
      },
      "end_date": {
        "type": "date",
        "label": "終了日",
        "required": true,
        "isSystem": false
      },
      "admission_fee_waived": {
        "type": "boolean",
        "label": "入塾金免除",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "entry_periods_fiscal_year_name_key",
        "columns": [
          "company_id",
          "fiscal_year",
          "name"
        ],
        "fields": [
          "fiscal_year",
          "name"
        ],
        "error": "ENTRY_PERIOD_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "end_date",
        "other": "start_date",
        "orEqual": true,
        "compare": "date",
        "message": "validation.rule.dateOnOrAfter"
      }
    ],
    "api": {
      "path": "/entry-periods",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "fiscal_year",
        "name",
        "start_date",
        "end_date",
        "admission_fee_waived"
      ],
      "sort": "start_date",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "fiscal_year",
          "label": "年度",
          "type": "integer",
          "operator": "eq",
          "column": "fiscal_year",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        {
          "name": "name",
          "label": "名称",
          "type": "string",
          "operator": "contains",
          "column": "name"
        }
      ]
    },
    "form": {
      "fields": [
        "fiscal_year",
        "name",
        "start_date",
        "end_date",
        "admission_fee_waived",
        "note"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "event": {
    "name": "event",
    "label": "イベント",
    "table": "events",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "event_name": {
        "type": "string",
        "label": "イベント名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "schoolyear_id": {
        "type": "ref",
        "label": "対象学年",
        "required": false,
        "isSystem": false,
        "ref": "schoolyear",
        "emptyLabel": "全学年"
      },
      "space_id": {
        "type": "ref",
        "label": "スペース",
        "required": true,
        "isSystem": false,
        "ref": "event_space"
      },
      "time_slot_ids": {
        "type": "refs",
        "label": "時間枠",
        "required": true,
        "isSystem": false,
        "ref": "event_time_slot"
      },
      "start_date": {
        "type": "date",
        "label": "予約期間（開始）",
        "required": true,
        "isSystem": false
      },
      "end_date": {
        "type": "date",
        "label": "予約期間（終了）",
        "required": true,
        "isSystem": false
      },
      "recurrence": {
        "type": "enum",
        "label": "繰り返し",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "recurrence"
      },
      "interval_weeks": {
        "type": "integer",
        "label": "繰り返し間隔（週・カスタムのとき）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 52,
        "default": 1
      },
      "on_monday": {
        "type": "boolean",
        "label": "月曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_tuesday": {
        "type": "boolean",
        "label": "火曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_wednesday": {
        "type": "boolean",
        "label": "水曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_thursday": {
        "type": "boolean",
        "label": "木曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_friday": {
        "type": "boolean",
        "label": "金曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_saturday": {
        "type": "boolean",
        "label": "土曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "on_sunday": {
        "type": "boolean",
        "label": "日曜日",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "max_students": {
        "type": "integer",
        "label": "定員（1枠あたり）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 1000
      },
      "per_person_limit": {
        "type": "integer",
        "label": "1人あたりの参加上限（回）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 366,
        "default": 1
      },
      "application_deadline": {
        "type": "datetime",
        "label": "申込締切",
        "required": false,
        "isSystem": false
      },
      "same_day_reservation": {
        "type": "boolean",
        "label": "当日予約を受け付ける",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "consent_text": {
        "type": "text",
        "label": "参加同意事項",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "note": {
        "type": "text",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 500
      },
      "status": {
        "type": "enum",
        "label": "ステータス",
        "required": true,
        "isSystem": false,
        "default": "draft",
        "enum": "event_status"
      },
      "published_at": {
        "type": "datetime",
        "label": "公開日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "event_reservation",
        "field": "event_id",
        "error": "EVENT_HAS_RESERVATIONS",
        "table": "event_reservations"
      }
    ],
    "rows": {
      "TEACHER": {
        "schoolhouse_id": {
          "in": "$user.schoolhouseIds"
        }
      }
    },
    "rules": [
      {
        "kind": "after",
        "field": "end_date",
        "other": "start_date",
        "orEqual": true,
        "compare": "date",
        "message": "validation.rule.dateOnOrAfter"
      },
      {
        "kind": "atMost",
        "field": "max_students",
        "ref": "space_id",
        "entity": "event_space",
        "table": "event_spaces",
        "bound": "max_seats",
        "boundLabel": "最大席数",
        "message": "validation.rule.atMostRef"
      },
      {
        "kind": "atLeastOne",
        "field": "on_monday",
        "fields": [
          "on_monday",
          "on_tuesday",
          "on_wednesday",
          "on_thursday",
          "on_friday",
          "on_saturday",
          "on_sunday"
        ],
        "message": "validation.rule.eventWeekday"
      }
    ],
    "api": {
      "path": "/events",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "event_name",
        "schoolhouse_id",
        "schoolyear_id",
        "start_date",
        "end_date",
        "space_id",
        "max_students",
        "status",
        "published_at"
      ],
      "sort": "start_date",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "event_name",
          "label": "イベント名",
          "type": "string",
          "operator": "contains",
          "column": "event_name"
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "schoolyear_id",
          "label": "対象学年",
          "type": "ref",
          "operator": "eq",
          "column": "schoolyear_id",
          "ref": "schoolyear",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "status",
          "label": "ステータス",
          "type": "enum",
          "operator": "eq",
          "column": "status",
          "enum": "event_status"
        }
      ]
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": [
      "event_name"
    ],
    "import": null
  },
  "event_agreement": {
    "name": "event_agreement",
    "label": "参加同意",
    "table": "event_agreements",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "event_id": {
        "type": "ref",
        "label": "イベント",
        "required": true,
        "isSystem": false,
        "ref": "event"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "agreed_by_user_id": {
        "type": "ref",
        "label": "同意した人",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "event_agreements_event_id_student_id_key",
        "columns": [
          "company_id",
          "event_id",
          "student_id"
        ],
        "fields": [
          "event_id",
          "student_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "event_reservation": {
    "name": "event_reservation",
    "label": "予約",
    "table": "event_reservations",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "event_id": {
        "type": "ref",
        "label": "イベント",
        "required": true,
        "isSystem": false,
        "ref": "event"
      },
      "frame_date": {
        "type": "date",
        "label": "日付",
        "required": true,
        "isSystem": false
      },
      "time_slot_id": {
        "type": "ref",
        "label": "時間枠",
        "required": true,
        "isSystem": false,
        "ref": "event_time_slot"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "booked_by_user_id": {
        "type": "ref",
        "label": "予約した人",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "by_staff": {
        "type": "boolean",
        "label": "代理予約",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "event_reservations_event_id_frame_date_time_slot_id_student_id_key",
        "columns": [
          "company_id",
          "event_id",
          "frame_date",
          "time_slot_id",
          "student_id"
        ],
        "fields": [
          "event_id",
          "frame_date",
          "time_slot_id",
          "student_id"
        ],
        "error": "EVENT_ALREADY_RESERVED"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "event_setting": {
    "name": "event_setting",
    "label": "予約受付設定",
    "table": "event_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "open_days_ahead": {
        "type": "integer",
        "label": "予約受付（何日先まで）",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 366,
        "default": 60
      },
      "cancel_days_before": {
        "type": "integer",
        "label": "キャンセル期限（何日前まで）",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 60,
        "default": 1
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "event_settings_schoolhouse_id_key",
        "columns": [
          "company_id",
          "schoolhouse_id"
        ],
        "fields": [
          "schoolhouse_id"
        ],
        "error": "EVENT_SETTING_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/event-settings",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "schoolhouse_id",
        "open_days_ahead",
        "cancel_days_before",
        "note"
      ],
      "sort": "schoolhouse_id",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
        "schoolhouse_id",
        "open_days_ahead",
        "cancel_days_before",
        "note"
      ]
    },
    "detail": null,
    "rowName": [
      "schoolhouse_id"
    ],
    "import": null
  },
  "event_space": {
    "name": "event_space",
    "label": "スペース",
    "table": "event_spaces",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "space_name": {
        "type": "string",
        "label": "スペース名",
        "required": true,
        "isSystem": false,
        "maxLength": 30
      },
      "description": {
        "type": "text",
        "label": "説明",
        "required": false,
        "isSystem": false,
        "maxLength": 500
      },
      "max_seats": {
        "type": "integer",
        "label": "最大席数",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "event_spaces_space_name_key",
        "columns": [
          "company_id",
          "space_name"
        ],
        "fields": [
          "space_name"
        ],
        "error": "EVENT_SPACE_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "event",
        "field": "space_id",
        "error": "EVENT_SPACE_IN_USE",
        "table": "events"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/events/spaces",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "space_name",
        "max_seats",
        "description"
      ],
      "sort": "space_name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "space_name",
          "label": "スペース名",
          "type": "string",
          "operator": "contains",
          "column": "space_name"
        }
      ]
    },
    "form": {
      "fields": [
        "space_name",
        "max_seats",
        "description"
      ]
    },
    "detail": null,
    "rowName": [
      "space_name"
    ],
    "import": null
  },
  "event_time_slot": {
    "name": "event_time_slot",
    "label": "時間枠",
    "table": "event_time_slots",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "slot_name": {
        "type": "string",
        "label": "時間枠名",
        "required": true,
        "isSystem": false,
        "maxLength": 30
      },
      "start_time": {
        "type": "time",
        "label": "開始時刻",
        "required": true,
        "isSystem": false
      },
      "end_time": {
        "type": "time",
        "label": "終了時刻",
        "required": true,
        "isSystem": false
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "event_time_slots_slot_name_key",
        "columns": [
          "company_id",
          "slot_name"
        ],
        "fields": [
          "slot_name"
        ],
        "error": "EVENT_TIME_SLOT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "event_reservation",
        "field": "time_slot_id",
        "error": "IN_USE",
        "table": "event_reservations"
      }
    ],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "end_time",
        "other": "start_time",
        "orEqual": false,
        "compare": "time",
        "message": "validation.rule.timeAfter"
      }
    ],
    "api": {
      "path": "/events/timeslots",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "slot_name",
        "start_time",
        "end_time",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "slot_name",
          "label": "時間枠名",
          "type": "string",
          "operator": "contains",
          "column": "slot_name"
        }
      ]
    },
    "form": {
      "fields": [
        "slot_name",
        "start_time",
        "end_time",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": [
      "slot_name"
    ],
    "import": null
  },
  "fee_item": {
    "name": "fee_item",
    "label": "料金項目",
    "table": "fee_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "項目名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "fee_kind": {
        "type": "enum",
        "label": "料金種別",
        "required": true,
        "isSystem": false,
        "enum": "fee_kind"
      },
      "amount": {
        "type": "yen",
        "label": "金額（税抜）",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999999
      },
      "tax_category": {
        "type": "enum",
        "label": "税区分",
        "required": true,
        "isSystem": false,
        "default": "taxable",
        "enum": "tax_category"
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "fee_items_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "FEE_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "student_fee",
        "field": "fee_item_id",
        "error": "FEE_ITEM_IN_USE",
        "table": "student_fees"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/fee-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "fee_kind",
        "amount",
        "tax_category",
        "is_active"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "項目名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "fee_kind",
          "label": "料金種別",
          "type": "enum",
          "operator": "eq",
          "column": "fee_kind",
          "enum": "fee_kind"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "fee_kind",
        "amount",
        "tax_category",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "file": {
    "name": "file",
    "label": "ファイル",
    "table": "files",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "owner_kind": {
        "type": "enum",
        "label": "持ち主の種類",
        "required": true,
        "isSystem": false,
        "enum": "file_owner"
      },
      "owner_id": {
        "type": "integer",
        "label": "持ち主のID",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 9007199254740991
      },
      "file_name": {
        "type": "string",
        "label": "ファイル名",
        "required": true,
        "isSystem": false,
        "maxLength": 255
      },
      "content_type": {
        "type": "string",
        "label": "ファイル形式",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "byte_size": {
        "type": "integer",
        "label": "サイズ（バイト）",
        "required": true,
        "isSystem": false,
        "minimum": 0
      },
      "storage_key": {
        "type": "string",
        "label": "保存先",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "uploaded_by_user_id": {
        "type": "ref",
        "label": "アップロードした人",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "files_storage_key_key",
        "columns": [
          "company_id",
          "storage_key"
        ],
        "fields": [
          "storage_key"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "frame_division": {
    "name": "frame_division",
    "label": "コマ割り",
    "table": "frame_divisions",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "コマ割り名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "frame_minutes": {
        "type": "integer",
        "label": "1コマの時間（分）",
        "required": true,
        "isSystem": false,
        "minimum": 10,
        "maximum": 300
      },
      "break_minutes": {
        "type": "integer",
        "label": "休憩時間（分）",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 120,
        "default": 10
      },
      "frames_per_day": {
        "type": "integer",
        "label": "1日のコマ数",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 20
      },
      "first_start_time": {
        "type": "time",
        "label": "1コマ目の開始時刻",
        "required": true,
        "isSystem": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "frame_divisions_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "FRAME_DIVISION_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/frame-divisions",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "frame_minutes",
        "break_minutes",
        "frames_per_day",
        "first_start_time",
        "is_active"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "コマ割り名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "frame_minutes",
        "break_minutes",
        "frames_per_day",
        "first_start_time",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "grade_guarantee": {
    "name": "grade_guarantee",
    "label": "成績保証",
    "table": "grade_guarantees",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "保証名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "record_kind": {
        "type": "enum",
        "label": "対象の成績",
        "required": true,
        "isSystem": false,
        "enum": "record_kind"
      },
      "improvement_points": {
        "type": "integer",
        "label": "保証する上昇点数",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 500
      },
      "min_attendance_rate": {
        "type": "integer",
        "label": "必要な出席率（%）",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 100,
        "default": 90
      },
      "conditions": {
        "type": "text",
        "label": "適用条件",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "grade_guarantees_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "GRADE_GUARANTEE_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/grade-guarantees",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "record_kind",
        "improvement_points",
        "min_attendance_rate",
        "is_active"
      ],
      "sort": "name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "保証名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "record_kind",
          "label": "対象の成績",
          "type": "enum",
          "operator": "eq",
          "column": "record_kind",
          "enum": "record_kind"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "record_kind",
        "improvement_points",
        "min_attendance_rate",
        "conditions",
        "is_active"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "grade_input_deadline": {
    "name": "grade_input_deadline",
    "label": "成績入力期限",
    "table": "grade_input_deadlines",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "record_kind": {
        "type": "enum",
        "label": "成績種別",
        "required": true,
        "isSystem": false,
        "enum": "record_kind"
      },
      "section_record": {
        "type": "enum",
        "label": "学期",
        "required": true,
        "isSystem": false,
        "enum": "section_record"
      },
      "input_starts_on": {
        "type": "date",
        "label": "入力開始日",
        "required": false,
        "isSystem": false
      },
      "deadline": {
        "type": "date",
        "label": "入力期限",
        "required": true,
        "isSystem": false
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "grade_input_deadlines_fiscal_year_record_kind_section_record_key",
        "columns": [
          "company_id",
          "fiscal_year",
          "record_kind",
          "section_record"
        ],
        "fields": [
          "fiscal_year",
          "record_kind",
          "section_record"
        ],
        "error": "GRADE_INPUT_DEADLINE_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "deadline",
        "other": "input_starts_on",
        "orEqual": true,
        "compare": "date",
        "message": "validation.rule.dateOnOrAfter"
      }
    ],
    "api": {
      "path": "/grade-input-deadlines",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "fiscal_year",
        "record_kind",
        "section_record",
        "input_starts_on",
        "deadline",
        "note"
      ],
      "sort": "fiscal_year",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "fiscal_year",
          "label": "年度",
          "type": "integer",
          "operator": "eq",
          "column": "fiscal_year",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        {
          "name": "record_kind",
          "label": "成績種別",
          "type": "enum",
          "operator": "eq",
          "column": "record_kind",
          "enum": "record_kind"
        }
      ]
    },
    "form": {
      "fields": [
        "fiscal_year",
        "record_kind",
        "section_record",
        "input_starts_on",
        "deadline",
        "note"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "grade_record": {
    "name": "grade_record",
    "label": "成績",
    "table": "grade_records",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "record_kind": {
        "type": "enum",
        "label": "成績種別",
        "required": true,
        "isSystem": false,
        "enum": "record_kind"
      },
      "exam_name": {
        "type": "string",
        "label": "試験名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "exam_point": {
        "type": "enum",
        "label": "定期テスト",
        "required": false,
        "isSystem": false,
        "enum": "exam_point"
      },
      "taken_on": {
        "type": "date",
        "label": "実施日",
        "required": false,
        "isSystem": false
      },
      "japanese": {
        "type": "integer",
        "label": "国語",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "math": {
        "type": "integer",
        "label": "数学",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "english": {
        "type": "integer",
        "label": "英語",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "science": {
        "type": "integer",
        "label": "理科",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "social": {
        "type": "integer",
        "label": "社会",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "total": {
        "type": "integer",
        "label": "合計",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 5000
      },
      "average": {
        "type": "number",
        "label": "平均点",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 1000
      },
      "deviation": {
        "type": "number",
        "label": "偏差値",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 100
      },
      "ranking": {
        "type": "integer",
        "label": "順位",
        "required": false,
        "isSystem": false,
        "minimum": 1,
        "maximum": 1000000
      },
      "entered_by_user_id": {
        "type": "ref",
        "label": "入力者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "entered_by_guardian": {
        "type": "boolean",
        "label": "保護者が入力",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "grade_records_student_id_fiscal_year_record_kind_exam_name_key",
        "columns": [
          "company_id",
          "student_id",
          "fiscal_year",
          "record_kind",
          "exam_name"
        ],
        "fields": [
          "student_id",
          "fiscal_year",
          "record_kind",
          "exam_name"
        ],
        "error": "GRADE_RECORD_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "atLeastOne",
        "field": "japanese",
        "fields": [
          "japanese",
          "math",
          "english",
          "science",
          "social",
          "total"
        ],
        "message": "validation.rule.atLeastOne"
      }
    ],
    "api": {
      "path": "/grade-records",
      "operations": [
        "list",
        "get",
        "create",
        "update"
      ]
    },
    "list": {
      "columns": [
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
      "sort": "fiscal_year",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "student_id",
          "label": "生徒",
          "type": "ref",
          "operator": "eq",
          "column": "student_id",
          "ref": "student",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "fiscal_year",
          "label": "年度",
          "type": "integer",
          "operator": "eq",
          "column": "fiscal_year",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        {
          "name": "record_kind",
          "label": "成績種別",
          "type": "enum",
          "operator": "eq",
          "column": "record_kind",
          "enum": "record_kind"
        },
        {
          "name": "exam_name",
          "label": "試験名",
          "type": "string",
          "operator": "contains",
          "column": "exam_name"
        }
      ]
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": [
      "exam_name"
    ],
    "import": {
      "key": [
        "student_id",
        "fiscal_year",
        "record_kind",
        "exam_name"
      ]
    }
  },
  "holiday": {
    "name": "holiday",
    "label": "休日",
    "table": "holidays",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "holiday_date": {
        "type": "date",
        "label": "日付",
        "required": true,
        "isSystem": false
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": false,
        "isSystem": false,
        "ref": "schoolhouse",
        "emptyLabel": "全校舎"
      },
      "name": {
        "type": "string",
        "label": "休日名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "holidays_holiday_date_schoolhouse_id_key",
        "columns": [
          "company_id",
          "holiday_date",
          "schoolhouse_id"
        ],
        "fields": [
          "holiday_date",
          "schoolhouse_id"
        ],
        "error": "HOLIDAY_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {
      "TEACHER": {
        "schoolhouse_id": {
          "in": "$user.schoolhouseIds",
          "orEmpty": true
        }
      },
      "PROTECTOR": {
        "schoolhouse_id": {
          "in": "$user.schoolhouseIds",
          "orEmpty": true
        }
      }
    },
    "rules": [],
    "api": {
      "path": "/holidays",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "holiday_date",
        "name",
        "schoolhouse_id"
      ],
      "sort": "holiday_date",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "休日名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "holiday_date",
        "name",
        "schoolhouse_id"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "import_job": {
    "name": "import_job",
    "label": "データ取り込み",
    "table": "import_jobs",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "target": {
        "type": "enum",
        "label": "取り込み先",
        "required": true,
        "isSystem": false,
        "enum": "history_target"
      },
      "file_name": {
        "type": "string",
        "label": "ファイル名",
        "required": true,
        "isSystem": false,
        "maxLength": 255
      },
      "storage_key": {
        "type": "string",
        "label": "保存先",
        "required": true,
        "isSystem": false,
        "maxLength": 255
      },
      "encoding": {
        "type": "string",
        "label": "文字コード",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "status": {
        "type": "enum",
        "label": "状況",
        "required": true,
        "isSystem": false,
        "default": "checked",
        "enum": "import_status"
      },
      "total_rows": {
        "type": "integer",
        "label": "行数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "processed_rows": {
        "type": "integer",
        "label": "処理済み行数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "inserted_rows": {
        "type": "integer",
        "label": "追加",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "updated_rows": {
        "type": "integer",
        "label": "更新",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "message": {
        "type": "string",
        "label": "メッセージ",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "user_id": {
        "type": "ref",
        "label": "実行したユーザー",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "user_name": {
        "type": "string",
        "label": "実行者",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "started_at": {
        "type": "datetime",
        "label": "開始日時",
        "required": false,
        "isSystem": false
      },
      "finished_at": {
        "type": "datetime",
        "label": "終了日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/import-jobs",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "created_at",
        "target",
        "file_name",
        "status",
        "total_rows",
        "inserted_rows",
        "updated_rows",
        "user_name",
        "finished_at"
      ],
      "sort": "created_at",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "target",
          "label": "取り込み先",
          "type": "enum",
          "operator": "eq",
          "column": "target",
          "enum": "history_target",
          "isHidden": true
        }
      ]
    },
    "form": null,
    "detail": null,
    "rowName": [
      "file_name"
    ],
    "import": null
  },
  "inquiry_form_item": {
    "name": "inquiry_form_item",
    "label": "入塾問い合わせフォーム項目",
    "table": "inquiry_form_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "item": {
        "type": "enum",
        "label": "項目",
        "required": true,
        "isSystem": false,
        "enum": "entry_form_item"
      },
      "label": {
        "type": "string",
        "label": "表示名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "help_text": {
        "type": "string",
        "label": "説明文",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "is_shown": {
        "type": "boolean",
        "label": "表示する",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "is_required": {
        "type": "boolean",
        "label": "入力必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "inquiry_form_items_item_key",
        "columns": [
          "company_id",
          "item"
        ],
        "fields": [
          "item"
        ],
        "error": "INQUIRY_FORM_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/inquiry-form-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "item",
        "label",
        "is_shown",
        "is_required",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "is_shown",
          "label": "表示する",
          "type": "boolean",
          "operator": "eq",
          "column": "is_shown"
        }
      ]
    },
    "form": {
      "fields": [
        "item",
        "label",
        "help_text",
        "is_shown",
        "is_required",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "interview": {
    "name": "interview",
    "label": "面談記録",
    "table": "interviews",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "interview_date": {
        "type": "date",
        "label": "面談日",
        "required": true,
        "isSystem": false
      },
      "start_time": {
        "type": "time",
        "label": "開始時刻",
        "required": false,
        "isSystem": false
      },
      "contacter": {
        "type": "enum",
        "label": "面談相手",
        "required": true,
        "isSystem": false,
        "enum": "contacter"
      },
      "contact_method": {
        "type": "enum",
        "label": "面談方法",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "contact_method"
      },
      "staff_id": {
        "type": "ref",
        "label": "面談担当者",
        "required": false,
        "isSystem": false,
        "ref": "staff"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "面談内容",
        "required": true,
        "isSystem": false,
        "maxLength": 5000
      },
      "next_action": {
        "type": "text",
        "label": "今後の対応",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/interviews",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "refusal": "INTERVIEW_NO_ACCESS"
    },
    "list": {
      "columns": [
        "interview_date",
        "student_id",
        "contacter",
        "contact_method",
        "title",
        "staff_id",
        "updated_at"
      ],
      "sort": "interview_date",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "student_name",
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
          "name": "student_id",
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
          "name": "interview_date",
          "label": "面談日",
          "type": "date",
          "operator": "between",
          "column": "interview_date"
        },
        {
          "name": "contacter",
          "label": "面談相手",
          "type": "enum",
          "operator": "eq",
          "column": "contacter",
          "enum": "contacter",
          "minimum": -32768,
          "maximum": 32767
        },
        {
          "name": "contact_method",
          "label": "面談方法",
          "type": "enum",
          "operator": "eq",
          "column": "contact_method",
          "enum": "contact_method",
          "minimum": -32768,
          "maximum": 32767
        },
        {
          "name": "staff_id",
          "label": "面談担当者",
          "type": "ref",
          "operator": "eq",
          "column": "staff_id",
          "ref": "staff",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "student_id",
        "interview_date",
        "start_time",
        "contacter",
        "contact_method",
        "staff_id",
        "title",
        "body",
        "next_action"
      ]
    },
    "detail": {
      "fields": [
        "student_id",
        "interview_date",
        "start_time",
        "contacter",
        "contact_method",
        "staff_id",
        "title",
        "body",
        "next_action",
        "updated_at"
      ],
      "related": []
    },
    "rowName": [
      "title"
    ],
    "import": null
  },
  "interview_template": {
    "name": "interview_template",
    "label": "面談テンプレート",
    "table": "interview_templates",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 5000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/interviews/templates",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "reorder": {
        "path": "/interviews/update-sort-templates",
        "field": "sort_order"
      },
      "refusal": "INTERVIEW_TEMPLATE_NO_ACCESS"
    },
    "list": {
      "columns": [
        "title",
        "body",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "title",
          "label": "タイトル",
          "type": "string",
          "operator": "contains",
          "column": "title"
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "body"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "invoice": {
    "name": "invoice",
    "label": "請求書",
    "table": "invoices",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "billing_period_id": {
        "type": "ref",
        "label": "請求処理",
        "required": true,
        "isSystem": false,
        "ref": "billing_period"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "billing_month": {
        "type": "string",
        "label": "請求月",
        "required": true,
        "isSystem": false,
        "maxLength": 7
      },
      "invoice_number": {
        "type": "string",
        "label": "請求書番号",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "status": {
        "type": "enum",
        "label": "状況",
        "required": true,
        "isSystem": false,
        "default": "closed",
        "enum": "invoice_state"
      },
      "taxable_10": {
        "type": "integer",
        "label": "10%対象（税抜）",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "tax_10": {
        "type": "integer",
        "label": "消費税（10%）",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "taxable_8": {
        "type": "integer",
        "label": "8%対象（税抜）",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "tax_8": {
        "type": "integer",
        "label": "消費税（8%）",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "exempt_total": {
        "type": "integer",
        "label": "非課税",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "total": {
        "type": "integer",
        "label": "請求金額（税込）",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "paid_total": {
        "type": "integer",
        "label": "入金額",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "due_on": {
        "type": "date",
        "label": "支払期限",
        "required": false,
        "isSystem": false
      },
      "issued_at": {
        "type": "datetime",
        "label": "発行日時",
        "required": false,
        "isSystem": false
      },
      "download_count": {
        "type": "integer",
        "label": "ダウンロード回数",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "debit_result": {
        "type": "enum",
        "label": "口座振替結果",
        "required": false,
        "isSystem": false,
        "enum": "debit_result"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "invoices_billing_month_invoice_number_key",
        "columns": [
          "company_id",
          "billing_month",
          "invoice_number"
        ],
        "fields": [
          "billing_month",
          "invoice_number"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "invoices_billing_period_id_student_id_key",
        "columns": [
          "company_id",
          "billing_period_id",
          "student_id"
        ],
        "fields": [
          "billing_period_id",
          "student_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "invoice_print_setting": {
    "name": "invoice_print_setting",
    "label": "請求書印刷設定",
    "table": "invoice_print_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "請求書タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "default": "ご請求書"
      },
      "issuer_name": {
        "type": "string",
        "label": "発行者名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "registration_number": {
        "type": "string",
        "label": "適格請求書発行事業者登録番号",
        "required": false,
        "isSystem": false,
        "maxLength": 14,
        "pattern": "^T[0-9]{13}$",
        "patternMessage": "validation.invoiceRegistrationNumber"
      },
      "issuer_postal_code": {
        "type": "postal_code",
        "label": "発行者郵便番号",
        "required": false,
        "isSystem": false,
        "maxLength": 8,
        "pattern": "^[0-9]{3}-[0-9]{4}$",
        "patternMessage": "validation.postalCode"
      },
      "issuer_address": {
        "type": "string",
        "label": "発行者住所",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "issuer_phone": {
        "type": "phone",
        "label": "発行者電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
        "patternMessage": "validation.phone"
      },
      "message": {
        "type": "text",
        "label": "請求書に載せる文面",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "shows_transfer_account": {
        "type": "boolean",
        "label": "振込先を印字する",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/invoice-print-settings",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "title",
        "issuer_name",
        "registration_number",
        "updated_at"
      ],
      "sort": "id",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
        "title",
        "issuer_name",
        "registration_number",
        "issuer_postal_code",
        "issuer_address",
        "issuer_phone",
        "message",
        "shows_transfer_account"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "leaving_reason": {
    "name": "leaving_reason",
    "label": "退塾理由・転塾先",
    "table": "leaving_reasons",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "名称",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "is_switch_destination": {
        "type": "boolean",
        "label": "転塾先",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "leaving_reasons_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "LEAVING_REASON_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/leaving-reasons",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "is_switch_destination",
        "is_active",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "名称",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "is_switch_destination",
          "label": "転塾先",
          "type": "boolean",
          "operator": "eq",
          "column": "is_switch_destination"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "is_switch_destination",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson": {
    "name": "lesson",
    "label": "授業",
    "table": "lessons",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "lesson_frame_id": {
        "type": "ref",
        "label": "授業コマ",
        "required": true,
        "isSystem": false,
        "ref": "lesson_frame"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "lesson_date": {
        "type": "date",
        "label": "授業日",
        "required": true,
        "isSystem": false
      },
      "timetable_period_id": {
        "type": "ref",
        "label": "時限",
        "required": true,
        "isSystem": false,
        "ref": "timetable_period"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "seat_id": {
        "type": "ref",
        "label": "座席",
        "required": true,
        "isSystem": false,
        "ref": "seat"
      },
      "lesson_type": {
        "type": "enum",
        "label": "授業種別",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "lesson_type"
      },
      "status": {
        "type": "enum",
        "label": "授業状況",
        "required": true,
        "isSystem": false,
        "default": "scheduled",
        "enum": "lesson_status"
      },
      "absence_reason": {
        "type": "string",
        "label": "欠席理由",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "absent_at": {
        "type": "datetime",
        "label": "欠席連絡日時",
        "required": false,
        "isSystem": false
      },
      "normal_frame_id": {
        "type": "ref",
        "label": "通常授業",
        "required": false,
        "isSystem": false,
        "ref": "normal_frame"
      },
      "makeup_of_lesson_id": {
        "type": "ref",
        "label": "振替元の授業",
        "required": false,
        "isSystem": false,
        "ref": "lesson"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "lessons_seat_id_lesson_date_timetable_period_id_key",
        "columns": [
          "company_id",
          "seat_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "fields": [
          "seat_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "error": "LESSON_SEAT_TAKEN"
      },
      {
        "name": "lessons_student_id_lesson_date_timetable_period_id_key",
        "columns": [
          "company_id",
          "student_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "fields": [
          "student_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "error": "LESSON_STUDENT_BUSY"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson_frame": {
    "name": "lesson_frame",
    "label": "授業コマ",
    "table": "lesson_frames",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "lesson_date": {
        "type": "date",
        "label": "授業日",
        "required": true,
        "isSystem": false
      },
      "timetable_period_id": {
        "type": "ref",
        "label": "時限",
        "required": true,
        "isSystem": false,
        "ref": "timetable_period"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "lesson_subject_id": {
        "type": "ref",
        "label": "授業科目",
        "required": true,
        "isSystem": false,
        "ref": "lesson_subject"
      },
      "lesson_kind": {
        "type": "enum",
        "label": "授業形態",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "lesson_kind"
      },
      "capacity": {
        "type": "integer",
        "label": "定員",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 40,
        "default": 2
      },
      "yearly_schedule_id": {
        "type": "ref",
        "label": "期",
        "required": false,
        "isSystem": false,
        "ref": "yearly_schedule"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "lesson_frames_teacher_id_lesson_date_timetable_period_id_key",
        "columns": [
          "company_id",
          "teacher_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "fields": [
          "teacher_id",
          "lesson_date",
          "timetable_period_id"
        ],
        "error": "LESSON_TEACHER_BUSY"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson_generation": {
    "name": "lesson_generation",
    "label": "授業の生成",
    "table": "lesson_generations",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "yearly_schedule_id": {
        "type": "ref",
        "label": "期",
        "required": false,
        "isSystem": false,
        "ref": "yearly_schedule"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": false,
        "isSystem": false,
        "ref": "schoolhouse",
        "emptyLabel": "全校舎"
      },
      "frame_count": {
        "type": "integer",
        "label": "作成したコマ",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "lesson_count": {
        "type": "integer",
        "label": "作成した授業",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "skipped_count": {
        "type": "integer",
        "label": "重複のため作成しなかった授業",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson_report": {
    "name": "lesson_report",
    "label": "指導報告書",
    "table": "lesson_reports",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "lesson_id": {
        "type": "ref",
        "label": "授業",
        "required": false,
        "isSystem": false,
        "ref": "lesson"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "lesson_subject_id": {
        "type": "ref",
        "label": "授業科目",
        "required": true,
        "isSystem": false,
        "ref": "lesson_subject"
      },
      "lesson_date": {
        "type": "date",
        "label": "授業日",
        "required": true,
        "isSystem": false
      },
      "timetable_period_id": {
        "type": "ref",
        "label": "時限",
        "required": false,
        "isSystem": false,
        "ref": "timetable_period"
      },
      "lesson_type": {
        "type": "enum",
        "label": "授業種別",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "lesson_type",
        "switchedBy": "lesson_report_setting.uses_lesson_type"
      },
      "attendance": {
        "type": "enum",
        "label": "出欠",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "attendance",
        "switchedBy": "lesson_report_setting.uses_attendance"
      },
      "comprehension": {
        "type": "enum",
        "label": "理解度",
        "required": false,
        "isSystem": false,
        "enum": "comprehension",
        "switchedBy": "lesson_report_setting.uses_comprehension"
      },
      "homework_status": {
        "type": "enum",
        "label": "宿題の実施状況",
        "required": false,
        "isSystem": false,
        "enum": "homework",
        "switchedBy": "lesson_report_setting.uses_homework_status"
      },
      "textbook_id": {
        "type": "ref",
        "label": "教材",
        "required": false,
        "isSystem": false,
        "ref": "textbook",
        "switchedBy": "lesson_report_setting.uses_textbook"
      },
      "textbook_range": {
        "type": "string",
        "label": "教材の範囲",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "switchedBy": "lesson_report_setting.uses_textbook"
      },
      "lesson_content": {
        "type": "text",
        "label": "授業内容",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.uses_lesson_content"
      },
      "homework": {
        "type": "text",
        "label": "宿題",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.uses_homework"
      },
      "note": {
        "type": "text",
        "label": "連絡事項",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.uses_note"
      },
      "next_lesson": {
        "type": "text",
        "label": "次回の授業",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.uses_next_lesson"
      },
      "evaluation": {
        "type": "enum",
        "label": "評価",
        "required": false,
        "isSystem": false,
        "enum": "report_evaluation",
        "switchedBy": "lesson_report_setting.uses_evaluation"
      },
      "free_input_1": {
        "type": "text",
        "label": "自由入力1",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.free_input_1_name"
      },
      "free_input_2": {
        "type": "text",
        "label": "自由入力2",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.free_input_2_name"
      },
      "free_input_3": {
        "type": "text",
        "label": "自由入力3",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.free_input_3_name"
      },
      "staff_comment": {
        "type": "text",
        "label": "スタッフコメント",
        "required": false,
        "isSystem": false,
        "maxLength": 1000,
        "switchedBy": "lesson_report_setting.uses_staff_comment"
      },
      "status": {
        "type": "enum",
        "label": "公開状況",
        "required": true,
        "isSystem": false,
        "default": "unpublished",
        "enum": "report_status"
      },
      "published_at": {
        "type": "datetime",
        "label": "公開日時",
        "required": false,
        "isSystem": false
      },
      "read_at": {
        "type": "datetime",
        "label": "保護者の既読日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "lesson_reports_lesson_id_key",
        "columns": [
          "company_id",
          "lesson_id"
        ],
        "fields": [
          "lesson_id"
        ],
        "error": "REPORT_ALREADY_EXISTS"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {
      "TEACHER": {
        "schoolhouse_id": {
          "in": "$user.schoolhouseIds"
        }
      }
    },
    "rules": [],
    "api": {
      "path": "/lesson-reports",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "lesson_date",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
        "attendance",
        "status",
        "read_at",
        "updated_at"
      ],
      "sort": "lesson_date",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "student_name",
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
          "name": "student_id",
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
          "name": "lesson_date",
          "label": "授業日",
          "type": "date",
          "operator": "between",
          "column": "lesson_date"
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "teacher_id",
          "label": "講師",
          "type": "ref",
          "operator": "eq",
          "column": "teacher_id",
          "ref": "teacher",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "lesson_subject_id",
          "label": "授業科目",
          "type": "ref",
          "operator": "eq",
          "column": "lesson_subject_id",
          "ref": "lesson_subject",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "status",
          "label": "公開状況",
          "type": "enum",
          "operator": "eq",
          "column": "status",
          "enum": "report_status"
        }
      ]
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": {
      "fields": [
        "lesson_date",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
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
        "staff_comment",
        "status",
        "published_at",
        "read_at"
      ],
      "related": []
    },
    "rowName": [
      "lesson_date"
    ],
    "import": null
  },
  "lesson_report_comment": {
    "name": "lesson_report_comment",
    "label": "指導報告書のコメント",
    "table": "lesson_report_comments",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "lesson_report_id": {
        "type": "ref",
        "label": "指導報告書",
        "required": true,
        "isSystem": false,
        "ref": "lesson_report"
      },
      "author_kind": {
        "type": "enum",
        "label": "投稿者区分",
        "required": true,
        "isSystem": false,
        "enum": "comment_author_kind"
      },
      "user_id": {
        "type": "ref",
        "label": "投稿者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "body": {
        "type": "text",
        "label": "コメント",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson_report_setting": {
    "name": "lesson_report_setting",
    "label": "指導報告書設定",
    "table": "lesson_report_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "uses_staff_comment": {
        "type": "boolean",
        "label": "スタッフコメント",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_lesson_type": {
        "type": "boolean",
        "label": "授業種別",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_attendance": {
        "type": "boolean",
        "label": "出欠",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_comprehension": {
        "type": "boolean",
        "label": "理解度",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_homework_status": {
        "type": "boolean",
        "label": "宿題の実施状況",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_textbook": {
        "type": "boolean",
        "label": "教材",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_attachments": {
        "type": "boolean",
        "label": "添付ファイル",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "uses_lesson_content": {
        "type": "boolean",
        "label": "授業内容",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_homework": {
        "type": "boolean",
        "label": "宿題",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_note": {
        "type": "boolean",
        "label": "連絡事項",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_next_lesson": {
        "type": "boolean",
        "label": "次回の授業",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "uses_evaluation": {
        "type": "boolean",
        "label": "評価",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "free_input_1_name": {
        "type": "string",
        "label": "自由入力1の項目名",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "free_input_2_name": {
        "type": "string",
        "label": "自由入力2の項目名",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "free_input_3_name": {
        "type": "string",
        "label": "自由入力3の項目名",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/settings/lesson-reports",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "uses_staff_comment",
        "uses_attendance",
        "uses_comprehension",
        "uses_textbook",
        "uses_evaluation",
        "free_input_1_name",
        "updated_at"
      ],
      "sort": "id",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "lesson_subject": {
    "name": "lesson_subject",
    "label": "授業科目",
    "table": "lesson_subjects",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "科目名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "short_name": {
        "type": "string",
        "label": "略称",
        "required": false,
        "isSystem": false,
        "maxLength": 6
      },
      "school_subject_id": {
        "type": "ref",
        "label": "学校教科",
        "required": false,
        "isSystem": false,
        "ref": "school_subject"
      },
      "school_kind": {
        "type": "enum",
        "label": "対象",
        "required": true,
        "isSystem": false,
        "enum": "school_kind"
      },
      "color": {
        "type": "color",
        "label": "表示色",
        "required": false,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^#[0-9A-Fa-f]{6}$",
        "patternMessage": "validation.color"
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "lesson_subjects_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "LESSON_SUBJECT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "normal_frame",
        "field": "lesson_subject_id",
        "error": "IN_USE",
        "table": "normal_frames"
      },
      {
        "entity": "lesson_frame",
        "field": "lesson_subject_id",
        "error": "IN_USE",
        "table": "lesson_frames"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/lesson-subjects",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "short_name",
        "school_subject_id",
        "school_kind",
        "color"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "科目名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "school_kind",
          "label": "対象",
          "type": "enum",
          "operator": "eq",
          "column": "school_kind",
          "enum": "school_kind",
          "minimum": -32768,
          "maximum": 32767
        },
        {
          "name": "school_subject_id",
          "label": "学校教科",
          "type": "ref",
          "operator": "eq",
          "column": "school_subject_id",
          "ref": "school_subject",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "short_name",
        "school_subject_id",
        "school_kind",
        "color",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "login_throttle": {
    "name": "login_throttle",
    "label": "ログイン試行制限",
    "table": "login_throttles",
    "scope": "global",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "kind": {
        "type": "enum",
        "label": "対象の種別",
        "required": true,
        "isSystem": false,
        "enum": "login_throttle_kind"
      },
      "subject_key": {
        "type": "string",
        "label": "対象",
        "required": true,
        "isSystem": false,
        "maxLength": 255
      },
      "failures": {
        "type": "integer",
        "label": "失敗回数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "window_started_at": {
        "type": "datetime",
        "label": "集計開始日時",
        "required": true,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "login_throttles_kind_subject_key_key",
        "columns": [
          "kind",
          "subject_key"
        ],
        "fields": [
          "kind",
          "subject_key"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "mail_pattern": {
    "name": "mail_pattern",
    "label": "メールパターン",
    "table": "mail_patterns",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "パターン名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "target": {
        "type": "enum",
        "label": "送信先",
        "required": true,
        "isSystem": false,
        "enum": "mail_target"
      },
      "subject": {
        "type": "string",
        "label": "件名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 4000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "mail_patterns_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "MAIL_PATTERN_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/mail-patterns",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "target",
        "subject",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "パターン名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "target",
          "label": "送信先",
          "type": "enum",
          "operator": "eq",
          "column": "target",
          "enum": "mail_target"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "target",
        "subject",
        "body",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "normal_frame": {
    "name": "normal_frame",
    "label": "通常授業",
    "table": "normal_frames",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "yearly_schedule_id": {
        "type": "ref",
        "label": "期",
        "required": true,
        "isSystem": false,
        "ref": "yearly_schedule"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "weekday": {
        "type": "enum",
        "label": "曜日",
        "required": true,
        "isSystem": false,
        "enum": "weekday"
      },
      "timetable_period_id": {
        "type": "ref",
        "label": "時限",
        "required": true,
        "isSystem": false,
        "ref": "timetable_period"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "lesson_subject_id": {
        "type": "ref",
        "label": "授業科目",
        "required": true,
        "isSystem": false,
        "ref": "lesson_subject"
      },
      "seat_id": {
        "type": "ref",
        "label": "座席",
        "required": true,
        "isSystem": false,
        "ref": "seat"
      },
      "lesson_kind": {
        "type": "enum",
        "label": "授業形態",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "lesson_kind"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "normal_frames_yearly_schedule_id_seat_id_weekday_timetable_period_id_key",
        "columns": [
          "company_id",
          "yearly_schedule_id",
          "seat_id",
          "weekday",
          "timetable_period_id"
        ],
        "fields": [
          "yearly_schedule_id",
          "seat_id",
          "weekday",
          "timetable_period_id"
        ],
        "error": "NORMAL_FRAME_SEAT_TAKEN"
      },
      {
        "name": "normal_frames_yearly_schedule_id_student_id_weekday_timetable_period_id_key",
        "columns": [
          "company_id",
          "yearly_schedule_id",
          "student_id",
          "weekday",
          "timetable_period_id"
        ],
        "fields": [
          "yearly_schedule_id",
          "student_id",
          "weekday",
          "timetable_period_id"
        ],
        "error": "NORMAL_FRAME_STUDENT_BUSY"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/normal-frames",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "yearly_schedule_id",
        "schoolhouse_id",
        "weekday",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
        "seat_id"
      ],
      "sort": "weekday",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "yearly_schedule_id",
          "label": "期",
          "type": "ref",
          "operator": "eq",
          "column": "yearly_schedule_id",
          "ref": "yearly_schedule",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "weekday",
          "label": "曜日",
          "type": "enum",
          "operator": "eq",
          "column": "weekday",
          "enum": "weekday",
          "minimum": -32768,
          "maximum": 32767
        },
        {
          "name": "teacher_id",
          "label": "講師",
          "type": "ref",
          "operator": "eq",
          "column": "teacher_id",
          "ref": "teacher",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "student_id",
          "label": "生徒",
          "type": "ref",
          "operator": "eq",
          "column": "student_id",
          "ref": "student",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "yearly_schedule_id",
        "schoolhouse_id",
        "weekday",
        "timetable_period_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id",
        "seat_id",
        "lesson_kind"
      ]
    },
    "detail": null,
    "rowName": [
      "weekday",
      "timetable_period_id"
    ],
    "import": null
  },
  "normal_frame_deletion": {
    "name": "normal_frame_deletion",
    "label": "通常授業一括削除",
    "table": "normal_frame_deletions",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "yearly_schedule_id": {
        "type": "ref",
        "label": "期",
        "required": false,
        "isSystem": false,
        "ref": "yearly_schedule"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": false,
        "isSystem": false,
        "ref": "schoolhouse",
        "emptyLabel": "全校舎"
      },
      "lessons_from": {
        "type": "date",
        "label": "この日以降の授業も削除",
        "required": false,
        "isSystem": false
      },
      "status": {
        "type": "enum",
        "label": "状況",
        "required": true,
        "isSystem": false,
        "default": "queued",
        "enum": "deletion_status"
      },
      "frame_count": {
        "type": "integer",
        "label": "削除した通常授業",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "lesson_count": {
        "type": "integer",
        "label": "削除した授業",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "user_name": {
        "type": "string",
        "label": "実行者",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "applied_at": {
        "type": "datetime",
        "label": "削除日時",
        "required": false,
        "isSystem": false
      },
      "message": {
        "type": "string",
        "label": "メッセージ",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/normal-frame-deletions",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "created_at",
        "yearly_schedule_id",
        "schoolhouse_id",
        "lessons_from",
        "status",
        "frame_count",
        "lesson_count",
        "user_name",
        "applied_at"
      ],
      "sort": "created_at",
      "sortOrder": "desc",
      "filters": []
    },
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice": {
    "name": "notice",
    "label": "お知らせ",
    "table": "notices",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 20000
      },
      "sender_user_id": {
        "type": "ref",
        "label": "配信者",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "status": {
        "type": "enum",
        "label": "配信状況",
        "required": true,
        "isSystem": false,
        "default": "draft",
        "enum": "message_status"
      },
      "audience": {
        "type": "enum",
        "label": "配信対象区分",
        "required": true,
        "isSystem": false,
        "default": "families",
        "enum": "message_audience"
      },
      "allow_comment": {
        "type": "boolean",
        "label": "コメントを許可する",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "send_notification": {
        "type": "boolean",
        "label": "アプリ・Web通知",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "send_mail": {
        "type": "boolean",
        "label": "メール",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "send_line": {
        "type": "boolean",
        "label": "LINE",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "send_at": {
        "type": "datetime",
        "label": "予約配信日時",
        "required": false,
        "isSystem": false
      },
      "published_at": {
        "type": "datetime",
        "label": "配信日時",
        "required": false,
        "isSystem": false
      },
      "survey_deadline": {
        "type": "datetime",
        "label": "アンケート回答期限",
        "required": false,
        "isSystem": false
      },
      "recipient_count": {
        "type": "integer",
        "label": "配信数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "read_count": {
        "type": "integer",
        "label": "既読数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "answered_count": {
        "type": "integer",
        "label": "アンケート回答数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_comment": {
    "name": "notice_comment",
    "label": "お知らせコメント",
    "table": "notice_comments",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "recipient_id": {
        "type": "ref",
        "label": "配信先",
        "required": true,
        "isSystem": false,
        "ref": "notice_recipient"
      },
      "author_user_id": {
        "type": "ref",
        "label": "投稿者",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "author_kind": {
        "type": "enum",
        "label": "投稿者区分",
        "required": true,
        "isSystem": false,
        "enum": "comment_author_kind"
      },
      "content": {
        "type": "text",
        "label": "コメント",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_delivery": {
    "name": "notice_delivery",
    "label": "お知らせ配信記録",
    "table": "notice_deliveries",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "recipient_id": {
        "type": "ref",
        "label": "配信先",
        "required": true,
        "isSystem": false,
        "ref": "notice_recipient"
      },
      "channel": {
        "type": "enum",
        "label": "配信方法",
        "required": true,
        "isSystem": false,
        "enum": "delivery_channel"
      },
      "kind": {
        "type": "enum",
        "label": "配信の種類",
        "required": true,
        "isSystem": false,
        "enum": "delivery_kind"
      },
      "status": {
        "type": "enum",
        "label": "配信状態",
        "required": true,
        "isSystem": false,
        "default": "queued",
        "enum": "delivery_status"
      },
      "address": {
        "type": "string",
        "label": "宛先",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "attempts": {
        "type": "integer",
        "label": "試行回数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "error": {
        "type": "string",
        "label": "エラー内容",
        "required": false,
        "isSystem": false,
        "maxLength": 500
      },
      "sent_at": {
        "type": "datetime",
        "label": "送信日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_like": {
    "name": "notice_like",
    "label": "お知らせへのいいね",
    "table": "notice_likes",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "recipient_id": {
        "type": "ref",
        "label": "配信先",
        "required": true,
        "isSystem": false,
        "ref": "notice_recipient"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_likes_recipient_id_key",
        "columns": [
          "company_id",
          "recipient_id"
        ],
        "fields": [
          "recipient_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_recipient": {
    "name": "notice_recipient",
    "label": "お知らせ配信先",
    "table": "notice_recipients",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": false,
        "isSystem": false,
        "ref": "student"
      },
      "protector_id": {
        "type": "ref",
        "label": "保護者",
        "required": false,
        "isSystem": false,
        "ref": "protector"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": false,
        "isSystem": false,
        "ref": "teacher"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "published_at": {
        "type": "datetime",
        "label": "配信日時",
        "required": true,
        "isSystem": false
      },
      "is_read": {
        "type": "boolean",
        "label": "既読",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "read_at": {
        "type": "datetime",
        "label": "既読日時",
        "required": false,
        "isSystem": false
      },
      "replied_at": {
        "type": "datetime",
        "label": "最終コメント日時",
        "required": false,
        "isSystem": false
      },
      "answered_at": {
        "type": "datetime",
        "label": "アンケート回答日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_recipients_notice_id_student_id_key",
        "columns": [
          "company_id",
          "notice_id",
          "student_id"
        ],
        "fields": [
          "notice_id",
          "student_id"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "notice_recipients_notice_id_teacher_id_key",
        "columns": [
          "company_id",
          "notice_id",
          "teacher_id"
        ],
        "fields": [
          "notice_id",
          "teacher_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_survey_answer": {
    "name": "notice_survey_answer",
    "label": "アンケートの回答",
    "table": "notice_survey_answers",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question_id": {
        "type": "ref",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "ref": "notice_survey_question"
      },
      "recipient_id": {
        "type": "ref",
        "label": "配信先",
        "required": true,
        "isSystem": false,
        "ref": "notice_recipient"
      },
      "choice_id": {
        "type": "ref",
        "label": "選択肢",
        "required": false,
        "isSystem": false,
        "ref": "notice_survey_choice"
      },
      "answer_text": {
        "type": "text",
        "label": "回答",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_survey_choice": {
    "name": "notice_survey_choice",
    "label": "アンケートの選択肢",
    "table": "notice_survey_choices",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question_id": {
        "type": "ref",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "ref": "notice_survey_question"
      },
      "number": {
        "type": "integer",
        "label": "選択肢番号",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 50
      },
      "label": {
        "type": "string",
        "label": "選択肢",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_survey_choices_question_id_number_key",
        "columns": [
          "company_id",
          "question_id",
          "number"
        ],
        "fields": [
          "question_id",
          "number"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_survey_question": {
    "name": "notice_survey_question",
    "label": "アンケートの質問",
    "table": "notice_survey_questions",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "number": {
        "type": "integer",
        "label": "質問番号",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 50
      },
      "question": {
        "type": "string",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "maxLength": 500
      },
      "description": {
        "type": "string",
        "label": "補足説明",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "answer_type": {
        "type": "enum",
        "label": "回答形式",
        "required": true,
        "isSystem": false,
        "enum": "survey_answer_type"
      },
      "is_required": {
        "type": "boolean",
        "label": "回答必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_multiple": {
        "type": "boolean",
        "label": "複数選択可",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_survey_questions_notice_id_number_key",
        "columns": [
          "company_id",
          "notice_id",
          "number"
        ],
        "fields": [
          "notice_id",
          "number"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_tag": {
    "name": "notice_tag",
    "label": "お知らせタグ",
    "table": "notice_tags",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "tag_id": {
        "type": "ref",
        "label": "タグ",
        "required": true,
        "isSystem": false,
        "ref": "tag"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_tags_notice_id_tag_id_key",
        "columns": [
          "company_id",
          "notice_id",
          "tag_id"
        ],
        "fields": [
          "notice_id",
          "tag_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_target": {
    "name": "notice_target",
    "label": "お知らせ配信対象",
    "table": "notice_targets",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notice_id": {
        "type": "ref",
        "label": "お知らせ",
        "required": true,
        "isSystem": false,
        "ref": "notice"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": false,
        "isSystem": false,
        "ref": "student"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": false,
        "isSystem": false,
        "ref": "teacher"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "notice_targets_notice_id_student_id_key",
        "columns": [
          "company_id",
          "notice_id",
          "student_id"
        ],
        "fields": [
          "notice_id",
          "student_id"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "notice_targets_notice_id_teacher_id_key",
        "columns": [
          "company_id",
          "notice_id",
          "teacher_id"
        ],
        "fields": [
          "notice_id",
          "teacher_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notice_template": {
    "name": "notice_template",
    "label": "お知らせテンプレート",
    "table": "notice_templates",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": true,
        "isSystem": false,
        "maxLength": 1000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/notices/templates",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "reorder": {
        "path": "/notices/update-sort-templates",
        "field": "sort_order"
      }
    },
    "list": {
      "columns": [
        "title",
        "body",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "title",
          "label": "タイトル",
          "type": "string",
          "operator": "contains",
          "column": "title"
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "body"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notification": {
    "name": "notification",
    "label": "通知",
    "table": "notifications",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "宛先",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "student_id": {
        "type": "ref",
        "label": "対象の生徒",
        "required": false,
        "isSystem": false,
        "ref": "student"
      },
      "title": {
        "type": "string",
        "label": "タイトル",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "kind": {
        "type": "enum",
        "label": "種類",
        "required": true,
        "isSystem": false,
        "default": "general",
        "enum": "notification_kind"
      },
      "target_id": {
        "type": "integer",
        "label": "対象",
        "required": false,
        "isSystem": false,
        "minimum": 1,
        "maximum": 9007199254740991
      },
      "is_read": {
        "type": "boolean",
        "label": "既読",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "read_at": {
        "type": "datetime",
        "label": "既読日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "notification_delivery": {
    "name": "notification_delivery",
    "label": "通知の配信記録",
    "table": "notification_deliveries",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "notification_id": {
        "type": "ref",
        "label": "通知",
        "required": true,
        "isSystem": false,
        "ref": "notification"
      },
      "channel": {
        "type": "enum",
        "label": "配信方法",
        "required": true,
        "isSystem": false,
        "enum": "delivery_channel"
      },
      "status": {
        "type": "enum",
        "label": "配信状態",
        "required": true,
        "isSystem": false,
        "default": "queued",
        "enum": "delivery_status"
      },
      "address": {
        "type": "string",
        "label": "宛先",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "attempts": {
        "type": "integer",
        "label": "試行回数",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "error": {
        "type": "string",
        "label": "エラー内容",
        "required": false,
        "isSystem": false,
        "maxLength": 500
      },
      "sent_at": {
        "type": "datetime",
        "label": "送信日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "operation_log": {
    "name": "operation_log",
    "label": "操作履歴",
    "table": "operation_logs",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "操作したユーザー",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "user_name": {
        "type": "string",
        "label": "操作者",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "acting_user_id": {
        "type": "ref",
        "label": "切り替え先のアカウント",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "student_id": {
        "type": "ref",
        "label": "切り替え先の生徒",
        "required": false,
        "isSystem": false,
        "ref": "student"
      },
      "target": {
        "type": "enum",
        "label": "対象",
        "required": true,
        "isSystem": false,
        "enum": "history_target"
      },
      "record_id": {
        "type": "integer",
        "label": "対象データ",
        "required": false,
        "isSystem": false,
        "minimum": 1,
        "maximum": 9007199254740991,
        "refOf": "target"
      },
      "action": {
        "type": "enum",
        "label": "操作種別",
        "required": true,
        "isSystem": false,
        "enum": "operation_action"
      },
      "before": {
        "type": "json",
        "label": "変更前",
        "required": false,
        "isSystem": false,
        "keysOf": "target"
      },
      "after": {
        "type": "json",
        "label": "変更後",
        "required": false,
        "isSystem": false,
        "keysOf": "target"
      },
      "operation": {
        "type": "string",
        "label": "API",
        "required": false,
        "isSystem": false,
        "maxLength": 300
      },
      "ip_address": {
        "type": "string",
        "label": "操作元IPアドレス",
        "required": false,
        "isSystem": false,
        "maxLength": 64
      },
      "request_id": {
        "type": "string",
        "label": "リクエストID",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/operation-logs",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "created_at",
        "user_name",
        "target",
        "record_id",
        "action",
        "ip_address"
      ],
      "sort": "created_at",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "created_at",
          "label": "作成日時",
          "type": "datetime",
          "operator": "between",
          "column": "created_at"
        },
        {
          "name": "user_name",
          "label": "操作者",
          "type": "string",
          "operator": "contains",
          "column": "user_name"
        },
        {
          "name": "target",
          "label": "対象",
          "type": "enum",
          "operator": "eq",
          "column": "target",
          "enum": "history_target"
        },
        {
          "name": "action",
          "label": "操作種別",
          "type": "enum",
          "operator": "eq",
          "column": "action",
          "enum": "operation_action"
        },
        {
          "name": "record_id",
          "label": "対象ID",
          "type": "integer",
          "operator": "eq",
          "column": "record_id",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "ip_address",
          "label": "操作元IPアドレス",
          "type": "string",
          "operator": "contains",
          "column": "ip_address"
        }
      ]
    },
    "form": null,
    "detail": {
      "fields": [
        "created_at",
        "user_name",
        "student_id",
        "target",
        "record_id",
        "action",
        "before",
        "after",
        "operation",
        "ip_address",
        "request_id"
      ],
      "related": []
    },
    "rowName": [
      "user_name"
    ],
    "import": null
  },
  "parent_questionnaire_item": {
    "name": "parent_questionnaire_item",
    "label": "保護者アンケート項目",
    "table": "parent_questionnaire_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question": {
        "type": "string",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "answer_type": {
        "type": "enum",
        "label": "回答形式",
        "required": true,
        "isSystem": false,
        "default": "choose",
        "enum": "survey_answer_type"
      },
      "choices": {
        "type": "text",
        "label": "選択肢（1行に1つ）",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "is_required": {
        "type": "boolean",
        "label": "回答必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "parent_questionnaire_items_question_key",
        "columns": [
          "company_id",
          "question"
        ],
        "fields": [
          "question"
        ],
        "error": "QUESTIONNAIRE_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/parent-questionnaire-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "question",
        "answer_type",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "question",
          "label": "質問",
          "type": "string",
          "operator": "contains",
          "column": "question"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "payment": {
    "name": "payment",
    "label": "入金",
    "table": "payments",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "invoice_id": {
        "type": "ref",
        "label": "請求書",
        "required": true,
        "isSystem": false,
        "ref": "invoice"
      },
      "paid_on": {
        "type": "date",
        "label": "入金日",
        "required": true,
        "isSystem": false
      },
      "amount": {
        "type": "integer",
        "label": "入金額",
        "required": true,
        "isSystem": false,
        "minimum": -99999999,
        "maximum": 99999999
      },
      "payment_kind": {
        "type": "enum",
        "label": "入金方法",
        "required": true,
        "isSystem": false,
        "enum": "payment_method_kind"
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "recorded_by_user_id": {
        "type": "ref",
        "label": "登録者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "payment_method": {
    "name": "payment_method",
    "label": "支払方法",
    "table": "payment_methods",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "支払方法名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "method_kind": {
        "type": "enum",
        "label": "支払区分",
        "required": true,
        "isSystem": false,
        "enum": "payment_method_kind"
      },
      "fee_amount": {
        "type": "yen",
        "label": "手数料",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 99999,
        "default": 0
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "payment_methods_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "PAYMENT_METHOD_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/payment-methods",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "method_kind",
        "fee_amount",
        "is_active"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "支払方法名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "method_kind",
          "label": "支払区分",
          "type": "enum",
          "operator": "eq",
          "column": "method_kind",
          "enum": "payment_method_kind"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "method_kind",
        "fee_amount",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "print_request": {
    "name": "print_request",
    "label": "印刷依頼",
    "table": "print_requests",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "title": {
        "type": "string",
        "label": "書類名",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "body": {
        "type": "text",
        "label": "本文",
        "required": false,
        "isSystem": false,
        "maxLength": 4000
      },
      "document_path": {
        "type": "string",
        "label": "書類の画面",
        "required": false,
        "isSystem": false,
        "maxLength": 500,
        "pattern": "^/(?![/\\\\])\\S*$",
        "patternMessage": "validation.documentPath"
      },
      "requested_by_user_id": {
        "type": "ref",
        "label": "依頼者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "requested_by_name": {
        "type": "string",
        "label": "依頼者",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "status": {
        "type": "enum",
        "label": "印刷状況",
        "required": true,
        "isSystem": false,
        "default": 1,
        "enum": "print_status"
      },
      "printed_at": {
        "type": "datetime",
        "label": "印刷日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/print-requests",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "title",
        "schoolhouse_id",
        "requested_by_name",
        "created_at",
        "status",
        "printed_at"
      ],
      "sort": "created_at",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "title",
          "label": "書類名",
          "type": "string",
          "operator": "contains",
          "column": "title"
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "status",
          "label": "印刷状況",
          "type": "enum",
          "operator": "eq",
          "column": "status",
          "enum": "print_status",
          "minimum": -32768,
          "maximum": 32767
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "schoolhouse_id",
        "body"
      ]
    },
    "detail": {
      "fields": [
        "title",
        "schoolhouse_id",
        "body",
        "document_path",
        "requested_by_name",
        "created_at",
        "status",
        "printed_at"
      ],
      "related": []
    },
    "rowName": null,
    "import": null
  },
  "protector": {
    "name": "protector",
    "label": "保護者",
    "table": "protectors",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "ユーザー",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "family_name": {
        "type": "string",
        "label": "保護者姓",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "family_name_kana",
          "first_name_kana"
        ]
      },
      "first_name": {
        "type": "string",
        "label": "保護者名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "first_name_kana"
        ]
      },
      "family_name_kana": {
        "type": "string",
        "label": "保護者姓（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー　 ]*$",
        "patternMessage": "validation.kana"
      },
      "first_name_kana": {
        "type": "string",
        "label": "保護者名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー　 ]*$",
        "patternMessage": "validation.kana"
      },
      "phone": {
        "type": "string",
        "label": "電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "protectors_user_id_key",
        "columns": [
          "company_id",
          "user_id"
        ],
        "fields": [
          "user_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/protectors",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "family_name",
        "first_name",
        "family_name_kana",
        "first_name_kana",
        "phone"
      ],
      "sort": "family_name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "protector_name",
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
          "name": "phone",
          "label": "電話番号",
          "type": "string",
          "operator": "contains",
          "column": "phone"
        },
        {
          "name": "student_name",
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
          "name": "student_number",
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
          "name": "schoolhouse_id",
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
          "name": "statuses",
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
          "name": "schoolyear_ids",
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
      ]
    },
    "form": {
      "fields": [
        "family_name",
        "first_name",
        "family_name_kana",
        "first_name_kana",
        "phone"
      ]
    },
    "detail": {
      "related": [
        {
          "entity": "student",
          "field": "protector_id",
          "label": "生徒"
        }
      ]
    },
    "rowName": [
      "family_name",
      "first_name"
    ],
    "import": null
  },
  "receipt_card_item": {
    "name": "receipt_card_item",
    "label": "受付カード項目",
    "table": "receipt_card_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question": {
        "type": "string",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "answer_type": {
        "type": "enum",
        "label": "回答形式",
        "required": true,
        "isSystem": false,
        "default": "choose",
        "enum": "survey_answer_type"
      },
      "choices": {
        "type": "text",
        "label": "選択肢（1行に1つ）",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "is_required": {
        "type": "boolean",
        "label": "回答必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "receipt_card_items_question_key",
        "columns": [
          "company_id",
          "question"
        ],
        "fields": [
          "question"
        ],
        "error": "QUESTIONNAIRE_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/receipt-card-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "question",
        "answer_type",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "question",
          "label": "質問",
          "type": "string",
          "operator": "contains",
          "column": "question"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "report_data_fix": {
    "name": "report_data_fix",
    "label": "通知表データ確定",
    "table": "report_data_fixes",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "section_record": {
        "type": "enum",
        "label": "学期",
        "required": true,
        "isSystem": false,
        "enum": "section_record"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "is_fixed": {
        "type": "boolean",
        "label": "確定済み",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "fixed_on": {
        "type": "date",
        "label": "確定日",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "report_data_fixes_fiscal_year_section_record_schoolhouse_id_key",
        "columns": [
          "company_id",
          "fiscal_year",
          "section_record",
          "schoolhouse_id"
        ],
        "fields": [
          "fiscal_year",
          "section_record",
          "schoolhouse_id"
        ],
        "error": "REPORT_DATA_FIX_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/report-data-fixes",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "fiscal_year",
        "section_record",
        "schoolhouse_id",
        "is_fixed",
        "fixed_on"
      ],
      "sort": "fiscal_year",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "fiscal_year",
          "label": "年度",
          "type": "integer",
          "operator": "eq",
          "column": "fiscal_year",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "is_fixed",
          "label": "確定済み",
          "type": "boolean",
          "operator": "eq",
          "column": "is_fixed"
        }
      ]
    },
    "form": {
      "fields": [
        "fiscal_year",
        "section_record",
        "schoolhouse_id",
        "is_fixed",
        "fixed_on"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "report_template": {
    "name": "report_template",
    "label": "指導報告書テンプレート",
    "table": "report_templates",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "title": {
        "type": "string",
        "label": "テンプレート名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "lesson_content": {
        "type": "text",
        "label": "授業内容",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "homework": {
        "type": "text",
        "label": "宿題",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "note": {
        "type": "text",
        "label": "連絡事項",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "atLeastOne",
        "field": "lesson_content",
        "fields": [
          "lesson_content",
          "homework",
          "note"
        ],
        "message": "validation.rule.atLeastOne"
      }
    ],
    "api": {
      "path": "/lesson-reports/templates",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ],
      "reorder": {
        "path": "/lesson-reports/update-sort-templates",
        "field": "sort_order"
      }
    },
    "list": {
      "columns": [
        "title",
        "lesson_content",
        "homework",
        "note",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "title",
          "label": "テンプレート名",
          "type": "string",
          "operator": "contains",
          "column": "title"
        }
      ]
    },
    "form": {
      "fields": [
        "title",
        "lesson_content",
        "homework",
        "note"
      ]
    },
    "detail": null,
    "rowName": [
      "title"
    ],
    "import": null
  },
  "reschedule_request": {
    "name": "reschedule_request",
    "label": "振替申請",
    "table": "reschedule_requests",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "lesson_id": {
        "type": "ref",
        "label": "欠席した授業",
        "required": true,
        "isSystem": false,
        "ref": "lesson"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "first_frame_id": {
        "type": "ref",
        "label": "第1希望",
        "required": true,
        "isSystem": false,
        "ref": "lesson_frame"
      },
      "second_frame_id": {
        "type": "ref",
        "label": "第2希望",
        "required": false,
        "isSystem": false,
        "ref": "lesson_frame"
      },
      "status": {
        "type": "enum",
        "label": "申請状況",
        "required": true,
        "isSystem": false,
        "default": "waiting",
        "enum": "reschedule_status"
      },
      "note": {
        "type": "string",
        "label": "連絡事項",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "requested_by_user_id": {
        "type": "ref",
        "label": "申請者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "decided_frame_id": {
        "type": "ref",
        "label": "振替先",
        "required": false,
        "isSystem": false,
        "ref": "lesson_frame"
      },
      "makeup_lesson_id": {
        "type": "ref",
        "label": "振替授業",
        "required": false,
        "isSystem": false,
        "ref": "lesson"
      },
      "decided_by_user_id": {
        "type": "ref",
        "label": "対応者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "decided_at": {
        "type": "datetime",
        "label": "対応日時",
        "required": false,
        "isSystem": false
      },
      "refusal_reason": {
        "type": "string",
        "label": "見送りの理由",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "reschedule_requests_lesson_id_key",
        "columns": [
          "company_id",
          "lesson_id"
        ],
        "fields": [
          "lesson_id"
        ],
        "error": "RESCHEDULE_ALREADY_REQUESTED"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "school": {
    "name": "school",
    "label": "学校",
    "table": "schools",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "school_name": {
        "type": "string",
        "label": "学校名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "school_kind": {
        "type": "enum",
        "label": "学校区分",
        "required": true,
        "isSystem": false,
        "default": 2,
        "enum": "school_kind"
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "schools_school_name_key",
        "columns": [
          "company_id",
          "school_name"
        ],
        "fields": [
          "school_name"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/schools",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "school_name",
        "school_kind"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "school_name",
          "label": "学校名",
          "type": "string",
          "operator": "contains",
          "column": "school_name"
        },
        {
          "name": "school_kind",
          "label": "学校区分",
          "type": "enum",
          "operator": "eq",
          "column": "school_kind",
          "enum": "school_kind",
          "minimum": -32768,
          "maximum": 32767
        }
      ]
    },
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "school_score_point": {
    "name": "school_score_point",
    "label": "学校別評定点",
    "table": "school_score_points",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "school_id": {
        "type": "ref",
        "label": "学校",
        "required": true,
        "isSystem": false,
        "ref": "school"
      },
      "rating": {
        "type": "integer",
        "label": "評定",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 5
      },
      "points": {
        "type": "number",
        "label": "換算点",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 100
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "school_score_points_school_id_rating_key",
        "columns": [
          "company_id",
          "school_id",
          "rating"
        ],
        "fields": [
          "school_id",
          "rating"
        ],
        "error": "SCHOOL_SCORE_POINT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/school-score-points",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "school_id",
        "rating",
        "points"
      ],
      "sort": "rating",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "school_id",
          "label": "学校",
          "type": "ref",
          "operator": "eq",
          "column": "school_id",
          "ref": "school",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "school_id",
        "rating",
        "points"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "school_subject": {
    "name": "school_subject",
    "label": "学校教科",
    "table": "school_subjects",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "教科名",
        "required": true,
        "isSystem": false,
        "maxLength": 30
      },
      "short_name": {
        "type": "string",
        "label": "略称",
        "required": false,
        "isSystem": false,
        "maxLength": 4
      },
      "is_main_five": {
        "type": "boolean",
        "label": "主要5教科",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "school_subjects_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "SCHOOL_SUBJECT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "lesson_subject",
        "field": "school_subject_id",
        "error": "SCHOOL_SUBJECT_IN_USE",
        "table": "lesson_subjects"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/school-subjects",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "short_name",
        "is_main_five",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "教科名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "short_name",
        "is_main_five",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "school_subject_grade": {
    "name": "school_subject_grade",
    "label": "通知表の評定",
    "table": "school_subject_grades",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "report_point": {
        "type": "enum",
        "label": "通知表",
        "required": true,
        "isSystem": false,
        "enum": "report_point"
      },
      "school_subject_id": {
        "type": "ref",
        "label": "教科",
        "required": true,
        "isSystem": false,
        "ref": "school_subject"
      },
      "rating": {
        "type": "integer",
        "label": "評定",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 5
      },
      "entered_by_user_id": {
        "type": "ref",
        "label": "入力者",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "entered_by_guardian": {
        "type": "boolean",
        "label": "保護者が入力",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "school_subject_grades_student_id_fiscal_year_report_point_school_subject_id_key",
        "columns": [
          "company_id",
          "student_id",
          "fiscal_year",
          "report_point",
          "school_subject_id"
        ],
        "fields": [
          "student_id",
          "fiscal_year",
          "report_point",
          "school_subject_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "school_year_advance": {
    "name": "school_year_advance",
    "label": "一括進級処理",
    "table": "school_year_advances",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "進級後の年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2999
      },
      "status": {
        "type": "enum",
        "label": "状況",
        "required": true,
        "isSystem": false,
        "default": "queued",
        "enum": "advance_status"
      },
      "student_count": {
        "type": "integer",
        "label": "進級した生徒",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "user_name": {
        "type": "string",
        "label": "実行者",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "applied_at": {
        "type": "datetime",
        "label": "進級日時",
        "required": false,
        "isSystem": false
      },
      "cancelled_at": {
        "type": "datetime",
        "label": "取り消し日時",
        "required": false,
        "isSystem": false
      },
      "message": {
        "type": "string",
        "label": "メッセージ",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/school-year-advances",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "created_at",
        "fiscal_year",
        "status",
        "student_count",
        "user_name",
        "applied_at",
        "cancelled_at"
      ],
      "sort": "created_at",
      "sortOrder": "desc",
      "filters": []
    },
    "form": null,
    "detail": null,
    "rowName": [
      "fiscal_year"
    ],
    "import": null
  },
  "school_year_advance_row": {
    "name": "school_year_advance_row",
    "label": "進級処理の対象",
    "table": "school_year_advance_rows",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "advance_id": {
        "type": "ref",
        "label": "進級処理",
        "required": true,
        "isSystem": false,
        "ref": "school_year_advance"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "before_schoolyear_id": {
        "type": "ref",
        "label": "進級前の学年",
        "required": true,
        "isSystem": false,
        "ref": "schoolyear"
      },
      "after_schoolyear_id": {
        "type": "ref",
        "label": "進級後の学年",
        "required": true,
        "isSystem": false,
        "ref": "schoolyear"
      },
      "before_updated_at": {
        "type": "datetime",
        "label": "進級前の更新日時",
        "required": true,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "schoolhouse": {
    "name": "schoolhouse",
    "label": "校舎",
    "table": "schoolhouses",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "area_id": {
        "type": "ref",
        "label": "エリア",
        "required": true,
        "isSystem": false,
        "ref": "area"
      },
      "schoolhouse_name": {
        "type": "string",
        "label": "校舎名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "schoolhouse_name_kana"
        ]
      },
      "schoolhouse_name_kana": {
        "type": "kana",
        "label": "校舎名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "phone": {
        "type": "phone",
        "label": "電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
        "patternMessage": "validation.phone"
      },
      "email": {
        "type": "email",
        "label": "メールアドレス",
        "required": false,
        "isSystem": false
      },
      "postal_code": {
        "type": "postal_code",
        "label": "郵便番号",
        "required": false,
        "isSystem": false,
        "maxLength": 8,
        "pattern": "^[0-9]{3}-[0-9]{4}$",
        "patternMessage": "validation.postalCode"
      },
      "address": {
        "type": "string",
        "label": "住所",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "open_time": {
        "type": "time",
        "label": "開校時刻",
        "required": false,
        "isSystem": false
      },
      "close_time": {
        "type": "time",
        "label": "閉校時刻",
        "required": false,
        "isSystem": false
      },
      "opening_note": {
        "type": "string",
        "label": "開校時間の補足",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "schoolhouses_schoolhouse_name_key",
        "columns": [
          "company_id",
          "schoolhouse_name"
        ],
        "fields": [
          "schoolhouse_name"
        ],
        "error": "SCHOOLHOUSE_NAME_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "student",
        "field": "schoolhouse_id",
        "error": "SCHOOLHOUSE_IN_USE",
        "table": "students"
      },
      {
        "entity": "teacher_schoolhouse",
        "field": "schoolhouse_id",
        "error": "SCHOOLHOUSE_IN_USE",
        "table": "teacher_schoolhouses"
      }
    ],
    "rows": {
      "TEACHER": {
        "id": {
          "in": "$user.schoolhouseIds"
        }
      },
      "PROTECTOR": {
        "id": {
          "in": "$user.schoolhouseIds"
        }
      }
    },
    "rules": [
      {
        "kind": "after",
        "field": "close_time",
        "other": "open_time",
        "orEqual": false,
        "compare": "time",
        "message": "validation.rule.timeAfter"
      }
    ],
    "api": {
      "path": "/schoolhouses",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "schoolhouse_name",
        "schoolhouse_name_kana",
        "area_id",
        "phone",
        "open_time",
        "close_time",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "schoolhouse_name",
          "label": "校舎名",
          "type": "string",
          "operator": "contains",
          "column": "schoolhouse_name"
        },
        {
          "name": "area_id",
          "label": "エリア",
          "type": "ref",
          "operator": "eq",
          "column": "area_id",
          "ref": "area",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "schoolhouse_setting": {
    "name": "schoolhouse_setting",
    "label": "校舎別機能設定",
    "table": "schoolhouse_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "name": {
        "type": "string",
        "label": "設定名",
        "required": true,
        "isSystem": false,
        "maxLength": 80
      },
      "value": {
        "type": "string",
        "label": "値",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "schoolhouse_settings_schoolhouse_id_name_key",
        "columns": [
          "company_id",
          "schoolhouse_id",
          "name"
        ],
        "fields": [
          "schoolhouse_id",
          "name"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "schoolyear": {
    "name": "schoolyear",
    "label": "学年",
    "table": "schoolyears",
    "scope": "global",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "code": {
        "type": "integer",
        "label": "学年コード",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 12
      },
      "schoolyear_name": {
        "type": "string",
        "label": "学年",
        "required": true,
        "isSystem": false,
        "maxLength": 10
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "schoolyears_code_key",
        "columns": [
          "code"
        ],
        "fields": [
          "code"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "schoolyears_schoolyear_name_key",
        "columns": [
          "schoolyear_name"
        ],
        "fields": [
          "schoolyear_name"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/schoolyears",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "code",
        "schoolyear_name"
      ],
      "sort": "code",
      "sortOrder": "asc",
      "filters": []
    },
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "seat": {
    "name": "seat",
    "label": "座席",
    "table": "seats",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "name": {
        "type": "string",
        "label": "座席名",
        "required": true,
        "isSystem": false,
        "maxLength": 30
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "is_active": {
        "type": "boolean",
        "label": "使用する",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "seats_schoolhouse_id_name_key",
        "columns": [
          "company_id",
          "schoolhouse_id",
          "name"
        ],
        "fields": [
          "schoolhouse_id",
          "name"
        ],
        "error": "SEAT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "normal_frame",
        "field": "seat_id",
        "error": "IN_USE",
        "table": "normal_frames"
      },
      {
        "entity": "lesson",
        "field": "seat_id",
        "error": "IN_USE",
        "table": "lessons"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/seats",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "schoolhouse_id",
        "name",
        "is_active",
        "sort_order",
        "note"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "name",
          "label": "座席名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "is_active",
          "label": "使用する",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "schoolhouse_id",
        "name",
        "is_active",
        "sort_order",
        "note"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "staff": {
    "name": "staff",
    "label": "スタッフ",
    "table": "staffs",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "ユーザー",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "staff_name": {
        "type": "string",
        "label": "スタッフ名",
        "required": true,
        "isSystem": false,
        "maxLength": 100,
        "kana": [
          "staff_name_kana"
        ]
      },
      "staff_name_kana": {
        "type": "kana",
        "label": "スタッフ名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "area_id": {
        "type": "ref",
        "label": "担当エリア",
        "required": false,
        "isSystem": false,
        "ref": "area"
      },
      "phone": {
        "type": "phone",
        "label": "電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
        "patternMessage": "validation.phone"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "staffs_user_id_key",
        "columns": [
          "company_id",
          "user_id"
        ],
        "fields": [
          "user_id"
        ],
        "error": "STAFF_USER_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/staffs",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "staff_name",
        "staff_name_kana",
        "area_id",
        "phone",
        "updated_at"
      ],
      "sort": "staff_name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "staff_name",
          "label": "スタッフ名",
          "type": "string",
          "operator": "contains",
          "column": "staff_name"
        },
        {
          "name": "area_id",
          "label": "担当エリア",
          "type": "ref",
          "operator": "eq",
          "column": "area_id",
          "ref": "area",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "staff_name",
        "staff_name_kana",
        "area_id",
        "phone"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "student": {
    "name": "student",
    "label": "生徒",
    "table": "students",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_number": {
        "type": "string",
        "label": "生徒番号",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "family_name_kanji": {
        "type": "string",
        "label": "姓",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "family_name_kana",
          "first_name_kana"
        ]
      },
      "first_name_kanji": {
        "type": "string",
        "label": "名",
        "required": true,
        "isSystem": false,
        "maxLength": 50,
        "kana": [
          "first_name_kana"
        ]
      },
      "family_name_kana": {
        "type": "string",
        "label": "姓（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー　 ]*$",
        "patternMessage": "validation.kana"
      },
      "first_name_kana": {
        "type": "string",
        "label": "名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 50,
        "pattern": "^[ァ-ヶー　 ]*$",
        "patternMessage": "validation.kana"
      },
      "schoolyear_id": {
        "type": "ref",
        "label": "学年",
        "required": true,
        "isSystem": false,
        "ref": "schoolyear"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "protector_id": {
        "type": "ref",
        "label": "保護者",
        "required": false,
        "isSystem": false,
        "ref": "protector"
      },
      "school_id": {
        "type": "ref",
        "label": "学校",
        "required": false,
        "isSystem": false,
        "ref": "school"
      },
      "status": {
        "type": "enum",
        "label": "ステータス",
        "required": true,
        "isSystem": false,
        "default": 4,
        "enum": "student_status"
      },
      "user_id": {
        "type": "ref",
        "label": "生徒アカウント",
        "required": false,
        "isSystem": false,
        "ref": "user"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "students_student_number_key",
        "columns": [
          "company_id",
          "student_number"
        ],
        "fields": [
          "student_number"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {
      "TEACHER": {
        "schoolhouse_id": {
          "in": "$user.schoolhouseIds"
        }
      },
      "PROTECTOR": {
        "id": {
          "in": "$user.studentIds"
        }
      }
    },
    "rules": [],
    "api": {
      "path": "/students",
      "operations": [
        "list",
        "get",
        "create",
        "update"
      ]
    },
    "list": {
      "columns": [
        "student_number",
        "family_name_kanji",
        "first_name_kanji",
        "family_name_kana",
        "first_name_kana",
        "schoolyear_id",
        "schoolhouse_id",
        "school_id",
        "protector_id",
        "status"
      ],
      "sort": "family_name_kanji",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "student_name_kanji",
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
          "name": "student_name_kana",
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
          "name": "student_number",
          "label": "生徒番号",
          "type": "string",
          "operator": "contains",
          "column": "student_number"
        },
        {
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "protector_name",
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
          "name": "status",
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
          "name": "schoolyear_id",
          "label": "学年",
          "type": "ref",
          "operator": "in",
          "column": "schoolyear_id",
          "ref": "schoolyear",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "school_id",
          "label": "学校",
          "type": "ref",
          "operator": "in",
          "column": "school_id",
          "ref": "school",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "protector_id",
          "label": "保護者",
          "type": "ref",
          "operator": "eq",
          "column": "protector_id",
          "ref": "protector",
          "isHidden": true,
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
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
      ]
    },
    "detail": null,
    "rowName": [
      "family_name_kanji",
      "first_name_kanji"
    ],
    "import": {
      "key": [
        "student_number"
      ]
    }
  },
  "student_fee": {
    "name": "student_fee",
    "label": "生徒別料金",
    "table": "student_fees",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "fee_item_id": {
        "type": "ref",
        "label": "料金項目",
        "required": true,
        "isSystem": false,
        "ref": "fee_item"
      },
      "unit_price": {
        "type": "yen",
        "label": "単価（税抜・空欄は料金項目の金額）",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999999
      },
      "quantity": {
        "type": "integer",
        "label": "数量",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 99,
        "default": 1
      },
      "starts_month": {
        "type": "string",
        "label": "開始月",
        "required": true,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
        "patternMessage": "validation.yearMonth"
      },
      "ends_month": {
        "type": "string",
        "label": "終了月",
        "required": false,
        "isSystem": false,
        "maxLength": 7,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
        "patternMessage": "validation.yearMonth"
      },
      "note": {
        "type": "string",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/student-fees",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "student_id",
        "fee_item_id",
        "unit_price",
        "quantity",
        "starts_month",
        "ends_month",
        "note"
      ],
      "sort": "student_id",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "student_id",
          "label": "生徒",
          "type": "ref",
          "operator": "eq",
          "column": "student_id",
          "ref": "student",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "fee_item_id",
          "label": "料金項目",
          "type": "ref",
          "operator": "eq",
          "column": "fee_item_id",
          "ref": "fee_item",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "student_id",
        "fee_item_id",
        "unit_price",
        "quantity",
        "starts_month",
        "ends_month",
        "note"
      ]
    },
    "detail": null,
    "rowName": [
      "fee_item_id"
    ],
    "import": null
  },
  "student_questionnaire_answer": {
    "name": "student_questionnaire_answer",
    "label": "生徒アンケート回答",
    "table": "student_questionnaire_answers",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "student_id": {
        "type": "ref",
        "label": "生徒",
        "required": true,
        "isSystem": false,
        "ref": "student",
        "refBy": "student_number"
      },
      "item_id": {
        "type": "ref",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "ref": "student_questionnaire_item",
        "refBy": "question"
      },
      "answer": {
        "type": "text",
        "label": "回答",
        "required": true,
        "isSystem": false,
        "maxLength": 2000
      },
      "answered_on": {
        "type": "date",
        "label": "回答日",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "student_questionnaire_answers_student_id_item_id_key",
        "columns": [
          "company_id",
          "student_id",
          "item_id"
        ],
        "fields": [
          "student_id",
          "item_id"
        ],
        "error": "QUESTIONNAIRE_ANSWER_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/student-questionnaire-answers",
      "operations": [
        "list",
        "get",
        "create",
        "update"
      ]
    },
    "list": {
      "columns": [
        "student_id",
        "item_id",
        "answer",
        "answered_on"
      ],
      "sort": "answered_on",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "student_id",
          "label": "生徒",
          "type": "ref",
          "operator": "eq",
          "column": "student_id",
          "ref": "student",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "item_id",
          "label": "質問",
          "type": "ref",
          "operator": "eq",
          "column": "item_id",
          "ref": "student_questionnaire_item",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "student_id",
        "item_id",
        "answer",
        "answered_on"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": {
      "key": [
        "student_id",
        "item_id"
      ]
    }
  },
  "student_questionnaire_item": {
    "name": "student_questionnaire_item",
    "label": "生徒アンケート項目",
    "table": "student_questionnaire_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question": {
        "type": "string",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "answer_type": {
        "type": "enum",
        "label": "回答形式",
        "required": true,
        "isSystem": false,
        "default": "choose",
        "enum": "survey_answer_type"
      },
      "choices": {
        "type": "text",
        "label": "選択肢（1行に1つ）",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "is_required": {
        "type": "boolean",
        "label": "回答必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "student_questionnaire_items_question_key",
        "columns": [
          "company_id",
          "question"
        ],
        "fields": [
          "question"
        ],
        "error": "QUESTIONNAIRE_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/student-questionnaire-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "question",
        "answer_type",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "question",
          "label": "質問",
          "type": "string",
          "operator": "contains",
          "column": "question"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "survey_watch_point": {
    "name": "survey_watch_point",
    "label": "アンケート着目ポイント",
    "table": "survey_watch_points",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "着目ポイント",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "description": {
        "type": "text",
        "label": "説明",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "survey_watch_points_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "SURVEY_WATCH_POINT_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/survey-watch-points",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "sort_order",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "着目ポイント",
          "type": "string",
          "operator": "contains",
          "column": "name"
        }
      ]
    },
    "form": {
      "fields": [
        "name",
        "description",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "switch_token": {
    "name": "switch_token",
    "label": "切り替え用ログイントークン",
    "table": "switch_tokens",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "ユーザー",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "token_hash": {
        "type": "string",
        "label": "トークンのハッシュ",
        "required": true,
        "isSystem": false,
        "maxLength": 64
      },
      "expires_at": {
        "type": "datetime",
        "label": "有効期限",
        "required": true,
        "isSystem": false
      },
      "used_at": {
        "type": "datetime",
        "label": "使用日時",
        "required": false,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "switch_tokens_token_hash_key",
        "columns": [
          "token_hash"
        ],
        "fields": [
          "token_hash"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "system_setting": {
    "name": "system_setting",
    "label": "システム設定",
    "table": "system_settings",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "school_display_name": {
        "type": "string",
        "label": "表示用塾名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "school_display_name_kana": {
        "type": "kana",
        "label": "表示用塾名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 200,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "representative_email": {
        "type": "email",
        "label": "代表メールアドレス",
        "required": false,
        "isSystem": false
      },
      "representative_phone": {
        "type": "phone",
        "label": "代表電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
        "patternMessage": "validation.phone"
      },
      "fiscal_year_start_month": {
        "type": "integer",
        "label": "年度開始月",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 12,
        "default": 4
      },
      "default_lesson_minutes": {
        "type": "integer",
        "label": "標準授業時間（分）",
        "required": true,
        "isSystem": false,
        "minimum": 10,
        "maximum": 300,
        "default": 80
      },
      "session_timeout_minutes": {
        "type": "integer",
        "label": "自動ログアウト（分）",
        "required": true,
        "isSystem": false,
        "minimum": 5,
        "maximum": 1440,
        "default": 720
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/system-settings",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "school_display_name",
        "fiscal_year_start_month",
        "default_lesson_minutes",
        "updated_at"
      ],
      "sort": "id",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
        "school_display_name",
        "school_display_name_kana",
        "representative_email",
        "representative_phone",
        "fiscal_year_start_month",
        "default_lesson_minutes",
        "session_timeout_minutes"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "tag": {
    "name": "tag",
    "label": "タグ",
    "table": "tags",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "name": {
        "type": "string",
        "label": "タグ名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "tags_name_key",
        "columns": [
          "company_id",
          "name"
        ],
        "fields": [
          "name"
        ],
        "error": "TAG_NAME_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "notice_tag",
        "field": "tag_id",
        "error": "TAG_IN_USE",
        "table": "notice_tags"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/tags",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "name",
        "updated_at"
      ],
      "sort": "name",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "name",
          "label": "タグ名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        }
      ]
    },
    "form": {
      "fields": [
        "name"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "teacher": {
    "name": "teacher",
    "label": "講師",
    "table": "teachers",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "user_id": {
        "type": "ref",
        "label": "ユーザー",
        "required": true,
        "isSystem": false,
        "ref": "user"
      },
      "teacher_number": {
        "type": "string",
        "label": "講師番号",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "name_kanji": {
        "type": "string",
        "label": "氏名",
        "required": true,
        "isSystem": false,
        "maxLength": 100,
        "kana": [
          "name_kana"
        ]
      },
      "name_kana": {
        "type": "string",
        "label": "氏名（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "pattern": "^[ァ-ヶー　 ]*$",
        "patternMessage": "validation.kana"
      },
      "phone": {
        "type": "string",
        "label": "電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "teachers_teacher_number_key",
        "columns": [
          "company_id",
          "teacher_number"
        ],
        "fields": [
          "teacher_number"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "teachers_user_id_key",
        "columns": [
          "company_id",
          "user_id"
        ],
        "fields": [
          "user_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {
      "TEACHER": {
        "id": "$user.teacherId"
      }
    },
    "rules": [],
    "api": {
      "path": "/teachers",
      "operations": [
        "list",
        "get",
        "update"
      ]
    },
    "list": {
      "columns": [
        "teacher_number",
        "name_kanji",
        "name_kana",
        "phone"
      ],
      "sort": "name_kanji",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "teacher_number",
          "label": "講師番号",
          "type": "string",
          "operator": "contains",
          "column": "teacher_number"
        },
        {
          "name": "teacher_name",
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
          "name": "schoolhouse_id",
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
      ]
    },
    "form": {
      "fields": [
        "teacher_number",
        "name_kanji",
        "name_kana",
        "phone"
      ]
    },
    "detail": {
      "related": [
        {
          "entity": "teacher_schoolhouse",
          "field": "teacher_id",
          "label": "講師所属校舎"
        }
      ]
    },
    "rowName": [
      "name_kanji"
    ],
    "import": {
      "key": [
        "teacher_number"
      ]
    }
  },
  "teacher_link": {
    "name": "teacher_link",
    "label": "連携講師アカウント",
    "table": "teacher_links",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "linked_teacher_id": {
        "type": "ref",
        "label": "連携先の講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "teacher_links_teacher_id_linked_teacher_id_key",
        "columns": [
          "company_id",
          "teacher_id",
          "linked_teacher_id"
        ],
        "fields": [
          "teacher_id",
          "linked_teacher_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "teacher_questionnaire_item": {
    "name": "teacher_questionnaire_item",
    "label": "講師アンケート項目",
    "table": "teacher_questionnaire_items",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "question": {
        "type": "string",
        "label": "質問",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "answer_type": {
        "type": "enum",
        "label": "回答形式",
        "required": true,
        "isSystem": false,
        "default": "choose",
        "enum": "survey_answer_type"
      },
      "choices": {
        "type": "text",
        "label": "選択肢（1行に1つ）",
        "required": false,
        "isSystem": false,
        "maxLength": 2000
      },
      "is_required": {
        "type": "boolean",
        "label": "回答必須",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "is_active": {
        "type": "boolean",
        "label": "使用中",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": false,
        "isSystem": false,
        "minimum": 0,
        "maximum": 9999,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "teacher_questionnaire_items_question_key",
        "columns": [
          "company_id",
          "question"
        ],
        "fields": [
          "question"
        ],
        "error": "QUESTIONNAIRE_ITEM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/teacher-questionnaire-items",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "question",
        "answer_type",
        "is_required",
        "is_active",
        "sort_order"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "question",
          "label": "質問",
          "type": "string",
          "operator": "contains",
          "column": "question"
        },
        {
          "name": "is_active",
          "label": "使用中",
          "type": "boolean",
          "operator": "eq",
          "column": "is_active"
        }
      ]
    },
    "form": {
      "fields": [
        "question",
        "answer_type",
        "choices",
        "is_required",
        "is_active",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "teacher_schoolhouse": {
    "name": "teacher_schoolhouse",
    "label": "講師所属校舎",
    "table": "teacher_schoolhouses",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "teacher_id": {
        "type": "ref",
        "label": "講師",
        "required": true,
        "isSystem": false,
        "ref": "teacher"
      },
      "schoolhouse_id": {
        "type": "ref",
        "label": "校舎",
        "required": true,
        "isSystem": false,
        "ref": "schoolhouse"
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "teacher_schoolhouses_teacher_id_schoolhouse_id_key",
        "columns": [
          "company_id",
          "teacher_id",
          "schoolhouse_id"
        ],
        "fields": [
          "teacher_id",
          "schoolhouse_id"
        ],
        "error": "TEACHER_SCHOOLHOUSE_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/teacher-schoolhouses",
      "operations": [
        "list",
        "get",
        "create",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "teacher_id",
        "schoolhouse_id"
      ],
      "sort": "teacher_id",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "teacher_id",
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
          "name": "schoolhouse_id",
          "label": "校舎",
          "type": "ref",
          "operator": "eq",
          "column": "schoolhouse_id",
          "ref": "schoolhouse",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        }
      ]
    },
    "form": {
      "fields": [
        "teacher_id",
        "schoolhouse_id"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "textbook": {
    "name": "textbook",
    "label": "教材",
    "table": "textbooks",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "code": {
        "type": "string",
        "label": "教材コード",
        "required": true,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[A-Za-z0-9_-]+$",
        "patternMessage": "validation.code"
      },
      "name": {
        "type": "string",
        "label": "教材名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "schoolyear_id": {
        "type": "ref",
        "label": "学年",
        "required": true,
        "isSystem": false,
        "ref": "schoolyear"
      },
      "school_subject_id": {
        "type": "ref",
        "label": "教科",
        "required": true,
        "isSystem": false,
        "ref": "school_subject"
      },
      "status": {
        "type": "enum",
        "label": "ステータス",
        "required": true,
        "isSystem": false,
        "default": "unused",
        "enum": "textbook_status"
      },
      "publisher": {
        "type": "string",
        "label": "出版社",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "note": {
        "type": "text",
        "label": "備考",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "textbooks_code_key",
        "columns": [
          "company_id",
          "code"
        ],
        "fields": [
          "code"
        ],
        "error": "DUPLICATE_VALUE"
      },
      {
        "name": "textbooks_name_schoolyear_id_school_subject_id_key",
        "columns": [
          "company_id",
          "name",
          "schoolyear_id",
          "school_subject_id"
        ],
        "fields": [
          "name",
          "schoolyear_id",
          "school_subject_id"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "lesson_report",
        "field": "textbook_id",
        "error": "IN_USE",
        "table": "lesson_reports"
      }
    ],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/textbooks",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "code",
        "name",
        "schoolyear_id",
        "school_subject_id",
        "status",
        "publisher",
        "updated_at"
      ],
      "sort": "code",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "code",
          "label": "教材コード",
          "type": "string",
          "operator": "contains",
          "column": "code"
        },
        {
          "name": "name",
          "label": "教材名",
          "type": "string",
          "operator": "contains",
          "column": "name"
        },
        {
          "name": "schoolyear_id",
          "label": "学年",
          "type": "ref",
          "operator": "eq",
          "column": "schoolyear_id",
          "ref": "schoolyear",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "school_subject_id",
          "label": "教科",
          "type": "ref",
          "operator": "eq",
          "column": "school_subject_id",
          "ref": "school_subject",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "name": "status",
          "label": "ステータス",
          "type": "enum",
          "operator": "eq",
          "column": "status",
          "enum": "textbook_status"
        },
        {
          "name": "publisher",
          "label": "出版社",
          "type": "string",
          "operator": "contains",
          "column": "publisher"
        }
      ]
    },
    "form": {
      "fields": [
        "code",
        "name",
        "schoolyear_id",
        "school_subject_id",
        "status",
        "publisher",
        "note"
      ]
    },
    "detail": {
      "related": [
        {
          "entity": "textbook_unit",
          "field": "textbook_id",
          "label": "教材の単元"
        }
      ]
    },
    "rowName": [
      "name"
    ],
    "import": {
      "key": [
        "code"
      ]
    }
  },
  "textbook_unit": {
    "name": "textbook_unit",
    "label": "教材の単元",
    "table": "textbook_units",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "textbook_id": {
        "type": "ref",
        "label": "教材",
        "required": true,
        "isSystem": false,
        "ref": "textbook",
        "refBy": "code"
      },
      "chapter_name": {
        "type": "string",
        "label": "章",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "unit_name": {
        "type": "string",
        "label": "単元名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "page_from": {
        "type": "integer",
        "label": "開始ページ",
        "required": false,
        "isSystem": false,
        "minimum": 1,
        "maximum": 9999
      },
      "page_to": {
        "type": "integer",
        "label": "終了ページ",
        "required": false,
        "isSystem": false,
        "minimum": 1,
        "maximum": 9999
      },
      "sort_order": {
        "type": "integer",
        "label": "表示順",
        "required": true,
        "isSystem": false,
        "minimum": 0,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "textbook_units_textbook_id_chapter_name_unit_name_key",
        "columns": [
          "company_id",
          "textbook_id",
          "chapter_name",
          "unit_name"
        ],
        "fields": [
          "textbook_id",
          "chapter_name",
          "unit_name"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "page_to",
        "other": "page_from",
        "orEqual": true,
        "compare": "number",
        "message": "validation.rule.numberAtLeast"
      }
    ],
    "api": {
      "path": "/textbooks/units",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "chapter_name",
        "unit_name",
        "page_from",
        "page_to"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "textbook_id",
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
          "name": "chapter_name",
          "label": "章",
          "type": "string",
          "operator": "contains",
          "column": "chapter_name"
        },
        {
          "name": "unit_name",
          "label": "単元名",
          "type": "string",
          "operator": "contains",
          "column": "unit_name"
        }
      ]
    },
    "form": {
      "fields": [
        "chapter_name",
        "unit_name",
        "page_from",
        "page_to",
        "sort_order"
      ]
    },
    "detail": null,
    "rowName": [
      "unit_name"
    ],
    "import": null
  },
  "timetable_period": {
    "name": "timetable_period",
    "label": "時限",
    "table": "timetable_periods",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "period_number": {
        "type": "integer",
        "label": "時限",
        "required": true,
        "isSystem": false,
        "minimum": 1,
        "maximum": 20
      },
      "name": {
        "type": "string",
        "label": "表示名",
        "required": true,
        "isSystem": false,
        "maxLength": 20
      },
      "start_time": {
        "type": "time",
        "label": "開始時刻",
        "required": true,
        "isSystem": false
      },
      "end_time": {
        "type": "time",
        "label": "終了時刻",
        "required": true,
        "isSystem": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "timetable_periods_period_number_key",
        "columns": [
          "company_id",
          "period_number"
        ],
        "fields": [
          "period_number"
        ],
        "error": "TIMETABLE_PERIOD_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [
      {
        "entity": "normal_frame",
        "field": "timetable_period_id",
        "error": "IN_USE",
        "table": "normal_frames"
      },
      {
        "entity": "lesson_frame",
        "field": "timetable_period_id",
        "error": "IN_USE",
        "table": "lesson_frames"
      }
    ],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "end_time",
        "other": "start_time",
        "orEqual": false,
        "compare": "time",
        "message": "validation.rule.timeAfter"
      }
    ],
    "api": {
      "path": "/timetable-periods",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "period_number",
        "name",
        "start_time",
        "end_time"
      ],
      "sort": "period_number",
      "sortOrder": "asc",
      "filters": []
    },
    "form": {
      "fields": [
        "period_number",
        "name",
        "start_time",
        "end_time"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "user": {
    "name": "user",
    "label": "ユーザー",
    "table": "users",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "username": {
        "type": "string",
        "label": "ログインID",
        "required": true,
        "isSystem": false,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9._@-]+$",
        "patternMessage": "validation.username"
      },
      "password": {
        "type": "password",
        "label": "パスワード",
        "required": true,
        "isSystem": false,
        "minLength": 8,
        "maxLength": 128,
        "pattern": "^[A-Za-z0-9]+$",
        "patternMessage": "validation.passwordChars"
      },
      "m_authority_id": {
        "type": "enum",
        "label": "権限区分",
        "required": true,
        "isSystem": false,
        "enum": "authority"
      },
      "role": {
        "type": "enum",
        "label": "スタッフ権限",
        "required": false,
        "isSystem": false,
        "enum": "staff_role"
      },
      "display_name": {
        "type": "string",
        "label": "氏名",
        "required": true,
        "isSystem": false,
        "maxLength": 100
      },
      "email": {
        "type": "string",
        "label": "通知メールアドレス",
        "required": false,
        "isSystem": false,
        "maxLength": 1000
      },
      "receive_mail": {
        "type": "boolean",
        "label": "メール通知",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "is_active": {
        "type": "boolean",
        "label": "有効",
        "required": true,
        "isSystem": false,
        "default": true
      },
      "token_version": {
        "type": "integer",
        "label": "トークン版数",
        "required": true,
        "isSystem": false,
        "default": 0
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "users_username_key",
        "columns": [
          "username"
        ],
        "fields": [
          "username"
        ],
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": null,
    "list": null,
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "version_history": {
    "name": "version_history",
    "label": "バージョンアップ情報",
    "table": "version_histories",
    "scope": "global",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "version": {
        "type": "string",
        "label": "バージョン",
        "required": true,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$",
        "patternMessage": "validation.version"
      },
      "released_on": {
        "type": "date",
        "label": "リリース日",
        "required": true,
        "isSystem": false
      },
      "summary": {
        "type": "string",
        "label": "概要",
        "required": true,
        "isSystem": false,
        "maxLength": 200
      },
      "details": {
        "type": "text",
        "label": "詳細",
        "required": false,
        "isSystem": false,
        "maxLength": 4000
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "version_histories_version_key",
        "columns": [
          "version"
        ],
        "fields": [
          "version"
        ],
        "error": "VERSION_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/version-histories",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "version",
        "released_on",
        "summary"
      ],
      "sort": "released_on",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "summary",
          "label": "概要",
          "type": "string",
          "operator": "contains",
          "column": "summary"
        }
      ]
    },
    "form": null,
    "detail": null,
    "rowName": null,
    "import": null
  },
  "yearly_schedule": {
    "name": "yearly_schedule",
    "label": "期",
    "table": "yearly_schedules",
    "scope": "company",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "company_id": {
        "type": "ref",
        "label": "法人",
        "required": true,
        "isSystem": true,
        "ref": "company"
      },
      "term_kind": {
        "type": "enum",
        "label": "区分",
        "required": true,
        "isSystem": false,
        "enum": "term_kind"
      },
      "fiscal_year": {
        "type": "integer",
        "label": "年度",
        "required": true,
        "isSystem": false,
        "minimum": 2000,
        "maximum": 2100
      },
      "period_code": {
        "type": "enum",
        "label": "期",
        "required": true,
        "isSystem": false,
        "enum": "lesson_period"
      },
      "start_date": {
        "type": "date",
        "label": "開始日",
        "required": false,
        "isSystem": false
      },
      "end_date": {
        "type": "date",
        "label": "終了日",
        "required": false,
        "isSystem": false
      },
      "is_current": {
        "type": "boolean",
        "label": "現在の期",
        "required": true,
        "isSystem": false,
        "default": false
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "yearly_schedules_term_kind_fiscal_year_period_code_key",
        "columns": [
          "company_id",
          "term_kind",
          "fiscal_year",
          "period_code"
        ],
        "fields": [
          "term_kind",
          "fiscal_year",
          "period_code"
        ],
        "error": "TERM_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [
      {
        "kind": "after",
        "field": "end_date",
        "other": "start_date",
        "orEqual": true,
        "compare": "date",
        "message": "validation.rule.dateOnOrAfter"
      }
    ],
    "api": {
      "path": "/yearly-schedules",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "term_kind",
        "fiscal_year",
        "period_code",
        "start_date",
        "end_date",
        "is_current"
      ],
      "sort": "fiscal_year",
      "sortOrder": "desc",
      "filters": [
        {
          "name": "term_kind",
          "label": "区分",
          "type": "enum",
          "operator": "eq",
          "column": "term_kind",
          "enum": "term_kind",
          "minimum": -32768,
          "maximum": 32767
        },
        {
          "name": "fiscal_year",
          "label": "年度",
          "type": "integer",
          "operator": "eq",
          "column": "fiscal_year",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        {
          "name": "is_current",
          "label": "現在の期",
          "type": "boolean",
          "operator": "eq",
          "column": "is_current"
        }
      ]
    },
    "form": {
      "fields": [
        "term_kind",
        "fiscal_year",
        "period_code",
        "start_date",
        "end_date",
        "is_current"
      ]
    },
    "detail": null,
    "rowName": null,
    "import": null
  },
  "zip_code": {
    "name": "zip_code",
    "label": "郵便番号",
    "table": "zip_codes",
    "scope": "global",
    "fields": {
      "id": {
        "type": "integer",
        "label": "ID",
        "required": true,
        "isSystem": true
      },
      "postal_code": {
        "type": "postal_code",
        "label": "郵便番号",
        "required": true,
        "isSystem": false,
        "maxLength": 8,
        "pattern": "^[0-9]{3}-[0-9]{4}$",
        "patternMessage": "validation.postalCode"
      },
      "prefecture": {
        "type": "string",
        "label": "都道府県",
        "required": true,
        "isSystem": false,
        "maxLength": 10
      },
      "city": {
        "type": "string",
        "label": "市区町村",
        "required": true,
        "isSystem": false,
        "maxLength": 50
      },
      "town": {
        "type": "string",
        "label": "町域",
        "required": false,
        "isSystem": false,
        "maxLength": 100
      },
      "prefecture_kana": {
        "type": "kana",
        "label": "都道府県（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "city_kana": {
        "type": "kana",
        "label": "市区町村（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 100,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "patternMessage": "validation.kana"
      },
      "town_kana": {
        "type": "string",
        "label": "町域（カナ）",
        "required": false,
        "isSystem": false,
        "maxLength": 200
      },
      "created_at": {
        "type": "datetime",
        "label": "作成日時",
        "required": true,
        "isSystem": true
      },
      "updated_at": {
        "type": "datetime",
        "label": "更新日時",
        "required": true,
        "isSystem": true
      }
    },
    "unique": [
      {
        "name": "zip_codes_postal_code_town_key",
        "columns": [
          "postal_code",
          "town"
        ],
        "fields": [
          "postal_code",
          "town"
        ],
        "error": "ZIP_CODE_DUPLICATE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "rules": [],
    "api": {
      "path": "/zip-codes",
      "operations": [
        "list",
        "get",
        "create",
        "update",
        "delete"
      ]
    },
    "list": {
      "columns": [
        "postal_code",
        "prefecture",
        "city",
        "town"
      ],
      "sort": "postal_code",
      "sortOrder": "asc",
      "filters": [
        {
          "name": "postal_code",
          "label": "郵便番号",
          "type": "postal_code",
          "operator": "contains",
          "column": "postal_code"
        },
        {
          "name": "prefecture",
          "label": "都道府県",
          "type": "string",
          "operator": "contains",
          "column": "prefecture"
        },
        {
          "name": "city",
          "label": "市区町村",
          "type": "string",
          "operator": "contains",
          "column": "city"
        },
        {
          "name": "town",
          "label": "町域",
          "type": "string",
          "operator": "contains",
          "column": "town"
        }
      ]
    },
    "form": {
      "fields": [
        "postal_code",
        "prefecture",
        "city",
        "town",
        "prefecture_kana",
        "city_kana",
        "town_kana"
      ]
    },
    "detail": null,
    "rowName": [
      "postal_code",
      "town"
    ],
    "import": {
      "key": [
        "postal_code",
        "town"
      ],
      "positional": {
        "label": "日本郵便の郵便番号データ（KEN_ALL.CSV）",
        "width": 15,
        "columns": {
          "postal_code": 2,
          "prefecture_kana": 3,
          "city_kana": 4,
          "town_kana": 5,
          "prefecture": 6,
          "city": 7,
          "town": 8
        },
        "rewrite": "japanPostKenAll"
      }
    }
  }
} as const;

export type EntityName = keyof typeof entities;
export type EntityMeta = (typeof entities)[EntityName];

/** Entities with a generic CRUD API. */
export const apiEntityNames = [
  "area",
  "bank",
  "claim_alarm_condition",
  "claim_confirmation",
  "claim_setting",
  "communication_template",
  "contact_template",
  "debit_account",
  "destination_point",
  "entry_period",
  "event",
  "event_setting",
  "event_space",
  "event_time_slot",
  "fee_item",
  "frame_division",
  "grade_guarantee",
  "grade_input_deadline",
  "grade_record",
  "holiday",
  "import_job",
  "inquiry_form_item",
  "interview",
  "interview_template",
  "invoice_print_setting",
  "leaving_reason",
  "lesson_report",
  "lesson_report_setting",
  "lesson_subject",
  "mail_pattern",
  "normal_frame",
  "normal_frame_deletion",
  "notice_template",
  "operation_log",
  "parent_questionnaire_item",
  "payment_method",
  "print_request",
  "protector",
  "receipt_card_item",
  "report_data_fix",
  "report_template",
  "school",
  "school_score_point",
  "school_subject",
  "school_year_advance",
  "schoolhouse",
  "schoolyear",
  "seat",
  "staff",
  "student",
  "student_fee",
  "student_questionnaire_answer",
  "student_questionnaire_item",
  "survey_watch_point",
  "system_setting",
  "tag",
  "teacher",
  "teacher_questionnaire_item",
  "teacher_schoolhouse",
  "textbook",
  "textbook_unit",
  "timetable_period",
  "version_history",
  "yearly_schedule",
  "zip_code"
] as const satisfies readonly EntityName[];
export type ApiEntityName = (typeof apiEntityNames)[number];
