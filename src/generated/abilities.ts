// Generated from model/ by `npm run generate`. Do not edit by hand.

import { AbilityBuilder, createMongoAbility, type MongoAbility, type MongoQuery, type Subject } from '@casl/ability';
import { closedEntityActions, gates, isGateOpen } from './gates.js';

export type RoleName = 'SPRIX_ADMIN' | 'SYSTEM' | 'STAFF' | 'AREA_MANAGER' | 'CLAIM_MANAGER' | 'CLAIM' | 'ACCOUNTING' | 'TEACHER' | 'PROTECTOR' | 'STUDENT';
export type FeatureName =
  | 'ALLOW_USE_NOTICE'
  | 'ALLOW_TEACHER_VIEW_NOTICE'
  | 'ALLOW_TEACHER_SEND_NOTICE'
  | 'ALLOW_PROTECTOR_USE_CONTACT'
  | 'ALLOW_TEACHER_VIEW_AND_SEND_CONTACT'
  | 'ALLOW_STUDENT_VIEW_AND_SEND_CONTACT'
  | 'ALLOW_USE_FRAME_DIVIDE'
  | 'ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS'
  | 'ALLOW_PROTECTOR_RESCHEDULE_LESSON'
  | 'ALLOW_PROTECTOR_UPDATE_AVAILABLE_TIMES'
  | 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP'
  | 'ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP'
  | 'ALLOW_USE_INPUT_SCORES'
  | 'ALLOW_PROTECTOR_INPUT_SCORES'
  | 'ALLOW_USE_EVENT'
  | 'ALLOW_TEACHER_VIEW_EVENT'
  | 'ALLOW_USE_INVOICE'
  | 'ALLOW_USE_LESSON_REPORT'
  | 'ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT'
  | 'ALLOW_TEACHER_COMMENT_LESSON_REPORT'
  | 'ALLOW_TEACHER_PUBLISH_LESSON_REPORT'
  | 'ALLOW_USE_COMMUNICATION'
  | 'ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER'
  | 'ALLOW_COMMUNICATION_COMMENT'
  | 'ALLOW_USE_INTERVIEW';

/** One access grant: any of the roles, with the feature settings enabled. */
export interface Grant {
  readonly roles: readonly RoleName[];
  readonly features: { readonly all: readonly FeatureName[]; readonly any: readonly FeatureName[] };
}

/** What the rules need to know of the signed-in user (or the linked user acted as). */
export interface AbilityUser {
  role: RoleName;
  companyId: number;
  userId: number;
  schoolhouseIds: number[];
  protectorId: number | null;
  teacherId: number | null;
  studentIds: number[];
  /** Feature settings enabled in any of the user's schoolhouses. */
  features: readonly string[];
  /**
   * The values each option of model/settings.yaml has in the user's schoolhouses (a schoolhouse with none stored: the
   * option's default): what the gates of model/gates.yaml read.
   */
  optionValues: Readonly<Record<string, readonly string[]>>;
  /** The company's invoice status is active (companies.invoice_status): screens with `requires: invoice` open. */
  isInvoiceActive: boolean;
}

/** A company condition a screen or entity API needs besides its grants (model/screens, `requires`). */
export type Requirement = 'invoice';

export type EntityAction = 'read' | 'create' | 'update' | 'delete';
/** access: a screen (subject Screen, by id); pass: an action-level gate (subject Gate, by name); the entity actions. */
export type AppAbility = MongoAbility<[EntityAction | 'access' | 'pass', Subject]>;

