// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelForm, type ModelFormProps } from '../../src/web/screens/generic';
import { FormStoryData } from '../fixtures/FormStory';

/** A form with a field of every field type of the model, through the field registry. */
export const allFieldTypesForm = {
  "schema": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "name_kana",
      "fee",
      "start_date",
      "kind",
      "target_id"
    ],
    "properties": {
      "name": {
        "type": "string",
        "maxLength": 50,
        "minLength": 1,
        "title": "氏名"
      },
      "name_kana": {
        "type": "string",
        "maxLength": 50,
        "pattern": "^[ァ-ヶー・　 ]*$",
        "minLength": 1,
        "title": "フリガナ"
      },
      "note": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 1000,
        "title": "備考"
      },
      "capacity": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 999,
        "title": "定員"
      },
      "rate": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "title": "割引率"
      },
      "fee": {
        "type": "integer",
        "minimum": 0,
        "maximum": 2147483647,
        "title": "月謝"
      },
      "is_active": {
        "type": "boolean",
        "title": "有効",
        "default": true
      },
      "start_date": {
        "type": "string",
        "format": "date",
        "title": "開始日"
      },
      "starts_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "受付開始日時"
      },
      "opens_at": {
        "type": [
          "string",
          "null"
        ],
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
        "title": "開校時刻"
      },
      "kind": {
        "type": "string",
        "oneOf": [
          {
            "const": "queued",
            "title": "待機中"
          },
          {
            "const": "applied",
            "title": "進級済み"
          },
          {
            "const": "cancelling",
            "title": "取り消し中"
          },
          {
            "const": "cancelled",
            "title": "取り消し済み"
          },
          {
            "const": "failed",
            "title": "失敗"
          }
        ],
        "title": "進級処理の状況（選択）"
      },
      "kind_radio": {
        "type": [
          "string",
          "null"
        ],
        "oneOf": [
          {
            "const": "queued",
            "title": "待機中"
          },
          {
            "const": "applied",
            "title": "進級済み"
          },
          {
            "const": "cancelling",
            "title": "取り消し中"
          },
          {
            "const": "cancelled",
            "title": "取り消し済み"
          },
          {
            "const": "failed",
            "title": "失敗"
          },
          {
            "const": null,
            "title": "未選択"
          }
        ],
        "title": "進級処理の状況（ラジオ）"
      },
      "target_id": {
        "type": "integer",
        "minimum": 1,
        "maximum": 9007199254740991,
        "title": "エリア"
      },
      "target_ids": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991
        },
        "uniqueItems": true,
        "title": "エリア（複数）"
      },
      "postal_code": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 8,
        "pattern": "^[0-9]{3}-[0-9]{4}$",
        "title": "郵便番号"
      },
      "address": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 200,
        "title": "住所"
      },
      "phone": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 20,
        "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
        "title": "電話番号"
      },
      "email": {
        "type": [
          "string",
          "null"
        ],
        "format": "email",
        "maxLength": 254,
        "title": "メールアドレス"
      },
      "color": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 7,
        "pattern": "^#[0-9A-Fa-f]{6}$",
        "title": "表示色"
      },
      "password": {
        "type": [
          "string",
          "null"
        ],
        "writeOnly": true,
        "minLength": 8,
        "maxLength": 128,
        "title": "パスワード"
      },
      "extra": {
        "type": [
          "object",
          "null"
        ],
        "title": "追加情報（JSON）"
      }
    }
  },
  "uiSchema": {
    "ui:order": [
      "name",
      "name_kana",
      "note",
      "capacity",
      "rate",
      "fee",
      "is_active",
      "start_date",
      "starts_at",
      "opens_at",
      "kind",
      "kind_radio",
      "target_id",
      "target_ids",
      "postal_code",
      "address",
      "phone",
      "email",
      "color",
      "password",
      "extra"
    ],
    "ui:submitButtonOptions": {
      "submitText": "保存",
      "props": {
        "type": "primary"
      }
    },
    "name": {
      "ui:widget": "TextField",
      "ui:help": "50文字以内"
    },
    "name_kana": {
      "ui:widget": "KanaField",
      "ui:help": "50文字以内"
    },
    "note": {
      "ui:widget": "TextareaField",
      "ui:help": "1000文字以内"
    },
    "capacity": {
      "ui:widget": "IntegerField"
    },
    "rate": {
      "ui:widget": "DecimalField"
    },
    "fee": {
      "ui:widget": "YenField"
    },
    "is_active": {
      "ui:widget": "SwitchField"
    },
    "start_date": {
      "ui:widget": "DateField"
    },
    "starts_at": {
      "ui:widget": "DateTimeField"
    },
    "opens_at": {
      "ui:widget": "TimeField"
    },
    "kind": {
      "ui:widget": "EnumSelect",
      "ui:options": {
        "enum": "advance_status"
      }
    },
    "kind_radio": {
      "ui:widget": "EnumRadio",
      "ui:options": {
        "enum": "advance_status"
      }
    },
    "target_id": {
      "ui:widget": "RefSelect",
      "ui:options": {
        "ref": "area"
      }
    },
    "target_ids": {
      "ui:widget": "RefsSelect",
      "ui:options": {
        "ref": "area"
      }
    },
    "postal_code": {
      "ui:widget": "PostalCodeField",
      "ui:options": {
        "addressField": "address"
      }
    },
    "address": {
      "ui:widget": "TextField",
      "ui:help": "200文字以内"
    },
    "phone": {
      "ui:widget": "PhoneField"
    },
    "email": {
      "ui:widget": "EmailField"
    },
    "color": {
      "ui:widget": "ColorField"
    },
    "password": {
      "ui:widget": "PasswordField"
    },
    "extra": {
      "ui:widget": "JsonField"
    }
  },
  "fields": {
    "name": {
      "type": "string",
      "label": "氏名",
      "required": true,
      "isSystem": false,
      "maxLength": 50
    },
    "name_kana": {
      "type": "kana",
      "label": "フリガナ",
      "required": true,
      "isSystem": false,
      "maxLength": 50,
      "pattern": "^[ァ-ヶー・　 ]*$",
      "patternMessage": "validation.kana"
    },
    "note": {
      "type": "text",
      "label": "備考",
      "required": false,
      "isSystem": false,
      "maxLength": 1000
    },
    "capacity": {
      "type": "integer",
      "label": "定員",
      "required": false,
      "isSystem": false
    },
    "rate": {
      "type": "number",
      "label": "割引率",
      "required": false,
      "isSystem": false
    },
    "fee": {
      "type": "yen",
      "label": "月謝",
      "required": true,
      "isSystem": false
    },
    "is_active": {
      "type": "boolean",
      "label": "有効",
      "required": false,
      "isSystem": false
    },
    "start_date": {
      "type": "date",
      "label": "開始日",
      "required": true,
      "isSystem": false
    },
    "starts_at": {
      "type": "datetime",
      "label": "受付開始日時",
      "required": false,
      "isSystem": false
    },
    "opens_at": {
      "type": "time",
      "label": "開校時刻",
      "required": false,
      "isSystem": false
    },
    "kind": {
      "type": "enum",
      "label": "進級処理の状況（選択）",
      "required": true,
      "isSystem": false,
      "enum": "advance_status"
    },
    "kind_radio": {
      "type": "enum",
      "label": "進級処理の状況（ラジオ）",
      "required": false,
      "isSystem": false,
      "enum": "advance_status"
    },
    "target_id": {
      "type": "ref",
      "label": "エリア",
      "required": true,
      "isSystem": false,
      "ref": "area"
    },
    "target_ids": {
      "type": "refs",
      "label": "エリア（複数）",
      "required": false,
      "isSystem": false,
      "ref": "area"
    },
    "postal_code": {
      "type": "postal_code",
      "label": "郵便番号",
      "required": false,
      "isSystem": false,
      "maxLength": 8,
      "pattern": "^[0-9]{3}-[0-9]{4}$",
      "patternMessage": "validation.postalCode"
    },
    "address": {
      "type": "string",
      "label": "住所",
      "required": false,
      "isSystem": false,
      "maxLength": 200
    },
    "phone": {
      "type": "phone",
      "label": "電話番号",
      "required": false,
      "isSystem": false,
      "maxLength": 20,
      "pattern": "^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$",
      "patternMessage": "validation.phone"
    },
    "email": {
      "type": "email",
      "label": "メールアドレス",
      "required": false,
      "isSystem": false
    },
    "color": {
      "type": "color",
      "label": "表示色",
      "required": false,
      "isSystem": false,
      "maxLength": 7,
      "pattern": "^#[0-9A-Fa-f]{6}$",
      "patternMessage": "validation.color"
    },
    "password": {
      "type": "password",
      "label": "パスワード",
      "required": false,
      "isSystem": false
    },
    "extra": {
      "type": "json",
      "label": "追加情報（JSON）",
      "required": false,
      "isSystem": false
    }
  }
} as unknown as NonNullable<ModelFormProps['form']>;

const meta: Meta<typeof ModelForm> = {
  title: 'Generated/フォーム部品/全項目タイプ',
  component: ModelForm,
  args: { entity: 'all_field_types', form: allFieldTypesForm, isSubmitting: false },
  decorators: [(Story) => <FormStoryData><Story /></FormStoryData>],
};
export default meta;

type Story = StoryObj<typeof ModelForm>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    initialValues: {
      name: '山田 太郎', name_kana: 'ヤマダ タロウ', note: '火曜と木曜に通塾。', capacity: 20, rate: 12.5, fee: 32400,
      is_active: true, start_date: '2026-04-01', starts_at: '2026-03-01T00:00:00.000Z', opens_at: '09:30',
      kind: "queued", kind_radio: "applied", target_id: 1, target_ids: [1, 2],
      postal_code: '150-0002', address: '東京都渋谷区渋谷2-1-1', phone: '03-1234-5678', email: 'yamada@example.jp', color: '#1677FF',
    },
  },
};
export const ServerErrors: Story = {
  args: { serverErrors: [{ field: 'name_kana', message: 'フリガナは全角カタカナで入力してください。' }, { field: 'postal_code', message: '郵便番号は「123-4567」の形式で入力してください。' }] },
};
