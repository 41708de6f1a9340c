// Generated from model/ by `npm run generate`. Do not edit by hand.

/** A heading of the permission settings screen, in display order. */
export interface SettingGroup { readonly name: string; readonly label: string; readonly order: number }

/** One setting a schoolhouse carries: its stored name, label, heading, kind, default value and allowed values. */
export interface SchoolhouseSettingDef {
  readonly name: string;
  readonly label: string;
  readonly group: string;
  /** feature: an ALLOW_* setting that access rules read; option: a labelled option of model/settings.yaml. */
  readonly kind: 'feature' | 'option';
  /** Value of a schoolhouse that has none stored. */
  readonly default: string;
  readonly values: ReadonlyArray<{ readonly code: string; readonly label: string }>;
}

export const settingGroups: readonly SettingGroup[] = [
  {
    "name": "notice",
    "label": "お知らせ",
    "order": 10
  },
  {
    "name": "contact",
    "label": "連絡",
    "order": 20
  },
  {
    "name": "communication",
    "label": "講師連絡",
    "order": 30
  },
  {
    "name": "seat",
    "label": "授業スケジュール",
    "order": 40
  },
  {
    "name": "achievement",
    "label": "成績",
    "order": 50
  },
  {
    "name": "reservation",
    "label": "予約・イベント",
    "order": 60
  },
  {
    "name": "invoice",
    "label": "請求書",
    "order": 70
  },
  {
    "name": "report",
    "label": "指導報告書",
    "order": 80
  },
  {
    "name": "interview",
    "label": "面談記録",
    "order": 90
  },
  {
    "name": "teacherGrant",
    "label": "一般講師の権限",
    "order": 100
  },
  {
    "name": "inquiry",
    "label": "塾への問い合わせ",
    "order": 110
  },
  {
    "name": "communicationMethod",
    "label": "連絡手段",
    "order": 120
  }
];

/** The name of a setting a schoolhouse carries: code that names one is checked against the model. */
export type SettingName =
  | "ALLOW_USE_NOTICE"
  | "ALLOW_TEACHER_VIEW_NOTICE"
  | "ALLOW_TEACHER_SEND_NOTICE"
  | "ALLOW_PROTECTOR_USE_CONTACT"
  | "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
  | "ALLOW_STUDENT_VIEW_AND_SEND_CONTACT"
  | "ALLOW_USE_FRAME_DIVIDE"
  | "ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS"
  | "ALLOW_PROTECTOR_RESCHEDULE_LESSON"
  | "ALLOW_PROTECTOR_UPDATE_AVAILABLE_TIMES"
  | "ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP"
  | "ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP"
  | "ALLOW_USE_INPUT_SCORES"
  | "ALLOW_PROTECTOR_INPUT_SCORES"
  | "ALLOW_USE_EVENT"
  | "ALLOW_TEACHER_VIEW_EVENT"
  | "ALLOW_USE_INVOICE"
  | "ALLOW_USE_LESSON_REPORT"
  | "ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT"
  | "ALLOW_TEACHER_COMMENT_LESSON_REPORT"
  | "ALLOW_TEACHER_PUBLISH_LESSON_REPORT"
  | "ALLOW_USE_COMMUNICATION"
  | "ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER"
  | "ALLOW_COMMUNICATION_COMMENT"
  | "ALLOW_USE_INTERVIEW"
  | "TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT"
  | "TEACHER_VIEW_AND_REPLY_INQUIRY"
  | "TEACHER_VIEW_RESERVATION"
  | "INQUIRY_TO_SCHOOL_TARGET"
  | "RESCHEDULE_DEADLINE_DAYS"
  | "COMMUNICATION_METHOD_WEB"
  | "COMMUNICATION_METHOD_MAIL"
  | "COMMUNICATION_METHOD_LINE"
  | "COMMUNICATION_METHOD_APP";