/** Every feature setting (model/features.yaml) with its Japanese label. */
export const featureSettings: ReadonlyArray<{ name: FeatureName; label: string; group: string }> = [
  {
    "name": "ALLOW_USE_NOTICE",
    "label": "お知らせ機能を利用する",
    "group": "notice"
  },
  {
    "name": "ALLOW_TEACHER_VIEW_NOTICE",
    "label": "講師がお知らせを閲覧できる",
    "group": "notice"
  },
  {
    "name": "ALLOW_TEACHER_SEND_NOTICE",
    "label": "講師がお知らせを配信できる",
    "group": "notice"
  },
  {
    "name": "ALLOW_PROTECTOR_USE_CONTACT",
    "label": "保護者との連絡機能を利用する",
    "group": "contact"
  },
  {
    "name": "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT",
    "label": "講師が連絡を閲覧・送信できる",
    "group": "contact"
  },
  {
    "name": "ALLOW_STUDENT_VIEW_AND_SEND_CONTACT",
    "label": "生徒が連絡を閲覧・送信できる",
    "group": "contact"
  },
  {
    "name": "ALLOW_USE_FRAME_DIVIDE",
    "label": "コマ割り機能を利用する",
    "group": "seat"
  },
  {
    "name": "ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS",
    "label": "保護者が欠席連絡できる",
    "group": "seat"
  },
  {
    "name": "ALLOW_PROTECTOR_RESCHEDULE_LESSON",
    "label": "保護者が振替申請できる",
    "group": "seat"
  },
  {
    "name": "ALLOW_PROTECTOR_UPDATE_AVAILABLE_TIMES",
    "label": "保護者が通塾可能日を登録できる",
    "group": "seat"
  },
  {
    "name": "ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP",
    "label": "保護者画面に講師名を表示する",
    "group": "seat"
  },
  {
    "name": "ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP",
    "label": "講師画面に生徒名を表示する",
    "group": "seat"
  },
  {
    "name": "ALLOW_USE_INPUT_SCORES",
    "label": "成績機能を利用する",
    "group": "achievement"
  },
  {
    "name": "ALLOW_PROTECTOR_INPUT_SCORES",
    "label": "保護者が成績を入力できる",
    "group": "achievement"
  },
  {
    "name": "ALLOW_USE_EVENT",
    "label": "予約・イベント機能を利用する",
    "group": "reservation"
  },
  {
    "name": "ALLOW_TEACHER_VIEW_EVENT",
    "label": "講師が予約・イベントを閲覧できる",
    "group": "reservation"
  },
  {
    "name": "ALLOW_USE_INVOICE",
    "label": "請求書機能を利用する",
    "group": "invoice"
  },
  {
    "name": "ALLOW_USE_LESSON_REPORT",
    "label": "指導報告書機能を利用する",
    "group": "report"
  },
  {
    "name": "ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT",
    "label": "講師が指導報告書のコメントを閲覧できる",
    "group": "report"
  },
  {
    "name": "ALLOW_TEACHER_COMMENT_LESSON_REPORT",
    "label": "講師が指導報告書にコメントできる",
    "group": "report"
  },
  {
    "name": "ALLOW_TEACHER_PUBLISH_LESSON_REPORT",
    "label": "講師が指導報告書を公開できる",
    "group": "report"
  },
  {
    "name": "ALLOW_USE_COMMUNICATION",
    "label": "講師連絡機能を利用する",
    "group": "communication"
  },
  {
    "name": "ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER",
    "label": "講師が他の講師へ連絡できる",
    "group": "communication"
  },
  {
    "name": "ALLOW_COMMUNICATION_COMMENT",
    "label": "講師連絡へのコメントを許可する",
    "group": "communication"
  },
  {
    "name": "ALLOW_USE_INTERVIEW",
    "label": "面談記録機能を利用する",
    "group": "interview"
  }
];

/** Authorities (m_authority_id) of roles.yaml. */
export const authorities = {
  "AUTH_STAFF_GENERAL": {
    "id": 1,
    "canLogIn": true,
    "recordsActivity": false
  },
  "AUTH_PROTECTOR": {
    "id": 2,
    "canLogIn": true,
    "recordsActivity": true
  },
  "AUTH_STUDENT": {
    "id": 3,
    "canLogIn": false,
    "recordsActivity": true
  },
  "AUTH_TEACHER": {
    "id": 4,
    "canLogIn": true,
    "recordsActivity": true
  }
} as const;

/** The authority of every role; an authority with one role (teacher, protector, student) implies it. */
export const roleAuthority: Record<RoleName, keyof typeof authorities> = {
  "SPRIX_ADMIN": "AUTH_STAFF_GENERAL",
  "SYSTEM": "AUTH_STAFF_GENERAL",
  "STAFF": "AUTH_STAFF_GENERAL",
  "AREA_MANAGER": "AUTH_STAFF_GENERAL",
  "CLAIM_MANAGER": "AUTH_STAFF_GENERAL",
  "CLAIM": "AUTH_STAFF_GENERAL",
  "ACCOUNTING": "AUTH_STAFF_GENERAL",
  "TEACHER": "AUTH_TEACHER",
  "PROTECTOR": "AUTH_PROTECTOR",
  "STUDENT": "AUTH_STUDENT"
};

