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
    "api": null,
    "list": null,
    "form": null
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
        "maxLength": 50
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
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": {
      "path": "/areas",
      "operations": [
        "list",
        "get"
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
        "name"
      ]
    },
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
  },
  "notice_attachment": {
    "name": "notice_attachment",
    "label": "お知らせ添付ファイル",
    "table": "notice_attachments",
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
        "label": "サイズ",
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
        "required": true,
        "isSystem": false,
        "ref": "student"
      },
      "protector_id": {
        "type": "ref",
        "label": "保護者",
        "required": true,
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
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
        "required": true,
        "isSystem": false,
        "ref": "student"
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
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": null,
    "list": null,
    "form": null
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
        "title"
      ]
    },
    "form": {
      "fields": [
        "title",
        "body"
      ]
    }
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
      "link": {
        "type": "string",
        "label": "リンク先",
        "required": false,
        "isSystem": false,
        "maxLength": 500
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
    "api": null,
    "list": null,
    "form": null
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
      "requested_by_user_id": {
        "type": "ref",
        "label": "依頼者",
        "required": false,
        "isSystem": false,
        "ref": "user"
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
    "api": null,
    "list": null,
    "form": null
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
        "maxLength": 50
      },
      "first_name": {
        "type": "string",
        "label": "保護者名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
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
    "api": null,
    "list": null,
    "form": null
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
        "school_name",
        "school_kind"
      ]
    },
    "form": null
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
        "maxLength": 50
      },
      "phone": {
        "type": "string",
        "label": "電話番号",
        "required": false,
        "isSystem": false,
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-[0-9]{1,4}-[0-9]{3,4}$",
        "patternMessage": "validation.phone"
      },
      "email": {
        "type": "email",
        "label": "メールアドレス",
        "required": false,
        "isSystem": false
      },
      "postal_code": {
        "type": "string",
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
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
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
    "api": {
      "path": "/schoolhouses",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "schoolhouse_name",
        "area_id",
        "phone",
        "updated_at"
      ],
      "sort": "sort_order",
      "sortOrder": "asc",
      "filters": [
        "schoolhouse_name",
        "area_id"
      ]
    },
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
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
    "form": null
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
        "maxLength": 100
      },
      "area_id": {
        "type": "ref",
        "label": "担当エリア",
        "required": false,
        "isSystem": false,
        "ref": "area"
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
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": null,
    "list": null,
    "form": null
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
        "maxLength": 50
      },
      "first_name_kanji": {
        "type": "string",
        "label": "名",
        "required": true,
        "isSystem": false,
        "maxLength": 50
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
    "api": {
      "path": "/students",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "student_number",
        "family_name_kanji",
        "first_name_kanji",
        "schoolyear_id",
        "schoolhouse_id",
        "status"
      ],
      "sort": "student_number",
      "sortOrder": "asc",
      "filters": [
        "student_number",
        "family_name_kanji",
        "family_name_kana",
        "schoolyear_id",
        "schoolhouse_id",
        "status"
      ]
    },
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
        "name"
      ]
    },
    "form": {
      "fields": [
        "name"
      ]
    }
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
        "maxLength": 100
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
    "api": {
      "path": "/teachers",
      "operations": [
        "list",
        "get"
      ]
    },
    "list": {
      "columns": [
        "teacher_number",
        "name_kanji",
        "name_kana",
        "phone"
      ],
      "sort": "teacher_number",
      "sortOrder": "asc",
      "filters": [
        "teacher_number",
        "name_kanji"
      ]
    },
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": null,
    "list": null,
    "form": null
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
    "api": null,
    "list": null,
    "form": null
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
        "error": "DUPLICATE_VALUE"
      }
    ],
    "refuseDeleteWhenReferencedBy": [],
    "rows": {},
    "api": null,
    "list": null,
    "form": null
  }
} as const;

export type EntityName = keyof typeof entities;
export type EntityMeta = (typeof entities)[EntityName];

/** Entities with a generic CRUD API. */
export const apiEntityNames = [
  "area",
  "notice_template",
  "school",
  "schoolhouse",
  "schoolyear",
  "student",
  "tag",
  "teacher"
] as const satisfies readonly EntityName[];
export type ApiEntityName = (typeof apiEntityNames)[number];
