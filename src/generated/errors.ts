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
  "HEADERS_TOO_LARGE": {
    "code": 10012,
    "status": 431,
    "message": "リクエストヘッダーが大きすぎます。"
  },
  "URI_TOO_LONG": {
    "code": 10013,
    "status": 414,
    "message": "URLが長すぎます。"
  },
  "REQUEST_TIMEOUT": {
    "code": 10014,
    "status": 408,
    "message": "リクエストの受信が時間内に完了しませんでした。もう一度お試しください。"
  },
  "REQUEST_TOO_DEEP": {
    "code": 10015,
    "status": 400,
    "message": "送信データの入れ子が深すぎます。"
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
  "INVOICE_NOT_ACTIVE": {
    "code": 10122,
    "status": 403,
    "message": "請求書機能が有効になっていないため、この機能は利用できません。"
  },
  "SETTING_NOT_ALLOWED": {
    "code": 10123,
    "status": 403,
    "message": "校舎の設定により、この操作は許可されていません。"
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
  },
  "MAIL_UNSUBSCRIBE_INVALID": {
    "code": 10290,
    "status": 400,
    "message": "配信停止のリンクが無効か、有効期限が切れています。ログインして個人情報の画面でメール通知を設定してください。"
  },
  "MAIL_BOUNCE_UNAUTHORIZED": {
    "code": 10291,
    "status": 403,
    "message": "バウンス通知の受付キーが正しくないか、受付が設定されていません。"
  },
  "MAIL_BOUNCE_MALFORMED": {
    "code": 10292,
    "status": 400,
    "message": "バウンス通知を読み取れません（{{reason}}）。"
  },
  "MAIL_BOUNCE_UNKNOWN_DELIVERY": {
    "code": 10293,
    "status": 404,
    "message": "バウンス通知の配信記録が見つかりません。"
  },
  "LESSON_SEAT_TAKEN": {
    "code": 10250,
    "status": 409,
    "message": "この座席はその時限に別の授業が入っています。"
  },
  "LESSON_TEACHER_BUSY": {
    "code": 10251,
    "status": 409,
    "message": "この講師はその時限に別の授業を担当しています。"
  },
  "LESSON_STUDENT_BUSY": {
    "code": 10252,
    "status": 409,
    "message": "この生徒はその時限に別の授業が入っています。"
  },
  "LESSON_CLOSED_DAY": {
    "code": 10253,
    "status": 409,
    "message": "休校日のため授業を入れられません。"
  },
  "LESSON_FRAME_FULL": {
    "code": 10254,
    "status": 409,
    "message": "この授業コマは定員に達しています。"
  },
  "LESSON_NOT_ABSENTABLE": {
    "code": 10255,
    "status": 409,
    "message": "この授業は欠席連絡できません（終了した授業、または既に欠席・振替済みの授業です）。"
  },
  "RESCHEDULE_NOT_ALLOWED": {
    "code": 10256,
    "status": 409,
    "message": "この授業は振替申請できません（欠席連絡した授業のみ、申請は1回までです）。"
  },
  "RESCHEDULE_DEADLINE_PASSED": {
    "code": 10257,
    "status": 409,
    "message": "振替申請の期限を過ぎています。"
  },
  "RESCHEDULE_CHOICE_UNAVAILABLE": {
    "code": 10258,
    "status": 409,
    "message": "選択した振替先の授業は選べません。空き座席のある授業から選び直してください。"
  },
  "RESCHEDULE_ALREADY_DECIDED": {
    "code": 10259,
    "status": 409,
    "message": "この振替申請は既に対応済みです。"
  },
  "RESCHEDULE_ALREADY_REQUESTED": {
    "code": 10260,
    "status": 409,
    "message": "この授業の振替申請は既に送信されています。"
  },
  "RESCHEDULE_NO_FREE_SEAT": {
    "code": 10261,
    "status": 409,
    "message": "振替先の授業に空き座席がありません。別の希望を選ぶか、見送ってください。"
  },
  "LESSON_TERM_MISSING": {
    "code": 10262,
    "status": 400,
    "message": "期間（開始日・終了日）が設定された期を選んでください。"
  },
  "CALENDAR_FEED_NOT_FOUND": {
    "code": 10263,
    "status": 404,
    "message": "このカレンダーのアドレスは無効です。新しいアドレスを発行してください。"
  },
  "LESSON_HAS_WAITING_REQUEST": {
    "code": 10267,
    "status": 409,
    "message": "振替申請の対応待ちの授業は取り消せません。先に振替申請を承認するか見送ってください。"
  },
  "LESSON_NOT_MOVABLE": {
    "code": 10268,
    "status": 409,
    "message": "欠席・振替の授業は移動できません。"
  },
  "REPORT_ALREADY_EXISTS": {
    "code": 10270,
    "status": 409,
    "message": "この授業の指導報告書は既に作成されています。"
  },
  "REPORT_PUBLISH_NOT_ALLOWED": {
    "code": 10271,
    "status": 403,
    "message": "指導報告書を公開する権限がありません（校舎の設定で講師の公開が許可されていません）。"
  },
  "REPORT_COMMENT_NOT_ALLOWED": {
    "code": 10272,
    "status": 403,
    "message": "指導報告書にコメントする権限がありません。"
  },
  "REPORT_COMMENT_VIEW_NOT_ALLOWED": {
    "code": 10273,
    "status": 403,
    "message": "指導報告書のコメントを閲覧する権限がありません。"
  },
  "REPORT_LESSON_NOT_REPORTABLE": {
    "code": 10274,
    "status": 409,
    "message": "この授業には指導報告書を作成できません（授業日より前、または振替で別の授業に移った授業です）。"
  },
  "REPORT_NOT_PUBLISHED": {
    "code": 10275,
    "status": 409,
    "message": "公開されていない指導報告書です。"
  },
  "EVENT_STATUS_INVALID": {
    "code": 10276,
    "status": 409,
    "message": "このイベントは「{{status}}」のため、この操作はできません。"
  },
  "EVENT_NO_FRAMES": {
    "code": 10277,
    "status": 409,
    "message": "予約期間・曜日・繰り返しに当てはまる日がありません（休校日を除きます）。期間か曜日を見直してください。"
  },
  "EVENT_HAS_RESERVATIONS": {
    "code": 10279,
    "status": 409,
    "message": "このイベントには予約があるため削除できません。受付をやめるときは「中止」にしてください。"
  },
  "EVENT_NOT_FOR_CHILD": {
    "code": 10278,
    "status": 403,
    "message": "このイベントはお子さまの予約の対象ではありません。"
  },
  "EVENT_TIME_SLOT_DUPLICATE": {
    "code": 10280,
    "status": 409,
    "message": "同じ名前の時間枠が既に登録されています。"
  },
  "EVENT_SPACE_DUPLICATE": {
    "code": 10281,
    "status": 409,
    "message": "同じ名前のスペースが既に登録されています。"
  },
  "EVENT_SPACE_IN_USE": {
    "code": 10282,
    "status": 409,
    "message": "このスペースはイベントで使用されているため削除できません。"
  },
  "EVENT_SETTING_DUPLICATE": {
    "code": 10283,
    "status": 409,
    "message": "この校舎の予約設定は既に登録されています。"
  },
  "EVENT_ALREADY_RESERVED": {
    "code": 10284,
    "status": 409,
    "message": "{{frame}}は既に予約しています。"
  },
  "EVENT_LIMIT_EXCEEDED": {
    "code": 10285,
    "status": 409,
    "message": "参加上限を超えています。このイベントは1人{{limit}}回まで予約できます（予約済み {{count}}回）。"
  },
  "EVENT_FULL": {
    "code": 10286,
    "status": 409,
    "message": "{{frame}}は満席です。"
  },
  "EVENT_DEADLINE_PASSED": {
    "code": 10287,
    "status": 409,
    "message": "申込締切を過ぎているため、予約・キャンセルできません。"
  },
  "EVENT_SAME_DAY_CLOSED": {
    "code": 10288,
    "status": 409,
    "message": "{{frame}}は当日の予約を受け付けていません。前日までに予約してください。"
  },
  "EVENT_FRAME_UNAVAILABLE": {
    "code": 10289,
    "status": 409,
    "message": "{{frame}}は予約できません（受付期間外か、終了した枠です）。"
  },
  "EVENT_NO_ACCESS": {
    "code": 10294,
    "status": 403,
    "message": "予約管理にアクセス権限がありません。"
  },
  "EVENT_CANCEL_CLOSED": {
    "code": 10295,
    "status": 409,
    "message": "キャンセル期限を過ぎているため、この予約は取り消せません。校舎にご連絡ください。"
  },
  "EVENT_CONSENT_REQUIRED": {
    "code": 10296,
    "status": 409,
    "message": "参加同意事項に同意してから予約してください。"
  },
  "EVENT_CLOSED_DAY_HAS_EVENTS": {
    "code": 10297,
    "status": 409,
    "message": "この日には予約を受け付けているイベントがあります（{{count}}件）。休校日にすると、この日の予約枠と予約が削除され、ご家庭に通知されます。"
  },
  "EVENT_NOTIFY_FAILED": {
    "code": 10298,
    "status": 502,
    "message": "通知に失敗しました。時間をおいて、もう一度公開してください。"
  },
  "CONTACT_REPLIED": {
    "code": 10240,
    "status": 409,
    "message": "相手が返信した連絡は編集できません。"
  },
  "CONTACT_WITHDRAWN": {
    "code": 10241,
    "status": 409,
    "message": "この連絡は取り消されています。"
  },
  "CONTACT_COMMENT_WITHDRAWN": {
    "code": 10242,
    "status": 409,
    "message": "このコメントは取り消されています。"
  },
  "AREA_NAME_DUPLICATE": {
    "code": 10310,
    "status": 409,
    "message": "同じ名前のエリアが既に登録されています。"
  },
  "SCHOOLHOUSE_NAME_DUPLICATE": {
    "code": 10311,
    "status": 409,
    "message": "同じ名前の校舎が既に登録されています。"
  },
  "VERSION_DUPLICATE": {
    "code": 10313,
    "status": 409,
    "message": "同じバージョンが既に登録されています。"
  },
  "FRAME_DIVISION_DUPLICATE": {
    "code": 10314,
    "status": 409,
    "message": "同じ名前のコマ割りが既に登録されています。"
  },
  "FEE_ITEM_DUPLICATE": {
    "code": 10315,
    "status": 409,
    "message": "同じ名前の料金項目が既に登録されています。"
  },
  "CLAIM_ALARM_DUPLICATE": {
    "code": 10318,
    "status": 409,
    "message": "同じ名前のアラーム条件が既に登録されています。"
  },
  "PAYMENT_METHOD_DUPLICATE": {
    "code": 10319,
    "status": 409,
    "message": "同じ名前の支払方法が既に登録されています。"
  },
  "CLAIM_CONFIRMATION_DUPLICATE": {
    "code": 10320,
    "status": 409,
    "message": "この請求月の確認は既に登録されています。"
  },
  "QUESTIONNAIRE_ITEM_DUPLICATE": {
    "code": 10321,
    "status": 409,
    "message": "同じ名前のアンケート項目が既に登録されています。"
  },
  "SURVEY_WATCH_POINT_DUPLICATE": {
    "code": 10322,
    "status": 409,
    "message": "同じ名前の着目ポイントが既に登録されています。"
  },
  "SCHOOL_SUBJECT_DUPLICATE": {
    "code": 10323,
    "status": 409,
    "message": "同じ名前の学校教科が既に登録されています。"
  },
  "LESSON_SUBJECT_DUPLICATE": {
    "code": 10324,
    "status": 409,
    "message": "同じ名前の授業科目が既に登録されています。"
  },
  "GRADE_INPUT_DEADLINE_DUPLICATE": {
    "code": 10325,
    "status": 409,
    "message": "同じ年度・成績種別・学期の入力期限が既に登録されています。"
  },
  "GRADE_GUARANTEE_DUPLICATE": {
    "code": 10326,
    "status": 409,
    "message": "同じ名前の成績保証が既に登録されています。"
  },
  "SCHOOL_SCORE_POINT_DUPLICATE": {
    "code": 10327,
    "status": 409,
    "message": "この学校・評定の点数は既に登録されています。"
  },
  "DESTINATION_POINT_DUPLICATE": {
    "code": 10328,
    "status": 409,
    "message": "同じ志望校・学科の基準点が既に登録されています。"
  },
  "REPORT_DATA_FIX_DUPLICATE": {
    "code": 10329,
    "status": 409,
    "message": "同じ年度・学期・校舎の確定状況が既に登録されています。"
  },
  "TERM_DUPLICATE": {
    "code": 10330,
    "status": 409,
    "message": "同じ区分・年度・期が既に登録されています。"
  },
  "TIMETABLE_PERIOD_DUPLICATE": {
    "code": 10331,
    "status": 409,
    "message": "同じ時限が既に登録されています。"
  },
  "ENTRY_PERIOD_DUPLICATE": {
    "code": 10332,
    "status": 409,
    "message": "同じ年度・名前の入塾期間が既に登録されています。"
  },
  "HOLIDAY_DUPLICATE": {
    "code": 10333,
    "status": 409,
    "message": "同じ日付・校舎の休日が既に登録されています。"
  },
  "MAIL_PATTERN_DUPLICATE": {
    "code": 10334,
    "status": 409,
    "message": "同じ名前のメールパターンが既に登録されています。"
  },
  "BANK_DUPLICATE": {
    "code": 10335,
    "status": 409,
    "message": "同じ銀行コード・支店コードが既に登録されています。"
  },
  "INQUIRY_FORM_ITEM_DUPLICATE": {
    "code": 10336,
    "status": 409,
    "message": "この項目は既に設定されています。"
  },
  "STAFF_USER_DUPLICATE": {
    "code": 10337,
    "status": 409,
    "message": "このユーザーは既にスタッフとして登録されています。"
  },
  "AREA_IN_USE": {
    "code": 10338,
    "status": 409,
    "message": "このエリアは校舎で使用されているため削除できません。"
  },
  "SCHOOLHOUSE_IN_USE": {
    "code": 10339,
    "status": 409,
    "message": "この校舎は生徒・講師で使用されているため削除できません。"
  },
  "SCHOOL_SUBJECT_IN_USE": {
    "code": 10340,
    "status": 409,
    "message": "この学校教科は授業科目で使用されているため削除できません。"
  },
  "LEAVING_REASON_DUPLICATE": {
    "code": 10341,
    "status": 409,
    "message": "同じ名前の退塾理由・転塾先が既に登録されています。"
  },
  "TEACHER_SCHOOLHOUSE_DUPLICATE": {
    "code": 10342,
    "status": 409,
    "message": "この講師は既にこの校舎に所属しています。"
  },
  "ZIP_CODE_DUPLICATE": {
    "code": 10343,
    "status": 409,
    "message": "同じ郵便番号・町域が既に登録されています。"
  },
  "GRADE_RECORD_DUPLICATE": {
    "code": 10344,
    "status": 409,
    "message": "この生徒の同じ年度・種別・試験の成績が既に登録されています。"
  },
  "QUESTIONNAIRE_ANSWER_DUPLICATE": {
    "code": 10345,
    "status": 409,
    "message": "この生徒のこの質問への回答が既に登録されています。"
  },
  "SEAT_DUPLICATE": {
    "code": 10346,
    "status": 409,
    "message": "この校舎に同じ名前の座席が既に登録されています。"
  },
  "NORMAL_FRAME_SEAT_TAKEN": {
    "code": 10347,
    "status": 409,
    "message": "この期のその曜日・時限には、この座席に別の通常授業が入っています。"
  },
  "NORMAL_FRAME_STUDENT_BUSY": {
    "code": 10348,
    "status": 409,
    "message": "この期のその曜日・時限には、この生徒に別の通常授業が入っています。"
  },
  "IMPORT_FILE_UNREADABLE": {
    "code": 10401,
    "status": 400,
    "message": "ファイルを読み取れませんでした。CSV（UTF-8 または Shift_JIS）か Excel ブック（.xlsx）で保存したファイルを選んでください。"
  },
  "IMPORT_MISSING_COLUMNS": {
    "code": 10402,
    "status": 400,
    "message": "必須の列がありません：{{columns}}。書き出したCSVの見出し行をそのままお使いください。"
  },
  "IMPORT_EMPTY": {
    "code": 10403,
    "status": 400,
    "message": "取り込む行がありません。"
  },
  "IMPORT_HAS_ERRORS": {
    "code": 10404,
    "status": 409,
    "message": "エラーのある行があるため取り込めません。ファイルを直して、もう一度アップロードしてください。"
  },
  "IMPORT_ALREADY_STARTED": {
    "code": 10405,
    "status": 409,
    "message": "この取り込みは既に開始されています。"
  },
  "IMPORT_NOT_SUPPORTED": {
    "code": 10406,
    "status": 404,
    "message": "この取り込みはありません。"
  },
  "ADVANCE_NOTHING_TO_DO": {
    "code": 10407,
    "status": 409,
    "message": "進級する生徒がいません。"
  },
  "ADVANCE_IN_PROGRESS": {
    "code": 10408,
    "status": 409,
    "message": "進級処理または取り消しを実行中です。終わってからもう一度お試しください。"
  },
  "ADVANCE_NOT_LATEST": {
    "code": 10409,
    "status": 409,
    "message": "取り消せるのは最後に行った進級処理だけです。"
  },
  "NORMAL_FRAME_DELETE_NOTHING": {
    "code": 10415,
    "status": 409,
    "message": "削除する通常授業がありません。"
  },
  "NORMAL_FRAME_DELETE_IN_PROGRESS": {
    "code": 10416,
    "status": 409,
    "message": "通常授業の一括削除を実行中です。終わってからもう一度お試しください。"
  },
  "IMPORT_FILE_TOO_LARGE": {
    "code": 10410,
    "status": 413,
    "message": "ファイルが大きすぎます（上限 {{limit}}）。行を分けて、いくつかのファイルで取り込んでください。"
  },
  "IMPORT_FILE_TYPE_NOT_ALLOWED": {
    "code": 10411,
    "status": 415,
    "message": "「{{name}}」は取り込めない種類のファイルです。CSV か Excel ブック（.xlsx）を選んでください。古い Excel 形式（.xls）は、Excel で .xlsx か CSV として保存し直してください。"
  },
  "IMPORT_FILE_TOO_COMPLEX": {
    "code": 10412,
    "status": 400,
    "message": "Excel ファイルを展開すると大きすぎるため読み取れません。行を分けるか、CSV で保存して取り込んでください。"
  },
  "IMPORT_DISCARDED": {
    "code": 10413,
    "status": 409,
    "message": "この取り込みは破棄されています。もう一度ファイルを選んで確認してください。"
  },
  "IMPORT_NOT_DISCARDABLE": {
    "code": 10414,
    "status": 409,
    "message": "開始した取り込みは破棄できません。"
  },
  "DEBIT_ACCOUNT_DUPLICATE": {
    "code": 10420,
    "status": 409,
    "message": "この生徒の口座振替口座は既に登録されています。"
  },
  "BILLING_STEP_INVALID": {
    "code": 10421,
    "status": 409,
    "message": "「{{status}}」の請求月には「{{step}}」はできません。画面を開き直して状況をご確認ください。"
  },
  "BILLING_SAME_PERSON": {
    "code": 10422,
    "status": 403,
    "message": "発行依頼をした人は、同じ請求月の承認・差し戻しはできません。別の担当者が行ってください。"
  },
  "BILLING_MONTH_CLOSED": {
    "code": 10423,
    "status": 409,
    "message": "締め済みの請求月の明細は変更できません。訂正伝票で訂正してください。"
  },
  "BILLING_NOTHING_TO_CLOSE": {
    "code": 10424,
    "status": 409,
    "message": "この請求月には請求明細がないため締められません。"
  },
  "CORRECTION_NOT_CLOSED": {
    "code": 10425,
    "status": 409,
    "message": "訂正伝票は締め済みの請求月の請求書にだけ起票できます。"
  },
  "INVOICE_DOWNLOAD_LIMIT": {
    "code": 10426,
    "status": 403,
    "message": "請求書のダウンロード回数の上限に達しました。学校にお問い合わせください。"
  },
  "DEBIT_FILE_INVALID": {
    "code": 10427,
    "status": 400,
    "message": "口座振替結果ファイルを読み取れません（{{line}}件目: {{reason}}）。銀行から受け取ったファイルをそのまま選んでください。"
  },
  "DEBIT_NOTHING": {
    "code": 10428,
    "status": 409,
    "message": "振替する請求書がありません（口座振替口座のある生徒の、発行済みで未入金の請求書が対象です）。"
  },
  "DEBIT_SETTINGS_MISSING": {
    "code": 10429,
    "status": 409,
    "message": "口座振替の委託者コード・委託者名・取引金融機関・委託者口座番号を請求基本設定に登録してください。"
  },
  "PAYMENT_NOT_ISSUED": {
    "code": 10430,
    "status": 409,
    "message": "発行前の請求書には入金を登録できません。"
  },
  "GRADE_INPUT_CLOSED": {
    "code": 10460,
    "status": 403,
    "message": "入力期限（{{deadline}}）を過ぎているため、この成績は入力できません。学校にお問い合わせください。"
  },
  "GRADE_INPUT_NOT_STARTED": {
    "code": 10461,
    "status": 403,
    "message": "この成績の入力は{{date}}から受け付けます。"
  },
  "GRADE_REPORT_FIXED": {
    "code": 10462,
    "status": 409,
    "message": "この学期の通知表データは確定済みのため変更できません。"
  },
  "BANK_IN_USE": {
    "code": 10431,
    "status": 409,
    "message": "この金融機関・支店は口座振替口座で使用されているため削除できません。"
  },
  "FEE_ITEM_IN_USE": {
    "code": 10432,
    "status": 409,
    "message": "この料金項目は生徒別料金で使用されているため削除できません。使わなくなった項目は「使用中」をオフにしてください。"
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
  ],
  "10271": [
    "show"
  ],
  "10272": [
    "show"
  ],
  "10273": [
    "show"
  ],
  "10294": [
    "show"
  ]
};
