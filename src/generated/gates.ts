// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { AbilityUser, EntityAction, RoleName } from './abilities.js';

export type GateName = 'communication-comments' | 'guardian-inquiries' | 'lesson-student-name' | 'protector-absence' | 'protector-reschedule' | 'protector-teacher-name' | 'student-contacts' | 'teacher-contacts' | 'teacher-inquiries' | 'teacher-notice-comments' | 'teacher-report-comment' | 'teacher-report-comments' | 'teacher-report-publish' | 'teacher-reservations';

/** A field of an operation's answer blanked while its gate is closed (in the objects where `when` holds). */
export interface FieldGate {
  readonly operation: string;
  /** Dotted path through objects and arrays. */
  readonly field: string;
  readonly when?: { readonly field: string; readonly equals: string | number | boolean };
}

/** An action-level feature gate (model/gates.yaml). */
export interface GateDef {
  readonly name: GateName;
  /** An ALLOW_* feature setting or a settings.yaml option. */
  readonly setting: string;
  readonly settingKind: 'feature' | 'option';
  /** The values that open it (the enabled flag for a feature setting). */
  readonly values: readonly string[];
  /** The roles it restricts; every other role passes. */
  readonly roles: readonly RoleName[];
  /** user: any of the user's schoolhouses; record: also the schoolhouse of the record acted on (read by the handler). */
  readonly at: 'user' | 'record';
  /** Catalogue error (errors.yaml) of a closed operation. */
  readonly error: string;
  /** Operation ids (operations.yaml) and `<entity>.<list|get|create|update|delete>` generic operations it closes. */
  readonly operations: readonly string[];
  readonly fields: readonly FieldGate[];
  /** Notification kinds not written to a recipient of its roles while it is closed at the notification's schoolhouse. */
  readonly recipients: readonly string[];
  /** List operations whose answer leaves out the rows of the schoolhouses where it is closed, for its roles. */
  readonly rows: readonly string[];
}

