// Generated from model/ by `npm run generate`. Do not edit by hand.

/** model/caches.yaml: the LISTEN/NOTIFY channel and the caches its notices invalidate. */
export const cacheModel = {
  "channel": "portal_cache",
  "caches": {
    "auth": {
      "isVersioned": true,
      "tables": [
        "users",
        "staffs",
        "teachers",
        "teacher_schoolhouses",
        "teacher_links",
        "protectors",
        "students",
        "schoolhouses",
        "schoolhouse_settings",
        "schoolyears",
        "companies"
      ]
    },
    "unread": {
      "isVersioned": false,
      "tables": [
        "notifications"
      ]
    },
    "print": {
      "isVersioned": false,
      "tables": [
        "print_requests"
      ]
    }
  },
  "polls": [
    {
      "id": "notification.status",
      "method": "GET",
      "path": "/notifications/status"
    },
    {
      "id": "notification.unread-count",
      "method": "GET",
      "path": "/notifications/unread/count"
    },
    {
      "id": "header.print-pending-count",
      "method": "GET",
      "path": "/print-documents/pending-count"
    },
    {
      "id": "auth.related-students",
      "method": "GET",
      "path": "/auth-search/protectors/{id}/related-students"
    },
    {
      "id": "auth.related-teachers",
      "method": "GET",
      "path": "/auth-search/teachers/{id}/related-teachers"
    }
  ]
} as const;

export type CacheName = keyof typeof cacheModel.caches;
