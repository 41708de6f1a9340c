// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Grant } from './abilities.js';
import type { ErrorKey } from './errors.js';
import type { FileOwnerKind } from './fileOwners.js';

/** One hand-written API operation (model/operations.yaml). */
export interface Operation {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, {name} marking parameters. */
  readonly path: string;
  readonly handler: HandlerName;
  readonly isPublic: boolean;
  /** Empty: any signed-in user. */
  readonly access: readonly Grant[];
  /** The screen whose grants it shares (model accessFrom): the API side of that screen. */
  readonly screen?: string;
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
  /** A multipart body: `body` is the JSON of its `data` part; files are checked against these rules by content. */
  readonly multipart?: MultipartRules;
  /** Content type of a successful answer that is not JSON (a download). */
  readonly produces?: string;
  /** A company condition besides the grants (the invoice status): refused with INVOICE_NOT_ACTIVE while not met. */
  readonly requires?: 'invoice';
}

/** File rules of a multipart operation (model/operations.yaml multipart, limits from constants.yaml). */
export interface MultipartRules {
  /** Name of the file parts. */
  readonly field: string;
  /** The entity owning the files (model multipart `owner`): they are stored in the file store before the handler runs. */
  readonly owner?: FileOwnerKind;
  readonly maxCount: number;
  readonly maxBytes: number;
  /** Limit of image/* files. */
  readonly imageMaxBytes: number;
  /** Allowed types: detected type (extension) and MIME type. */
  readonly types: ReadonlyArray<{ readonly ext: string; readonly mime: string; readonly label: string }>;
  /**
   * Errors answered instead of the attachment ones: tooLarge (over maxBytes), typeNotAllowed, unreadable (the name
   * says an allowed type, the content is not one).
   */
  readonly errors?: { readonly tooLarge?: ErrorKey; readonly typeNotAllowed?: ErrorKey; readonly unreadable?: ErrorKey };
}

/** Names of the handlers in src/server/handlers that the server must register. */
export type HandlerName = 'accountUnreadNotificationCount' | 'adminRegisterEventReservation' | 'advancePreview' | 'agreeToEvent' | 'answerCommunicationSurvey' | 'answerSurvey' | 'approveBilling' | 'availableLessons' | 'billingAlarms' | 'billingClaims' | 'billingCorrections' | 'billingInvoice' | 'billingInvoices' | 'billingPeriodLogs' | 'billingPeriods' | 'bulkCommentReports' | 'bulkCreateReports' | 'bulkUpdateReports' | 'calendarFeedIcs' | 'cancelAdvance' | 'cancelBillingClose' | 'cancelEventReservation' | 'cancelLesson' | 'changeEventStatus' | 'changePassword' | 'checkImport' | 'classGradeRecords' | 'closeBilling' | 'communicationSurveyResults' | 'createClaim' | 'createCommunication' | 'createCommunicationComment' | 'createContact' | 'createContactComment' | 'createCorrection' | 'createEventHoliday' | 'createNotice' | 'createNoticeComment' | 'createPayment' | 'createPrintRequest' | 'createReportComment' | 'createSwitchToken' | 'currentTerm' | 'currentUser' | 'debitBatches' | 'decideReschedule' | 'deleteClaim' | 'deleteCommunication' | 'deleteCommunicationComment' | 'deleteEventHoliday' | 'deleteNotice' | 'deleteNoticeComment' | 'deleteNotification' | 'deletePayment' | 'deleteReports' | 'discardImport' | 'downloadCommunicationSurvey' | 'downloadContactThread' | 'downloadEventAgreements' | 'downloadEventStudents' | 'downloadFile' | 'downloadNoticeAttachment' | 'downloadSurveyResults' | 'eventAgreement' | 'eventFrameDetail' | 'eventFrames' | 'eventHolidayAffected' | 'eventHolidays' | 'eventStudents' | 'exportDebit' | 'familyInvoiceBill' | 'familyInvoiceConfig' | 'familyInvoiceDownload' | 'generateLessons' | 'getCommunication' | 'getContact' | 'getNotice' | 'getUserByToken' | 'homeSummary' | 'importDebit' | 'importProgress' | 'invoiceStatus' | 'issueBilling' | 'issueCalendarFeed' | 'lessonGrid' | 'listCommunicationComments' | 'listCommunicationTeachers' | 'listCommunications' | 'listContactCandidates' | 'listContacts' | 'listManagedNotices' | 'listNoticeCandidateIds' | 'listNoticeCandidates' | 'listNoticeComments' | 'listNoticeRecipients' | 'listNotifications' | 'listReceivedNotices' | 'listReportComments' | 'login' | 'loginSwitch' | 'mailBounce' | 'mailUnsubscribe' | 'mailUnsubscribePage' | 'moveLesson' | 'nextReport' | 'normalFrameDeletionPreview' | 'noticeSchoolhousePermission' | 'noticeStatus' | 'notificationStatus' | 'personalInformation' | 'placeLesson' | 'postMonthlyClaims' | 'previousReport' | 'printPendingCount' | 'protectorEventReservations' | 'protectorReport' | 'protectorReports' | 'publishEvent' | 'publishReports' | 'readAllNotifications' | 'readAvailableTimes' | 'readCalendarFeed' | 'readNotifications' | 'readSettings' | 'recordActivity' | 'referenceReports' | 'registerEventReservation' | 'rejectBilling' | 'relatedStudents' | 'relatedTeachers' | 'remindSurveyCommunication' | 'remindSurveyNotice' | 'remindUnreadCommunication' | 'remindUnreadNotice' | 'reportAbsence' | 'reportGenerations' | 'reportTimetables' | 'requestBilling' | 'requestReschedule' | 'revokeCalendarFeed' | 'runImport' | 'saveAvailableTimes' | 'saveClassGradeRecords' | 'saveReportAttachments' | 'saveStudentGradeRecord' | 'saveStudentSchoolSubjectGrades' | 'setPrintRequestStatus' | 'staffInvoicePdf' | 'startAdvance' | 'startNormalFrameDeletion' | 'studentGradeRecords' | 'studentSchedule' | 'studentSchoolSubjectGrades' | 'surveyResults' | 'systemInfo' | 'teacherSchedule' | 'toggleCommunicationLike' | 'toggleNoticeLike' | 'unpublishAllReports' | 'unpublishReports' | 'unreadNotificationCount' | 'unreadReportFamilies' | 'updateClaim' | 'updateCommunication' | 'updateCommunicationComment' | 'updateContact' | 'updateMailSetting' | 'updateNotice' | 'updateNoticeComment' | 'updateNotificationEmail' | 'viewReport' | 'withdrawBilling' | 'withdrawContact' | 'withdrawContactComment' | 'writeSettings';

