// Generated from model/ by `npm run generate`. Do not edit by hand.

/** JSON Schema and uiSchema of every entity form (create and update bodies). */
export const forms = {
  "notice_template": {
    "schema": {
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
          "title": "タイトル"
        },
        "body": {
          "type": "string",
          "maxLength": 1000,
          "minLength": 1,
          "title": "本文"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "title",
        "body"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "title": {
        "ui:help": "100文字以内"
      },
      "body": {
        "ui:widget": "textarea",
        "ui:help": "1000文字以内"
      }
    }
  },
  "tag": {
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 50,
          "minLength": 1,
          "title": "タグ名"
        }
      }
    },
    "uiSchema": {
      "ui:order": [
        "name"
      ],
      "ui:submitButtonOptions": {
        "submitText": "保存",
        "props": {
          "type": "primary"
        }
      },
      "name": {
        "ui:help": "50文字以内"
      }
    }
  }
} as const;

export type FormEntityName = keyof typeof forms;
