// Generated from model/ by `npm run generate`. Do not edit by hand.

/** JSON Schema and uiSchema of every entity form (create and update bodies). */
export const forms = {
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