/** Who may open each screen (model/screens). */
export const screenGrants: Record<string, readonly Grant[]> = {
  "achievements.class-input": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INPUT_SCORES"
        ],
        "any": []
      }
    }
  ],
  "achievements.edit": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INPUT_SCORES",
          "ALLOW_PROTECTOR_INPUT_SCORES"
        ],
        "any": []
      }
    }
  ],
  "achievements.index": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INPUT_SCORES"
        ],
        "any": []
      }
    }
  ],
  "achievements.list": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INPUT_SCORES"
        ],
        "any": []
      }
    }
  ],
  "analysis.billing-payment-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.destination-record-point": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.entry-consideration-total": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.inquiry-trend": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.leaving-student-total": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.parent-questionnaire-input": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.parent-questionnaire-result": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.sales-management": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.school-record-point": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.student-count-analysis": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.student-count-total": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.student-questionnaire-input": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.student-questionnaire-result": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.teacher-questionnaire-input": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.teacher-questionnaire-result": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "analysis.trade-area-map": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.debit-accounts": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-bill-check-approval": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-bill-issue": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-bill-issue-approval": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-claim-alarm-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-claim-info": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-closing-bulk-cancel": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-correction-slip": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.general-payment-receipt": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.school-bill-check": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.school-bill-issue-request": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.school-claim-alarm-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.school-claim-info": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.school-closing-process": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing-process.student-fees": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "classroom.guardians": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "classroom.students": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "classroom.teachers": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "contact-teacher.create-choose-recipients": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.create-content": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION",
          "ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.edit-choose-recipients": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION",
          "ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.manage-detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.survey": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.survey-result": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.template-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.template-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact-teacher.template-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_COMMUNICATION"
        ],
        "any": []
      }
    }
  ],
  "contact.add": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.index": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.template-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.template-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.template-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_PROTECTOR_USE_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "home.change-password": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.choose-user": [
    {
      "roles": [
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.index": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.information-output": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.notification": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.personal-information": [
    {
      "roles": [
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "home.setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "interview.bulk-print": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.template-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.template-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "interview.template-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INTERVIEW"
        ],
        "any": []
      }
    }
  ],
  "invoice.detail": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INVOICE"
        ],
        "any": []
      }
    }
  ],
  "invoice.list": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_INVOICE"
        ],
        "any": []
      }
    }
  ],
  "legacy.entrance-exit-history": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.frame-divide-course-bulk-delete": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.frame-divide-info": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.frame-divide-schedule-print": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.junior-high-graduation": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.logout": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.message-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.print-status": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.record-point-table-output": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.school-master": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.student-table-output": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.support": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "legacy.top": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "notice.create-choose-recipients": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.create-content": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR",
        "STUDENT"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE"
        ],
        "any": [
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ]
      }
    }
  ],
  "notice.edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.edit-choose-recipients": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.list": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.manage": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE"
        ],
        "any": [
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ]
      }
    }
  ],
  "notice.manage-detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE"
        ],
        "any": [
          "ALLOW_TEACHER_VIEW_NOTICE",
          "ALLOW_TEACHER_SEND_NOTICE"
        ]
      }
    }
  ],
  "notice.survey": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.survey-result": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE",
          "ALLOW_TEACHER_VIEW_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.tag-manage": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.template-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.template-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "notice.template-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_NOTICE"
        ],
        "any": []
      }
    }
  ],
  "print.queue": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "report.bulk-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.detail": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.guardian-list": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.print": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.template-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.template-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.template-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.textbook-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.textbook-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.textbook-import": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "report.textbook-list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_LESSON_REPORT"
        ],
        "any": []
      }
    }
  ],
  "reservation.closing-date-setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.event-rules": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.event-setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.event-setting-add": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.event-setting-edit": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.event-students": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.index": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.list": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    },
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_TEACHER_VIEW_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.space-setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "reservation.time-setting": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "seat-management.attendance-date": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_FRAME_DIVIDE",
          "ALLOW_PROTECTOR_UPDATE_AVAILABLE_TIMES"
        ],
        "any": []
      }
    }
  ],
  "seat-management.grid": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "seat-management.index": [
    {
      "roles": [
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_FRAME_DIVIDE"
        ],
        "any": []
      }
    }
  ],
  "seat-management.list": [
    {
      "roles": [
        "TEACHER",
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_FRAME_DIVIDE"
        ],
        "any": []
      }
    }
  ],
  "seat-management.normal-frames": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.all-claim-confirmation": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.areas": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.banks": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.basic-claim-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.claim-alarm-condition-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.current-term": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.destination-point-table": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.entry-period": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.fee-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.frame-division-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.grade-guarantee": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.grade-input-deadline": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.holidays": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-banks": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-scores": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-students": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-survey-data": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-teachers": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.import-zip-codes": [
    {
      "roles": [
        "SYSTEM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.inquiry-form-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.invoice-print-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.leaving-reason-items": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.lesson-subjects": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.mail-patterns": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.normal-frame-bulk-delete": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.operation-history": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.parent-questionnaire-items": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.payment-method-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.receipt-card-items": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.report-data-fix": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.school-score-point-table": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.school-subjects": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.school-year-advance": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.school-year-advance-cancel": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.schoolhouses": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.seats": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.staffs": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.student-info-correction": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.student-questionnaire-items": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.survey-watch-points": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.system-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.teacher-questionnaire-items": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.term-settings": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.timetable": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "setting-system.version-up": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ]
};

