// Generated from model/ by `npm run generate`. Do not edit by hand.

/** Columns, filters and default sort of every entity list. */
export const tables = {
  "area": {
    "columns": [
      {
        "id": "name",
        "label": "エリア名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "sort_order",
        "label": "表示順",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "エリア名",
        "type": "string",
        "operator": "contains"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "notice_template": {
    "columns": [
      {
        "id": "title",
        "label": "タイトル",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "body",
        "label": "本文",
        "type": "text",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "title",
        "label": "タイトル",
        "type": "string",
        "operator": "contains"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "school": {
    "columns": [
      {
        "id": "school_name",
        "label": "学校名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "school_kind",
        "label": "学校区分",
        "type": "enum",
        "enum": "school_kind",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "school_name",
        "label": "学校名",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "school_kind",
        "label": "学校区分",
        "type": "enum",
        "operator": "eq",
        "enum": "school_kind"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "schoolhouse": {
    "columns": [
      {
        "id": "schoolhouse_name",
        "label": "校舎名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "area_id",
        "label": "エリア",
        "type": "ref",
        "ref": "area",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "schoolhouse_name",
        "label": "校舎名",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "area_id",
        "label": "エリア",
        "type": "ref",
        "operator": "eq",
        "ref": "area"
      }
    ],
    "defaultSort": {
      "field": "sort_order",
      "order": "asc"
    }
  },
  "schoolyear": {
    "columns": [
      {
        "id": "code",
        "label": "学年コード",
        "type": "integer",
        "isSortable": true
      },
      {
        "id": "schoolyear_name",
        "label": "学年",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [],
    "defaultSort": {
      "field": "code",
      "order": "asc"
    }
  },
  "student": {
    "columns": [
      {
        "id": "student_number",
        "label": "生徒番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "family_name_kanji",
        "label": "姓",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "first_name_kanji",
        "label": "名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "ref": "schoolyear",
        "isSortable": true
      },
      {
        "id": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "ref": "schoolhouse",
        "isSortable": true
      },
      {
        "id": "status",
        "label": "ステータス",
        "type": "enum",
        "enum": "student_status",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "student_number",
        "label": "生徒番号",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "family_name_kanji",
        "label": "姓",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "family_name_kana",
        "label": "姓（カナ）",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "schoolyear_id",
        "label": "学年",
        "type": "ref",
        "operator": "eq",
        "ref": "schoolyear"
      },
      {
        "field": "schoolhouse_id",
        "label": "校舎",
        "type": "ref",
        "operator": "eq",
        "ref": "schoolhouse"
      },
      {
        "field": "status",
        "label": "ステータス",
        "type": "enum",
        "operator": "eq",
        "enum": "student_status"
      }
    ],
    "defaultSort": {
      "field": "student_number",
      "order": "asc"
    }
  },
  "tag": {
    "columns": [
      {
        "id": "name",
        "label": "タグ名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "updated_at",
        "label": "更新日時",
        "type": "datetime",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "name",
        "label": "タグ名",
        "type": "string",
        "operator": "contains"
      }
    ],
    "defaultSort": {
      "field": "name",
      "order": "asc"
    }
  },
  "teacher": {
    "columns": [
      {
        "id": "teacher_number",
        "label": "講師番号",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name_kanji",
        "label": "氏名",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "name_kana",
        "label": "氏名（カナ）",
        "type": "string",
        "isSortable": true
      },
      {
        "id": "phone",
        "label": "電話番号",
        "type": "string",
        "isSortable": true
      }
    ],
    "filters": [
      {
        "field": "teacher_number",
        "label": "講師番号",
        "type": "string",
        "operator": "contains"
      },
      {
        "field": "name_kanji",
        "label": "氏名",
        "type": "string",
        "operator": "contains"
      }
    ],
    "defaultSort": {
      "field": "teacher_number",
      "order": "asc"
    }
  }
} as const;

export type TableEntityName = keyof typeof tables;