export const schoolhouseSettings: readonly (SchoolhouseSettingDef & { readonly name: SettingName })[] = [
  {
    "name": "ALLOW_USE_NOTICE",
    "label": "お知らせ機能を利用する",
    "group": "notice",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_VIEW_NOTICE",
    "label": "講師がお知らせを閲覧できる",
    "group": "notice",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_SEND_NOTICE",
    "label": "講師がお知らせを配信できる",
    "group": "notice",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_USE_CONTACT",
    "label": "保護者との連絡機能を利用する",
    "group": "contact",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT",
    "label": "講師が連絡を閲覧・送信できる",
    "group": "contact",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_STUDENT_VIEW_AND_SEND_CONTACT",
    "label": "生徒が連絡を閲覧・送信できる",
    "group": "contact",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_FRAME_DIVIDE",
    "label": "コマ割り機能を利用する",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS",
    "label": "保護者が欠席連絡できる",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_RESCHEDULE_LESSON",
    "label": "保護者が振替申請できる",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_UPDATE_AVAILABLE_TIMES",
    "label": "保護者が通塾可能日を登録できる",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP",
    "label": "保護者画面に講師名を表示する",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP",
    "label": "講師画面に生徒名を表示する",
    "group": "seat",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_INPUT_SCORES",
    "label": "成績機能を利用する",
    "group": "achievement",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_PROTECTOR_INPUT_SCORES",
    "label": "保護者が成績を入力できる",
    "group": "achievement",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_EVENT",
    "label": "予約・イベント機能を利用する",
    "group": "reservation",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_VIEW_EVENT",
    "label": "講師が予約・イベントを閲覧できる",
    "group": "reservation",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_INVOICE",
    "label": "請求書機能を利用する",
    "group": "invoice",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_LESSON_REPORT",
    "label": "指導報告書機能を利用する",
    "group": "report",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT",
    "label": "講師が指導報告書のコメントを閲覧できる",
    "group": "report",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_COMMENT_LESSON_REPORT",
    "label": "講師が指導報告書にコメントできる",
    "group": "report",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_PUBLISH_LESSON_REPORT",
    "label": "講師が指導報告書を公開できる",
    "group": "report",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_COMMUNICATION",
    "label": "講師連絡機能を利用する",
    "group": "communication",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER",
    "label": "講師が他の講師へ連絡できる",
    "group": "communication",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_COMMUNICATION_COMMENT",
    "label": "講師連絡へのコメントを許可する",
    "group": "communication",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "ALLOW_USE_INTERVIEW",
    "label": "面談記録機能を利用する",
    "group": "interview",
    "kind": "feature",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT",
    "label": "一般講師がお知らせのコメントを閲覧・返信できる",
    "group": "teacherGrant",
    "kind": "option",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "TEACHER_VIEW_AND_REPLY_INQUIRY",
    "label": "一般講師がお問い合わせを閲覧・返信できる",
    "group": "teacherGrant",
    "kind": "option",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "TEACHER_VIEW_RESERVATION",
    "label": "一般講師が予約を閲覧できる",
    "group": "teacherGrant",
    "kind": "option",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "INQUIRY_TO_SCHOOL_TARGET",
    "label": "塾への問い合わせを利用できる人",
    "group": "inquiry",
    "kind": "option",
    "default": "3",
    "values": [
      {
        "code": "1",
        "label": "保護者のみ"
      },
      {
        "code": "2",
        "label": "生徒のみ"
      },
      {
        "code": "3",
        "label": "保護者と生徒"
      }
    ]
  },
  {
    "name": "RESCHEDULE_DEADLINE_DAYS",
    "label": "振替の期限",
    "group": "seat",
    "kind": "option",
    "default": "30",
    "values": [
      {
        "code": "14",
        "label": "欠席日から2週間以内"
      },
      {
        "code": "30",
        "label": "欠席日から30日以内"
      },
      {
        "code": "60",
        "label": "欠席日から60日以内"
      },
      {
        "code": "90",
        "label": "欠席日から90日以内"
      }
    ]
  },
  {
    "name": "COMMUNICATION_METHOD_WEB",
    "label": "Web通知",
    "group": "communicationMethod",
    "kind": "option",
    "default": "1",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "COMMUNICATION_METHOD_MAIL",
    "label": "メール",
    "group": "communicationMethod",
    "kind": "option",
    "default": "1",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "COMMUNICATION_METHOD_LINE",
    "label": "LINE",
    "group": "communicationMethod",
    "kind": "option",
    "default": "0",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  },
  {
    "name": "COMMUNICATION_METHOD_APP",
    "label": "アプリ通知",
    "group": "communicationMethod",
    "kind": "option",
    "default": "1",
    "values": [
      {
        "code": "1",
        "label": "有効"
      },
      {
        "code": "0",
        "label": "無効"
      }
    ]
  }
];

/** The definition of one setting. */
export function settingNamed(name: SettingName): SchoolhouseSettingDef {
  return schoolhouseSettings.find((s) => s.name === name)!;
}