export const operations: readonly Operation[] = [
  {
    "id": "account.activity-history",
    "method": "POST",
    "path": "/users/activity-history",
    "handler": "recordActivity",
    "isPublic": false,
    "access": [],
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "path"
      ],
      "properties": {
        "path": {
          "type": "string",
          "maxLength": 500,
          "minLength": 1,
          "title": "画面のパス"
        },
        "method": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 10,
          "pattern": "^[A-Z]+$",
          "title": "メソッド"
        },
        "status": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 100,
          "maximum": 599,
          "title": "ステータス"
        },
        "message": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000,
          "title": "メッセージ"
        }
      }
    }
  },
  {
    "id": "account.change-password",
    "method": "POST",
    "path": "/change-password",
    "handler": "changePassword",
    "isPublic": false,
    "access": [
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
    "screen": "home.change-password",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "old_password",
        "password",
        "password_confirmation"
      ],
      "properties": {
        "old_password": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "title": "現在のパスワード"
        },
        "password": {
          "type": "string",
          "minLength": 8,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9]+$",
          "title": "新しいパスワード",
          "x-patternMessage": "validation.passwordChars"
        },
        "password_confirmation": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "title": "新しいパスワード（確認）"
        }
      }
    }
  },
  {
    "id": "account.mail-setting",
    "method": "POST",
    "path": "/users/mail-setting",
    "handler": "updateMailSetting",
    "isPublic": false,
    "access": [
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
    "screen": "home.personal-information",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "receive_mail"
      ],
      "properties": {
        "receive_mail": {
          "type": "boolean",
          "title": "メール通知"
        }
      }
    }
  },
  {
    "id": "account.notification-email",
    "method": "POST",
    "path": "/users/email",
    "handler": "updateNotificationEmail",
    "isPublic": false,
    "access": [
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
    "screen": "home.personal-information",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "email"
      ],
      "properties": {
        "email": {
          "type": "string",
          "maxLength": 1000,
          "title": "通知メールアドレス",
          "minLength": 1
        }
      }
    }
  },
  {
    "id": "account.personal-information",
    "method": "GET",
    "path": "/users/personal-information",
    "handler": "personalInformation",
    "isPublic": false,
    "access": [
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
    "screen": "home.personal-information"
  },
  {
    "id": "auth.create-switch-token",
    "method": "POST",
    "path": "/users/create-switch-token",
    "handler": "createSwitchToken",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "auth.current-user",
    "method": "GET",
    "path": "/auth-search/users/current",
    "handler": "currentUser",
    "isPublic": false,
    "access": []
  },
  {
    "id": "auth.get-user-by-token",
    "method": "POST",
    "path": "/get-user-by-token/{token}",
    "handler": "getUserByToken",
    "isPublic": true,
    "access": []
  },
  {
    "id": "auth.login",
    "method": "POST",
    "path": "/communication/login",
    "handler": "login",
    "isPublic": true,
    "access": [],
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "password"
      ],
      "properties": {
        "username": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "title": "ログインID"
        },
        "password": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "title": "パスワード"
        }
      }
    }
  },
  {
    "id": "auth.login-switch",
    "method": "POST",
    "path": "/login-switch/{token}",
    "handler": "loginSwitch",
    "isPublic": true,
    "access": []
  },
  {
    "id": "auth.related-students",
    "method": "GET",
    "path": "/auth-search/protectors/{id}/related-students",
    "handler": "relatedStudents",
    "isPublic": false,
    "access": [
      {
        "roles": [
          "PROTECTOR"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  {
    "id": "auth.related-teachers",
    "method": "GET",
    "path": "/auth-search/teachers/{id}/related-teachers",
    "handler": "relatedTeachers",
    "isPublic": false,
    "access": [
      {
        "roles": [
          "TEACHER"
        ],
        "features": {
          "all": [],
          "any": []
        }
      }
    ]
  },
  {
    "id": "billing.alarms",
    "method": "GET",
    "path": "/billing/alarms",
    "handler": "billingAlarms",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.approve",
    "method": "POST",
    "path": "/billing/periods/approve",
    "handler": "approveBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.cancel-close",
    "method": "POST",
    "path": "/billing/periods/cancel-close",
    "handler": "cancelBillingClose",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.claim-create",
    "method": "POST",
    "path": "/billing/claims",
    "handler": "createClaim",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "student_id",
        "billing_month",
        "item_name",
        "unit_price",
        "quantity",
        "tax_category"
      ],
      "properties": {
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "生徒"
        },
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "fee_item_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 2147483647,
          "title": "料金項目"
        },
        "item_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "title": "項目名"
        },
        "unit_price": {
          "type": "integer",
          "minimum": -9999999,
          "maximum": 9999999,
          "title": "単価（税抜）"
        },
        "quantity": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "title": "数量"
        },
        "tax_category": {
          "type": "string",
          "enum": [
            "taxable",
            "reduced",
            "exempt"
          ],
          "title": "税区分"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.claim-delete",
    "method": "DELETE",
    "path": "/billing/claims/{id}",
    "handler": "deleteClaim",
    "isPublic": false,
    "access": [
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
    "requires": "invoice"
  },
  {
    "id": "billing.claim-update",
    "method": "PUT",
    "path": "/billing/claims/{id}",
    "handler": "updateClaim",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "item_name",
        "unit_price",
        "quantity",
        "tax_category"
      ],
      "properties": {
        "fee_item_id": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 2147483647,
          "title": "料金項目"
        },
        "item_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "title": "項目名"
        },
        "unit_price": {
          "type": "integer",
          "minimum": -9999999,
          "maximum": 9999999,
          "title": "単価（税抜）"
        },
        "quantity": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "title": "数量"
        },
        "tax_category": {
          "type": "string",
          "enum": [
            "taxable",
            "reduced",
            "exempt"
          ],
          "title": "税区分"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.claims",
    "method": "GET",
    "path": "/billing/claims",
    "handler": "billingClaims",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "billing_month"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "生徒"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.close",
    "method": "POST",
    "path": "/billing/periods/close",
    "handler": "closeBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.correction-create",
    "method": "POST",
    "path": "/billing/invoices/{id}/corrections",
    "handler": "createCorrection",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "item_name",
        "unit_price",
        "quantity",
        "tax_category",
        "reason"
      ],
      "properties": {
        "item_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "title": "項目名"
        },
        "unit_price": {
          "type": "integer",
          "minimum": -9999999,
          "maximum": 9999999,
          "title": "単価（税抜）"
        },
        "quantity": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "title": "数量"
        },
        "tax_category": {
          "type": "string",
          "enum": [
            "taxable",
            "reduced",
            "exempt"
          ],
          "title": "税区分"
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "title": "訂正理由"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.corrections",
    "method": "GET",
    "path": "/billing/corrections",
    "handler": "billingCorrections",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
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
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.debit-batches",
    "method": "GET",
    "path": "/billing/debit/batches",
    "handler": "debitBatches",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.debit-export",
    "method": "POST",
    "path": "/billing/debit/export",
    "handler": "exportDebit",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "transfer_on"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "transfer_on": {
          "type": "string",
          "format": "date",
          "title": "振替日"
        }
      }
    },
    "produces": "application/octet-stream",
    "requires": "invoice"
  },
  {
    "id": "billing.debit-import",
    "method": "POST",
    "path": "/billing/debit/import",
    "handler": "importDebit",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "multipart": {
      "field": "file",
      "maxCount": 1,
      "maxBytes": 20971520,
      "imageMaxBytes": 20971520,
      "types": [
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト（全銀協フォーマット）"
        }
      ]
    },
    "requires": "invoice"
  },
  {
    "id": "billing.invoice",
    "method": "GET",
    "path": "/billing/invoices/{id}",
    "handler": "billingInvoice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "requires": "invoice"
  },
  {
    "id": "billing.invoice-pdf",
    "method": "GET",
    "path": "/billing/invoices/{id}/pdf",
    "handler": "staffInvoicePdf",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "produces": "application/pdf",
    "requires": "invoice"
  },
  {
    "id": "billing.invoices",
    "method": "GET",
    "path": "/billing/invoices",
    "handler": "billingInvoices",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
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
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "status": {
          "type": "string",
          "enum": [
            "closed",
            "issued",
            "paid",
            "partially_paid",
            "overpaid"
          ],
          "title": "状況"
        },
        "unpaid": {
          "type": "boolean",
          "title": "未入金のみ"
        },
        "student_name": {
          "type": "string",
          "maxLength": 50,
          "title": "生徒名"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.issue",
    "method": "POST",
    "path": "/billing/periods/issue",
    "handler": "issueBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.payment-create",
    "method": "POST",
    "path": "/billing/invoices/{id}/payments",
    "handler": "createPayment",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "paid_on",
        "amount",
        "payment_kind"
      ],
      "properties": {
        "paid_on": {
          "type": "string",
          "format": "date",
          "title": "入金日"
        },
        "amount": {
          "type": "integer",
          "minimum": -99999999,
          "maximum": 99999999,
          "not": {
            "const": 0
          },
          "title": "入金額"
        },
        "payment_kind": {
          "type": "string",
          "enum": [
            "account_transfer",
            "bank_transfer",
            "cash",
            "credit_card",
            "convenience_store"
          ],
          "title": "入金方法"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.payment-delete",
    "method": "DELETE",
    "path": "/billing/payments/{id}",
    "handler": "deletePayment",
    "isPublic": false,
    "access": [
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
    "requires": "invoice"
  },
  {
    "id": "billing.period-logs",
    "method": "GET",
    "path": "/billing/periods/logs",
    "handler": "billingPeriodLogs",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "billing_month"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.periods",
    "method": "GET",
    "path": "/billing/periods",
    "handler": "billingPeriods",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
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
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.post-monthly",
    "method": "POST",
    "path": "/billing/claims/monthly",
    "handler": "postMonthlyClaims",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "billing_month"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.reject",
    "method": "POST",
    "path": "/billing/periods/reject",
    "handler": "rejectBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.request",
    "method": "POST",
    "path": "/billing/periods/request",
    "handler": "requestBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "billing.withdraw",
    "method": "POST",
    "path": "/billing/periods/withdraw",
    "handler": "withdrawBilling",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "billing_month",
        "schoolhouse_ids"
      ],
      "properties": {
        "billing_month": {
          "type": "string",
          "maxLength": 7,
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "minLength": 1,
          "title": "請求月",
          "x-patternMessage": "validation.yearMonth"
        },
        "schoolhouse_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "title": "校舎"
          },
          "title": "校舎"
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "title": "備考"
        }
      }
    },
    "requires": "invoice"
  },
  {
    "id": "calendar-feed.ics",
    "method": "GET",
    "path": "/calendar/{token}",
    "handler": "calendarFeedIcs",
    "isPublic": true,
    "access": [],
    "produces": "text/calendar"
  },
  {
    "id": "calendar-feed.issue",
    "method": "POST",
    "path": "/calendar-feed",
    "handler": "issueCalendarFeed",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "calendar-feed.read",
    "method": "GET",
    "path": "/calendar-feed",
    "handler": "readCalendarFeed",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "calendar-feed.revoke",
    "method": "DELETE",
    "path": "/calendar-feed",
    "handler": "revokeCalendarFeed",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "communication.comment-create",
    "method": "POST",
    "path": "/communications/{id}/comments",
    "handler": "createCommunicationComment",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        },
        "recipient_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "配信先",
          "description": "The sending side: the thread answered."
        }
      }
    }
  },
  {
    "id": "communication.comment-delete",
    "method": "DELETE",
    "path": "/communications/{id}/comments/{commentId}",
    "handler": "deleteCommunicationComment",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail"
  },
  {
    "id": "communication.comment-update",
    "method": "POST",
    "path": "/communications/{id}/comments/{commentId}",
    "handler": "updateCommunicationComment",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        }
      }
    }
  },
  {
    "id": "communication.comments",
    "method": "GET",
    "path": "/communications/{id}/comments",
    "handler": "listCommunicationComments",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "recipient_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "配信先",
          "description": "The sending side (staff, the sending teacher): the thread read (required). A recipient teacher reads their own thread (omit it)."
        }
      }
    }
  },
  {
    "id": "communication.create",
    "method": "POST",
    "path": "/communications",
    "handler": "createCommunication",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.create-content",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body",
        "allow_comment",
        "send_notification",
        "send_mail",
        "send_line",
        "publish"
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
          "maxLength": 20000,
          "minLength": 1,
          "title": "本文"
        },
        "allow_comment": {
          "type": "boolean",
          "title": "コメントを許可する"
        },
        "send_notification": {
          "type": "boolean",
          "title": "アプリ・Web通知"
        },
        "send_mail": {
          "type": "boolean",
          "title": "メール"
        },
        "send_line": {
          "type": "boolean",
          "title": "LINE"
        },
        "send_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "title": "予約配信日時"
        },
        "publish": {
          "type": "boolean",
          "title": "配信する",
          "description": "true: send now, or at send_at when given; false: save as a draft."
        },
        "teacher_ids": {
          "type": "array",
          "title": "配信先",
          "maxItems": 10000,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Chosen teachers; omit on update to keep them. A teacher sender may choose other teachers only where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on (10109)."
        },
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Update only: attachments to keep (others are removed)."
        },
        "survey": {
          "type": [
            "object",
            "null"
          ],
          "title": "アンケート",
          "additionalProperties": false,
          "required": [
            "deadline",
            "questions"
          ],
          "properties": {
            "deadline": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "title": "アンケート回答期限"
            },
            "questions": {
              "type": "array",
              "title": "質問",
              "minItems": 1,
              "maxItems": 20,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "question",
                  "answer_type",
                  "is_required",
                  "is_multiple",
                  "choices"
                ],
                "properties": {
                  "question": {
                    "type": "string",
                    "maxLength": 500,
                    "minLength": 1,
                    "title": "質問"
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1000,
                    "title": "補足説明"
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
                    "title": "回答形式"
                  },
                  "is_required": {
                    "type": "boolean",
                    "title": "回答必須"
                  },
                  "is_multiple": {
                    "type": "boolean",
                    "title": "複数選択可"
                  },
                  "choices": {
                    "type": "array",
                    "title": "選択肢",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "label"
                      ],
                      "properties": {
                        "label": {
                          "type": "string",
                          "maxLength": 200,
                          "minLength": 1,
                          "title": "選択肢"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "notice",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "communication.delete",
    "method": "DELETE",
    "path": "/communications/{id}",
    "handler": "deleteCommunication",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.manage-detail"
  },
  {
    "id": "communication.get",
    "method": "GET",
    "path": "/communications/{id}",
    "handler": "getCommunication",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail"
  },
  {
    "id": "communication.like",
    "method": "POST",
    "path": "/communications/{id}/likes",
    "handler": "toggleCommunicationLike",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.detail"
  },
  {
    "id": "communication.list",
    "method": "GET",
    "path": "/communications",
    "handler": "listCommunications",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "タイトル"
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "sent",
              "title": "配信済み"
            },
            {
              "const": "unsent",
              "title": "未配信"
            },
            {
              "const": "draft",
              "title": "下書き"
            }
          ],
          "title": "配信状況"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "communication.remind-survey",
    "method": "POST",
    "path": "/communications/{id}/unanswer-survey",
    "handler": "remindSurveyCommunication",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.manage-detail"
  },
  {
    "id": "communication.remind-unread",
    "method": "POST",
    "path": "/communications/{id}/notification/unread",
    "handler": "remindUnreadCommunication",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.manage-detail"
  },
  {
    "id": "communication.survey-answer",
    "method": "POST",
    "path": "/surveys/communication/{id}/answer",
    "handler": "answerCommunicationSurvey",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.survey",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "answers"
      ],
      "properties": {
        "answers": {
          "type": "array",
          "title": "回答",
          "maxItems": 20,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "question_id"
            ],
            "properties": {
              "question_id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647,
                "title": "質問"
              },
              "choice_ids": {
                "type": "array",
                "title": "選択肢",
                "maxItems": 20,
                "uniqueItems": true,
                "items": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 2147483647
                }
              },
              "text": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 2000,
                "title": "回答"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "communication.survey-download",
    "method": "GET",
    "path": "/surveys-communication/{id}/download",
    "handler": "downloadCommunicationSurvey",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.survey-result",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "sjis"
          ],
          "title": "CSVの文字コード",
          "default": "utf8"
        }
      }
    },
    "produces": "text/csv"
  },
  {
    "id": "communication.survey-results",
    "method": "GET",
    "path": "/surveys-communication/{id}/results",
    "handler": "communicationSurveyResults",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.survey-result"
  },
  {
    "id": "communication.teachers",
    "method": "GET",
    "path": "/communications/teachers",
    "handler": "listCommunicationTeachers",
    "isPublic": false,
    "access": [
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
    "screen": "contact-teacher.create-choose-recipients",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "講師名"
        }
      }
    }
  },
  {
    "id": "communication.update",
    "method": "POST",
    "path": "/communications/{id}",
    "handler": "updateCommunication",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "contact-teacher.edit",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body",
        "allow_comment",
        "send_notification",
        "send_mail",
        "send_line",
        "publish"
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
          "maxLength": 20000,
          "minLength": 1,
          "title": "本文"
        },
        "allow_comment": {
          "type": "boolean",
          "title": "コメントを許可する"
        },
        "send_notification": {
          "type": "boolean",
          "title": "アプリ・Web通知"
        },
        "send_mail": {
          "type": "boolean",
          "title": "メール"
        },
        "send_line": {
          "type": "boolean",
          "title": "LINE"
        },
        "send_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "title": "予約配信日時"
        },
        "publish": {
          "type": "boolean",
          "title": "配信する",
          "description": "true: send now, or at send_at when given; false: save as a draft."
        },
        "teacher_ids": {
          "type": "array",
          "title": "配信先",
          "maxItems": 10000,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Chosen teachers; omit on update to keep them. A teacher sender may choose other teachers only where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on (10109)."
        },
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Update only: attachments to keep (others are removed)."
        },
        "survey": {
          "type": [
            "object",
            "null"
          ],
          "title": "アンケート",
          "additionalProperties": false,
          "required": [
            "deadline",
            "questions"
          ],
          "properties": {
            "deadline": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "title": "アンケート回答期限"
            },
            "questions": {
              "type": "array",
              "title": "質問",
              "minItems": 1,
              "maxItems": 20,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "question",
                  "answer_type",
                  "is_required",
                  "is_multiple",
                  "choices"
                ],
                "properties": {
                  "question": {
                    "type": "string",
                    "maxLength": 500,
                    "minLength": 1,
                    "title": "質問"
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1000,
                    "title": "補足説明"
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
                    "title": "回答形式"
                  },
                  "is_required": {
                    "type": "boolean",
                    "title": "回答必須"
                  },
                  "is_multiple": {
                    "type": "boolean",
                    "title": "複数選択可"
                  },
                  "choices": {
                    "type": "array",
                    "title": "選択肢",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "label"
                      ],
                      "properties": {
                        "label": {
                          "type": "string",
                          "maxLength": 200,
                          "minLength": 1,
                          "title": "選択肢"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "notice",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "contact.comment-create",
    "method": "POST",
    "path": "/contacts/{id}/comments",
    "handler": "createContactComment",
    "isPublic": false,
    "access": [
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
    "screen": "contact.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        }
      }
    }
  },
  {
    "id": "contact.comment-withdraw",
    "method": "DELETE",
    "path": "/contacts/{id}/comments/{commentId}",
    "handler": "withdrawContactComment",
    "isPublic": false,
    "access": [
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
    "screen": "contact.detail"
  },
  {
    "id": "contact.create",
    "method": "POST",
    "path": "/contacts",
    "handler": "createContact",
    "isPublic": false,
    "access": [
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
    "screen": "contact.add",
    "body": {
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
          "title": "件名"
        },
        "body": {
          "type": "string",
          "maxLength": 2000,
          "minLength": 1,
          "title": "本文"
        },
        "student_ids": {
          "type": "array",
          "title": "送信先",
          "minItems": 1,
          "maxItems": 1000,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "The school side: the children whose families receive it (one contact each). A guardian writes about the child acted as."
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "contact",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "contact.download",
    "method": "GET",
    "path": "/contacts/{id}/download",
    "handler": "downloadContactThread",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "sjis"
          ],
          "title": "CSVの文字コード",
          "default": "utf8"
        }
      }
    },
    "produces": "text/csv"
  },
  {
    "id": "contact.get",
    "method": "GET",
    "path": "/contacts/{id}",
    "handler": "getContact",
    "isPublic": false,
    "access": [
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
    "screen": "contact.detail"
  },
  {
    "id": "contact.list",
    "method": "GET",
    "path": "/contacts",
    "handler": "listContacts",
    "isPublic": false,
    "access": [
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
    "screen": "contact.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "キーワード"
        },
        "read_status": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "title": "既読状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "has_replied": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "default": 1,
          "title": "返信状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "sender_type": {
          "type": "integer",
          "enum": [
            1,
            2
          ],
          "title": "送信者",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "comment_filter": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "default": 1,
          "title": "コメント",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "new",
              "title": "新規"
            },
            {
              "const": "contacted",
              "title": "連絡済み"
            },
            {
              "const": "otherContact",
              "title": "その他連絡済み"
            },
            {
              "const": "replied",
              "title": "返信済み"
            },
            {
              "const": "read",
              "title": "既読"
            }
          ],
          "title": "対応状況"
        },
        "m_schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "contact.list-of-teacher",
    "method": "GET",
    "path": "/contacts-of-teacher",
    "handler": "listContacts",
    "isPublic": false,
    "access": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "キーワード"
        },
        "read_status": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "title": "既読状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "has_replied": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "default": 1,
          "title": "返信状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "sender_type": {
          "type": "integer",
          "enum": [
            1,
            2
          ],
          "title": "送信者",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "comment_filter": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "default": 1,
          "title": "コメント",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "new",
              "title": "新規"
            },
            {
              "const": "contacted",
              "title": "連絡済み"
            },
            {
              "const": "otherContact",
              "title": "その他連絡済み"
            },
            {
              "const": "replied",
              "title": "返信済み"
            },
            {
              "const": "read",
              "title": "既読"
            }
          ],
          "title": "対応状況"
        },
        "m_schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "contact.update",
    "method": "POST",
    "path": "/contacts/{id}",
    "handler": "updateContact",
    "isPublic": false,
    "access": [
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
    "screen": "contact.edit",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 100,
          "minLength": 1,
          "title": "件名"
        },
        "body": {
          "type": "string",
          "maxLength": 2000,
          "minLength": 1,
          "title": "本文"
        },
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "status": {
          "type": "string",
          "enum": [
            "new",
            "contacted",
            "otherContact"
          ],
          "title": "対応状況"
        },
        "student_type": {
          "type": [
            "string",
            "null"
          ],
          "oneOf": [
            {
              "const": "continuing",
              "title": "在籍生"
            },
            {
              "const": "withdrew",
              "title": "退塾生"
            },
            {
              "const": "trial",
              "title": "体験生"
            },
            {
              "const": "rejectedTrial",
              "title": "体験後未入塾"
            },
            {
              "const": null,
              "title": "未選択"
            }
          ],
          "title": "生徒区分"
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "contact",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "contact.users",
    "method": "GET",
    "path": "/contacts/users",
    "handler": "listContactCandidates",
    "isPublic": false,
    "access": [
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
    "screen": "contact.add",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "student_name_kanji": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名"
        },
        "student_name_kana": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名（カナ）"
        },
        "student_number": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9-]*$",
          "title": "生徒番号"
        },
        "protector_name": {
          "type": "string",
          "maxLength": 100,
          "title": "保護者氏名"
        },
        "m_schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "statuses": {
          "type": "array",
          "title": "ステータス",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
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
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "default": [
            4
          ]
        },
        "m_schoolyear_ids": {
          "type": "array",
          "title": "学年",
          "maxItems": 20,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "m_school_ids": {
          "type": "array",
          "title": "学校",
          "maxItems": 100,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "contact.withdraw",
    "method": "DELETE",
    "path": "/contacts/{id}",
    "handler": "withdrawContact",
    "isPublic": false,
    "access": [
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
    "screen": "contact.detail"
  },
  {
    "id": "event.admin-register",
    "method": "POST",
    "path": "/events/frames/admin-reservation/register",
    "handler": "adminRegisterEventReservation",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "event_id",
        "frame_date",
        "time_slot_id",
        "student_id"
      ],
      "properties": {
        "event_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "イベント"
        },
        "frame_date": {
          "type": "string",
          "format": "date",
          "title": "日付"
        },
        "time_slot_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "時間枠"
        },
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "生徒"
        }
      }
    }
  },
  {
    "id": "event.agree",
    "method": "POST",
    "path": "/events/{id}/agree-participate",
    "handler": "agreeToEvent",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "event.agreement",
    "method": "GET",
    "path": "/events/{id}/agree-participate",
    "handler": "eventAgreement",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "event.agreement-download",
    "method": "GET",
    "path": "/events/{id}/agree-participate-download",
    "handler": "downloadEventAgreements",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.event-students",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "sjis"
          ],
          "title": "CSVの文字コード",
          "default": "utf8"
        }
      }
    },
    "produces": "text/csv"
  },
  {
    "id": "event.frame-detail",
    "method": "GET",
    "path": "/events/frames/{id}",
    "handler": "eventFrameDetail",
    "isPublic": false,
    "access": [
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
    "screen": "reservation.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "frame_date",
        "time_slot_id"
      ],
      "properties": {
        "frame_date": {
          "type": "string",
          "format": "date",
          "title": "日付"
        },
        "time_slot_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "時間枠"
        }
      }
    }
  },
  {
    "id": "event.frames",
    "method": "GET",
    "path": "/events/frames",
    "handler": "eventFrames",
    "isPublic": false,
    "access": [
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
    "screen": "reservation.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "event_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "イベント"
        },
        "from": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "to": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        }
      }
    }
  },
  {
    "id": "event.frames-protector",
    "method": "GET",
    "path": "/events/frames/protector",
    "handler": "protectorEventReservations",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "event.holiday-affected",
    "method": "GET",
    "path": "/events/holidays/affected",
    "handler": "eventHolidayAffected",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.closing-date-setting",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "holiday_date"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "holiday_date": {
          "type": "string",
          "format": "date",
          "title": "日付"
        }
      }
    }
  },
  {
    "id": "event.holiday-create",
    "method": "POST",
    "path": "/events/holidays",
    "handler": "createEventHoliday",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.closing-date-setting",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "holiday_date",
        "name"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
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
        "confirmed": {
          "type": "boolean",
          "title": "確認済み",
          "default": false
        }
      }
    }
  },
  {
    "id": "event.holiday-delete",
    "method": "DELETE",
    "path": "/events/holidays/{id}",
    "handler": "deleteEventHoliday",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.closing-date-setting"
  },
  {
    "id": "event.holidays",
    "method": "GET",
    "path": "/events/holidays",
    "handler": "eventHolidays",
    "isPublic": false,
    "access": [
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
    "screen": "reservation.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "from": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "to": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        }
      }
    }
  },
  {
    "id": "event.list-student",
    "method": "GET",
    "path": "/events/{id}/list-student",
    "handler": "eventStudents",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "minify": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "default": 0,
          "title": "生徒ごとにまとめる",
          "minimum": -2147483648,
          "maximum": 2147483647
        }
      }
    }
  },
  {
    "id": "event.list-student-download",
    "method": "GET",
    "path": "/events/{id}/list-student/download",
    "handler": "downloadEventStudents",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.event-students",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "sjis"
          ],
          "title": "CSVの文字コード",
          "default": "utf8"
        }
      }
    },
    "produces": "text/csv"
  },
  {
    "id": "event.publish",
    "method": "POST",
    "path": "/events/{id}/publish",
    "handler": "publishEvent",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.event-setting"
  },
  {
    "id": "event.register",
    "method": "POST",
    "path": "/events/frames/register",
    "handler": "registerEventReservation",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "event_id",
        "frame_date",
        "time_slot_id"
      ],
      "properties": {
        "event_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "イベント"
        },
        "frame_date": {
          "type": "string",
          "format": "date",
          "title": "日付"
        },
        "time_slot_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "時間枠"
        },
        "batch": {
          "type": "string",
          "enum": [
            "everyDay",
            "weekly",
            "everyTwoWeeks",
            "weekdays",
            "weekends",
            "custom"
          ],
          "title": "一括予約"
        },
        "dates": {
          "type": "array",
          "maxItems": 100,
          "uniqueItems": true,
          "title": "予約する日付",
          "items": {
            "type": "string",
            "format": "date"
          }
        }
      }
    }
  },
  {
    "id": "event.reservation-cancel",
    "method": "DELETE",
    "path": "/events/frames/{id}/{reservationId}",
    "handler": "cancelEventReservation",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "event.status",
    "method": "POST",
    "path": "/events/{id}/status",
    "handler": "changeEventStatus",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "reservation.event-setting",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "status"
      ],
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "draft",
            "published",
            "closed",
            "cancelled"
          ],
          "title": "ステータス"
        }
      }
    }
  },
  {
    "id": "file.download",
    "method": "GET",
    "path": "/files/{id}",
    "handler": "downloadFile",
    "isPublic": false,
    "access": [],
    "produces": "application/octet-stream"
  },
  {
    "id": "frame.absent",
    "method": "POST",
    "path": "/frame-divide/lessons/{id}/absent",
    "handler": "reportAbsence",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "reason"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "absent"
          ],
          "title": "種別"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "欠席理由",
          "minLength": 1
        }
      }
    }
  },
  {
    "id": "frame.available-lessons",
    "method": "GET",
    "path": "/frame-divide/lessons/{id}/available-lessons",
    "handler": "availableLessons",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "frame.available-times",
    "method": "GET",
    "path": "/frame-divide/students/{id}/available-times",
    "handler": "readAvailableTimes",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "frame.available-times-save",
    "method": "PUT",
    "path": "/frame-divide/students/{id}/available-times",
    "handler": "saveAvailableTimes",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "data"
      ],
      "properties": {
        "data": {
          "type": "array",
          "maxItems": 140,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "weekday",
              "timetable_period_id"
            ],
            "properties": {
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
                "title": "曜日",
                "minimum": -2147483648,
                "maximum": 2147483647
              },
              "timetable_period_id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647,
                "title": "時限"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "frame.cancel",
    "method": "DELETE",
    "path": "/frame-divide/lessons/{id}",
    "handler": "cancelLesson",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "frame.generate",
    "method": "POST",
    "path": "/frame-divide/generate",
    "handler": "generateLessons",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "yearly_schedule_id"
      ],
      "properties": {
        "yearly_schedule_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "期"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    }
  },
  {
    "id": "frame.grid",
    "method": "GET",
    "path": "/frame-divide/grid",
    "handler": "lessonGrid",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "from",
        "to"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "from": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "to": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        }
      }
    }
  },
  {
    "id": "frame.move",
    "method": "POST",
    "path": "/frame-divide/lessons/{id}/move",
    "handler": "moveLesson",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "lesson_date",
        "timetable_period_id",
        "seat_id"
      ],
      "properties": {
        "lesson_date": {
          "type": "string",
          "format": "date",
          "title": "授業日"
        },
        "timetable_period_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "時限"
        },
        "seat_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "座席"
        }
      }
    }
  },
  {
    "id": "frame.place",
    "method": "POST",
    "path": "/frame-divide/lessons",
    "handler": "placeLesson",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "lesson_date",
        "timetable_period_id",
        "seat_id",
        "student_id",
        "teacher_id",
        "lesson_subject_id"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "lesson_date": {
          "type": "string",
          "format": "date",
          "title": "授業日"
        },
        "timetable_period_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "時限"
        },
        "seat_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "座席"
        },
        "student_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "生徒"
        },
        "teacher_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "講師"
        },
        "lesson_subject_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "授業科目"
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
          "minimum": -2147483648,
          "maximum": 2147483647
        }
      }
    }
  },
  {
    "id": "frame.reschedule-decide",
    "method": "POST",
    "path": "/frame-divide/reschedules/{id}/decision",
    "handler": "decideReschedule",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "approve_first",
            "approve_second",
            "refuse"
          ],
          "title": "対応"
        },
        "reason": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "見送りの理由"
        }
      }
    }
  },
  {
    "id": "frame.reschedule-request",
    "method": "POST",
    "path": "/frame-divide/lessons/{id}/reschedule",
    "handler": "requestReschedule",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "first_frame_id"
      ],
      "properties": {
        "first_frame_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "第1希望"
        },
        "second_frame_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "第2希望"
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200,
          "title": "連絡事項"
        }
      }
    }
  },
  {
    "id": "frame.student-schedule",
    "method": "GET",
    "path": "/frame-divide/students/{id}/schedule",
    "handler": "studentSchedule",
    "isPublic": false,
    "access": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "to": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        }
      }
    }
  },
  {
    "id": "frame.teacher-schedule",
    "method": "GET",
    "path": "/frame-divide/teachers/schedule",
    "handler": "teacherSchedule",
    "isPublic": false,
    "access": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "title": "開始日"
        },
        "to": {
          "type": "string",
          "format": "date",
          "title": "終了日"
        }
      }
    }
  },
  {
    "id": "header.current-term",
    "method": "GET",
    "path": "/yearlySchedules/current",
    "handler": "currentTerm",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "header.invoice-status",
    "method": "GET",
    "path": "/invoiceStatus",
    "handler": "invoiceStatus",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "header.print-pending-count",
    "method": "GET",
    "path": "/print-documents/pending-count",
    "handler": "printPendingCount",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "header.system-info",
    "method": "GET",
    "path": "/systemSettings/info",
    "handler": "systemInfo",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "home.summary",
    "method": "GET",
    "path": "/home/summary",
    "handler": "homeSummary",
    "isPublic": false,
    "access": [
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
    "screen": "home.index"
  },
  {
    "id": "import.check",
    "method": "POST",
    "path": "/imports/{target}",
    "handler": "checkImport",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "multipart": {
      "field": "file",
      "maxCount": 1,
      "maxBytes": 20971520,
      "imageMaxBytes": 20971520,
      "types": [
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel ブック（.xlsx）"
        }
      ],
      "errors": {
        "tooLarge": "IMPORT_FILE_TOO_LARGE",
        "typeNotAllowed": "IMPORT_FILE_TYPE_NOT_ALLOWED",
        "unreadable": "IMPORT_FILE_UNREADABLE"
      }
    }
  },
  {
    "id": "import.discard",
    "method": "POST",
    "path": "/import-jobs/{id}/discard",
    "handler": "discardImport",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "import.progress",
    "method": "GET",
    "path": "/import-jobs/{id}/progress",
    "handler": "importProgress",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "import.run",
    "method": "POST",
    "path": "/import-jobs/{id}/run",
    "handler": "runImport",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "invoice.bill",
    "method": "GET",
    "path": "/invoices/bill/{studentId}/{year}/{month}",
    "handler": "familyInvoiceBill",
    "isPublic": false,
    "access": [
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
    "requires": "invoice"
  },
  {
    "id": "invoice.config",
    "method": "GET",
    "path": "/invoices/config",
    "handler": "familyInvoiceConfig",
    "isPublic": false,
    "access": [
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
    "requires": "invoice"
  },
  {
    "id": "invoice.download",
    "method": "GET",
    "path": "/invoices/download/{studentId}/{year}/{month}",
    "handler": "familyInvoiceDownload",
    "isPublic": false,
    "access": [
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
    "produces": "application/pdf",
    "requires": "invoice"
  },
  {
    "id": "mail.bounces",
    "method": "POST",
    "path": "/mail/bounces",
    "handler": "mailBounce",
    "isPublic": true,
    "access": [],
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "recipient": {
          "type": "string",
          "maxLength": 320,
          "description": "The envelope recipient of the report (the bounce+… address), when the MTA gives it apart from the message (Postfix pipe ${recipient})."
        }
      }
    }
  },
  {
    "id": "mail.unsubscribe",
    "method": "POST",
    "path": "/mail/unsubscribe/{token}",
    "handler": "mailUnsubscribe",
    "isPublic": true,
    "access": []
  },
  {
    "id": "mail.unsubscribe-page",
    "method": "GET",
    "path": "/mail/unsubscribe/{token}",
    "handler": "mailUnsubscribePage",
    "isPublic": true,
    "access": [],
    "produces": "text/html"
  },
  {
    "id": "maintenance.advance",
    "method": "POST",
    "path": "/school-year-advance",
    "handler": "startAdvance",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "setting-system.school-year-advance",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year"
      ],
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2999,
          "title": "進級後の年度"
        }
      }
    }
  },
  {
    "id": "maintenance.advance-cancel",
    "method": "POST",
    "path": "/school-year-advances/{id}/cancel",
    "handler": "cancelAdvance",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "setting-system.school-year-advance-cancel"
  },
  {
    "id": "maintenance.advance-preview",
    "method": "GET",
    "path": "/school-year-advance/preview",
    "handler": "advancePreview",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "setting-system.school-year-advance",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50
        }
      }
    }
  },
  {
    "id": "maintenance.normal-frame-delete",
    "method": "POST",
    "path": "/normal-frame-deletion",
    "handler": "startNormalFrameDeletion",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "setting-system.normal-frame-bulk-delete",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "yearly_schedule_id"
      ],
      "properties": {
        "yearly_schedule_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "期"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "lessons_from": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "この日以降の授業も削除"
        }
      }
    }
  },
  {
    "id": "maintenance.normal-frame-delete-preview",
    "method": "GET",
    "path": "/normal-frame-deletion/preview",
    "handler": "normalFrameDeletionPreview",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "setting-system.normal-frame-bulk-delete",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "yearly_schedule_id"
      ],
      "properties": {
        "yearly_schedule_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "期"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "lessons_from": {
          "type": "string",
          "format": "date",
          "title": "この日以降の授業も削除"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50
        }
      }
    }
  },
  {
    "id": "notice.attachment",
    "method": "GET",
    "path": "/notices/{id}/attachments/{attachmentId}",
    "handler": "downloadNoticeAttachment",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail",
    "produces": "application/octet-stream"
  },
  {
    "id": "notice.candidate-ids",
    "method": "GET",
    "path": "/notices/candidates/ids",
    "handler": "listNoticeCandidateIds",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.create-choose-recipients",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "student_name_kanji": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名"
        },
        "student_name_kana": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名（カナ）"
        },
        "student_number": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9-]*$",
          "title": "生徒番号"
        },
        "protector_name": {
          "type": "string",
          "maxLength": 100,
          "title": "保護者氏名"
        },
        "m_schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "statuses": {
          "type": "array",
          "title": "ステータス",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
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
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "default": [
            4
          ]
        },
        "m_schoolyear_ids": {
          "type": "array",
          "title": "学年",
          "maxItems": 20,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "m_school_ids": {
          "type": "array",
          "title": "学校",
          "maxItems": 100,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notice.candidates",
    "method": "GET",
    "path": "/notices/candidates",
    "handler": "listNoticeCandidates",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.create-choose-recipients",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "student_name_kanji": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名"
        },
        "student_name_kana": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒氏名（カナ）"
        },
        "student_number": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9-]*$",
          "title": "生徒番号"
        },
        "protector_name": {
          "type": "string",
          "maxLength": 100,
          "title": "保護者氏名"
        },
        "m_schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "statuses": {
          "type": "array",
          "title": "ステータス",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
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
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "default": [
            4
          ]
        },
        "m_schoolyear_ids": {
          "type": "array",
          "title": "学年",
          "maxItems": 20,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "m_school_ids": {
          "type": "array",
          "title": "学校",
          "maxItems": 100,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notice.comment-create",
    "method": "POST",
    "path": "/notices/{id}/comments",
    "handler": "createNoticeComment",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        },
        "recipient_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "配信先",
          "description": "The manage side: the thread answered."
        }
      }
    }
  },
  {
    "id": "notice.comment-delete",
    "method": "DELETE",
    "path": "/notices/{id}/comments/{commentId}",
    "handler": "deleteNoticeComment",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail"
  },
  {
    "id": "notice.comment-update",
    "method": "POST",
    "path": "/notices/{id}/comments/{commentId}",
    "handler": "updateNoticeComment",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        }
      }
    }
  },
  {
    "id": "notice.comments",
    "method": "GET",
    "path": "/notices/{id}/comments",
    "handler": "listNoticeComments",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.manage-detail",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "recipient_id"
      ],
      "properties": {
        "recipient_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "配信先"
        }
      }
    }
  },
  {
    "id": "notice.create",
    "method": "POST",
    "path": "/notices",
    "handler": "createNotice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.create-content",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body",
        "allow_comment",
        "send_notification",
        "send_mail",
        "send_line",
        "publish"
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
          "maxLength": 20000,
          "minLength": 1,
          "title": "本文"
        },
        "allow_comment": {
          "type": "boolean",
          "title": "コメントを許可する"
        },
        "send_notification": {
          "type": "boolean",
          "title": "アプリ・Web通知"
        },
        "send_mail": {
          "type": "boolean",
          "title": "メール"
        },
        "send_line": {
          "type": "boolean",
          "title": "LINE"
        },
        "send_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "title": "予約配信日時"
        },
        "publish": {
          "type": "boolean",
          "title": "配信する",
          "description": "true: send now, or at send_at when given; false: save as a draft."
        },
        "tag_ids": {
          "type": "array",
          "title": "タグ",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "student_ids": {
          "type": "array",
          "title": "配信先",
          "maxItems": 10000,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Chosen students; omit on update to keep them."
        },
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Update only: attachments to keep (others are removed)."
        },
        "survey": {
          "type": [
            "object",
            "null"
          ],
          "title": "アンケート",
          "additionalProperties": false,
          "required": [
            "deadline",
            "questions"
          ],
          "properties": {
            "deadline": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "title": "アンケート回答期限"
            },
            "questions": {
              "type": "array",
              "title": "質問",
              "minItems": 1,
              "maxItems": 20,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "question",
                  "answer_type",
                  "is_required",
                  "is_multiple",
                  "choices"
                ],
                "properties": {
                  "question": {
                    "type": "string",
                    "maxLength": 500,
                    "minLength": 1,
                    "title": "質問"
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1000,
                    "title": "補足説明"
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
                    "title": "回答形式"
                  },
                  "is_required": {
                    "type": "boolean",
                    "title": "回答必須"
                  },
                  "is_multiple": {
                    "type": "boolean",
                    "title": "複数選択可"
                  },
                  "choices": {
                    "type": "array",
                    "title": "選択肢",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "label"
                      ],
                      "properties": {
                        "label": {
                          "type": "string",
                          "maxLength": 200,
                          "minLength": 1,
                          "title": "選択肢"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "notice",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "notice.delete",
    "method": "DELETE",
    "path": "/notices/{id}",
    "handler": "deleteNotice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.edit"
  },
  {
    "id": "notice.get",
    "method": "GET",
    "path": "/notices/{id}",
    "handler": "getNotice",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "minify": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "default": 0,
          "title": "minify",
          "minimum": -2147483648,
          "maximum": 2147483647
        }
      }
    }
  },
  {
    "id": "notice.like",
    "method": "POST",
    "path": "/notices/{id}/likes",
    "handler": "toggleNoticeLike",
    "isPublic": false,
    "access": [
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
    "screen": "notice.list"
  },
  {
    "id": "notice.list",
    "method": "GET",
    "path": "/notices",
    "handler": "listManagedNotices",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.manage",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "タイトル"
        },
        "tag_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "タグ"
        },
        "status": {
          "type": "string",
          "oneOf": [
            {
              "const": "sent",
              "title": "配信済み"
            },
            {
              "const": "unsent",
              "title": "未配信"
            },
            {
              "const": "draft",
              "title": "下書き"
            }
          ],
          "title": "配信状況"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notice.received",
    "method": "GET",
    "path": "/notices/received",
    "handler": "listReceivedNotices",
    "isPublic": false,
    "access": [
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
    "screen": "notice.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "read_status": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "title": "既読状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notice.recipients",
    "method": "GET",
    "path": "/notices/{id}/recipients",
    "handler": "listNoticeRecipients",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.manage-detail",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "search_name": {
          "type": "string",
          "maxLength": 100,
          "title": "生徒名・保護者名"
        },
        "read_status": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "title": "既読状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "has_replied": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "title": "返信状況",
          "description": "reply_filter: all 1, not replied 2, replied 3.",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "answer_status": {
          "type": "string",
          "enum": [
            "answered",
            "unanswered"
          ],
          "title": "アンケート回答状況"
        },
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1,
          "title": "page"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notice.remind-survey",
    "method": "POST",
    "path": "/notices/{id}/unanswer-survey",
    "handler": "remindSurveyNotice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.edit"
  },
  {
    "id": "notice.remind-unread",
    "method": "POST",
    "path": "/notices/{id}/notification/unread",
    "handler": "remindUnreadNotice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.edit"
  },
  {
    "id": "notice.schoolhouse-permission",
    "method": "POST",
    "path": "/notices/notice-all-schoolhouse-permission",
    "handler": "noticeSchoolhousePermission",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.create-content",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_ids"
      ],
      "properties": {
        "schoolhouse_ids": {
          "type": "array",
          "title": "校舎",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        }
      }
    }
  },
  {
    "id": "notice.status",
    "method": "GET",
    "path": "/notices/{id}/status",
    "handler": "noticeStatus",
    "isPublic": false,
    "access": [
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
    "screen": "notice.detail"
  },
  {
    "id": "notice.update",
    "method": "POST",
    "path": "/notices/{id}",
    "handler": "updateNotice",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.edit",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "body",
        "allow_comment",
        "send_notification",
        "send_mail",
        "send_line",
        "publish"
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
          "maxLength": 20000,
          "minLength": 1,
          "title": "本文"
        },
        "allow_comment": {
          "type": "boolean",
          "title": "コメントを許可する"
        },
        "send_notification": {
          "type": "boolean",
          "title": "アプリ・Web通知"
        },
        "send_mail": {
          "type": "boolean",
          "title": "メール"
        },
        "send_line": {
          "type": "boolean",
          "title": "LINE"
        },
        "send_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time",
          "title": "予約配信日時"
        },
        "publish": {
          "type": "boolean",
          "title": "配信する",
          "description": "true: send now, or at send_at when given; false: save as a draft."
        },
        "tag_ids": {
          "type": "array",
          "title": "タグ",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "student_ids": {
          "type": "array",
          "title": "配信先",
          "maxItems": 10000,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Chosen students; omit on update to keep them."
        },
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Update only: attachments to keep (others are removed)."
        },
        "survey": {
          "type": [
            "object",
            "null"
          ],
          "title": "アンケート",
          "additionalProperties": false,
          "required": [
            "deadline",
            "questions"
          ],
          "properties": {
            "deadline": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "title": "アンケート回答期限"
            },
            "questions": {
              "type": "array",
              "title": "質問",
              "minItems": 1,
              "maxItems": 20,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "question",
                  "answer_type",
                  "is_required",
                  "is_multiple",
                  "choices"
                ],
                "properties": {
                  "question": {
                    "type": "string",
                    "maxLength": 500,
                    "minLength": 1,
                    "title": "質問"
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1000,
                    "title": "補足説明"
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
                    "title": "回答形式"
                  },
                  "is_required": {
                    "type": "boolean",
                    "title": "回答必須"
                  },
                  "is_multiple": {
                    "type": "boolean",
                    "title": "複数選択可"
                  },
                  "choices": {
                    "type": "array",
                    "title": "選択肢",
                    "maxItems": 20,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "label"
                      ],
                      "properties": {
                        "label": {
                          "type": "string",
                          "maxLength": 200,
                          "minLength": 1,
                          "title": "選択肢"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "notice",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "notification.account-unread-count",
    "method": "GET",
    "path": "/notifications/unread/count/{accountId}",
    "handler": "accountUnreadNotificationCount",
    "isPublic": false,
    "access": [
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
    "screen": "home.choose-user"
  },
  {
    "id": "notification.delete",
    "method": "DELETE",
    "path": "/notifications/{id}",
    "handler": "deleteNotification",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification"
  },
  {
    "id": "notification.list",
    "method": "GET",
    "path": "/notifications",
    "handler": "listNotifications",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "page": {
          "type": "integer",
          "minimum": 1,
          "default": 1,
          "title": "page",
          "maximum": 2147483647
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "title": "limit"
        }
      }
    }
  },
  {
    "id": "notification.read",
    "method": "POST",
    "path": "/notifications/read",
    "handler": "readNotifications",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "notification_ids"
      ],
      "properties": {
        "notification_ids": {
          "type": "array",
          "title": "通知",
          "minItems": 1,
          "maxItems": 100,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        }
      }
    }
  },
  {
    "id": "notification.read-all",
    "method": "POST",
    "path": "/notifications/read/all",
    "handler": "readAllNotifications",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification"
  },
  {
    "id": "notification.status",
    "method": "GET",
    "path": "/notifications/status",
    "handler": "notificationStatus",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification"
  },
  {
    "id": "notification.unread-count",
    "method": "GET",
    "path": "/notifications/unread/count",
    "handler": "unreadNotificationCount",
    "isPublic": false,
    "access": [
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
    "screen": "home.notification"
  },
  {
    "id": "print.request-create",
    "method": "POST",
    "path": "/print-requests",
    "handler": "createPrintRequest",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "print.queue",
    "body": {
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
        },
        "document_path": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 500,
          "pattern": "^/(?![/\\\\])\\S*$",
          "title": "書類の画面",
          "x-patternMessage": "validation.documentPath"
        },
        "is_printed": {
          "type": "boolean",
          "title": "印刷済み"
        }
      }
    }
  },
  {
    "id": "print.request-status",
    "method": "POST",
    "path": "/print-requests/{id}/status",
    "handler": "setPrintRequestStatus",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "print.queue",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "status"
      ],
      "properties": {
        "status": {
          "type": "integer",
          "oneOf": [
            {
              "const": 1,
              "title": "未印刷"
            },
            {
              "const": 2,
              "title": "印刷済み"
            },
            {
              "const": 3,
              "title": "取消"
            }
          ],
          "title": "印刷状況",
          "minimum": -2147483648,
          "maximum": 2147483647
        }
      }
    }
  },
  {
    "id": "records.class",
    "method": "GET",
    "path": "/records/class",
    "handler": "classGradeRecords",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "achievements.class-input",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "schoolyear_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "学年"
        },
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "record_kind": {
          "type": "string",
          "enum": [
            "examination",
            "test"
          ],
          "title": "成績種別"
        },
        "exam_point": {
          "type": "integer",
          "enum": [
            1,
            2,
            3,
            4,
            5,
            6
          ],
          "title": "定期テスト",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "exam_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "title": "模試名"
        }
      }
    }
  },
  {
    "id": "records.class-save",
    "method": "POST",
    "path": "/records/class",
    "handler": "saveClassGradeRecords",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "achievements.class-input",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "schoolyear_id",
        "fiscal_year",
        "record_kind",
        "rows"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        },
        "schoolyear_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "学年"
        },
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "record_kind": {
          "type": "string",
          "enum": [
            "examination",
            "test"
          ],
          "title": "成績種別"
        },
        "exam_point": {
          "type": [
            "integer",
            "null"
          ],
          "enum": [
            1,
            2,
            3,
            4,
            5,
            6,
            null
          ],
          "title": "定期テスト",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "exam_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "title": "模試名"
        },
        "taken_on": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "title": "実施日"
        },
        "rows": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "title": "生徒",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "student_id"
            ],
            "properties": {
              "student_id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647,
                "title": "生徒"
              },
              "japanese": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 200,
                "title": "国語"
              },
              "math": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 200,
                "title": "数学"
              },
              "english": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 200,
                "title": "英語"
              },
              "science": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 200,
                "title": "理科"
              },
              "social": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 200,
                "title": "社会"
              },
              "total": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 0,
                "maximum": 1000,
                "title": "合計"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "records.school-subjects",
    "method": "GET",
    "path": "/records/students/{id}/school-subjects",
    "handler": "studentSchoolSubjectGrades",
    "isPublic": false,
    "access": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        }
      }
    }
  },
  {
    "id": "records.school-subjects-save",
    "method": "POST",
    "path": "/records/students/{id}/school-subjects",
    "handler": "saveStudentSchoolSubjectGrades",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year",
        "report_point",
        "ratings"
      ],
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        },
        "report_point": {
          "type": "integer",
          "enum": [
            1,
            2,
            3,
            4
          ],
          "title": "通知表",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "ratings": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "title": "評定",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "school_subject_id",
              "rating"
            ],
            "properties": {
              "school_subject_id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647,
                "title": "教科"
              },
              "rating": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 5,
                "title": "評定"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "records.student",
    "method": "GET",
    "path": "/records/students/{id}",
    "handler": "studentGradeRecords",
    "isPublic": false,
    "access": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "fiscal_year": {
          "type": "integer",
          "minimum": 2000,
          "maximum": 2100,
          "title": "年度"
        }
      }
    }
  },
  {
    "id": "records.student-save",
    "method": "POST",
    "path": "/records/students/{id}",
    "handler": "saveStudentGradeRecord",
    "isPublic": false,
    "access": [
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fiscal_year",
        "record_kind"
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
          "enum": [
            "examination",
            "test"
          ],
          "title": "成績種別"
        },
        "exam_point": {
          "type": [
            "integer",
            "null"
          ],
          "enum": [
            1,
            2,
            3,
            4,
            5,
            6,
            null
          ],
          "title": "定期テスト",
          "minimum": -2147483648,
          "maximum": 2147483647
        },
        "exam_name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50,
          "title": "模試名"
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
          "maximum": 200,
          "title": "国語"
        },
        "math": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 200,
          "title": "数学"
        },
        "english": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 200,
          "title": "英語"
        },
        "science": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 200,
          "title": "理科"
        },
        "social": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 200,
          "title": "社会"
        },
        "total": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000,
          "title": "合計"
        }
      }
    }
  },
  {
    "id": "report.attachments",
    "method": "POST",
    "path": "/lesson-reports/{id}/attachments",
    "handler": "saveReportAttachments",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "keep_attachment_ids": {
          "type": "array",
          "title": "添付ファイル",
          "maxItems": 3,
          "uniqueItems": true,
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          },
          "description": "Attachments to keep (others are removed); left out: all kept."
        }
      }
    },
    "multipart": {
      "field": "attachments",
      "owner": "lesson_report",
      "maxCount": 3,
      "maxBytes": 10485760,
      "imageMaxBytes": 8388608,
      "types": [
        {
          "ext": "pdf",
          "mime": "application/pdf",
          "label": "PDF"
        },
        {
          "ext": "jpg",
          "mime": "image/jpeg",
          "label": "JPEG画像"
        },
        {
          "ext": "png",
          "mime": "image/png",
          "label": "PNG画像"
        },
        {
          "ext": "gif",
          "mime": "image/gif",
          "label": "GIF画像"
        },
        {
          "ext": "webp",
          "mime": "image/webp",
          "label": "WebP画像"
        },
        {
          "ext": "heic",
          "mime": "image/heic",
          "label": "HEIC画像"
        },
        {
          "ext": "docx",
          "mime": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "label": "Word"
        },
        {
          "ext": "xlsx",
          "mime": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "label": "Excel"
        },
        {
          "ext": "pptx",
          "mime": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          "label": "PowerPoint"
        },
        {
          "ext": "txt",
          "mime": "text/plain",
          "label": "テキスト"
        },
        {
          "ext": "csv",
          "mime": "text/csv",
          "label": "CSV"
        }
      ]
    }
  },
  {
    "id": "report.bulk-comment",
    "method": "POST",
    "path": "/lesson-reports/bulk-comment",
    "handler": "bulkCommentReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "ids",
        "body"
      ],
      "properties": {
        "ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "uniqueItems": true,
          "title": "指導報告書",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        }
      }
    }
  },
  {
    "id": "report.bulk-create",
    "method": "POST",
    "path": "/lesson-reports/bulk-create",
    "handler": "bulkCreateReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "lesson_ids"
      ],
      "properties": {
        "lesson_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "uniqueItems": true,
          "title": "授業",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        },
        "template_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "テンプレート"
        }
      }
    }
  },
  {
    "id": "report.bulk-delete",
    "method": "POST",
    "path": "/lesson-reports/bulk-delete",
    "handler": "deleteReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "ids"
      ],
      "properties": {
        "ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "uniqueItems": true,
          "title": "指導報告書",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        }
      }
    }
  },
  {
    "id": "report.bulk-unpublish",
    "method": "POST",
    "path": "/lesson-reports/bulk-unpublish",
    "handler": "unpublishReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "ids"
      ],
      "properties": {
        "ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "uniqueItems": true,
          "title": "指導報告書",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        }
      }
    }
  },
  {
    "id": "report.bulk-update",
    "method": "PUT",
    "path": "/lesson-reports/bulk-update",
    "handler": "bulkUpdateReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "data"
      ],
      "properties": {
        "data": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "id"
            ],
            "properties": {
              "id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647
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
                "minimum": -2147483648,
                "maximum": 2147483647
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
                "minimum": -2147483648,
                "maximum": 2147483647
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
                "title": "理解度",
                "minimum": -2147483648,
                "maximum": 2147483647
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
                "title": "宿題の実施状況",
                "minimum": -2147483648,
                "maximum": 2147483647
              },
              "textbook_id": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 2147483647,
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
          }
        }
      }
    }
  },
  {
    "id": "report.comment-create",
    "method": "POST",
    "path": "/lesson-reports/{id}/comments",
    "handler": "createReportComment",
    "isPublic": false,
    "access": [
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
    "screen": "report.detail",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "body"
      ],
      "properties": {
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "コメント"
        }
      }
    }
  },
  {
    "id": "report.comments",
    "method": "GET",
    "path": "/lesson-reports/{id}/comments",
    "handler": "listReportComments",
    "isPublic": false,
    "access": [
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
    "screen": "report.detail"
  },
  {
    "id": "report.generations",
    "method": "GET",
    "path": "/reportGenerations",
    "handler": "reportGenerations",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
  {
    "id": "report.next",
    "method": "GET",
    "path": "/lesson-reports/{id}/next",
    "handler": "nextReport",
    "isPublic": false,
    "access": [
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
    "screen": "report.list"
  },
  {
    "id": "report.previous",
    "method": "GET",
    "path": "/lesson-reports/{id}/previous",
    "handler": "previousReport",
    "isPublic": false,
    "access": [
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
    "screen": "report.list"
  },
  {
    "id": "report.protector-detail",
    "method": "GET",
    "path": "/lesson-reports/protector/{id}",
    "handler": "protectorReport",
    "isPublic": false,
    "access": [
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
    ]
  },
  {
    "id": "report.protector-list",
    "method": "GET",
    "path": "/lesson-reports/protector",
    "handler": "protectorReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.guardian-list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "page": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "title": "ページ"
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "title": "件数"
        }
      }
    }
  },
  {
    "id": "report.publish",
    "method": "POST",
    "path": "/lesson-reports/publish",
    "handler": "publishReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "ids"
      ],
      "properties": {
        "ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "uniqueItems": true,
          "title": "指導報告書",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647
          }
        }
      }
    }
  },
  {
    "id": "report.reference",
    "method": "GET",
    "path": "/lesson-reports/{id}/reference",
    "handler": "referenceReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list"
  },
  {
    "id": "report.timetables",
    "method": "GET",
    "path": "/lesson-reports/timetables",
    "handler": "reportTimetables",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "date"
      ],
      "properties": {
        "date": {
          "type": "string",
          "format": "date",
          "title": "授業日"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    }
  },
  {
    "id": "report.unpublish-all",
    "method": "POST",
    "path": "/lesson-reports/unpublish-all",
    "handler": "unpublishAllReports",
    "isPublic": false,
    "access": [
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
    "screen": "report.list",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "lesson_date"
      ],
      "properties": {
        "lesson_date": {
          "type": "string",
          "format": "date",
          "title": "授業日"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    }
  },
  {
    "id": "report.unread-families",
    "method": "GET",
    "path": "/lesson-reports/unread-families",
    "handler": "unreadReportFamilies",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "month"
      ],
      "properties": {
        "month": {
          "type": "string",
          "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$",
          "title": "月"
        },
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "title": "校舎"
        }
      }
    }
  },
  {
    "id": "report.view",
    "method": "GET",
    "path": "/lesson-reports/{id}/view",
    "handler": "viewReport",
    "isPublic": false,
    "access": [
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
    "screen": "report.list"
  },
  {
    "id": "settings.read",
    "method": "GET",
    "path": "/settings",
    "handler": "readSettings",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "home.setting",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "title": "校舎",
          "maximum": 2147483647
        }
      }
    }
  },
  {
    "id": "settings.write",
    "method": "POST",
    "path": "/multi-settings",
    "handler": "writeSettings",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "home.setting",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "schoolhouse_id",
        "settings"
      ],
      "properties": {
        "schoolhouse_id": {
          "type": "integer",
          "minimum": 1,
          "title": "校舎",
          "maximum": 2147483647
        },
        "settings": {
          "type": "array",
          "title": "設定",
          "minItems": 1,
          "maxItems": 200,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "name",
              "value"
            ],
            "properties": {
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 80,
                "title": "設定名"
              },
              "value": {
                "type": "string",
                "maxLength": 20,
                "title": "設定値"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "survey.answer",
    "method": "POST",
    "path": "/surveys/{id}/answer",
    "handler": "answerSurvey",
    "isPublic": false,
    "access": [
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
    "screen": "notice.survey",
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "answers"
      ],
      "properties": {
        "answers": {
          "type": "array",
          "title": "回答",
          "maxItems": 20,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "question_id"
            ],
            "properties": {
              "question_id": {
                "type": "integer",
                "minimum": 1,
                "maximum": 2147483647,
                "title": "質問"
              },
              "choice_ids": {
                "type": "array",
                "title": "選択肢",
                "maxItems": 20,
                "uniqueItems": true,
                "items": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 2147483647
                }
              },
              "text": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 2000,
                "title": "回答"
              }
            }
          }
        }
      }
    }
  },
  {
    "id": "survey.download",
    "method": "GET",
    "path": "/surveys/{id}/download",
    "handler": "downloadSurveyResults",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.survey-result",
    "query": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "sjis"
          ],
          "title": "CSVの文字コード",
          "default": "utf8"
        }
      }
    },
    "produces": "text/csv"
  },
  {
    "id": "survey.results",
    "method": "GET",
    "path": "/surveys/{id}/results",
    "handler": "surveyResults",
    "isPublic": false,
    "access": [
      {
        "roles": [
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
    "screen": "notice.survey-result"
  }
];

/** One operation by id (model/operations.yaml key). */
export function operationById(id: string): Operation {
  const op = operations.find((o) => o.id === id);
  if (!op) throw new Error(`unknown operation ${id}`);
  return op;
}
