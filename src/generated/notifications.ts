// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { RoleName } from './abilities.js';
import type { DeliveryChannelCode, NotificationKindCode } from './enums.js';

/** A notification column that fills a route parameter. */
export type NotificationParamSource = 'target_id' | 'student_id';

/** Where a notification opens for some roles: a screen (model/screens) and its route parameters. */
export interface NotificationTarget {
  readonly roles: readonly RoleName[];
  readonly screen: string;
  /** Route parameter (`:id`) to the notification column that fills it. */
  readonly params: Readonly<Record<string, NotificationParamSource>>;
}

/** One kind of notification (model/notifications.yaml). */
export interface NotificationKindDef {
  readonly name: NotificationKindCode;
  /** Message key of the tag the bell shows. */
  readonly label: string;
  /** Message key of the row's title. */
  readonly title: string;
  /** The entity (and its table) whose row target_id names; a row of it deleted, the click says so. */
  readonly record?: { readonly entity: string; readonly table: string };
  readonly channels: readonly DeliveryChannelCode[];
  /** notify: the channels other than the bell are queued with the row (notification_deliveries); record: the record sends them. */
  readonly sentBy: 'notify' | 'record';
  readonly targets: readonly NotificationTarget[];
}

/** A delivery channel and the schoolhouse option (COMMUNICATION_METHOD_*) that switches it. */
export interface NotificationChannelDef {
  readonly switchedBy: string;
  /** A notification row (the bell and /notification; the app reads them too). */
  readonly isBell: boolean;
}

