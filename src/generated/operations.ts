// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Grant } from './abilities.js';

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
}

/** Names of the handlers in src/server/handlers that the server must register. */
export type HandlerName = 'accountUnreadNotificationCount' | 'changePassword' | 'createSwitchToken' | 'currentTerm' | 'currentUser' | 'deleteNotification' | 'getUserByToken' | 'invoiceStatus' | 'listNotifications' | 'login' | 'loginSwitch' | 'notificationStatus' | 'personalInformation' | 'printPendingCount' | 'readAllNotifications' | 'readNotifications' | 'readSettings' | 'recordActivity' | 'relatedStudents' | 'relatedTeachers' | 'systemInfo' | 'unreadNotificationCount' | 'updateNotificationEmail' | 'writeSettings';

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
            "minimum": 1
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
          "title": "校舎"
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
          "title": "校舎"
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
  }
];
