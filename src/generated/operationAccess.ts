// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Grant } from './abilities.js';

/** Who may call each hand-written API operation (model/operations.yaml access; empty: any signed-in user). */
export const operationAccess: Readonly<Record<string, readonly Grant[]>> = {
  "account.activity-history": [],
  "account.change-password": [
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
  "account.mail-setting": [
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
  "account.notification-email": [
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
  "account.personal-information": [
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
  "auth.create-switch-token": [
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
  "auth.current-user": [],
  "auth.get-user-by-token": [],
  "auth.login": [],
  "auth.login-switch": [],
  "auth.related-students": [
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
  "auth.related-teachers": [
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
  "billing.alarms": [
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
  "billing.approve": [
    {
      "roles": [
        "CLAIM_MANAGER",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.cancel-close": [
    {
      "roles": [
        "CLAIM_MANAGER",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.claim-create": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.claim-delete": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.claim-update": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.claims": [
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
  "billing.close": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.correction-create": [
    {
      "roles": [
        "CLAIM_MANAGER",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.corrections": [
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
  "billing.debit-batches": [
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
  "billing.debit-export": [
    {
      "roles": [
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
  "billing.debit-import": [
    {
      "roles": [
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
  "billing.invoice": [
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
  "billing.invoice-pdf": [
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
  "billing.invoices": [
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
  "billing.issue": [
    {
      "roles": [
        "CLAIM_MANAGER",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.payment-create": [
    {
      "roles": [
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
  "billing.payment-delete": [
    {
      "roles": [
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
  "billing.period-logs": [
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
  "billing.periods": [
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
  "billing.post-monthly": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.reject": [
    {
      "roles": [
        "CLAIM_MANAGER",
        "ACCOUNTING"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.request": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "billing.withdraw": [
    {
      "roles": [
        "SPRIX_ADMIN",
        "SYSTEM",
        "STAFF",
        "AREA_MANAGER",
        "CLAIM_MANAGER",
        "CLAIM"
      ],
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "calendar-feed.ics": [],
  "calendar-feed.issue": [
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
  "calendar-feed.read": [
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
  "calendar-feed.revoke": [
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
  "communication.comment-create": [
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
  "communication.comment-delete": [
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
  "communication.comment-update": [
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
  "communication.comments": [
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
  "communication.create": [
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
  "communication.delete": [
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
  "communication.get": [
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
  "communication.like": [
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
  "communication.list": [
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
  "communication.remind-survey": [
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
  "communication.remind-unread": [
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
  "communication.survey-answer": [
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
  "communication.survey-download": [
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
  "communication.survey-results": [
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
  "communication.teachers": [
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
  "communication.update": [
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
  "contact.comment-create": [
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
  "contact.comment-withdraw": [
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
  "contact.create": [
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
  "contact.download": [
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
          "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT"
        ],
        "any": []
      }
    }
  ],
  "contact.get": [
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
  "contact.list-of-teacher": [
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
  "contact.update": [
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
  "contact.users": [
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
  "contact.withdraw": [
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
  "event.admin-register": [
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
  "event.agree": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "event.agreement": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "event.agreement-download": [
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
  "event.frame-detail": [
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
  "event.frames": [
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
  "event.frames-protector": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "event.holiday-affected": [
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
  "event.holiday-create": [
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
  "event.holiday-delete": [
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
  "event.holidays": [
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
  "event.list-student": [
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
  "event.list-student-download": [
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
  "event.publish": [
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
  "event.register": [
    {
      "roles": [
        "PROTECTOR"
      ],
      "features": {
        "all": [
          "ALLOW_USE_EVENT"
        ],
        "any": []
      }
    }
  ],
  "event.reservation-cancel": [
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
    }
  ],
  "event.status": [
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
  "file.download": [],
  "frame.absent": [
    {
      "roles": [
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
  "frame.available-lessons": [
    {
      "roles": [
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
  "frame.available-times": [
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
  "frame.available-times-save": [
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
  "frame.cancel": [
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
  "frame.generate": [
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
  "frame.grid": [
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
  "frame.move": [
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
  "frame.place": [
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
  "frame.reschedule-decide": [
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
  "frame.reschedule-request": [
    {
      "roles": [
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
  "frame.student-schedule": [
    {
      "roles": [
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
  "frame.teacher-schedule": [
    {
      "roles": [
        "TEACHER"
      ],
      "features": {
        "all": [
          "ALLOW_USE_FRAME_DIVIDE"
        ],
        "any": []
      }
    }
  ],
  "header.current-term": [
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
  "header.invoice-status": [
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
  "header.print-pending-count": [
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
  "header.system-info": [
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
  "home.summary": [
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
  "import.check": [
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
  "import.discard": [
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
  "import.progress": [
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
  "import.run": [
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
  "invoice.bill": [
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
  "invoice.config": [
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
  "invoice.download": [
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
  "mail.bounces": [],
  "mail.unsubscribe": [],
  "mail.unsubscribe-page": [],
  "maintenance.advance": [
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
  "maintenance.advance-cancel": [
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
  "maintenance.advance-preview": [
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
  "maintenance.normal-frame-delete": [
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
  "maintenance.normal-frame-delete-preview": [
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
  "notice.attachment": [
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
  "notice.candidate-ids": [
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
  "notice.candidates": [
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
  "notice.comment-create": [
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
  "notice.comment-delete": [
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
  "notice.comment-update": [
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
  "notice.comments": [
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
  "notice.create": [
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
  "notice.delete": [
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
  "notice.get": [
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
  "notice.like": [
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
  "notice.list": [
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
  "notice.received": [
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
  "notice.recipients": [
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
  "notice.remind-survey": [
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
  "notice.remind-unread": [
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
  "notice.schoolhouse-permission": [
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
  "notice.status": [
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
  "notice.update": [
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
  "notification.account-unread-count": [
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
  "notification.delete": [
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
  "notification.list": [
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
  "notification.read": [
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
  "notification.read-all": [
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
  "notification.status": [
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
  "notification.unread-count": [
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
  "print.request-create": [
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
  "print.request-status": [
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
  "records.class": [
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
  "records.class-save": [
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
  "records.school-subjects": [
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
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "records.school-subjects-save": [
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
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "records.student": [
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
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "records.student-save": [
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
      "features": {
        "all": [],
        "any": []
      }
    }
  ],
  "report.attachments": [
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
  "report.bulk-comment": [
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
  "report.bulk-create": [
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
  "report.bulk-delete": [
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
  "report.bulk-unpublish": [
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
  "report.bulk-update": [
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
  "report.comment-create": [
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
  "report.comments": [
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
  "report.generations": [
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
  "report.next": [
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
  "report.previous": [
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
  "report.protector-detail": [
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
  "report.protector-list": [
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
  "report.publish": [
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
  "report.reference": [
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
  "report.timetables": [
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
  "report.unpublish-all": [
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
  "report.unread-families": [
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
  "report.view": [
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
  "settings.read": [
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
  "settings.write": [
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
  "survey.answer": [
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
  "survey.download": [
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
  "survey.results": [
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
  ]
};