/** Every kind by its code. */
export const notificationKinds: Readonly<Record<NotificationKindCode, NotificationKindDef>> = {
  "notice-published": {
    "name": "notice-published",
    "label": "notification.kind.noticePublished",
    "title": "noticeMail.notificationTitle",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app",
      "mail",
      "line"
    ],
    "sentBy": "record",
    "targets": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "screen": "notice.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "notice-unread-reminder": {
    "name": "notice-unread-reminder",
    "label": "notification.kind.noticeReminder",
    "title": "noticeMail.unreadReminderTitle",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app",
      "mail",
      "line"
    ],
    "sentBy": "record",
    "targets": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "screen": "notice.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "notice-survey-reminder": {
    "name": "notice-survey-reminder",
    "label": "notification.kind.noticeSurvey",
    "title": "noticeMail.surveyReminderTitle",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app",
      "mail",
      "line"
    ],
    "sentBy": "record",
    "targets": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "screen": "notice.survey",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "notice-comment": {
    "name": "notice-comment",
    "label": "notification.kind.noticeComment",
    "title": "noticeReceiveApi.notification.guardianComment",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "notice.manage-detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "notice-reply": {
    "name": "notice-reply",
    "label": "notification.kind.noticeReply",
    "title": "noticeReceiveApi.notification.schoolReply",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "screen": "notice.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "contact-received": {
    "name": "contact-received",
    "label": "notification.kind.contactReceived",
    "title": "notification.title.contactReceived",
    "record": {
      "entity": "contact",
      "table": "contacts"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "contact.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "contact-reply": {
    "name": "contact-reply",
    "label": "notification.kind.contactReply",
    "title": "notification.title.contactReply",
    "record": {
      "entity": "contact",
      "table": "contacts"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "contact.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "manager-contact-teacher": {
    "name": "manager-contact-teacher",
    "label": "notification.kind.managerContactTeacher",
    "title": "notification.title.managerContactTeacher",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "TEACHER"
        ],
        "screen": "contact-teacher.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "manager-contact-teacher-comment": {
    "name": "manager-contact-teacher-comment",
    "label": "notification.kind.communicationComment",
    "title": "notification.title.communicationComment",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "contact-teacher.manage-detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "teacher-contact-teacher": {
    "name": "teacher-contact-teacher",
    "label": "notification.kind.teacherContactTeacher",
    "title": "notification.title.teacherContactTeacher",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "TEACHER"
        ],
        "screen": "contact-teacher.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "teacher-contact-teacher-comment": {
    "name": "teacher-contact-teacher-comment",
    "label": "notification.kind.communicationComment",
    "title": "notification.title.communicationComment",
    "record": {
      "entity": "notice",
      "table": "notices"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "contact-teacher.manage-detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "event-published": {
    "name": "event-published",
    "label": "notification.kind.eventPublished",
    "title": "notification.title.eventPublished",
    "record": {
      "entity": "event",
      "table": "events"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "reservation.list",
        "params": {}
      }
    ]
  },
  "event-closed-day": {
    "name": "event-closed-day",
    "label": "notification.kind.eventClosedDay",
    "title": "notification.title.eventClosedDay",
    "record": {
      "entity": "event",
      "table": "events"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "reservation.list",
        "params": {}
      }
    ]
  },
  "invoice-issued": {
    "name": "invoice-issued",
    "label": "notification.kind.invoiceIssued",
    "title": "notification.title.invoiceIssued",
    "record": {
      "entity": "invoice",
      "table": "invoices"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "screen": "invoice.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "closed-day": {
    "name": "closed-day",
    "label": "notification.kind.closedDay",
    "title": "notification.title.closedDay",
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "TEACHER",
          "PROTECTOR"
        ],
        "screen": "seat-management.list",
        "params": {}
      },
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
        "screen": "reservation.closing-date-setting",
        "params": {}
      }
    ]
  },
  "absence-decision": {
    "name": "absence-decision",
    "label": "notification.kind.absenceDecision",
    "title": "notification.title.absenceDecision",
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "TEACHER",
          "PROTECTOR"
        ],
        "screen": "seat-management.list",
        "params": {}
      }
    ]
  },
  "makeup-decision": {
    "name": "makeup-decision",
    "label": "notification.kind.makeupDecision",
    "title": "notification.title.makeupDecision",
    "record": {
      "entity": "reschedule_request",
      "table": "reschedule_requests"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
      {
        "roles": [
          "TEACHER",
          "PROTECTOR"
        ],
        "screen": "seat-management.list",
        "params": {}
      }
    ]
  },
  "lesson-absence-reported": {
    "name": "lesson-absence-reported",
    "label": "notification.kind.lessonAbsenceReported",
    "title": "notification.title.lessonAbsenceReported",
    "record": {
      "entity": "lesson",
      "table": "lessons"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "seat-management.grid",
        "params": {}
      },
      {
        "roles": [
          "TEACHER"
        ],
        "screen": "seat-management.list",
        "params": {}
      }
    ]
  },
  "reschedule-requested": {
    "name": "reschedule-requested",
    "label": "notification.kind.rescheduleRequested",
    "title": "notification.title.rescheduleRequested",
    "record": {
      "entity": "reschedule_request",
      "table": "reschedule_requests"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "seat-management.grid",
        "params": {}
      }
    ]
  },
  "report-published": {
    "name": "report-published",
    "label": "notification.kind.reportPublished",
    "title": "notification.title.reportPublished",
    "record": {
      "entity": "lesson_report",
      "table": "lesson_reports"
    },
    "channels": [
      "web",
      "app",
      "mail"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "report.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "report-commented": {
    "name": "report-commented",
    "label": "notification.kind.reportCommented",
    "title": "notification.title.reportCommented",
    "record": {
      "entity": "lesson_report",
      "table": "lesson_reports"
    },
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "report.detail",
        "params": {
          "id": "target_id"
        }
      }
    ]
  },
  "maintenance": {
    "name": "maintenance",
    "label": "notification.kind.maintenance",
    "title": "notification.title.maintenance",
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "home.notification",
        "params": {}
      }
    ]
  },
  "general": {
    "name": "general",
    "label": "notification.kind.general",
    "title": "notification.title.general",
    "channels": [
      "web",
      "app"
    ],
    "sentBy": "notify",
    "targets": [
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
        "screen": "home.notification",
        "params": {}
      }
    ]
  }
};

/** Every delivery channel by its code. */
export const notificationChannels: Readonly<Record<DeliveryChannelCode, NotificationChannelDef>> = {
  "web": {
    "switchedBy": "COMMUNICATION_METHOD_WEB",
    "isBell": true
  },
  "app": {
    "switchedBy": "COMMUNICATION_METHOD_APP",
    "isBell": true
  },
  "mail": {
    "switchedBy": "COMMUNICATION_METHOD_MAIL",
    "isBell": false
  },
  "line": {
    "switchedBy": "COMMUNICATION_METHOD_LINE",
    "isBell": false
  }
};

/** The page a notification of a kind opens for a role, if the kind has one for it. */
export function notificationTarget(kind: string, role: RoleName): NotificationTarget | undefined {
  const def = (notificationKinds as Readonly<Record<string, NotificationKindDef | undefined>>)[kind];
  return def?.targets.find((t) => t.roles.includes(role));
}
