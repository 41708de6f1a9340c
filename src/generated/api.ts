// Generated from model/ by `npm run generate`. Do not edit by hand.

export interface paths {
    "/api/v1/areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** エリア一覧 */
        get: operations["listArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/areas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** エリア詳細 */
        get: operations["getArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth-search/protectors/{id}/related-students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者が切り替えられる子ども（保護者ページ） */
        get: operations["authRelatedStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth-search/teachers/{id}/related-teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師が切り替えられる連携講師アカウント */
        get: operations["authRelatedTeachers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth-search/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ログイン中の利用者（切り替え中はその利用者） */
        get: operations["authCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** パスワード変更（以前のトークンは無効になり、新しいトークンを返す） */
        post: operations["accountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communication/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ログイン（アカウント・接続元ごとに失敗回数を制限） */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-user-by-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** URLのトークンでログイン（一回限り、生徒は不可） */
        post: operations["authGetUserByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/home/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ホームのカード（保護者：選択中の子どもの未読のお知らせと回答受付中のアンケート。塾：最近のお知らせの既読率と未回答のアンケート） */
        get: operations["homeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoiceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書機能の状態 */
        get: operations["headerInvoiceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login-switch/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 切り替え用トークンでログイン（一回限り、生徒は不可） */
        post: operations["authLoginSwitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/multi-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 校舎の権限設定をまとめて保存（次のリクエストから有効） */
        post: operations["settingsWrite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせ管理の一覧（既読率つき、タイトル・タグ・配信状況で絞り込み、新しい順） */
        get: operations["noticeList"];
        put?: never;
        /** お知らせ作成（multipart：data に JSON、attachments に添付ファイル。publish で配信または予約、なしで下書き） */
        post: operations["noticeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせ詳細（保護者が開くと既読になる。minify=1 は既読にせず本文だけ） */
        get: operations["noticeGet"];
        put?: never;
        /** お知らせ更新（multipart。配信済みは配信先とアンケートの質問を変更できない） */
        post: operations["noticeUpdate"];
        /** お知らせ削除（配信先・コメント・回答・添付ファイルもすべて） */
        delete: operations["noticeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 添付ファイルのダウンロード */
        get: operations["noticeAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 配信先ひとりとのコメントのやりとり（古い順） */
        get: operations["noticeComments"];
        put?: never;
        /** コメント投稿（保護者は自分のやりとりに、塾は recipient_id のやりとりに返信。コメント不可なら 10192） */
        post: operations["noticeCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 自分のコメントを編集 */
        post: operations["noticeCommentUpdate"];
        /** 自分のコメントを削除 */
        delete: operations["noticeCommentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** いいね（もう一度で取り消し） */
        post: operations["noticeLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/notification/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 未読の配信先にもう一度通知する（既読の人には送らない） */
        post: operations["noticeRemindUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせの配信先ごとの既読・コメント・回答・配信状態 */
        get: operations["noticeRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせの状態（配信済みか、コメント可か、アンケート期限切れか） */
        get: operations["noticeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/{id}/unanswer-survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** アンケート未回答の配信先に回答をお願いする通知を送る（回答済みの人には送らない） */
        post: operations["noticeRemindSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 配信先に選べる生徒（生徒・保護者の絞り込み、在籍が既定） */
        get: operations["noticeCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/candidates/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 絞り込みに合う生徒すべての ID（「条件に合う全員を選択」用、上限 recipientSelectAllMax 件） */
        get: operations["noticeCandidateIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/notice-all-schoolhouse-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指定した校舎のすべてでお知らせを配信できるか */
        post: operations["noticeSchoolhousePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者のお知らせ一覧（選択中の子どもあて、既読・未読で絞り込み、新しい順） */
        get: operations["noticeReceived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせテンプレート一覧 */
        get: operations["listNoticeTemplate"];
        put?: never;
        /** お知らせテンプレート登録 */
        post: operations["createNoticeTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせテンプレート詳細 */
        get: operations["getNoticeTemplate"];
        /** お知らせテンプレート更新 */
        put: operations["updateNoticeTemplate"];
        post?: never;
        /** お知らせテンプレート削除 */
        delete: operations["deleteNoticeTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notices/update-sort-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせテンプレートの並べ替え */
        post: operations["reorderNoticeTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通知一覧（新しい順） */
        get: operations["notificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 通知を削除 */
        delete: operations["notificationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指定した通知を既読にする */
        post: operations["notificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** すべての通知を既読にする */
        post: operations["notificationReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未読の通知があるか（ベルの表示） */
        get: operations["notificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未読の通知の件数 */
        get: operations["notificationUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread/count/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 切り替え先アカウントごとの未読件数（保護者ページ・連携講師） */
        get: operations["notificationAccountUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/print-documents/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未印刷の書類の件数 */
        get: operations["headerPrintPendingCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schoolhouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 校舎一覧 */
        get: operations["listSchoolhouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schoolhouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 校舎詳細 */
        get: operations["getSchoolhouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校一覧 */
        get: operations["listSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校詳細 */
        get: operations["getSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schoolyears": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学年一覧 */
        get: operations["listSchoolyear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schoolyears/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学年詳細 */
        get: operations["getSchoolyear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 校舎の権限設定（機能設定と選択肢つきの設定） */
        get: operations["settingsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒一覧 */
        get: operations["listStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/students/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒詳細 */
        get: operations["getStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/surveys/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** アンケートに回答（回答期限まで何度でも答え直せる。{id} はお知らせの ID） */
        post: operations["surveyAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/surveys/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アンケート回答のCSV（UTF-8 BOM付きが既定、encoding=sjis で Shift_JIS） */
        get: operations["surveyDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/surveys/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アンケート結果（質問ごとの選択肢別件数と記述回答） */
        get: operations["surveyResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/systemSettings/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 法人コード・サブコード・ライセンスコード（マニュアルのログイン用）とマニュアルサイトのURL */
        get: operations["headerSystemInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** タグ一覧 */
        get: operations["listTag"];
        put?: never;
        /** タグ登録 */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** タグ詳細 */
        get: operations["getTag"];
        /** タグ更新 */
        put: operations["updateTag"];
        post?: never;
        /** タグ削除 */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師一覧 */
        get: operations["listTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teachers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師詳細 */
        get: operations["getTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/activity-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 操作履歴の記録（スタッフは受け付けて記録しない） */
        post: operations["accountActivityHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/create-switch-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 切り替え用の一回限りのログイントークンを発行 */
        post: operations["authCreateSwitchToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 通知メールアドレスの登録（カンマ区切りで複数可） */
        post: operations["accountNotificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/personal-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 個人情報（講師・保護者） */
        get: operations["accountPersonalInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/yearlySchedules/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 現在の期 */
        get: operations["headerCurrentTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountActivityHistoryBody: {
            /** メッセージ */
            message?: string | null;
            /** メソッド */
            method?: string | null;
            /** 画面のパス */
            path: string;
            /** ステータス */
            status?: number | null;
        };
        AccountActivityHistoryResponse: {
            recorded: boolean;
        };
        AccountChangePasswordBody: {
            /** 現在のパスワード */
            old_password: string;
            /** 新しいパスワード */
            password: string;
            /** 新しいパスワード（確認） */
            password_confirmation: string;
        };
        AccountChangePasswordResponse: {
            /** @description Expiry of the token (seconds since the epoch). */
            exp: number;
            name: string;
            role: string;
            roleId: number;
            token: string;
        };
        AccountNotificationEmailBody: {
            /** 通知メールアドレス */
            email: string;
        };
        AccountNotificationEmailResponse: {
            /** @description The addresses as stored, separated by commas. */
            email: string;
        };
        AccountPersonalInformationResponse: {
            email: string | null;
            family_name?: string;
            family_name_kana?: string | null;
            first_name?: string;
            first_name_kana?: string | null;
            name: string;
            name_kana: string | null;
            phone: string | null;
            teacher_number?: string;
            /** @enum {unknown} */
            type: "teacher" | "protector";
        };
        Area: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** エリア名 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        AreaPage: {
            data: components["schemas"]["Area"][];
            limit: number;
            page: number;
            total: number;
        };
        AuthCreateSwitchTokenResponse: {
            /** Format: date-time */
            expires_at: string;
            token: string;
        };
        AuthCurrentUserResponse: {
            /** @description What the access rules need (the AbilityUser of src/generated/abilities.ts). */
            ability: {
                companyId: number;
                features: string[];
                protectorId: number | null;
                role: string;
                schoolhouseIds: number[];
                studentIds: number[];
                teacherId: number | null;
                userId: number;
            };
            display_name: string;
            /** @description User id of the account acted as. */
            id: number;
            m_authority_id: number;
            name_kanji?: string | null;
            /** @description User id of the signed-in account (differs from id after a teacher switch). */
            owner_user_id: number;
            protector_family_name?: string | null;
            protector_first_name?: string | null;
            role: string;
            /** @description A teacher's schoolhouses with their settings (empty for other roles). */
            schoolhouses?: {
                id: number;
                schoolhouse_name: string;
                /** @description Every stored setting of the schoolhouse; value '1' means enabled. */
                settings: {
                    name: string;
                    value: string;
                }[];
            }[];
            staff_name?: string | null;
            student?: {
                id: number;
                schoolhouse: {
                    id: number;
                    schoolhouse_name: string;
                    /** @description Every stored setting of the schoolhouse; value '1' means enabled. */
                    settings: {
                        name: string;
                        value: string;
                    }[];
                };
                schoolyear: {
                    id: number;
                    schoolyear_name: string;
                };
                student_family_name_kanji: string;
                student_first_name_kanji: string;
            } | null;
            /** @description Protector page acted as: the id of the child (student). */
            t_protector_page_id: number | null;
            teacher_number?: string | null;
            user: {
                avatar: string | null;
                m_authority_id: number;
                username: string;
            };
        };
        AuthGetUserByTokenResponse: {
            /** @description Expiry of the token (seconds since the epoch). */
            exp: number;
            name: string;
            role: string;
            roleId: number;
            token: string;
        };
        AuthLoginBody: {
            /** パスワード */
            password: string;
            /** ログインID */
            username: string;
        };
        AuthLoginResponse: {
            /** @description Expiry of the token (seconds since the epoch). */
            exp: number;
            name: string;
            role: string;
            roleId: number;
            token: string;
        };
        AuthLoginSwitchResponse: {
            /** @description Expiry of the token (seconds since the epoch). */
            exp: number;
            name: string;
            role: string;
            roleId: number;
            token: string;
        };
        AuthRelatedStudentsResponse: {
            data: {
                /** @description First character shown on the avatar button. */
                abbreviation: string;
                countNotification: number;
                id: number;
                is_owner: boolean;
                name: string;
                name_kanji: string;
                schoolhouse: {
                    id?: number;
                    schoolhouse_name?: string;
                } | null;
                schoolyear_name: string | null;
                t_protector_page_id?: number;
                teacher_number: string | null;
            }[];
            /** @description Request header that carries a switch id other than owner_id. */
            header: string;
            /** @description Switch id of the owner's own account (no header needed for it). */
            owner_id: number | null;
        };
        AuthRelatedTeachersResponse: {
            data: {
                /** @description First character shown on the avatar button. */
                abbreviation: string;
                countNotification: number;
                id: number;
                is_owner: boolean;
                name: string;
                name_kanji: string;
                schoolhouse: {
                    id?: number;
                    schoolhouse_name?: string;
                } | null;
                schoolyear_name: string | null;
                t_protector_page_id?: number;
                teacher_number: string | null;
            }[];
            /** @description Request header that carries a switch id other than owner_id. */
            header: string;
            /** @description Switch id of the owner's own account (no header needed for it). */
            owner_id: number | null;
        };
        Error: {
            /** @description Catalogue code (model/errors.yaml). */
            code: number;
            errors?: {
                field: string;
                message: string;
            }[];
            /** @description Japanese message for the user. */
            message: string;
        };
        HeaderCurrentTermResponse: {
            currentTerm: {
                course_lesson_fiscal_year: number | null;
                course_lesson_period_code: number | null;
                normal_lesson_fiscal_year: number | null;
                normal_lesson_period_code: number | null;
            };
        };
        HeaderInvoiceStatusResponse: {
            invoice_status: string;
            is_active: boolean;
        };
        HeaderPrintPendingCountResponse: {
            count: number;
        };
        HeaderSystemInfoResponse: {
            information: {
                company_code: string;
                company_sub_code: string | null;
                license_code: string | null;
            };
            /** @description Log-in form URL of the external staff manual (MANUAL_URL); null when not configured. */
            manual_url: string | null;
        };
        HomeSummaryResponse: {
            /**
             * @description Which cards the caller gets.
             * @enum {string}
             */
            kind: "guardian" | "manager";
            /** @description The caller may use notices (feature settings). */
            notices_enabled: boolean;
            open_surveys: {
                answered: boolean;
                id: number;
                /** Format: date-time */
                survey_deadline: string;
                title: string;
            }[];
            recent_notices: {
                id: number;
                /** Format: date-time */
                published_at: string | null;
                read_count: number;
                recipient_count: number;
                /** Format: date-time */
                send_at: string | null;
                status: string;
                title: string;
            }[];
            unanswered_surveys: {
                answered_count: number;
                id: number;
                recipient_count: number;
                /** Format: date-time */
                survey_deadline: string;
                title: string;
            }[];
            unread_count: number;
            unread_notices: {
                id: number;
                /** Format: date-time */
                published_at: string;
                title: string;
            }[];
        };
        NoticeCandidateIdsResponse: {
            ids: number[];
            is_truncated: boolean;
            total: number;
        };
        NoticeCandidatesResponse: {
            data: {
                family_name_kana: string | null;
                family_name_kanji: string;
                first_name_kana: string | null;
                first_name_kanji: string;
                /** @description Only students with a guardian account receive the notice. */
                has_guardian: boolean;
                id: number;
                protector_name: string | null;
                school_name: string | null;
                schoolhouse_name: string;
                schoolyear_name: string;
                status: number;
                student_number: string;
            }[];
            limit: number;
            page: number;
            total: number;
        };
        NoticeCommentCreateBody: {
            /** コメント */
            content: string;
            /**
             * 配信先
             * @description The manage side: the thread answered.
             */
            recipient_id?: number;
        };
        NoticeCommentCreateResponse: {
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            author_name: string;
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            is_own: boolean;
            recipient_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        NoticeCommentDeleteResponse: {
            id: number;
        };
        NoticeCommentsResponse: {
            data: {
                /** @description comment_author_kind: school or guardian. */
                author_kind: string;
                author_name: string;
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                recipient_id: number;
                /** Format: date-time */
                updated_at: string;
            }[];
        };
        NoticeCommentUpdateBody: {
            /** コメント */
            content: string;
        };
        NoticeCommentUpdateResponse: {
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            author_name: string;
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            is_own: boolean;
            recipient_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        NoticeCreateBody: {
            /** コメントを許可する */
            allow_comment: boolean;
            /** 本文 */
            body: string;
            /**
             * 添付ファイル
             * @description Update only: attachments to keep (others are removed).
             */
            keep_attachment_ids?: number[];
            /**
             * 配信する
             * @description true: send now, or at send_at when given; false: save as a draft.
             */
            publish: boolean;
            /**
             * 予約配信日時
             * Format: date-time
             */
            send_at?: string | null;
            /** LINE */
            send_line: boolean;
            /** メール */
            send_mail: boolean;
            /** アプリ・Web通知 */
            send_notification: boolean;
            /**
             * 配信先
             * @description Chosen students; omit on update to keep them.
             */
            student_ids?: number[];
            /** アンケート */
            survey?: {
                /**
                 * アンケート回答期限
                 * Format: date-time
                 */
                deadline: string | null;
                /** 質問 */
                questions: {
                    /** 回答形式 */
                    answer_type: string & ("choose" | "description");
                    /** 選択肢 */
                    choices: {
                        /** 選択肢 */
                        label: string;
                    }[];
                    /** 補足説明 */
                    description?: string | null;
                    /** 複数選択可 */
                    is_multiple: boolean;
                    /** 回答必須 */
                    is_required: boolean;
                    /** 質問 */
                    question: string;
                }[];
            } | null;
            /** タグ */
            tag_ids?: number[];
            /** タイトル */
            title: string;
        };
        NoticeCreateResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            recipient_count: number;
            /** Format: date-time */
            send_at: string | null;
            status: string;
        };
        NoticeDeleteResponse: {
            id: number;
        };
        NoticeGetResponse: {
            allow_comment: boolean;
            attachments: {
                byte_size: number;
                content_type: string;
                file_name: string;
                id: number;
            }[];
            /** @description Sanitised HTML; for a guardian the placeholders are filled in for the child acted as. */
            body: string;
            id: number;
            is_published: boolean;
            like_count: number;
            /** @description What the manage side sees (null for a guardian). */
            manage: {
                answered_count: number;
                /** @description The caller may edit, delete and re-notify this notice. */
                can_edit: boolean;
                comment_count: number;
                read_count: number;
                recipient_count: number;
                sender_user_id: number;
                /** @description Chosen students (empty with minify=1). */
                target_student_ids: number[];
            } | null;
            /** Format: date-time */
            published_at: string | null;
            /** @description The guardian's own copy (null for the manage side). */
            recipient: {
                /** Format: date-time */
                answered_at: string | null;
                answers: {
                    choice_ids: number[];
                    question_id: number;
                    text: string | null;
                }[];
                comments: {
                    /** @description comment_author_kind: school or guardian. */
                    author_kind: string;
                    author_name: string;
                    content: string;
                    /** Format: date-time */
                    created_at: string;
                    id: number;
                    is_own: boolean;
                    recipient_id: number;
                    /** Format: date-time */
                    updated_at: string;
                }[];
                id: number;
                is_read: boolean;
                liked: boolean;
                /** Format: date-time */
                read_at: string | null;
            } | null;
            /** Format: date-time */
            send_at: string | null;
            send_line: boolean;
            send_mail: boolean;
            send_notification: boolean;
            sender_name: string;
            status: string;
            survey: {
                /** Format: date-time */
                deadline: string;
                is_expired: boolean;
                questions: {
                    /** @description survey_answer_type: choose or description. */
                    answer_type: string;
                    choices: {
                        id: number;
                        label: string;
                        number: number;
                    }[];
                    description: string | null;
                    id: number;
                    is_multiple: boolean;
                    is_required: boolean;
                    number: number;
                    question: string;
                }[];
            } | null;
            tags: {
                id: number;
                name: string;
            }[];
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        NoticeLikeResponse: {
            like_count: number;
            liked: boolean;
        };
        NoticeListResponse: {
            data: {
                answered_count: number;
                attachment_count: number;
                comment_count: number;
                has_survey: boolean;
                id: number;
                is_published: boolean;
                /** Format: date-time */
                published_at: string | null;
                read_count: number;
                recipient_count: number;
                /** Format: date-time */
                send_at: string | null;
                sender_name: string;
                /** @description message_status: draft, unsent (scheduled) or sent. */
                status: string;
                /** Format: date-time */
                survey_deadline: string | null;
                tags: {
                    id: number;
                    name: string;
                }[];
                title: string;
                /** Format: date-time */
                updated_at: string;
            }[];
            limit: number;
            page: number;
            total: number;
        };
        NoticeReceivedResponse: {
            data: {
                attachment_count: number;
                has_survey: boolean;
                id: number;
                is_read: boolean;
                /** Format: date-time */
                published_at: string;
                sender_name: string;
                /** Format: date-time */
                survey_deadline: string | null;
                /** @description survey_status (answered, expired) or open; null without a survey. */
                survey_status: string | null;
                title: string;
            }[];
            limit: number;
            page: number;
            total: number;
            unread_count: number;
        };
        NoticeRecipientsResponse: {
            data: {
                /** Format: date-time */
                answered_at: string | null;
                comment_count: number;
                deliveries: {
                    channel: string;
                    /** Format: date-time */
                    created_at: string;
                    error: string | null;
                    kind: string;
                    /** Format: date-time */
                    sent_at: string | null;
                    status: string;
                }[];
                /** @description Recipient id (the comment thread). */
                id: number;
                is_read: boolean;
                /** @description comment_author_kind of the last comment of the thread. */
                last_comment_by: string | null;
                liked: boolean;
                protector_name: string;
                /** Format: date-time */
                read_at: string | null;
                /** Format: date-time */
                replied_at: string | null;
                schoolhouse_name: string;
                schoolyear_name: string;
                student_id: number;
                student_name: string;
                student_number: string;
            }[];
            limit: number;
            page: number;
            total: number;
        };
        NoticeRemindSurveyResponse: {
            /** @description Recipients notified again. */
            queued: number;
        };
        NoticeRemindUnreadResponse: {
            /** @description Recipients notified again. */
            queued: number;
        };
        NoticeSchoolhousePermissionBody: {
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        NoticeSchoolhousePermissionResponse: {
            allowed: boolean;
            schoolhouses: {
                allowed: boolean;
                id: number;
                schoolhouse_name: string;
            }[];
        };
        NoticeStatusResponse: {
            allow_comment: boolean;
            id: number;
            is_published: boolean;
            status: string;
            survey_expired: boolean | null;
        };
        NoticeTemplate: {
            /** 本文 */
            body: string;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 表示順 */
            sort_order: number;
            /** タイトル */
            title: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        NoticeTemplateInput: {
            /** 本文 */
            body: string;
            /** タイトル */
            title: string;
        };
        NoticeTemplatePage: {
            data: components["schemas"]["NoticeTemplate"][];
            limit: number;
            page: number;
            total: number;
        };
        NoticeUpdateBody: {
            /** コメントを許可する */
            allow_comment: boolean;
            /** 本文 */
            body: string;
            /**
             * 添付ファイル
             * @description Update only: attachments to keep (others are removed).
             */
            keep_attachment_ids?: number[];
            /**
             * 配信する
             * @description true: send now, or at send_at when given; false: save as a draft.
             */
            publish: boolean;
            /**
             * 予約配信日時
             * Format: date-time
             */
            send_at?: string | null;
            /** LINE */
            send_line: boolean;
            /** メール */
            send_mail: boolean;
            /** アプリ・Web通知 */
            send_notification: boolean;
            /**
             * 配信先
             * @description Chosen students; omit on update to keep them.
             */
            student_ids?: number[];
            /** アンケート */
            survey?: {
                /**
                 * アンケート回答期限
                 * Format: date-time
                 */
                deadline: string | null;
                /** 質問 */
                questions: {
                    /** 回答形式 */
                    answer_type: string & ("choose" | "description");
                    /** 選択肢 */
                    choices: {
                        /** 選択肢 */
                        label: string;
                    }[];
                    /** 補足説明 */
                    description?: string | null;
                    /** 複数選択可 */
                    is_multiple: boolean;
                    /** 回答必須 */
                    is_required: boolean;
                    /** 質問 */
                    question: string;
                }[];
            } | null;
            /** タグ */
            tag_ids?: number[];
            /** タイトル */
            title: string;
        };
        NoticeUpdateResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            recipient_count: number;
            /** Format: date-time */
            send_at: string | null;
            status: string;
        };
        NotificationAccountUnreadCountResponse: {
            count: number;
        };
        NotificationDeleteResponse: {
            id: number;
        };
        NotificationListResponse: {
            data: {
                body: string | null;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_read: boolean;
                link: string | null;
                /** Format: date-time */
                read_at: string | null;
                title: string;
            }[];
            limit: number;
            page: number;
            total: number;
        };
        NotificationReadAllResponse: {
            updated: number;
        };
        NotificationReadBody: {
            /** 通知 */
            notification_ids: number[];
        };
        NotificationReadResponse: {
            updated: number;
        };
        NotificationStatusResponse: {
            has_unread: boolean;
        };
        NotificationUnreadCountResponse: {
            count: number;
        };
        School: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 学校区分 */
            school_kind: number & (1 | 2 | 3 | 9);
            /** 学校名 */
            school_name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        Schoolhouse: {
            /** 住所 */
            address: string | null;
            /** エリア */
            area_id: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * メールアドレス
             * Format: email
             */
            email: string | null;
            /** ID */
            id: number;
            /** 電話番号 */
            phone: string | null;
            /** 郵便番号 */
            postal_code: string | null;
            /** 校舎名 */
            schoolhouse_name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SchoolhousePage: {
            data: components["schemas"]["Schoolhouse"][];
            limit: number;
            page: number;
            total: number;
        };
        SchoolPage: {
            data: components["schemas"]["School"][];
            limit: number;
            page: number;
            total: number;
        };
        Schoolyear: {
            /** 学年コード */
            code: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 学年 */
            schoolyear_name: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SchoolyearPage: {
            data: components["schemas"]["Schoolyear"][];
            limit: number;
            page: number;
            total: number;
        };
        SettingsReadResponse: {
            groups: {
                label?: string;
                name?: string;
            }[];
            schoolhouse: {
                id?: number;
                schoolhouse_name?: string;
            };
            settings: {
                group: string;
                /** @enum {unknown} */
                kind: "feature" | "option";
                label: string;
                name: string;
                value: string;
                values: {
                    code?: string;
                    label?: string;
                }[];
            }[];
        };
        SettingsWriteBody: {
            /** 校舎 */
            schoolhouse_id: number;
            /** 設定 */
            settings: {
                /** 設定名 */
                name: string;
                /** 設定値 */
                value: string;
            }[];
        };
        SettingsWriteResponse: {
            schoolhouse_id: number;
            updated: number;
        };
        Student: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 姓（カナ） */
            family_name_kana: string | null;
            /** 姓 */
            family_name_kanji: string;
            /** 名（カナ） */
            first_name_kana: string | null;
            /** 名 */
            first_name_kanji: string;
            /** ID */
            id: number;
            /** 保護者 */
            protector_id: number | null;
            /** 学校 */
            school_id: number | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** 学年 */
            schoolyear_id: number;
            /** ステータス */
            status: number & (2 | 3 | 4 | 7);
            /** 生徒番号 */
            student_number: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 生徒アカウント */
            user_id: number | null;
        };
        StudentPage: {
            data: components["schemas"]["Student"][];
            limit: number;
            page: number;
            total: number;
        };
        SurveyAnswerBody: {
            /** 回答 */
            answers: {
                /** 選択肢 */
                choice_ids?: number[];
                /** 質問 */
                question_id: number;
                /** 回答 */
                text?: string | null;
            }[];
        };
        SurveyAnswerResponse: {
            /** Format: date-time */
            answered_at: string;
        };
        SurveyResultsResponse: {
            notice: {
                answered_count: number;
                id: number;
                recipient_count: number;
                /** Format: date-time */
                survey_deadline: string;
                title: string;
            };
            questions: {
                answer_type: string;
                answered_count: number;
                choices: {
                    count: number;
                    id: number;
                    label: string;
                    number: number;
                }[];
                id: number;
                is_multiple: boolean;
                is_required: boolean;
                number: number;
                question: string;
                texts: {
                    /** Format: date-time */
                    answered_at: string;
                    protector_name: string;
                    student_name: string;
                    text: string;
                }[];
            }[];
        };
        Tag: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** タグ名 */
            name: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TagInput: {
            /** タグ名 */
            name: string;
        };
        TagPage: {
            data: components["schemas"]["Tag"][];
            limit: number;
            page: number;
            total: number;
        };
        Teacher: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 氏名（カナ） */
            name_kana: string | null;
            /** 氏名 */
            name_kanji: string;
            /** 電話番号 */
            phone: string | null;
            /** 講師番号 */
            teacher_number: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** ユーザー */
            user_id: number;
        };
        TeacherPage: {
            data: components["schemas"]["Teacher"][];
            limit: number;
            page: number;
            total: number;
        };
    };
    responses: {
        /** @description 入力エラー（項目ごとの誤りは errors に） */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 重複、使用中、または状態が合わない */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 権限なし */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 見つからない */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 送信データが大きすぎる */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 試行回数超過 */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 未認証（トークンがない、または期限切れ） */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description 行の ID */
        Id: number;
        /** @description 1ページの件数 */
        Limit: number;
        /** @description 並び順 */
        Order: "asc" | "desc";
        /** @description ページ番号 */
        Page: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listArea: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description エリア名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "sort_order" | "created_at" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getArea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Area"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    authRelatedStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthRelatedStudentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authRelatedTeachers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthRelatedTeachersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCurrentUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    accountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountChangePasswordBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountChangePasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthLoginBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authGetUserByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthGetUserByTokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    homeSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeSummaryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    headerInvoiceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderInvoiceStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authLoginSwitch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLoginSwitchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    settingsWrite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsWriteBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsWriteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search_name?: string;
                status?: string & ("sent" | "unsent" | "draft");
                tag_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Files (at most 3, 10485760 bytes each, images 8388608): application/pdf, image/jpeg, image/png, image/gif, image/webp, image/heic, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.presentationml.presentation, text/plain, text/csv */
                    attachments?: string[];
                    /** @description JSON of NoticeCreateBody */
                    data: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeGet: {
        parameters: {
            query?: {
                minify?: 0 | 1;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeGetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Files (at most 3, 10485760 bytes each, images 8388608): application/pdf, image/jpeg, image/png, image/gif, image/webp, image/heic, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.presentationml.presentation, text/plain, text/csv */
                    attachments?: string[];
                    /** @description JSON of NoticeUpdateBody */
                    data: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeComments: {
        parameters: {
            query: {
                recipient_id: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCommentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCommentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeCommentCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCommentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCommentUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeCommentUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCommentUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCommentDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCommentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeLikeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeRemindUnread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeRemindUnreadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeRecipients: {
        parameters: {
            query?: {
                answer_status?: "answered" | "unanswered";
                has_replied?: 1 | 2 | 3;
                limit?: number;
                page?: number;
                read_status?: 0 | 1;
                search_name?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeRecipientsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeRemindSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeRemindSurveyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCandidates: {
        parameters: {
            query?: {
                limit?: number;
                m_school_ids?: number[];
                m_schoolhouse_id?: number;
                m_schoolyear_ids?: number[];
                page?: number;
                protector_name?: string;
                statuses?: (number & (2 | 3 | 4 | 7))[];
                student_name_kana?: string;
                student_name_kanji?: string;
                student_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCandidatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeCandidateIds: {
        parameters: {
            query?: {
                limit?: number;
                m_school_ids?: number[];
                m_schoolhouse_id?: number;
                m_schoolyear_ids?: number[];
                page?: number;
                protector_name?: string;
                statuses?: (number & (2 | 3 | 4 | 7))[];
                student_name_kana?: string;
                student_name_kanji?: string;
                student_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeCandidateIdsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeSchoolhousePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeSchoolhousePermissionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeSchoolhousePermissionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    noticeReceived: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                read_status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeReceivedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNoticeTemplate: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "title" | "body" | "sort_order" | "created_at" | "updated_at";
                /** @description タイトル */
                title?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNoticeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeTemplateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getNoticeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateNoticeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteNoticeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    reorderNoticeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every row id, in the new order. */
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    notificationList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationReadBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadAllResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationUnreadCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    notificationAccountUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationAccountUnreadCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    headerPrintPendingCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderPrintPendingCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSchoolhouse: {
        parameters: {
            query?: {
                /** @description エリア */
                area_id?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎名 */
                schoolhouse_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "area_id" | "schoolhouse_name" | "phone" | "email" | "postal_code" | "address" | "sort_order" | "created_at" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolhousePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSchoolhouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schoolhouse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchool: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 学校区分 */
                school_kind?: number;
                /** @description 学校名 */
                school_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_name" | "school_kind" | "sort_order" | "created_at" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchoolyear: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "code" | "schoolyear_name" | "created_at" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolyearPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSchoolyear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schoolyear"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    settingsRead: {
        parameters: {
            query: {
                schoolhouse_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listStudent: {
        parameters: {
            query?: {
                /** @description 姓（カナ） */
                family_name_kana?: string;
                /** @description 姓 */
                family_name_kanji?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 学年 */
                schoolyear_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_number" | "family_name_kanji" | "first_name_kanji" | "family_name_kana" | "first_name_kana" | "schoolyear_id" | "schoolhouse_id" | "protector_id" | "school_id" | "status" | "user_id" | "created_at" | "updated_at";
                /** @description ステータス */
                status?: number;
                /** @description 生徒番号 */
                student_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    surveyAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyAnswerBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyAnswerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    surveyDownload: {
        parameters: {
            query?: {
                encoding?: "utf8" | "sjis";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    surveyResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyResultsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    headerSystemInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderSystemInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTag: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description タグ名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "created_at" | "updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listTeacher: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 氏名 */
                name_kanji?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "teacher_number" | "name_kanji" | "name_kana" | "phone" | "created_at" | "updated_at";
                /** @description 講師番号 */
                teacher_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTeacher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 行の ID */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    accountActivityHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountActivityHistoryBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActivityHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authCreateSwitchToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthCreateSwitchTokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    accountNotificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountNotificationEmailBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNotificationEmailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    accountPersonalInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPersonalInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    headerCurrentTerm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderCurrentTermResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
