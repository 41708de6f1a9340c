// Generated from model/ by `npm run generate`. Do not edit by hand.

/** Start pages per role: screen ids tried in order, else the fallback (model/navigation.yaml). */
export const navigation: {
  readonly fallback: string;
  readonly afterSignIn: Readonly<Record<string, readonly string[]>>;
  readonly afterSwitch: Readonly<Record<string, readonly string[]>>;
  readonly chooseCurrent: Readonly<Record<string, readonly string[]>>;
  readonly afterLogout: Readonly<Record<string, readonly string[]>>;
  readonly leaveContactTeacher: Readonly<Record<string, readonly string[]>>;
} = {
  "fallback": "home.index",
  "afterSignIn": {
    "SPRIX_ADMIN": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "SYSTEM": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "STAFF": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "AREA_MANAGER": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "CLAIM_MANAGER": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "CLAIM": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "ACCOUNTING": [
      "notice.manage",
      "contact.list",
      "home.setting"
    ],
    "TEACHER": [
      "home.choose-user"
    ],
    "PROTECTOR": [
      "home.choose-user"
    ]
  },
  "afterSwitch": {
    "TEACHER": [
      "seat-management.list",
      "notice.manage",
      "contact.list",
      "reservation.list",
      "home.index"
    ],
    "PROTECTOR": [
      "notice.list",
      "contact.list",
      "achievements.list",
      "seat-management.list",
      "invoice.list"
    ]
  },
  "chooseCurrent": {
    "TEACHER": [
      "home.index"
    ],
    "PROTECTOR": [
      "home.index"
    ]
  },
  "afterLogout": {
    "SPRIX_ADMIN": [
      "legacy.logout"
    ],
    "SYSTEM": [
      "legacy.logout"
    ],
    "STAFF": [
      "legacy.logout"
    ],
    "AREA_MANAGER": [
      "legacy.logout"
    ],
    "CLAIM_MANAGER": [
      "legacy.logout"
    ],
    "CLAIM": [
      "legacy.logout"
    ],
    "ACCOUNTING": [
      "legacy.logout"
    ],
    "TEACHER": [
      "home.login"
    ],
    "PROTECTOR": [
      "home.login"
    ]
  },
  "leaveContactTeacher": {
    "SPRIX_ADMIN": [
      "contact-teacher.list"
    ],
    "SYSTEM": [
      "contact-teacher.list"
    ],
    "STAFF": [
      "contact-teacher.list"
    ],
    "AREA_MANAGER": [
      "contact-teacher.list"
    ],
    "CLAIM_MANAGER": [
      "contact-teacher.list"
    ],
    "CLAIM": [
      "contact-teacher.list"
    ],
    "ACCOUNTING": [
      "contact-teacher.list"
    ],
    "TEACHER": [
      "home.index"
    ],
    "PROTECTOR": [
      "contact-teacher.list"
    ]
  }
};
