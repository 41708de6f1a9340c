// Generated from model/ by `npm run generate`. Do not edit by hand.

/** A kind of record that owns files (an entity with `files`): a file's owner_kind. */
export type FileOwnerKind = 'contact' | 'lesson_report' | 'notice';

/**
 * Entities whose rows own files in the file store, by owner kind: the limits and types of their files, and the
 * hand-written read check that decides who may download one (null: the entity's API read rule).
 */
export const fileOwners = {
  "contact": {
    "entity": "contact",
    "label": "連絡",
    "rules": {
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
    },
    "read": "assertContactReadable"
  },
  "lesson_report": {
    "entity": "lesson_report",
    "label": "指導報告書",
    "rules": {
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
    },
    "read": "assertReportReadable"
  },
  "notice": {
    "entity": "notice",
    "label": "お知らせ",
    "rules": {
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
    },
    "read": "assertNoticeReadable"
  }
} as const satisfies Record<FileOwnerKind, unknown>;