/** Every gate, by name. */
export const gates: readonly GateDef[] = [
  {
    "name": "communication-comments",
    "setting": "ALLOW_COMMUNICATION_COMMENT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
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
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [
      "communication.comments",
      "communication.comment-create",
      "communication.comment-update",
      "communication.comment-delete"
    ],
    "fields": [],
    "recipients": [
      "manager-contact-teacher-comment",
      "teacher-contact-teacher-comment"
    ],
    "rows": []
  },
  {
    "name": "guardian-inquiries",
    "setting": "INQUIRY_TO_SCHOOL_TARGET",
    "settingKind": "option",
    "values": [
      "1",
      "3"
    ],
    "roles": [
      "PROTECTOR"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [
      "contact.create"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  },
  {
    "name": "lesson-student-name",
    "setting": "ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "user",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [],
    "fields": [
      {
        "operation": "frame.teacher-schedule",
        "field": "data.student_name"
      }
    ],
    "recipients": [],
    "rows": []
  },
  {
    "name": "protector-absence",
    "setting": "ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "PROTECTOR"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [
      "frame.absent"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  },
  {
    "name": "protector-reschedule",
    "setting": "ALLOW_PROTECTOR_RESCHEDULE_LESSON",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "PROTECTOR"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [
      "frame.available-lessons",
      "frame.reschedule-request"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  },
  {
    "name": "protector-teacher-name",
    "setting": "ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "PROTECTOR"
    ],
    "at": "user",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [],
    "fields": [
      {
        "operation": "notice.received",
        "field": "data.sender_name",
        "when": {
          "field": "sender_is_teacher",
          "equals": true
        }
      },
      {
        "operation": "notice.get",
        "field": "sender_name",
        "when": {
          "field": "sender_is_teacher",
          "equals": true
        }
      },
      {
        "operation": "notice.get",
        "field": "recipient.comments.author_name",
        "when": {
          "field": "author_is_teacher",
          "equals": true
        }
      },
      {
        "operation": "frame.student-schedule",
        "field": "data.teacher_name"
      },
      {
        "operation": "frame.available-lessons",
        "field": "data.teacher_name"
      },
      {
        "operation": "report.protector-list",
        "field": "data.teacher_name"
      },
      {
        "operation": "report.protector-detail",
        "field": "teacher_name"
      },
      {
        "operation": "report.comments",
        "field": "data.author_name",
        "when": {
          "field": "author_is_teacher",
          "equals": true
        }
      }
    ],
    "recipients": [],
    "rows": []
  },
  {
    "name": "student-contacts",
    "setting": "ALLOW_STUDENT_VIEW_AND_SEND_CONTACT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
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
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [],
    "fields": [],
    "recipients": [],
    "rows": [
      "contact.list",
      "contact.list-of-teacher"
    ]
  },
  {
    "name": "teacher-contacts",
    "setting": "ALLOW_TEACHER_VIEW_AND_SEND_CONTACT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [],
    "fields": [],
    "recipients": [
      "contact-received"
    ],
    "rows": []
  },
  {
    "name": "teacher-inquiries",
    "setting": "TEACHER_VIEW_AND_REPLY_INQUIRY",
    "settingKind": "option",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [],
    "fields": [],
    "recipients": [
      "contact-received"
    ],
    "rows": []
  },
  {
    "name": "teacher-notice-comments",
    "setting": "TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT",
    "settingKind": "option",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "SETTING_NOT_ALLOWED",
    "operations": [
      "notice.comments",
      "notice.comment-create",
      "notice.comment-update",
      "notice.comment-delete"
    ],
    "fields": [],
    "recipients": [
      "notice-comment"
    ],
    "rows": []
  },
  {
    "name": "teacher-report-comment",
    "setting": "ALLOW_TEACHER_COMMENT_LESSON_REPORT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "REPORT_COMMENT_NOT_ALLOWED",
    "operations": [
      "report.comment-create",
      "report.bulk-comment"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  },
  {
    "name": "teacher-report-comments",
    "setting": "ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "REPORT_COMMENT_VIEW_NOT_ALLOWED",
    "operations": [
      "report.comments"
    ],
    "fields": [],
    "recipients": [
      "report-commented"
    ],
    "rows": []
  },
  {
    "name": "teacher-report-publish",
    "setting": "ALLOW_TEACHER_PUBLISH_LESSON_REPORT",
    "settingKind": "feature",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "record",
    "error": "REPORT_PUBLISH_NOT_ALLOWED",
    "operations": [
      "report.publish"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  },
  {
    "name": "teacher-reservations",
    "setting": "TEACHER_VIEW_RESERVATION",
    "settingKind": "option",
    "values": [
      "1"
    ],
    "roles": [
      "TEACHER"
    ],
    "at": "user",
    "error": "EVENT_NO_ACCESS",
    "operations": [
      "event.frames",
      "event.frame-detail",
      "event.list-student"
    ],
    "fields": [],
    "recipients": [],
    "rows": []
  }
];

/** The gate of a name. */
export function gateNamed(name: GateName): GateDef {
  return gates.find((g) => g.name === name)!;
}

/** What a gate reads of a user: the role, the enabled feature settings and the option values of their schoolhouses. */
export type GateUser = Pick<AbilityUser, 'role' | 'features' | 'optionValues'>;

/** True when the gate lets the user through: it does not restrict their role, or its setting opens in any of their schoolhouses. */
export function isGateOpen(gate: GateDef, user: GateUser): boolean {
  if (!gate.roles.includes(user.role)) return true;
  if (gate.settingKind === 'feature') return user.features.includes(gate.setting);
  return (user.optionValues[gate.setting] ?? []).some((value) => gate.values.includes(value));
}

/** True when the gate lets a role through at one schoolhouse, given that schoolhouse's value of the setting. */
export function isGateOpenAt(gate: GateDef, options: { role: RoleName; value: string | undefined }): boolean {
  if (!gate.roles.includes(options.role)) return true;
  return options.value !== undefined && gate.values.includes(options.value);
}

/** The first gate that closes an operation (an operations.yaml id or `<entity>.<op>`) for the user, if any. */
export function closedGateOf(operation: string, user: GateUser): GateDef | undefined {
  return gates.find((g) => g.operations.includes(operation) && !isGateOpen(g, user));
}

const ACTION_OF: Readonly<Record<string, EntityAction>> = { list: 'read', get: 'read', create: 'create', update: 'update', delete: 'delete' };

/** The CASL actions on an entity that a closed gate takes from the user (a gated list or get takes read). */
export function closedEntityActions(entity: string, user: GateUser): ReadonlySet<EntityAction> {
  const closed = new Set<EntityAction>();
  for (const gate of gates) {
    if (isGateOpen(gate, user)) continue;
    for (const id of gate.operations) {
      const [name, op] = id.split('.');
      const action = op === undefined ? undefined : ACTION_OF[op];
      if (name === entity && action) closed.add(action);
    }
  }
  return closed;
}

/** The field gates of an operation's answer. */
export function fieldGatesOf(operation: string): ReadonlyArray<{ gate: GateDef; field: FieldGate }> {
  return gates.flatMap((gate) => gate.fields.filter((f) => f.operation === operation).map((field) => ({ gate, field })));
}

/** The gates that keep recipients of a notification kind from being notified. */
export function recipientGatesOf(kind: string): readonly GateDef[] {
  return gates.filter((g) => g.recipients.includes(kind));
}