/** Who may read and write each entity through the API (model/entities, api.access). */
export const entityGrants: Record<string, { read: readonly Grant[]; write: readonly Grant[] }> = {
  "area": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "bank": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "claim_alarm_condition": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "claim_confirmation": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "claim_setting": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "communication_template": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_COMMUNICATION"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_COMMUNICATION"
          ],
          "any": []
        }
      }
    ]
  },
  "contact_template": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_PROTECTOR_USE_CONTACT"
          ],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_PROTECTOR_USE_CONTACT",
            "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_PROTECTOR_USE_CONTACT"
          ],
          "any": []
        }
      }
    ]
  },
  "debit_account": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "destination_point": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "entry_period": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "event": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_TEACHER_VIEW_EVENT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      }
    ]
  },
  "event_setting": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      }
    ]
  },
  "event_space": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_TEACHER_VIEW_EVENT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      }
    ]
  },
  "event_time_slot": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "PROTECTOR"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_TEACHER_VIEW_EVENT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_EVENT"
          ],
          "any": []
        }
      }
    ]
  },
  "fee_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "frame_division": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "grade_guarantee": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "grade_input_deadline": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "grade_record": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "holiday": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "import_job": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "inquiry_form_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "interview": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_INTERVIEW"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_INTERVIEW"
          ],
          "any": []
        }
      }
    ]
  },
  "interview_template": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_INTERVIEW"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_INTERVIEW"
          ],
          "any": []
        }
      }
    ]
  },
  "invoice_print_setting": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "leaving_reason": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "lesson_report": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ]
  },
  "lesson_report_setting": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ]
  },
  "lesson_subject": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "mail_pattern": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "normal_frame": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "normal_frame_deletion": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "notice_template": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_NOTICE"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_NOTICE"
          ],
          "any": []
        }
      }
    ]
  },
  "operation_log": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "parent_questionnaire_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "payment_method": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "print_request": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "protector": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "receipt_card_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "report_data_fix": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "report_template": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ]
  },
  "school": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "school_score_point": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "school_subject": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "school_year_advance": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "schoolhouse": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "schoolyear": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "seat": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "staff": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "student": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "student_fee": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "student_questionnaire_answer": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "student_questionnaire_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "survey_watch_point": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "system_setting": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "tag": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_NOTICE"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_NOTICE"
          ],
          "any": []
        }
      }
    ]
  },
  "teacher": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "teacher_questionnaire_item": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "teacher_schoolhouse": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "textbook": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ]
  },
  "textbook_unit": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [
            "ALLOW_USE_LESSON_REPORT"
          ],
          "any": []
        }
      }
    ]
  },
  "timetable_period": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING",
          "TEACHER",
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "version_history": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": []
  },
  "yearly_schedule": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  "zip_code": {
    "read": [
      {
        "roles": [
          "SPRIX_ADMIN",
          "SYSTEM",
          "STAFF",
          "AREA_MANAGER",
          "CLAIM_MANAGER",
          "CLAIM",
          "ACCOUNTING"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [],
          "any": []
        }
      },
      {
        "roles": [
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ],
    "write": [
      {
        "roles": [
          "SYSTEM"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  }
};

/** Row scope per role (model/entities, rows). */
export const entityRows: Record<string, Record<string, Record<string, string | number | { in: string; orEmpty?: boolean }>>> = {
  "event": {
    "TEACHER": {
      "schoolhouse_id": {
        "in": "$user.schoolhouseIds"
      }
    }
  },
  "holiday": {
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
  "lesson_report": {
    "TEACHER": {
      "schoolhouse_id": {
        "in": "$user.schoolhouseIds"
      }
    }
  },
  "schoolhouse": {
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
  "student": {
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
  "teacher": {
    "TEACHER": {
      "id": "$user.teacherId"
    }
  }
};

/** Screens that open only under a company condition (model/screens, `requires`). */
export const screenRequirements: Record<string, Requirement> = {
  "analysis.billing-payment-list": "invoice",
  "analysis.sales-management": "invoice",
  "billing-process.debit-accounts": "invoice",
  "billing-process.general-bill-check-approval": "invoice",
  "billing-process.general-bill-issue": "invoice",
  "billing-process.general-bill-issue-approval": "invoice",
  "billing-process.general-claim-alarm-list": "invoice",
  "billing-process.general-claim-info": "invoice",
  "billing-process.general-closing-bulk-cancel": "invoice",
  "billing-process.general-correction-slip": "invoice",
  "billing-process.general-payment-receipt": "invoice",
  "billing-process.school-bill-check": "invoice",
  "billing-process.school-bill-issue-request": "invoice",
  "billing-process.school-claim-alarm-list": "invoice",
  "billing-process.school-claim-info": "invoice",
  "billing-process.school-closing-process": "invoice",
  "billing-process.student-fees": "invoice",
  "invoice.detail": "invoice",
  "invoice.list": "invoice",
  "setting-system.all-claim-confirmation": "invoice",
  "setting-system.basic-claim-settings": "invoice",
  "setting-system.claim-alarm-condition-settings": "invoice",
  "setting-system.invoice-print-settings": "invoice",
  "setting-system.payment-method-settings": "invoice"
};

/** Entity APIs that answer only under a company condition: every screen showing the entity requires it. */
export const entityRequirements: Record<string, Requirement> = {
  "claim_alarm_condition": "invoice",
  "claim_confirmation": "invoice",
  "claim_setting": "invoice",
  "debit_account": "invoice",
  "invoice_print_setting": "invoice",
  "payment_method": "invoice",
  "student_fee": "invoice"
};

/** True when the user's company meets the requirement (none: always). */
export function meetsRequirement(requirement: Requirement | undefined, user: Pick<AbilityUser, 'isInvoiceActive'>): boolean {
  return requirement !== 'invoice' || user.isInvoiceActive;
}

/** True when one of the grants names the user's role and its feature settings are enabled. */
export function grantAllows(grants: readonly Grant[], user: Pick<AbilityUser, 'role' | 'features'>): boolean {
  return grants.some((g) => g.roles.includes(user.role)
    && g.features.all.every((f) => user.features.includes(f))
    && (g.features.any.length === 0 || g.features.any.some((f) => user.features.includes(f))));
}

function userValue(user: AbilityUser, ref: string | number): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('$user.')) return ref;
  return user[ref.slice(6) as keyof AbilityUser];
}

/** The row condition of a role as a CASL (Mongo-style) query; null when the user lacks a value it needs. */
export function rowConditions(entity: string, user: AbilityUser): MongoQuery | null | undefined {
  const rows = entityRows[entity]?.[user.role];
  if (!rows) return undefined;
  const query: Record<string, unknown> = {};
  for (const [field, cond] of Object.entries(rows)) {
    const value = typeof cond === 'object' ? userValue(user, cond.in) : userValue(user, cond);
    if (value === null || value === undefined) return null;
    // orEmpty: a row with the field empty (null) matches too, e.g. a holiday of every schoolhouse.
    query[field] = typeof cond === 'object' ? { $in: cond.orEmpty ? [...(value as unknown[]), null] : value } : value;
  }
  return query as MongoQuery;
}

/**
 * The CASL ability of a user: which screens they may open, which action-level gates (model/gates.yaml) let them
 * through, and what they may do to each entity's rows (less what a closed gate takes).
 */
export function buildAbility(user: AbilityUser): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const screens = Object.entries(screenGrants)
    .filter(([id, grants]) => grantAllows(grants, user) && meetsRequirement(screenRequirements[id], user)).map(([id]) => id);
  can('access', 'Screen', { id: { $in: screens } });
  can('pass', 'Gate', { name: { $in: gates.filter((g) => isGateOpen(g, user)).map((g) => g.name) } });
  for (const [entity, grants] of Object.entries(entityGrants)) {
    if (!meetsRequirement(entityRequirements[entity], user)) continue;
    const conditions = rowConditions(entity, user);
    if (conditions === null) continue;
    const closed = closedEntityActions(entity, user);
    const actions: EntityAction[] = [
      ...(grantAllows(grants.read, user) ? ['read' as const] : []),
      ...(grantAllows(grants.write, user) ? ['create' as const, 'update' as const, 'delete' as const] : []),
    ].filter((action) => !closed.has(action));
    for (const action of actions) {
      if (conditions) can(action, entity, conditions);
      else can(action, entity);
    }
  }
  return build();
}
