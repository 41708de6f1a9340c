// Generated from model/ by `npm run generate`. Do not edit by hand.

/** The error catalogue (model/errors.yaml): every error the API answers. */
export const errorCatalogue = {
  "VALIDATION_FAILED": {
    "code": 10001,
    "status": 400,
    "message": "入力内容に誤りがあります。"
  },
  "UNKNOWN_FIELD": {
    "code": 10002,
    "status": 400,
    "message": "受け付けられない項目が含まれています。"
  },
  "MALFORMED_REQUEST": {
    "code": 10003,
    "status": 400,
    "message": "リクエストの形式が正しくありません。"
  },
  "PAYLOAD_TOO_LARGE": {
    "code": 10004,
    "status": 413,
    "message": "送信データが大きすぎます。"
  },
  "UNSUPPORTED_MEDIA_TYPE": {
    "code": 10005,
    "status": 415,
    "message": "対応していないデータ形式です。"
  },
  "NOT_FOUND": {
    "code": 10006,
    "status": 404,
    "message": "対象のデータが見つかりません。"
  },
  "ROUTE_NOT_FOUND": {
    "code": 10007,
    "status": 404,
    "message": "指定されたAPIは存在しません。"
  },
  "CONFLICT": {
    "code": 10008,
    "status": 409,
    "message": "他の操作と競合しました。もう一度お試しください。"
  },
  "INTERNAL_ERROR": {
    "code": 10009,
    "status": 500,
    "message": "エラーが発生しました。しばらくしてからもう一度お試しください。"
  },
  "RATE_LIMITED": {
    "code": 10010,
    "status": 429,
    "message": "試行回数が多すぎます。しばらくしてからもう一度お試しください。"
  },
  "REFERENCE_NOT_FOUND": {
    "code": 10011,
    "status": 400,
    "message": "参照先のデータが見つかりません。"
  },
  "UNAUTHENTICATED": {
    "code": 1007,
    "status": 401,
    "message": "ログインの有効期限が切れました。もう一度ログインしてください。"
  },
  "LOGIN_FAILED": {
    "code": 10101,
    "status": 401,
    "message": "ユーザー名またはパスワードが正しくありません。"
  },
  "LOGIN_ACCOUNT_REFUSED": {
    "code": 10102,
    "status": 403,
    "message": "このアカウントではログインできません。別のアカウントでログインしてください。"
  },
  "FORBIDDEN": {
    "code": 10103,
    "status": 403,
    "message": "閲覧する権限がありません。"
  },
  "NO_PERMISSION_10109": {
    "code": 10109,
    "status": 403,
    "message": "この操作を行う権限がありません。"
  },
  "SWITCH_USER_NO_ACCESS": {
    "code": 10120,
    "status": 403,
    "message": "切り替え先の利用者はこの画面を利用できません。"
  },
  "INVALID_SWITCH_TARGET": {
    "code": 10121,
    "status": 403,
    "message": "無効な切り替え対象です。"
  },
  "DATA_CHANGED_10190": {
    "code": 10190,
    "status": 400,
    "message": "対象のデータは変更または削除されています。"
  },
  "COMMENT_NOT_ALLOWED": {
    "code": 10192,
    "status": 400,
    "message": "コメントできない状態です。"
  },
  "INTERVIEW_NO_ACCESS": {
    "code": 10204,
    "status": 403,
    "message": "面談記録機能にアクセス権限がありません。"
  },
  "INTERVIEW_TEMPLATE_NO_ACCESS": {
    "code": 10205,
    "status": 403,
    "message": "面談記録機能にアクセス権限がありません。"
  },
  "INTERVIEW_STUDENT_NO_ACCESS": {
    "code": 10206,
    "status": 403,
    "message": "面談記録機能にアクセス権限がありません。"
  },
  "TAG_NAME_DUPLICATE": {
    "code": 10301,
    "status": 409,
    "message": "同じ名前のタグが既に登録されています。"
  },
  "TAG_IN_USE": {
    "code": 10302,
    "status": 409,
    "message": "このタグはお知らせで使用されているため削除できません。"
  },
  "DUPLICATE_VALUE": {
    "code": 10303,
    "status": 409,
    "message": "同じ内容のデータが既に登録されています。"
  },
  "IN_USE": {
    "code": 10304,
    "status": 409,
    "message": "このデータは使用中のため削除できません。"
  },
  "LOGIN_RATE_LIMITED": {
    "code": 10104,
    "status": 429,
    "message": "ログイン試行回数が上限に達しました。{{minutes}}分後にもう一度お試しください。"
  },
  "LOGIN_TOKEN_INVALID": {
    "code": 10105,
    "status": 401,
    "message": "ログイン用のトークンが無効か、有効期限が切れています。もう一度ログインしてください。"
  },
  "OLD_PASSWORD_INCORRECT": {
    "code": 10106,
    "status": 400,
    "message": "現在のパスワードが正しくありません。"
  },
  "NOTICE_SEND_METHOD_REQUIRED": {
    "code": 10210,
    "status": 400,
    "message": "配信方法を1つ以上選択してください。"
  },
  "NOTICE_RECIPIENTS_REQUIRED": {
    "code": 10211,
    "status": 400,
    "message": "配信先を1人以上選択してください。"
  },
  "NOTICE_RECIPIENTS_LOCKED": {
    "code": 10212,
    "status": 409,
    "message": "配信済みのお知らせは配信先を変更できません。"
  },
  "NOTICE_SURVEY_LOCKED": {
    "code": 10213,
    "status": 409,
    "message": "配信済みのお知らせのアンケートは質問を変更できません（回答期限は変更できます）。"
  },
  "ATTACHMENT_TOO_MANY": {
    "code": 10214,
    "status": 400,
    "message": "添付ファイルは{{max}}件までです。"
  },
  "ATTACHMENT_TOO_LARGE": {
    "code": 10215,
    "status": 413,
    "message": "「{{name}}」は大きすぎます。添付できるのは{{limit}}まで（画像は{{imageLimit}}まで）です。"
  },
  "ATTACHMENT_TYPE_NOT_ALLOWED": {
    "code": 10216,
    "status": 415,
    "message": "「{{name}}」は添付できない種類のファイルです。"
  },
  "ATTACHMENT_CONTENT_MISMATCH": {
    "code": 10217,
    "status": 415,
    "message": "「{{name}}」はファイルの内容と拡張子が一致しません。"
  },
  "SURVEY_DEADLINE_REQUIRED": {
    "code": 10218,
    "status": 400,
    "message": "アンケートの回答期限を入力してください。"
  },
  "SURVEY_EXPIRED": {
    "code": 10219,
    "status": 400,
    "message": "アンケートの回答期限を過ぎているため回答できません。"
  },
  "SURVEY_ANSWER_REQUIRED": {
    "code": 10220,
    "status": 400,
    "message": "必須の質問に回答してください。"
  },
  "SURVEY_NOT_FOUND": {
    "code": 10221,
    "status": 404,
    "message": "このお知らせにはアンケートがありません。"
  },
  "NOTICE_SCHEDULE_IN_PAST": {
    "code": 10222,
    "status": 400,
    "message": "予約配信日時には現在より後の日時を指定してください。"
  },
  "NOTICE_SCHOOLHOUSE_NOT_ALLOWED": {
    "code": 10223,
    "status": 403,
    "message": "お知らせを配信できない校舎の生徒が含まれています。"
  },
  "NOTICE_NOT_PUBLISHED": {
    "code": 10224,
    "status": 409,
    "message": "まだ配信されていないお知らせです。"
  },
  "SURVEY_DEADLINE_BEFORE_SEND": {
    "code": 10225,
    "status": 400,
    "message": "アンケートの回答期限には配信日時より後の日時を指定してください。"
  }
} as const;

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorKey]['code'];

/** What the browser does, in order, when a response carries one of these codes (spec section 8). */
export type ErrorBrowserStep = 'show' | 'logout' | 'reset-switch' | 'reload-on-comment' | 'leave-contact-teacher';

/** Browser steps by error code; codes not listed are shown by the screen that made the call. */
export const errorBrowserSteps: Readonly<Record<number, readonly ErrorBrowserStep[]>> = {
  "1007": [
    "show",
    "logout"
  ],
  "10101": [],
  "10105": [],
  "10109": [
    "show",
    "leave-contact-teacher"
  ],
  "10120": [
    "show",
    "reset-switch"
  ],
  "10190": [
    "show",
    "leave-contact-teacher"
  ],
  "10192": [
    "show",
    "reload-on-comment",
    "leave-contact-teacher"
  ],
  "10204": [
    "show"
  ],
  "10205": [
    "show"
  ],
  "10206": [
    "show"
  ]
};
