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
        /** エリア登録 */
        post: operations["createArea"];
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
        /** エリア更新 */
        put: operations["updateArea"];
        post?: never;
        /** エリア削除 */
        delete: operations["deleteArea"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/areas/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** エリア一覧のCSV出力 */
        get: operations["exportArea"];
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
    "/api/v1/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 銀行一覧 */
        get: operations["listBank"];
        put?: never;
        /** 銀行登録 */
        post: operations["createBank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 銀行詳細 */
        get: operations["getBank"];
        /** 銀行更新 */
        put: operations["updateBank"];
        post?: never;
        /** 銀行削除 */
        delete: operations["deleteBank"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 銀行一覧のCSV出力 */
        get: operations["exportBank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求アラーム一覧（有効な請求アラーム条件から：未入金・振替不能・過入金・前月から金額変動） */
        get: operations["billingAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒別請求情報（校舎の請求月の生徒ごとの明細と、請求書と同じ計算の合計） */
        get: operations["billingClaims"];
        put?: never;
        /** 追加請求の登録（教材費・講習費・割引など。締め前の請求月のみ） */
        post: operations["billingClaimCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 請求明細の変更（締め前の請求月のみ） */
        put: operations["billingClaimUpdate"];
        post?: never;
        /** 請求明細の削除（締め前の請求月のみ） */
        delete: operations["billingClaimDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/claims/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 月謝の計上（生徒別料金から、その月の月額請求を作成。計上済みの料金は飛ばす） */
        post: operations["billingPostMonthly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 訂正伝票の一覧（請求月ごと） */
        get: operations["billingCorrections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/debit/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 口座振替データの一覧（作成・結果取り込みの記録） */
        get: operations["billingDebitBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/debit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 口座振替データの作成（全銀協フォーマット・Shift_JIS。発行済みで未入金の、口座のある生徒の請求書） */
        post: operations["billingDebitExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/debit/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 口座振替結果の取り込み（振替済みは入金として記録、振替不能は請求アラームに） */
        post: operations["billingDebitImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書確認（請求月の請求書一覧と合計） */
        get: operations["billingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書の詳細（明細・訂正伝票・入金） */
        get: operations["billingInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices/{id}/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 訂正伝票の起票（締め後の請求書に訂正の明細を加え、合計と入金状況を計算し直す） */
        post: operations["billingCorrectionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 入金の登録（入金額と状況（未入金・一部入金・入金済み・過入金）を計算し直す） */
        post: operations["billingPaymentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書PDF（請求書確認から印刷する。保護者のダウンロード回数には数えない。発行前の請求書も出力できる） */
        get: operations["billingInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 入金の削除（誤登録の取り消し。入金状況を計算し直す） */
        delete: operations["billingPaymentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求処理の状況（校舎ごとに1行。未作成の請求月は未依頼。steps は呼び出した人がいま行える処理） */
        get: operations["billingPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 発行承認（発行依頼をした人は不可） */
        post: operations["billingApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/cancel-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 締めの一括取消（請求書を削除し、締め前の状態（発行依頼済み・明細そのまま）に戻す） */
        post: operations["billingCancelClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 締め処理（生徒ごとに請求書を作成し、税率ごとに1回だけ端数処理した合計を記録） */
        post: operations["billingClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 請求書発行（支払期限を記録し、保護者に「請求書を発行しました」を通知） */
        post: operations["billingIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求処理の履歴（誰が・いつ・どの処理で・どの状況からどの状況へ） */
        get: operations["billingPeriodLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 差し戻し（締めを取り消して発行依頼済みに戻す。発行依頼をした人は不可） */
        post: operations["billingReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 発行依頼（選んだ校舎の請求月をまとめて。全校舎か0校舎） */
        post: operations["billingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/periods/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 発行依頼の取り消し（未依頼に戻す） */
        post: operations["billingWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** カレンダー連携の状態 */
        get: operations["calendarFeedRead"];
        put?: never;
        /** カレンダー連携のアドレスを発行（以前のアドレスは使えなくなります） */
        post: operations["calendarFeedIssue"];
        /** カレンダー連携の停止 */
        delete: operations["calendarFeedRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 授業のカレンダー（iCal） */
        get: operations["calendarFeedIcs"];
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
    "/api/v1/claim-alarm-conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求アラーム条件一覧 */
        get: operations["listClaimAlarmCondition"];
        put?: never;
        /** 請求アラーム条件登録 */
        post: operations["createClaimAlarmCondition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-alarm-conditions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求アラーム条件詳細 */
        get: operations["getClaimAlarmCondition"];
        /** 請求アラーム条件更新 */
        put: operations["updateClaimAlarmCondition"];
        post?: never;
        /** 請求アラーム条件削除 */
        delete: operations["deleteClaimAlarmCondition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-alarm-conditions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求アラーム条件一覧のCSV出力 */
        get: operations["exportClaimAlarmCondition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全請求確認一覧 */
        get: operations["listClaimConfirmation"];
        put?: never;
        /** 全請求確認登録 */
        post: operations["createClaimConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-confirmations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全請求確認詳細 */
        get: operations["getClaimConfirmation"];
        /** 全請求確認更新 */
        put: operations["updateClaimConfirmation"];
        post?: never;
        /** 全請求確認削除 */
        delete: operations["deleteClaimConfirmation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-confirmations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全請求確認一覧のCSV出力 */
        get: operations["exportClaimConfirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求基本設定一覧 */
        get: operations["listClaimSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求基本設定詳細 */
        get: operations["getClaimSetting"];
        /** 請求基本設定更新 */
        put: operations["updateClaimSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-settings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求基本設定一覧のCSV出力 */
        get: operations["exportClaimSetting"];
        put?: never;
        post?: never;
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
    "/api/v1/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡の一覧（スタッフは全件、講師は自分が送ったものと自分宛てのもの。既読率つき、新しい順） */
        get: operations["communicationList"];
        put?: never;
        /** 講師連絡作成（multipart：data に JSON、attachments に添付ファイル。publish で配信または予約、なしで下書き） */
        post: operations["communicationCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡詳細（配信先の講師が開くと既読になる。送信者・スタッフには既読数と配信先） */
        get: operations["communicationGet"];
        put?: never;
        /** 講師連絡更新（multipart。配信済みは配信先とアンケートの質問を変更できない） */
        post: operations["communicationUpdate"];
        /** 講師連絡削除（配信先・回答・添付ファイルもすべて。送信者とスタッフのみ） */
        delete: operations["communicationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡のコメント（配信先の講師ひとりとのやりとり、古い順。送信側は recipient_id で選ぶ。講師連絡へのコメントを許可する校舎のみ） */
        get: operations["communicationComments"];
        put?: never;
        /** 講師連絡へのコメント（配信先の講師は自分のやりとりに、送信側は recipient_id のやりとりに。コメント不可なら 10192） */
        post: operations["communicationCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 講師連絡の自分のコメントを編集 */
        post: operations["communicationCommentUpdate"];
        /** 講師連絡の自分のコメントを削除 */
        delete: operations["communicationCommentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 講師連絡にいいね（配信先の講師。もう一度で取り消し） */
        post: operations["communicationLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}/notification/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 講師連絡を未読の講師にもう一度通知する（既読の講師には送らない） */
        post: operations["communicationRemindUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/{id}/unanswer-survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** アンケート未回答の講師に回答をお願いする通知を送る（回答済みの講師には送らない） */
        post: operations["communicationRemindSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡の配信先候補（送信者の校舎の講師。講師は他の講師へ連絡できる校舎のみ） */
        get: operations["communicationTeachers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡テンプレート一覧 */
        get: operations["listCommunicationTemplate"];
        put?: never;
        /** 講師連絡テンプレート登録 */
        post: operations["createCommunicationTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡テンプレート詳細 */
        get: operations["getCommunicationTemplate"];
        /** 講師連絡テンプレート更新 */
        put: operations["updateCommunicationTemplate"];
        post?: never;
        /** 講師連絡テンプレート削除 */
        delete: operations["deleteCommunicationTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡テンプレート一覧のCSV出力 */
        get: operations["exportCommunicationTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communications/update-sort-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 講師連絡テンプレートの並べ替え */
        post: operations["reorderCommunicationTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡の一覧（既読・返信・送信者・コメントで絞り込み、新しいやりとり順） */
        get: operations["contactList"];
        put?: never;
        /** 連絡の送信（multipart：data に JSON、attachments に添付ファイル。塾は選んだ生徒の家庭ごとに1件、保護者は選択中の子どもの塾へ） */
        post: operations["contactCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts-of-teacher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師が閲覧できる連絡の一覧（担当校舎。保護者からの問い合わせは「一般講師がお問い合わせを閲覧・返信できる」校舎のみ） */
        get: operations["contactListOfTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡の詳細とやりとり（開くと自分の側が既読になる） */
        get: operations["contactGet"];
        put?: never;
        /** 連絡の編集（送信者は相手が書く前まで件名・本文・添付を、塾は対応状況と生徒区分を） */
        post: operations["contactUpdate"];
        /** 送信した連絡の取り消し（消去はせず、相手には取り消したことだけを示す） */
        delete: operations["contactWithdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 連絡のやりとりにコメント（返信）を書く */
        post: operations["contactCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 自分のコメントの取り消し */
        delete: operations["contactCommentWithdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** やりとりのCSV（塾側のみ。取り消したメッセージも含む。UTF-8 BOM付きが既定、encoding=sjis で Shift_JIS） */
        get: operations["contactDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡テンプレート一覧 */
        get: operations["listContactTemplate"];
        put?: never;
        /** 連絡テンプレート登録 */
        post: operations["createContactTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡テンプレート詳細 */
        get: operations["getContactTemplate"];
        /** 連絡テンプレート更新 */
        put: operations["updateContactTemplate"];
        post?: never;
        /** 連絡テンプレート削除 */
        delete: operations["deleteContactTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡テンプレート一覧のCSV出力 */
        get: operations["exportContactTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/update-sort-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 連絡テンプレートの並べ替え */
        post: operations["reorderContactTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 連絡の送信先に選べる生徒（生徒・保護者の絞り込み） */
        get: operations["contactUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/debit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 口座振替口座一覧 */
        get: operations["listDebitAccount"];
        put?: never;
        /** 口座振替口座登録 */
        post: operations["createDebitAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/debit-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 口座振替口座詳細 */
        get: operations["getDebitAccount"];
        /** 口座振替口座更新 */
        put: operations["updateDebitAccount"];
        post?: never;
        /** 口座振替口座削除 */
        delete: operations["deleteDebitAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/debit-accounts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 口座振替口座一覧のCSV出力 */
        get: operations["exportDebitAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/destination-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 志望校別基準点一覧 */
        get: operations["listDestinationPoint"];
        put?: never;
        /** 志望校別基準点登録 */
        post: operations["createDestinationPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/destination-points/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 志望校別基準点詳細 */
        get: operations["getDestinationPoint"];
        /** 志望校別基準点更新 */
        put: operations["updateDestinationPoint"];
        post?: never;
        /** 志望校別基準点削除 */
        delete: operations["deleteDestinationPoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/destination-points/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 志望校別基準点一覧のCSV出力 */
        get: operations["exportDestinationPoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entry-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾期間一覧 */
        get: operations["listEntryPeriod"];
        put?: never;
        /** 入塾期間登録 */
        post: operations["createEntryPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entry-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾期間詳細 */
        get: operations["getEntryPeriod"];
        /** 入塾期間更新 */
        put: operations["updateEntryPeriod"];
        post?: never;
        /** 入塾期間削除 */
        delete: operations["deleteEntryPeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entry-periods/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾期間一覧のCSV出力 */
        get: operations["exportEntryPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 予約受付設定一覧 */
        get: operations["listEventSetting"];
        put?: never;
        /** 予約受付設定登録 */
        post: operations["createEventSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 予約受付設定詳細 */
        get: operations["getEventSetting"];
        /** 予約受付設定更新 */
        put: operations["updateEventSetting"];
        post?: never;
        /** 予約受付設定削除 */
        delete: operations["deleteEventSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-settings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 予約受付設定一覧のCSV出力 */
        get: operations["exportEventSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** イベント一覧 */
        get: operations["listEvent"];
        put?: never;
        /** イベント登録 */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** イベント詳細 */
        get: operations["getEvent"];
        /** イベント更新 */
        put: operations["updateEvent"];
        post?: never;
        /** イベント削除 */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/agree-participate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 参加同意事項と、表示中のお子さまについて同意済みかどうか */
        get: operations["eventAgreement"];
        put?: never;
        /** 参加同意（表示中のお子さまについて、イベントの参加同意事項に同意する） */
        post: operations["eventAgree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/agree-participate-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 参加同意のCSV（同意した生徒・保護者と日時。UTF-8 BOM付きが既定、encoding=sjis で Shift_JIS） */
        get: operations["eventAgreementDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/list-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** イベントの参加者一覧（予約した生徒と予約した枠。minify=1 で生徒ごとに1行） */
        get: operations["eventListStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/list-student/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** イベントの参加者一覧のCSV（予約1件で1行。UTF-8 BOM付きが既定、encoding=sjis で Shift_JIS） */
        get: operations["eventListStudentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** イベントを公開（対象のご家庭に「新しいイベントが公開されました」を通知。通知に失敗したときは公開しない） */
        post: operations["eventPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** イベントのステータス変更（受付終了・中止・公開中に戻す・下書きに戻す。公開は /publish） */
        post: operations["eventStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** イベント一覧のCSV出力 */
        get: operations["exportEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 予約枠（期間内の日付×時間枠。保護者は表示中のお子さまの校舎・学年の公開中のイベント） */
        get: operations["eventFrames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 予約枠の詳細（イベント、定員と予約数、予約した生徒。保護者は自分の予約だけ） */
        get: operations["eventFrameDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames/{id}/{reservationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 予約の取り消し（保護者はキャンセル期限・申込締切まで、塾はいつでも） */
        delete: operations["eventReservationCancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames/admin-reservation/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 代理予約（塾が生徒の予約をする。受付期間・締切によらず、定員と参加上限は守る） */
        post: operations["eventAdminRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames/protector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者の予約一覧（表示中のお子さまの予約。これからのものが先、取り消せるかどうか） */
        get: operations["eventFramesProtector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/frames/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 予約（保護者が表示中のお子さまの予約をする。一括予約の繰り返しで複数の枠をまとめて。すべて予約できるときだけ） */
        post: operations["eventRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 休校日（校舎の休日と全校舎の休日。予約・授業の画面で共通の一覧） */
        get: operations["eventHolidays"];
        put?: never;
        /** 休校日に設定（イベントの予約枠がある日は confirmed で確認のうえ、枠と予約を削除して家庭に通知） */
        post: operations["eventHolidayCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 休校日の取り消し（その日のイベントの予約枠が戻る） */
        delete: operations["eventHolidayDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/holidays/affected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 休校日にすると削除される予約枠（その日のイベントと予約の数。確認のため） */
        get: operations["eventHolidayAffected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スペース一覧 */
        get: operations["listEventSpace"];
        put?: never;
        /** スペース登録 */
        post: operations["createEventSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/spaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スペース詳細 */
        get: operations["getEventSpace"];
        /** スペース更新 */
        put: operations["updateEventSpace"];
        post?: never;
        /** スペース削除 */
        delete: operations["deleteEventSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/spaces/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スペース一覧のCSV出力 */
        get: operations["exportEventSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時間枠一覧 */
        get: operations["listEventTimeSlot"];
        put?: never;
        /** 時間枠登録 */
        post: operations["createEventTimeSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/timeslots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時間枠詳細 */
        get: operations["getEventTimeSlot"];
        /** 時間枠更新 */
        put: operations["updateEventTimeSlot"];
        post?: never;
        /** 時間枠削除 */
        delete: operations["deleteEventTimeSlot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/timeslots/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時間枠一覧のCSV出力 */
        get: operations["exportEventTimeSlot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fee-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 料金項目一覧 */
        get: operations["listFeeItem"];
        put?: never;
        /** 料金項目登録 */
        post: operations["createFeeItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fee-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 料金項目詳細 */
        get: operations["getFeeItem"];
        /** 料金項目更新 */
        put: operations["updateFeeItem"];
        post?: never;
        /** 料金項目削除 */
        delete: operations["deleteFeeItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fee-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 料金項目一覧のCSV出力 */
        get: operations["exportFeeItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ファイルのダウンロード（持ち主のレコードを閲覧できる人だけ。種類は内容から判定したもの） */
        get: operations["fileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 期の授業の生成（通常授業から、休校日を除く。既にある授業と重なるものは飛ばします） */
        post: operations["frameGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 座席表（校舎の座席 × 時限、from〜to の授業・欠席・振替申請・休校日・イベント） */
        get: operations["frameGrid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 授業の登録（座席・時限・講師・生徒。講師のコマがなければ作成） */
        post: operations["framePlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 授業の取り消し（空いたコマも削除） */
        delete: operations["frameCancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons/{id}/absent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 欠席連絡（取り消しはできません） */
        post: operations["frameAbsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons/{id}/available-lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 振替先に選べる授業（期限までの、空き座席と定員に空きのある同じ校舎の授業） */
        get: operations["frameAvailableLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 授業の移動（座席・日付・時限。講師は同じ） */
        post: operations["frameMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/lessons/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 振替申請（第1希望・第2希望、期限まで。承認は教室が行います） */
        post: operations["frameRescheduleRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/reschedules/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 振替申請の承認（第1希望・第2希望）または見送り。家庭に通知します */
        post: operations["frameRescheduleDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/students/{id}/available-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通塾可能日（曜日 × 時限） */
        get: operations["frameAvailableTimes"];
        /** 通塾可能日の保存（選んだ曜日 × 時限で置き換え） */
        put: operations["frameAvailableTimesSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/students/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒の授業スケジュール（from〜to の授業、休校日、時限） */
        get: operations["frameStudentSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divide/teachers/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師の担当授業スケジュール（from〜to、生徒名は校舎の設定により表示） */
        get: operations["frameTeacherSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コマ割り一覧 */
        get: operations["listFrameDivision"];
        put?: never;
        /** コマ割り登録 */
        post: operations["createFrameDivision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コマ割り詳細 */
        get: operations["getFrameDivision"];
        /** コマ割り更新 */
        put: operations["updateFrameDivision"];
        post?: never;
        /** コマ割り削除 */
        delete: operations["deleteFrameDivision"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-divisions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コマ割り一覧のCSV出力 */
        get: operations["exportFrameDivision"];
        put?: never;
        post?: never;
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
    "/api/v1/grade-guarantees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績保証一覧 */
        get: operations["listGradeGuarantee"];
        put?: never;
        /** 成績保証登録 */
        post: operations["createGradeGuarantee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-guarantees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績保証詳細 */
        get: operations["getGradeGuarantee"];
        /** 成績保証更新 */
        put: operations["updateGradeGuarantee"];
        post?: never;
        /** 成績保証削除 */
        delete: operations["deleteGradeGuarantee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-guarantees/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績保証一覧のCSV出力 */
        get: operations["exportGradeGuarantee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-input-deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績入力期限一覧 */
        get: operations["listGradeInputDeadline"];
        put?: never;
        /** 成績入力期限登録 */
        post: operations["createGradeInputDeadline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-input-deadlines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績入力期限詳細 */
        get: operations["getGradeInputDeadline"];
        /** 成績入力期限更新 */
        put: operations["updateGradeInputDeadline"];
        post?: never;
        /** 成績入力期限削除 */
        delete: operations["deleteGradeInputDeadline"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-input-deadlines/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績入力期限一覧のCSV出力 */
        get: operations["exportGradeInputDeadline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績一覧 */
        get: operations["listGradeRecord"];
        put?: never;
        /** 成績登録 */
        post: operations["createGradeRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績詳細 */
        get: operations["getGradeRecord"];
        /** 成績更新 */
        put: operations["updateGradeRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/grade-records/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成績一覧のCSV出力 */
        get: operations["exportGradeRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 休日一覧 */
        get: operations["listHoliday"];
        put?: never;
        /** 休日登録 */
        post: operations["createHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 休日詳細 */
        get: operations["getHoliday"];
        /** 休日更新 */
        put: operations["updateHoliday"];
        post?: never;
        /** 休日削除 */
        delete: operations["deleteHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 休日一覧のCSV出力 */
        get: operations["exportHoliday"];
        put?: never;
        post?: never;
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
    "/api/v1/import-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** データ取り込み一覧 */
        get: operations["listImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** データ取り込み詳細 */
        get: operations["getImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import-jobs/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認だけして取り込まなかったファイルの破棄（確認済み・エラーありのみ。ファイルを削除し、以後は取り込めない） */
        post: operations["importDiscard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import-jobs/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 取り込みの進み具合（実行中は処理済みの行数。再読み込みしても続きから表示できる） */
        get: operations["importProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import-jobs/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認済みファイルの取り込み開始（ジョブとして1つのトランザクションで実行：全行か0行） */
        post: operations["importRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import-jobs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** データ取り込み一覧のCSV出力 */
        get: operations["exportImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{target}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** データ取り込みファイルの確認（multipart：file にCSVまたは .xlsx。全行を検査し、エラーのある行を行・列・理由で返す） */
        post: operations["importCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiry-form-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾問い合わせフォーム項目一覧 */
        get: operations["listInquiryFormItem"];
        put?: never;
        /** 入塾問い合わせフォーム項目登録 */
        post: operations["createInquiryFormItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiry-form-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾問い合わせフォーム項目詳細 */
        get: operations["getInquiryFormItem"];
        /** 入塾問い合わせフォーム項目更新 */
        put: operations["updateInquiryFormItem"];
        post?: never;
        /** 入塾問い合わせフォーム項目削除 */
        delete: operations["deleteInquiryFormItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiry-form-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入塾問い合わせフォーム項目一覧のCSV出力 */
        get: operations["exportInquiryFormItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談記録一覧 */
        get: operations["listInterview"];
        put?: never;
        /** 面談記録登録 */
        post: operations["createInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談記録詳細 */
        get: operations["getInterview"];
        /** 面談記録更新 */
        put: operations["updateInterview"];
        post?: never;
        /** 面談記録削除 */
        delete: operations["deleteInterview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談記録一覧のCSV出力 */
        get: operations["exportInterview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談テンプレート一覧 */
        get: operations["listInterviewTemplate"];
        put?: never;
        /** 面談テンプレート登録 */
        post: operations["createInterviewTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談テンプレート詳細 */
        get: operations["getInterviewTemplate"];
        /** 面談テンプレート更新 */
        put: operations["updateInterviewTemplate"];
        post?: never;
        /** 面談テンプレート削除 */
        delete: operations["deleteInterviewTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 面談テンプレート一覧のCSV出力 */
        get: operations["exportInterviewTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interviews/update-sort-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 面談テンプレートの並べ替え */
        post: operations["reorderInterviewTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoice-print-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書印刷設定一覧 */
        get: operations["listInvoicePrintSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoice-print-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書印刷設定詳細 */
        get: operations["getInvoicePrintSetting"];
        /** 請求書印刷設定更新 */
        put: operations["updateInvoicePrintSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoice-print-settings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書印刷設定一覧のCSV出力 */
        get: operations["exportInvoicePrintSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/bill/{studentId}/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書（1か月分。明細、税率ごとの対象額と消費税、請求金額、請求書印刷設定の発行者・登録番号） */
        get: operations["invoiceBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書一覧（保護者が選んでいる生徒の、発行済みの請求書を請求月の新しい順に。ダウンロード上限と発行者名） */
        get: operations["invoiceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/download/{studentId}/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 請求書PDFのダウンロード（A4。ダウンロードごとに回数を数え、上限に達すると 403 INVOICE_DOWNLOAD_LIMIT） */
        get: operations["invoiceDownload"];
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
    "/api/v1/leaving-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退塾理由・転塾先一覧 */
        get: operations["listLeavingReason"];
        put?: never;
        /** 退塾理由・転塾先登録 */
        post: operations["createLeavingReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaving-reasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退塾理由・転塾先詳細 */
        get: operations["getLeavingReason"];
        /** 退塾理由・転塾先更新 */
        put: operations["updateLeavingReason"];
        post?: never;
        /** 退塾理由・転塾先削除 */
        delete: operations["deleteLeavingReason"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaving-reasons/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退塾理由・転塾先一覧のCSV出力 */
        get: operations["exportLeavingReason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書一覧 */
        get: operations["listLessonReport"];
        put?: never;
        /** 指導報告書登録 */
        post: operations["createLessonReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書詳細 */
        get: operations["getLessonReport"];
        /** 指導報告書更新 */
        put: operations["updateLessonReport"];
        post?: never;
        /** 指導報告書削除 */
        delete: operations["deleteLessonReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指導報告書の添付ファイル（multipart：attachments に追加するファイル、data の keep_attachment_ids に残すファイル） */
        post: operations["reportAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書の家庭とのやり取り（公開後。講師は校舎の設定で許可されている場合） */
        get: operations["reportComments"];
        put?: never;
        /** 指導報告書にコメント（家庭と塾のやり取り。相手に通知） */
        post: operations["reportCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 同じ生徒の次回の指導報告書 */
        get: operations["reportNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/previous": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 同じ生徒の前回の指導報告書 */
        get: operations["reportPrevious"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 参照：同じ生徒のこれまでの指導報告書（新しい順に5件） */
        get: operations["reportReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書の表示（生徒・講師・科目・時限・校舎・教材の名前つき。詳細と印刷） */
        get: operations["reportView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/bulk-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 公開中の複数の指導報告書に同じコメント（家庭とのやり取りに書き込み、家庭に通知） */
        post: operations["reportBulkComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/bulk-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 授業から指導報告書を一括作成（作成済みの授業は飛ばします。テンプレートの内容で始められます） */
        post: operations["reportBulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指導報告書の一括削除（すべて削除するか、1件も削除しません） */
        post: operations["reportBulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/bulk-unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指導報告書を非公開に戻す（選んだ報告書） */
        post: operations["reportBulkUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 指導報告書の一括保存（一覧表で書いた複数の報告書） */
        put: operations["reportBulkUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書一覧のCSV出力 */
        get: operations["exportLessonReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/protector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者の指導報告書一覧（表示中のお子さまの公開された報告書、新しい順） */
        get: operations["reportProtectorList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/protector/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者の指導報告書（公開された、表示中のお子さまの報告書。開くと既読） */
        get: operations["reportProtectorDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指導報告書を公開（家庭に「指導報告書が公開されました」を通知。講師は校舎の設定で許可されている場合） */
        post: operations["reportPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書テンプレート一覧 */
        get: operations["listReportTemplate"];
        put?: never;
        /** 指導報告書テンプレート登録 */
        post: operations["createReportTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書テンプレート詳細 */
        get: operations["getReportTemplate"];
        /** 指導報告書テンプレート更新 */
        put: operations["updateReportTemplate"];
        post?: never;
        /** 指導報告書テンプレート削除 */
        delete: operations["deleteReportTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書テンプレート一覧のCSV出力 */
        get: operations["exportReportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/timetables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書を書く授業（その日の授業と作成済みの報告書。講師は担当の授業） */
        get: operations["reportTimetables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/unpublish-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** その日の公開中の指導報告書をすべて非公開に戻す（講師は担当校舎の分） */
        post: operations["reportUnpublishAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/unread-families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** その月に公開した指導報告書をまだ開いていない家庭（校舎の生徒ごと） */
        get: operations["reportUnreadFamilies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-reports/update-sort-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 指導報告書テンプレートの並べ替え */
        post: operations["reorderReportTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 授業科目一覧 */
        get: operations["listLessonSubject"];
        put?: never;
        /** 授業科目登録 */
        post: operations["createLessonSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 授業科目詳細 */
        get: operations["getLessonSubject"];
        /** 授業科目更新 */
        put: operations["updateLessonSubject"];
        post?: never;
        /** 授業科目削除 */
        delete: operations["deleteLessonSubject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-subjects/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 授業科目一覧のCSV出力 */
        get: operations["exportLessonSubject"];
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
    "/api/v1/mail-patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** メールパターン一覧 */
        get: operations["listMailPattern"];
        put?: never;
        /** メールパターン登録 */
        post: operations["createMailPattern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mail-patterns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** メールパターン詳細 */
        get: operations["getMailPattern"];
        /** メールパターン更新 */
        put: operations["updateMailPattern"];
        post?: never;
        /** メールパターン削除 */
        delete: operations["deleteMailPattern"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mail-patterns/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** メールパターン一覧のCSV出力 */
        get: operations["exportMailPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mail/bounces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** バウンス通知（RFC 3464 の DSN）の受け付け：MTA が共有キー（X-Mail-Bounce-Secret）つきで送る。宛先の配信を「不達」にする */
        post: operations["mailBounces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mail/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 配信停止リンクを人が開いたとき：何も変えず、個人情報の画面（メール通知の設定）へ転送する */
        get: operations["mailUnsubscribePage"];
        put?: never;
        /** ワンクリック配信停止（RFC 8058。本文 List-Unsubscribe=One-Click、ログイン不要）：その家庭のメール通知をオフにする */
        post: operations["mailUnsubscribe"];
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
    "/api/v1/normal-frame-deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 通常授業一括削除の実行（ジョブとして1つのトランザクションで実行し、履歴に残す） */
        post: operations["maintenanceNormalFrameDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frame-deletion/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一括削除の確認（削除する通常授業と、指定日以降の生成済みの授業の数） */
        get: operations["maintenanceNormalFrameDeletePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frame-deletions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一括削除一覧 */
        get: operations["listNormalFrameDeletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frame-deletions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一括削除詳細 */
        get: operations["getNormalFrameDeletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frame-deletions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一括削除一覧のCSV出力 */
        get: operations["exportNormalFrameDeletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一覧 */
        get: operations["listNormalFrame"];
        put?: never;
        /** 通常授業登録 */
        post: operations["createNormalFrame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frames/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業詳細 */
        get: operations["getNormalFrame"];
        /** 通常授業更新 */
        put: operations["updateNormalFrame"];
        post?: never;
        /** 通常授業削除 */
        delete: operations["deleteNormalFrame"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/normal-frames/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通常授業一覧のCSV出力 */
        get: operations["exportNormalFrame"];
        put?: never;
        post?: never;
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
        /** 添付ファイルのダウンロード（GET /files/{id} の別名。{attachmentId} はそのお知らせのファイルの ID） */
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
    "/api/v1/notices/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせテンプレート一覧のCSV出力 */
        get: operations["exportNoticeTemplate"];
        put?: never;
        post?: never;
        delete?: never;
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
    "/api/v1/operation-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作履歴一覧 */
        get: operations["listOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operation-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作履歴詳細 */
        get: operations["getOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operation-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作履歴一覧のCSV出力 */
        get: operations["exportOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/parent-questionnaire-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者アンケート項目一覧 */
        get: operations["listParentQuestionnaireItem"];
        put?: never;
        /** 保護者アンケート項目登録 */
        post: operations["createParentQuestionnaireItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/parent-questionnaire-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者アンケート項目詳細 */
        get: operations["getParentQuestionnaireItem"];
        /** 保護者アンケート項目更新 */
        put: operations["updateParentQuestionnaireItem"];
        post?: never;
        /** 保護者アンケート項目削除 */
        delete: operations["deleteParentQuestionnaireItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/parent-questionnaire-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者アンケート項目一覧のCSV出力 */
        get: operations["exportParentQuestionnaireItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 支払方法一覧 */
        get: operations["listPaymentMethod"];
        put?: never;
        /** 支払方法登録 */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 支払方法詳細 */
        get: operations["getPaymentMethod"];
        /** 支払方法更新 */
        put: operations["updatePaymentMethod"];
        post?: never;
        /** 支払方法削除 */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-methods/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 支払方法一覧のCSV出力 */
        get: operations["exportPaymentMethod"];
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
    "/api/v1/print-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 印刷依頼一覧 */
        get: operations["listPrintRequest"];
        put?: never;
        /** 印刷依頼の登録（印刷済みとしての記録を含む） */
        post: operations["printRequestCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/print-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 印刷依頼詳細 */
        get: operations["getPrintRequest"];
        /** 印刷依頼更新 */
        put: operations["updatePrintRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/print-requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 印刷状況の変更（印刷済み・取消・未印刷に戻す） */
        post: operations["printRequestStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/print-requests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 印刷依頼一覧のCSV出力 */
        get: operations["exportPrintRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者一覧 */
        get: operations["listProtector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者詳細 */
        get: operations["getProtector"];
        /** 保護者更新 */
        put: operations["updateProtector"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protectors/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 保護者一覧のCSV出力 */
        get: operations["exportProtector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/receipt-card-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 受付カード項目一覧 */
        get: operations["listReceiptCardItem"];
        put?: never;
        /** 受付カード項目登録 */
        post: operations["createReceiptCardItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/receipt-card-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 受付カード項目詳細 */
        get: operations["getReceiptCardItem"];
        /** 受付カード項目更新 */
        put: operations["updateReceiptCardItem"];
        post?: never;
        /** 受付カード項目削除 */
        delete: operations["deleteReceiptCardItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/receipt-card-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 受付カード項目一覧のCSV出力 */
        get: operations["exportReceiptCardItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** クラスの成績（校舎・学年の生徒全員の1回分の点数・偏差値・順位。校舎・学年・試験を選ぶまでは空） */
        get: operations["recordsClass"];
        put?: never;
        /** クラスの成績を一括入力（1回分、全員を1つのトランザクションで。1行でも誤りがあれば保存しない） */
        post: operations["recordsClassSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/students/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒の成績（年度の定期テスト・模試。合計・平均・偏差値・順位・前回との差、入力できるかどうか） */
        get: operations["recordsStudent"];
        put?: never;
        /** 生徒の成績を入力（定期テストまたは模試1回分。保護者は入力期限内のみ） */
        post: operations["recordsStudentSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/students/{id}/school-subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒の通知表の評定（学校教科×4回、各回が入力できるかどうか・確定済みか） */
        get: operations["recordsSchoolSubjects"];
        put?: never;
        /** 生徒の通知表の評定を入力（1回分。空欄は削除。確定済みの学期は変更不可） */
        post: operations["recordsSchoolSubjectsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-data-fixes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通知表データ確定一覧 */
        get: operations["listReportDataFix"];
        put?: never;
        /** 通知表データ確定登録 */
        post: operations["createReportDataFix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-data-fixes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通知表データ確定詳細 */
        get: operations["getReportDataFix"];
        /** 通知表データ確定更新 */
        put: operations["updateReportDataFix"];
        post?: never;
        /** 通知表データ確定削除 */
        delete: operations["deleteReportDataFix"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-data-fixes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通知表データ確定一覧のCSV出力 */
        get: operations["exportReportDataFix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reportGenerations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書のある月（新しい順。作成・公開・未読の件数） */
        get: operations["reportGenerations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-score-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校別評定点一覧 */
        get: operations["listSchoolScorePoint"];
        put?: never;
        /** 学校別評定点登録 */
        post: operations["createSchoolScorePoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-score-points/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校別評定点詳細 */
        get: operations["getSchoolScorePoint"];
        /** 学校別評定点更新 */
        put: operations["updateSchoolScorePoint"];
        post?: never;
        /** 学校別評定点削除 */
        delete: operations["deleteSchoolScorePoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-score-points/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校別評定点一覧のCSV出力 */
        get: operations["exportSchoolScorePoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校教科一覧 */
        get: operations["listSchoolSubject"];
        put?: never;
        /** 学校教科登録 */
        post: operations["createSchoolSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校教科詳細 */
        get: operations["getSchoolSubject"];
        /** 学校教科更新 */
        put: operations["updateSchoolSubject"];
        post?: never;
        /** 学校教科削除 */
        delete: operations["deleteSchoolSubject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-subjects/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校教科一覧のCSV出力 */
        get: operations["exportSchoolSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 一括進級処理の実行（ジョブとして1つのトランザクションで実行。取り消せるよう進級前の学年を記録） */
        post: operations["maintenanceAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advance/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一括進級処理の確認（進級する生徒と、進級前・進級後の学年。最終学年の生徒は進級しない） */
        get: operations["maintenanceAdvancePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一括進級処理一覧 */
        get: operations["listSchoolYearAdvance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一括進級処理詳細 */
        get: operations["getSchoolYearAdvance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advances/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 一括進級処理の取り消し（最後に行った進級処理だけ。生徒の学年と更新日時を進級前に戻す。ジョブとして実行） */
        post: operations["maintenanceAdvanceCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/school-year-advances/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一括進級処理一覧のCSV出力 */
        get: operations["exportSchoolYearAdvance"];
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
        /** 校舎登録 */
        post: operations["createSchoolhouse"];
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
        /** 校舎更新 */
        put: operations["updateSchoolhouse"];
        post?: never;
        /** 校舎削除 */
        delete: operations["deleteSchoolhouse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schoolhouses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 校舎一覧のCSV出力 */
        get: operations["exportSchoolhouse"];
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
    "/api/v1/schools/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学校一覧のCSV出力 */
        get: operations["exportSchool"];
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
    "/api/v1/schoolyears/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 学年一覧のCSV出力 */
        get: operations["exportSchoolyear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 座席一覧 */
        get: operations["listSeat"];
        put?: never;
        /** 座席登録 */
        post: operations["createSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 座席詳細 */
        get: operations["getSeat"];
        /** 座席更新 */
        put: operations["updateSeat"];
        post?: never;
        /** 座席削除 */
        delete: operations["deleteSeat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seats/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 座席一覧のCSV出力 */
        get: operations["exportSeat"];
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
    "/api/v1/settings/lesson-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書設定一覧 */
        get: operations["listLessonReportSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/lesson-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書設定詳細 */
        get: operations["getLessonReportSetting"];
        /** 指導報告書設定更新 */
        put: operations["updateLessonReportSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/lesson-reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 指導報告書設定一覧のCSV出力 */
        get: operations["exportLessonReportSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スタッフ一覧 */
        get: operations["listStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staffs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スタッフ詳細 */
        get: operations["getStaff"];
        /** スタッフ更新 */
        put: operations["updateStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staffs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スタッフ一覧のCSV出力 */
        get: operations["exportStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒別料金一覧 */
        get: operations["listStudentFee"];
        put?: never;
        /** 生徒別料金登録 */
        post: operations["createStudentFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-fees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒別料金詳細 */
        get: operations["getStudentFee"];
        /** 生徒別料金更新 */
        put: operations["updateStudentFee"];
        post?: never;
        /** 生徒別料金削除 */
        delete: operations["deleteStudentFee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-fees/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒別料金一覧のCSV出力 */
        get: operations["exportStudentFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート回答一覧 */
        get: operations["listStudentQuestionnaireAnswer"];
        put?: never;
        /** 生徒アンケート回答登録 */
        post: operations["createStudentQuestionnaireAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-answers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート回答詳細 */
        get: operations["getStudentQuestionnaireAnswer"];
        /** 生徒アンケート回答更新 */
        put: operations["updateStudentQuestionnaireAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-answers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート回答一覧のCSV出力 */
        get: operations["exportStudentQuestionnaireAnswer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート項目一覧 */
        get: operations["listStudentQuestionnaireItem"];
        put?: never;
        /** 生徒アンケート項目登録 */
        post: operations["createStudentQuestionnaireItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート項目詳細 */
        get: operations["getStudentQuestionnaireItem"];
        /** 生徒アンケート項目更新 */
        put: operations["updateStudentQuestionnaireItem"];
        post?: never;
        /** 生徒アンケート項目削除 */
        delete: operations["deleteStudentQuestionnaireItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/student-questionnaire-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒アンケート項目一覧のCSV出力 */
        get: operations["exportStudentQuestionnaireItem"];
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
        /** 生徒登録 */
        post: operations["createStudent"];
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
        /** 生徒更新 */
        put: operations["updateStudent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/students/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生徒一覧のCSV出力 */
        get: operations["exportStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/survey-watch-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アンケート着目ポイント一覧 */
        get: operations["listSurveyWatchPoint"];
        put?: never;
        /** アンケート着目ポイント登録 */
        post: operations["createSurveyWatchPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/survey-watch-points/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アンケート着目ポイント詳細 */
        get: operations["getSurveyWatchPoint"];
        /** アンケート着目ポイント更新 */
        put: operations["updateSurveyWatchPoint"];
        post?: never;
        /** アンケート着目ポイント削除 */
        delete: operations["deleteSurveyWatchPoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/survey-watch-points/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アンケート着目ポイント一覧のCSV出力 */
        get: operations["exportSurveyWatchPoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/surveys-communication/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡のアンケート回答のCSV（講師ごと。UTF-8 BOM付きが既定、encoding=sjis で Shift_JIS） */
        get: operations["communicationSurveyDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/surveys-communication/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師連絡のアンケート結果（質問ごとの選択肢別件数と、講師ごとの記述回答） */
        get: operations["communicationSurveyResults"];
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
    "/api/v1/surveys/communication/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 講師連絡のアンケートに回答（配信先の講師が回答期限まで何度でも答え直せる。{id} は講師連絡の ID） */
        post: operations["communicationSurveyAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/system-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** システム設定一覧 */
        get: operations["listSystemSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/system-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** システム設定詳細 */
        get: operations["getSystemSetting"];
        /** システム設定更新 */
        put: operations["updateSystemSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/system-settings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** システム設定一覧のCSV出力 */
        get: operations["exportSystemSetting"];
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
        /** 法人コード・サブコード・ライセンスコード（マニュアルのログイン用）、マニュアルサイトと旧システムのURL */
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
    "/api/v1/tags/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** タグ一覧のCSV出力 */
        get: operations["exportTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-questionnaire-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師アンケート項目一覧 */
        get: operations["listTeacherQuestionnaireItem"];
        put?: never;
        /** 講師アンケート項目登録 */
        post: operations["createTeacherQuestionnaireItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-questionnaire-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師アンケート項目詳細 */
        get: operations["getTeacherQuestionnaireItem"];
        /** 講師アンケート項目更新 */
        put: operations["updateTeacherQuestionnaireItem"];
        post?: never;
        /** 講師アンケート項目削除 */
        delete: operations["deleteTeacherQuestionnaireItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-questionnaire-items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師アンケート項目一覧のCSV出力 */
        get: operations["exportTeacherQuestionnaireItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-schoolhouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師所属校舎一覧 */
        get: operations["listTeacherSchoolhouse"];
        put?: never;
        /** 講師所属校舎登録 */
        post: operations["createTeacherSchoolhouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-schoolhouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師所属校舎詳細 */
        get: operations["getTeacherSchoolhouse"];
        put?: never;
        post?: never;
        /** 講師所属校舎削除 */
        delete: operations["deleteTeacherSchoolhouse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teacher-schoolhouses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師所属校舎一覧のCSV出力 */
        get: operations["exportTeacherSchoolhouse"];
        put?: never;
        post?: never;
        delete?: never;
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
        /** 講師更新 */
        put: operations["updateTeacher"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teachers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講師一覧のCSV出力 */
        get: operations["exportTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材一覧 */
        get: operations["listTextbook"];
        put?: never;
        /** 教材登録 */
        post: operations["createTextbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材詳細 */
        get: operations["getTextbook"];
        /** 教材更新 */
        put: operations["updateTextbook"];
        post?: never;
        /** 教材削除 */
        delete: operations["deleteTextbook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材一覧のCSV出力 */
        get: operations["exportTextbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材の単元一覧 */
        get: operations["listTextbookUnit"];
        put?: never;
        /** 教材の単元登録 */
        post: operations["createTextbookUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材の単元詳細 */
        get: operations["getTextbookUnit"];
        /** 教材の単元更新 */
        put: operations["updateTextbookUnit"];
        post?: never;
        /** 教材の単元削除 */
        delete: operations["deleteTextbookUnit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/textbooks/units/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材の単元一覧のCSV出力 */
        get: operations["exportTextbookUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timetable-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時限一覧 */
        get: operations["listTimetablePeriod"];
        put?: never;
        /** 時限登録 */
        post: operations["createTimetablePeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timetable-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時限詳細 */
        get: operations["getTimetablePeriod"];
        /** 時限更新 */
        put: operations["updateTimetablePeriod"];
        post?: never;
        /** 時限削除 */
        delete: operations["deleteTimetablePeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timetable-periods/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 時限一覧のCSV出力 */
        get: operations["exportTimetablePeriod"];
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
    "/api/v1/users/mail-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** メール通知の受け取り（オン・オフ。配信停止のリンクでオフにしたものもここで戻す） */
        post: operations["accountMailSetting"];
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
    "/api/v1/version-histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** バージョンアップ情報一覧 */
        get: operations["listVersionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version-histories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** バージョンアップ情報詳細 */
        get: operations["getVersionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version-histories/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** バージョンアップ情報一覧のCSV出力 */
        get: operations["exportVersionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/yearly-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 期一覧 */
        get: operations["listYearlySchedule"];
        put?: never;
        /** 期登録 */
        post: operations["createYearlySchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/yearly-schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 期詳細 */
        get: operations["getYearlySchedule"];
        /** 期更新 */
        put: operations["updateYearlySchedule"];
        post?: never;
        /** 期削除 */
        delete: operations["deleteYearlySchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/yearly-schedules/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 期一覧のCSV出力 */
        get: operations["exportYearlySchedule"];
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
    "/api/v1/zip-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 郵便番号一覧 */
        get: operations["listZipCode"];
        put?: never;
        /** 郵便番号登録 */
        post: operations["createZipCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/zip-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 郵便番号詳細 */
        get: operations["getZipCode"];
        /** 郵便番号更新 */
        put: operations["updateZipCode"];
        post?: never;
        /** 郵便番号削除 */
        delete: operations["deleteZipCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/zip-codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 郵便番号一覧のCSV出力 */
        get: operations["exportZipCode"];
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
        AccountMailSettingBody: {
            /** メール通知 */
            receive_mail: boolean;
        };
        AccountMailSettingResponse: {
            receive_mail: boolean;
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
            /** @description メール通知: false when the family turned notice e-mails off. */
            receive_mail?: boolean;
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
            /** エリア名（カナ） */
            name_kana: string | null;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        AreaInput: {
            /** エリア名 */
            name: string;
            /** エリア名（カナ） */
            name_kana?: string | null;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        AreaPage: {
            data: components["schemas"]["Area"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
                /** @description The company's invoice status is active (screens with `requires: invoice` open). */
                isInvoiceActive: boolean;
                /** @description The values each option of settings.yaml has in the user's schoolhouses (what the gates of gates.yaml read). */
                optionValues: {
                    [key: string]: string[];
                };
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
        Bank: {
            /** 金融機関コード */
            bank_code: string;
            /** 金融機関名 */
            bank_name: string;
            /** 金融機関名（カナ） */
            bank_name_kana: string;
            /** 支店コード */
            branch_code: string;
            /** 支店名 */
            branch_name: string;
            /** 支店名（カナ） */
            branch_name_kana: string;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        BankInput: {
            /** 金融機関コード */
            bank_code: string;
            /** 金融機関名 */
            bank_name: string;
            /** 金融機関名（カナ） */
            bank_name_kana: string;
            /** 支店コード */
            branch_code: string;
            /** 支店名 */
            branch_name: string;
            /** 支店名（カナ） */
            branch_name_kana: string;
        };
        BankPage: {
            data: components["schemas"]["Bank"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        BillingAlarmsResponse: {
            data: {
                /** @description unpaid: the amount still due; transfer_failed: the invoice total; overpaid: the excess; amount_changed: the change from the previous month */
                amount: number;
                billing_month: string;
                condition_name: string;
                detail: string;
                invoice_id: number;
                invoice_number: string;
                /** @description code of claim_alarm_kind */
                kind: string;
                schoolhouse_name: string;
                student_name: string;
            }[];
        };
        BillingApproveBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingApproveResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingCancelCloseBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingCancelCloseResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingClaimCreateBody: {
            /** 請求月 */
            billing_month: string;
            /** 料金項目 */
            fee_item_id?: number | null;
            /** 項目名 */
            item_name: string;
            /** 数量 */
            quantity: number;
            /** 生徒 */
            student_id: number;
            /**
             * 税区分
             * @enum {string}
             */
            tax_category: "taxable" | "reduced" | "exempt";
            /** 単価（税抜） */
            unit_price: number;
        };
        BillingClaimCreateResponse: {
            amount: number;
            claim_kind: string;
            /** Format: date-time */
            created_at: string;
            fee_item_id: number | null;
            id: number;
            invoice_id: number | null;
            item_name: string;
            quantity: number;
            reason: string | null;
            tax_category: string;
            unit_price: number;
        };
        BillingClaimDeleteResponse: Record<string, never>;
        BillingClaimsResponse: {
            data: {
                claims: {
                    amount: number;
                    claim_kind: string;
                    /** Format: date-time */
                    created_at: string;
                    fee_item_id: number | null;
                    id: number;
                    invoice_id: number | null;
                    item_name: string;
                    quantity: number;
                    reason: string | null;
                    tax_category: string;
                    unit_price: number;
                }[];
                exempt_total: number;
                schoolyear_name: string | null;
                student_id: number;
                student_name: string;
                student_number: string;
                tax_8: number;
                tax_10: number;
                taxable_8: number;
                taxable_10: number;
                total: number;
            }[];
            /** @description billing_status of the schoolhouse's month */
            status: string;
        };
        BillingClaimUpdateBody: {
            /** 料金項目 */
            fee_item_id?: number | null;
            /** 項目名 */
            item_name: string;
            /** 数量 */
            quantity: number;
            /**
             * 税区分
             * @enum {string}
             */
            tax_category: "taxable" | "reduced" | "exempt";
            /** 単価（税抜） */
            unit_price: number;
        };
        BillingClaimUpdateResponse: {
            amount: number;
            claim_kind: string;
            /** Format: date-time */
            created_at: string;
            fee_item_id: number | null;
            id: number;
            invoice_id: number | null;
            item_name: string;
            quantity: number;
            reason: string | null;
            tax_category: string;
            unit_price: number;
        };
        BillingCloseBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingCloseResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingCorrectionCreateBody: {
            /** 項目名 */
            item_name: string;
            /** 数量 */
            quantity: number;
            /** 訂正理由 */
            reason: string;
            /**
             * 税区分
             * @enum {string}
             */
            tax_category: "taxable" | "reduced" | "exempt";
            /** 単価（税抜） */
            unit_price: number;
        };
        BillingCorrectionCreateResponse: {
            amount: number;
            claim_kind: string;
            /** Format: date-time */
            created_at: string;
            fee_item_id: number | null;
            id: number;
            invoice_id: number | null;
            item_name: string;
            quantity: number;
            reason: string | null;
            tax_category: string;
            unit_price: number;
        };
        BillingCorrectionsResponse: {
            data: {
                amount: number;
                /** Format: date-time */
                created_at: string;
                created_by_name: string | null;
                id: number;
                invoice_id: number;
                invoice_number: string;
                item_name: string;
                quantity: number;
                reason: string | null;
                schoolhouse_name: string;
                student_name: string;
                tax_category: string;
                unit_price: number;
            }[];
        };
        BillingDebitBatchesResponse: {
            data: {
                billing_month: string;
                /** Format: date-time */
                created_at: string;
                exported_by_name: string | null;
                failed_count: number | null;
                id: number;
                paid_count: number | null;
                record_count: number;
                /** Format: date-time */
                result_imported_at: string | null;
                total_amount: number;
                /** Format: date */
                transfer_on: string;
            }[];
        };
        BillingDebitExportBody: {
            /** 請求月 */
            billing_month: string;
            /**
             * 振替日
             * Format: date
             */
            transfer_on: string;
        };
        BillingDebitImportBody: Record<string, never>;
        BillingDebitImportResponse: {
            batch_id?: number | null;
            failed: number;
            paid: number;
            /** @description records naming no issued invoice of the company */
            unknown: number;
        };
        BillingInvoiceResponse: {
            billing_month: string;
            billing_period_id: number;
            debit_result: string | null;
            /** Format: date */
            due_on: string | null;
            exempt_total: number;
            guardian_names: string[];
            id: number;
            invoice_number: string;
            /** Format: date-time */
            issued_at: string | null;
            lines: {
                amount: number;
                claim_kind: string;
                /** Format: date-time */
                created_at: string;
                fee_item_id: number | null;
                id: number;
                invoice_id: number | null;
                item_name: string;
                quantity: number;
                reason: string | null;
                tax_category: string;
                unit_price: number;
            }[];
            paid_total: number;
            payments: {
                amount: number;
                /** Format: date-time */
                created_at: string;
                id: number;
                note: string | null;
                /** Format: date */
                paid_on: string;
                payment_kind: string;
                recorded_by_name: string | null;
            }[];
            period_status: string;
            schoolhouse_id: number;
            schoolhouse_name: string;
            status: string;
            student_id: number;
            student_name: string;
            student_number: string;
            tax_8: number;
            tax_10: number;
            taxable_8: number;
            taxable_10: number;
            total: number;
        };
        BillingInvoicesResponse: {
            data: {
                billing_month: string;
                debit_result: string | null;
                /** Format: date */
                due_on: string | null;
                exempt_total: number;
                id: number;
                invoice_number: string;
                /** Format: date-time */
                issued_at: string | null;
                line_count: number;
                paid_total: number;
                schoolhouse_name: string;
                status: string;
                student_id: number;
                student_name: string;
                student_number: string;
                tax_8: number;
                tax_10: number;
                taxable_8: number;
                taxable_10: number;
                total: number;
            }[];
            summary: {
                count: number;
                paid_total: number;
                total: number;
            };
            total: number;
        };
        BillingIssueBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingIssueResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingPaymentCreateBody: {
            /** 入金額 */
            amount: number;
            /** 備考 */
            note?: string;
            /**
             * 入金日
             * Format: date
             */
            paid_on: string;
            /**
             * 入金方法
             * @enum {string}
             */
            payment_kind: "account_transfer" | "bank_transfer" | "cash" | "credit_card" | "convenience_store";
        };
        BillingPaymentCreateResponse: {
            invoice_id: number;
            paid_total: number;
            payment_id?: number;
            status: string;
            total: number;
        };
        BillingPaymentDeleteResponse: {
            invoice_id: number;
            paid_total: number;
            payment_id?: number;
            status: string;
            total: number;
        };
        BillingPeriodLogsResponse: {
            data: {
                actor_name: string | null;
                /** Format: date-time */
                created_at: string;
                from_status: string;
                id: number;
                note: string | null;
                step: string;
                to_status: string;
            }[];
        };
        BillingPeriodsResponse: {
            data: {
                /** Format: date-time */
                approved_at: string | null;
                approved_by_name: string | null;
                billing_month: string;
                claim_count: number;
                /** @description tax-excluded sum of the month's claims */
                claim_total: number;
                /** Format: date-time */
                closed_at: string | null;
                closed_by_name: string | null;
                invoice_count: number;
                invoice_total: number;
                /** Format: date-time */
                issued_at: string | null;
                issued_by_name: string | null;
                period_id: number | null;
                /** Format: date-time */
                requested_at: string | null;
                requested_by_name: string | null;
                schoolhouse_id: number;
                schoolhouse_name: string;
                /** @description code of billing_status */
                status: string;
                /** @description billing_step codes the caller may take now (status, role grants, separation of duties) */
                steps: string[];
                /** @description students with claims in the month */
                student_count: number;
            }[];
        };
        BillingPostMonthlyBody: {
            /** 請求月 */
            billing_month: string;
            /** 校舎 */
            schoolhouse_id: number;
        };
        BillingPostMonthlyResponse: {
            created: number;
        };
        BillingRejectBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingRejectResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingRequestBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingRequestResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        BillingWithdrawBody: {
            /** 請求月 */
            billing_month: string;
            /** 備考 */
            note?: string;
            /** 校舎 */
            schoolhouse_ids: number[];
        };
        BillingWithdrawResponse: {
            data: {
                /** @description 締め：書いた請求書の数 / 発行：発行した請求書の数 */
                invoice_count?: number;
                period_id: number;
                schoolhouse_id: number;
                status: string;
            }[];
        };
        CalendarFeedIssueResponse: {
            url: string;
        };
        CalendarFeedReadResponse: {
            /** Format: date-time */
            created_at?: string | null;
            is_active: boolean;
        };
        CalendarFeedRevokeResponse: {
            is_active: boolean;
        };
        ClaimAlarmCondition: {
            /** アラーム種別 */
            alarm_kind: string & ("unpaid" | "transfer_failed" | "overpaid" | "amount_changed");
            /** 基準金額 */
            amount_threshold: number | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 経過日数 */
            days_overdue: number | null;
            /** ID */
            id: number;
            /** 有効 */
            is_active: boolean;
            /** 条件名 */
            name: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ClaimAlarmConditionInput: {
            /** アラーム種別 */
            alarm_kind: string & ("unpaid" | "transfer_failed" | "overpaid" | "amount_changed");
            /** 基準金額 */
            amount_threshold?: number | null;
            /** 経過日数 */
            days_overdue?: number | null;
            /**
             * 有効
             * @default true
             */
            is_active: boolean;
            /** 条件名 */
            name: string;
        };
        ClaimAlarmConditionPage: {
            data: components["schemas"]["ClaimAlarmCondition"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ClaimConfirmation: {
            /** 請求月 */
            billing_month: string;
            /** 法人 */
            company_id: number;
            /**
             * 確認日
             * Format: date
             */
            confirmed_on: string | null;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 備考 */
            note: string | null;
            /** 確認状況 */
            status: string & ("unconfirmed" | "confirmed");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ClaimConfirmationInput: {
            /** 請求月 */
            billing_month: string;
            /**
             * 確認日
             * Format: date
             */
            confirmed_on?: string | null;
            /** 備考 */
            note?: string | null;
            /**
             * 確認状況
             * @default unconfirmed
             */
            status: string & ("unconfirmed" | "confirmed");
        };
        ClaimConfirmationPage: {
            data: components["schemas"]["ClaimConfirmation"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ClaimSetting: {
            /** 授業料を前月に請求する */
            charges_in_advance: boolean;
            /** 締日（31は月末） */
            closing_day: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 委託者口座番号 */
            debit_account_number: string | null;
            /** 委託者口座の預金種目 */
            debit_account_type: number & (1 | 2 | 9);
            /** 取引金融機関・支店 */
            debit_bank_id: number | null;
            /** 委託者コード */
            debit_consignor_code: string | null;
            /** 委託者名（カナ） */
            debit_consignor_name: string | null;
            /** ID */
            id: number;
            /** 請求書PDFのダウンロード上限（回・保護者ごと） */
            invoice_download_limit: number;
            /** 請求書発行日 */
            issue_day: number;
            /** 消費税の端数処理 */
            tax_rounding: string & ("floor" | "round" | "ceil");
            /** 口座振替日 */
            transfer_day: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ClaimSettingInput: {
            /**
             * 授業料を前月に請求する
             * @default true
             */
            charges_in_advance: boolean;
            /**
             * 締日（31は月末）
             * @default 31
             */
            closing_day: number;
            /** 委託者口座番号 */
            debit_account_number?: string | null;
            /**
             * 委託者口座の預金種目
             * @default 1
             */
            debit_account_type: number & (1 | 2 | 9);
            /** 取引金融機関・支店 */
            debit_bank_id?: number | null;
            /** 委託者コード */
            debit_consignor_code?: string | null;
            /** 委託者名（カナ） */
            debit_consignor_name?: string | null;
            /**
             * 請求書PDFのダウンロード上限（回・保護者ごと）
             * @default 10
             */
            invoice_download_limit: number;
            /**
             * 請求書発行日
             * @default 10
             */
            issue_day: number;
            /**
             * 消費税の端数処理
             * @default floor
             */
            tax_rounding: string & ("floor" | "round" | "ceil");
            /**
             * 口座振替日
             * @default 27
             */
            transfer_day: number;
        };
        ClaimSettingPage: {
            data: components["schemas"]["ClaimSetting"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        CommunicationCommentCreateBody: {
            /** コメント */
            content: string;
            /**
             * 配信先
             * @description The sending side: the thread answered.
             */
            recipient_id?: number;
        };
        CommunicationCommentCreateResponse: {
            author_is_teacher: boolean;
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
        CommunicationCommentDeleteResponse: {
            id: number;
        };
        CommunicationCommentsResponse: {
            data: {
                author_is_teacher: boolean;
                /** @description comment_author_kind: school or guardian. */
                author_kind: string;
                /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
        CommunicationCommentUpdateBody: {
            /** コメント */
            content: string;
        };
        CommunicationCommentUpdateResponse: {
            author_is_teacher: boolean;
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
        CommunicationCreateBody: {
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
            /**
             * 配信先
             * @description Chosen teachers; omit on update to keep them. A teacher sender may choose other teachers only where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on (10109).
             */
            teacher_ids?: number[];
            /** タイトル */
            title: string;
        };
        CommunicationCreateResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            recipient_count: number;
            /** Format: date-time */
            send_at: string | null;
            status: string;
        };
        CommunicationDeleteResponse: {
            id: number;
        };
        /** @description The notice detail's shape (notice.get), so that the notice screens show a communication; tags are always empty. */
        CommunicationGetResponse: {
            allow_comment: boolean;
            attachments: {
                byte_size: number;
                content_type: string;
                file_name: string;
                id: number;
            }[];
            /** @description Sanitised HTML; for a recipient teacher the teacher placeholders are filled in. */
            body: string;
            id: number;
            is_published: boolean;
            like_count: number;
            /** @description What the sender and staff see (null for a recipient teacher). */
            manage: {
                answered_count: number;
                can_edit: boolean;
                comment_count: number;
                read_count: number;
                recipient_count: number;
                recipients: {
                    /** Format: date-time */
                    answered_at: string | null;
                    /** @description The caller may read and write this thread: comments allowed and ALLOW_COMMUNICATION_COMMENT on at its schoolhouse. */
                    can_comment: boolean;
                    comment_count: number;
                    /** @description Recipient id (the comment thread: recipient_id of /communications/{id}/comments). */
                    id: number;
                    is_read: boolean;
                    /** @description comment_author_kind of the last comment of the thread (teacher: awaiting an answer). */
                    last_comment_by: string | null;
                    /** Format: date-time */
                    read_at: string | null;
                    /** @description The recipient's schoolhouse: where the gate communication-comments is read. */
                    schoolhouse_id: number;
                    teacher_id: number;
                    teacher_name: string;
                }[];
                target_teacher_ids: number[];
            } | null;
            /** Format: date-time */
            published_at: string | null;
            /** @description The recipient teacher's own copy (null for the sender and staff who are not recipients). */
            recipient: {
                /** Format: date-time */
                answered_at: string | null;
                answers: {
                    choice_ids: number[];
                    question_id: number;
                    text: string | null;
                }[];
                /** @description The communication takes comments and ALLOW_COMMUNICATION_COMMENT is on at the recipient's schoolhouse. */
                can_comment: boolean;
                /** @description Recipient id: the thread of GET/POST /communications/{id}/comments. */
                id: number;
                is_read: boolean;
                liked: boolean;
                /** Format: date-time */
                read_at: string | null;
                /** @description The recipient's schoolhouse: where the gate communication-comments is read (gates.yaml). */
                schoolhouse_id: number;
            } | null;
            /** Format: date-time */
            send_at: string | null;
            send_line: boolean;
            send_mail: boolean;
            send_notification: boolean;
            sender_is_teacher: boolean;
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
        CommunicationLikeResponse: {
            like_count: number;
            liked: boolean;
        };
        CommunicationListResponse: {
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
        CommunicationRemindSurveyResponse: {
            /** @description Recipients notified again. */
            queued: number;
        };
        CommunicationRemindUnreadResponse: {
            /** @description Recipients notified again. */
            queued: number;
        };
        CommunicationSurveyAnswerBody: {
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
        CommunicationSurveyAnswerResponse: {
            /** Format: date-time */
            answered_at: string;
        };
        CommunicationSurveyResultsResponse: {
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
                    teacher_name: string;
                    teacher_number: string;
                    text: string;
                }[];
            }[];
        };
        CommunicationTeachersResponse: {
            data: {
                id: number;
                name: string;
                schoolhouse_ids: number[];
            }[];
        };
        CommunicationTemplate: {
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
        CommunicationTemplateInput: {
            /** 本文 */
            body: string;
            /** タイトル */
            title: string;
        };
        CommunicationTemplatePage: {
            data: components["schemas"]["CommunicationTemplate"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        CommunicationUpdateBody: {
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
            /**
             * 配信先
             * @description Chosen teachers; omit on update to keep them. A teacher sender may choose other teachers only where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on (10109).
             */
            teacher_ids?: number[];
            /** タイトル */
            title: string;
        };
        CommunicationUpdateResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            recipient_count: number;
            /** Format: date-time */
            send_at: string | null;
            status: string;
        };
        ContactCommentCreateBody: {
            /** コメント */
            content: string;
        };
        ContactCommentCreateResponse: {
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            /** @description Empty for the other side once withdrawn. */
            body: string;
            can_comment: boolean;
            can_edit: boolean;
            can_set_status: boolean;
            can_withdraw: boolean;
            comments: {
                author_kind: string;
                author_name: string;
                /** @description Empty for the other side once withdrawn. */
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                is_withdrawn: boolean;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description The school's side: how the guardian heard of the school's latest message (null before the school wrote, and for the family): the bell (web: read or unread) and each channel queued with it (delivery_status). */
            family_delivery: {
                channels: {
                    /**
                     * Format: date-time
                     * @description When it was read (web), sent, or last changed.
                     */
                    at: string;
                    /** @description delivery_channel: web, app, mail or line. */
                    channel: string;
                    /** @description web: read or unread; other channels: a delivery_status code. */
                    status: string;
                }[];
                /** Format: date-time */
                notified_at: string;
            } | null;
            id: number;
            is_own: boolean;
            /** @description The other side has opened the thread since its last message from the caller's side. */
            is_read_by_other: boolean;
            is_withdrawn: boolean;
            protector_name: string;
            /**
             * Format: date-time
             * @description The family's side: its latest message came outside the schoolhouse's office hours and the school has not answered yet; the school reads it from then (the next opening).
             */
            reply_expected_at: string | null;
            schoolhouse_id: number;
            schoolhouse_name: string;
            sender_kind: string;
            sender_name: string;
            /** @description The status staff set: new, contacted or otherContact. */
            staff_status: string;
            status: string;
            student_id: number;
            student_name: string;
            student_type: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactCommentWithdrawResponse: {
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            /** @description Empty for the other side once withdrawn. */
            body: string;
            can_comment: boolean;
            can_edit: boolean;
            can_set_status: boolean;
            can_withdraw: boolean;
            comments: {
                author_kind: string;
                author_name: string;
                /** @description Empty for the other side once withdrawn. */
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                is_withdrawn: boolean;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description The school's side: how the guardian heard of the school's latest message (null before the school wrote, and for the family): the bell (web: read or unread) and each channel queued with it (delivery_status). */
            family_delivery: {
                channels: {
                    /**
                     * Format: date-time
                     * @description When it was read (web), sent, or last changed.
                     */
                    at: string;
                    /** @description delivery_channel: web, app, mail or line. */
                    channel: string;
                    /** @description web: read or unread; other channels: a delivery_status code. */
                    status: string;
                }[];
                /** Format: date-time */
                notified_at: string;
            } | null;
            id: number;
            is_own: boolean;
            /** @description The other side has opened the thread since its last message from the caller's side. */
            is_read_by_other: boolean;
            is_withdrawn: boolean;
            protector_name: string;
            /**
             * Format: date-time
             * @description The family's side: its latest message came outside the schoolhouse's office hours and the school has not answered yet; the school reads it from then (the next opening).
             */
            reply_expected_at: string | null;
            schoolhouse_id: number;
            schoolhouse_name: string;
            sender_kind: string;
            sender_name: string;
            /** @description The status staff set: new, contacted or otherContact. */
            staff_status: string;
            status: string;
            student_id: number;
            student_name: string;
            student_type: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactCreateBody: {
            /** 本文 */
            body: string;
            /**
             * 送信先
             * @description The school side: the children whose families receive it (one contact each). A guardian writes about the child acted as.
             */
            student_ids?: number[];
            /** 件名 */
            title: string;
        };
        ContactCreateResponse: {
            ids: number[];
        };
        ContactGetResponse: {
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            /** @description Empty for the other side once withdrawn. */
            body: string;
            can_comment: boolean;
            can_edit: boolean;
            can_set_status: boolean;
            can_withdraw: boolean;
            comments: {
                author_kind: string;
                author_name: string;
                /** @description Empty for the other side once withdrawn. */
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                is_withdrawn: boolean;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description The school's side: how the guardian heard of the school's latest message (null before the school wrote, and for the family): the bell (web: read or unread) and each channel queued with it (delivery_status). */
            family_delivery: {
                channels: {
                    /**
                     * Format: date-time
                     * @description When it was read (web), sent, or last changed.
                     */
                    at: string;
                    /** @description delivery_channel: web, app, mail or line. */
                    channel: string;
                    /** @description web: read or unread; other channels: a delivery_status code. */
                    status: string;
                }[];
                /** Format: date-time */
                notified_at: string;
            } | null;
            id: number;
            is_own: boolean;
            /** @description The other side has opened the thread since its last message from the caller's side. */
            is_read_by_other: boolean;
            is_withdrawn: boolean;
            protector_name: string;
            /**
             * Format: date-time
             * @description The family's side: its latest message came outside the schoolhouse's office hours and the school has not answered yet; the school reads it from then (the next opening).
             */
            reply_expected_at: string | null;
            schoolhouse_id: number;
            schoolhouse_name: string;
            sender_kind: string;
            sender_name: string;
            /** @description The status staff set: new, contacted or otherContact. */
            staff_status: string;
            status: string;
            student_id: number;
            student_name: string;
            student_type: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactListOfTeacherResponse: {
            data: {
                attachment_count: number;
                comment_count: number;
                /** Format: date-time */
                created_at: string;
                /** @description The side that did not start the thread has answered it. */
                has_replied: boolean;
                id: number;
                is_own: boolean;
                /** @description The caller's side has read the other side's last message. */
                is_read: boolean;
                is_withdrawn: boolean;
                /** Format: date-time */
                last_message_at: string;
                protector_name: string;
                schoolhouse_name: string;
                /** @description contact_sender: school, guardian or student. */
                sender_kind: string;
                sender_name: string;
                /** @description inquiry_status: what staff set (contacted, otherContact), else replied or read from the thread, else new. */
                status: string;
                student_id: number;
                student_name: string;
                student_type: string | null;
                title: string;
            }[];
            limit: number;
            page: number;
            total: number;
            /** @description Threads of the list not read by the caller's side. */
            unread_count: number;
        };
        ContactListResponse: {
            data: {
                attachment_count: number;
                comment_count: number;
                /** Format: date-time */
                created_at: string;
                /** @description The side that did not start the thread has answered it. */
                has_replied: boolean;
                id: number;
                is_own: boolean;
                /** @description The caller's side has read the other side's last message. */
                is_read: boolean;
                is_withdrawn: boolean;
                /** Format: date-time */
                last_message_at: string;
                protector_name: string;
                schoolhouse_name: string;
                /** @description contact_sender: school, guardian or student. */
                sender_kind: string;
                sender_name: string;
                /** @description inquiry_status: what staff set (contacted, otherContact), else replied or read from the thread, else new. */
                status: string;
                student_id: number;
                student_name: string;
                student_type: string | null;
                title: string;
            }[];
            limit: number;
            page: number;
            total: number;
            /** @description Threads of the list not read by the caller's side. */
            unread_count: number;
        };
        ContactTemplate: {
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
        ContactTemplateInput: {
            /** 本文 */
            body: string;
            /** タイトル */
            title: string;
        };
        ContactTemplatePage: {
            data: components["schemas"]["ContactTemplate"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ContactUpdateBody: {
            /** 本文 */
            body?: string;
            /** 添付ファイル */
            keep_attachment_ids?: number[];
            /**
             * 対応状況
             * @enum {string}
             */
            status?: "new" | "contacted" | "otherContact";
            /** 生徒区分 */
            student_type?: (string | null) & ("continuing" | "withdrew" | "trial" | "rejectedTrial" | unknown);
            /** 件名 */
            title?: string;
        };
        ContactUpdateResponse: {
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            /** @description Empty for the other side once withdrawn. */
            body: string;
            can_comment: boolean;
            can_edit: boolean;
            can_set_status: boolean;
            can_withdraw: boolean;
            comments: {
                author_kind: string;
                author_name: string;
                /** @description Empty for the other side once withdrawn. */
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                is_withdrawn: boolean;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description The school's side: how the guardian heard of the school's latest message (null before the school wrote, and for the family): the bell (web: read or unread) and each channel queued with it (delivery_status). */
            family_delivery: {
                channels: {
                    /**
                     * Format: date-time
                     * @description When it was read (web), sent, or last changed.
                     */
                    at: string;
                    /** @description delivery_channel: web, app, mail or line. */
                    channel: string;
                    /** @description web: read or unread; other channels: a delivery_status code. */
                    status: string;
                }[];
                /** Format: date-time */
                notified_at: string;
            } | null;
            id: number;
            is_own: boolean;
            /** @description The other side has opened the thread since its last message from the caller's side. */
            is_read_by_other: boolean;
            is_withdrawn: boolean;
            protector_name: string;
            /**
             * Format: date-time
             * @description The family's side: its latest message came outside the schoolhouse's office hours and the school has not answered yet; the school reads it from then (the next opening).
             */
            reply_expected_at: string | null;
            schoolhouse_id: number;
            schoolhouse_name: string;
            sender_kind: string;
            sender_name: string;
            /** @description The status staff set: new, contacted or otherContact. */
            staff_status: string;
            status: string;
            student_id: number;
            student_name: string;
            student_type: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactUsersResponse: {
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
            /** @description The matching students counted up to listCountCap; when there are more, the cap. */
            total: number;
            /** @description More students match than listCountCap (the screen shows 「10,000人以上」). */
            total_is_capped: boolean;
        };
        ContactWithdrawResponse: {
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            /** @description Empty for the other side once withdrawn. */
            body: string;
            can_comment: boolean;
            can_edit: boolean;
            can_set_status: boolean;
            can_withdraw: boolean;
            comments: {
                author_kind: string;
                author_name: string;
                /** @description Empty for the other side once withdrawn. */
                content: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_own: boolean;
                is_withdrawn: boolean;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description The school's side: how the guardian heard of the school's latest message (null before the school wrote, and for the family): the bell (web: read or unread) and each channel queued with it (delivery_status). */
            family_delivery: {
                channels: {
                    /**
                     * Format: date-time
                     * @description When it was read (web), sent, or last changed.
                     */
                    at: string;
                    /** @description delivery_channel: web, app, mail or line. */
                    channel: string;
                    /** @description web: read or unread; other channels: a delivery_status code. */
                    status: string;
                }[];
                /** Format: date-time */
                notified_at: string;
            } | null;
            id: number;
            is_own: boolean;
            /** @description The other side has opened the thread since its last message from the caller's side. */
            is_read_by_other: boolean;
            is_withdrawn: boolean;
            protector_name: string;
            /**
             * Format: date-time
             * @description The family's side: its latest message came outside the schoolhouse's office hours and the school has not answered yet; the school reads it from then (the next opening).
             */
            reply_expected_at: string | null;
            schoolhouse_id: number;
            schoolhouse_name: string;
            sender_kind: string;
            sender_name: string;
            /** @description The status staff set: new, contacted or otherContact. */
            staff_status: string;
            status: string;
            student_id: number;
            student_name: string;
            student_type: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        DebitAccount: {
            /** 口座番号 */
            account_number: string;
            /** 預金種目 */
            account_type: number & (1 | 2 | 9);
            /** 金融機関・支店 */
            bank_id: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 顧客番号 */
            customer_number: string | null;
            /** 口座名義（カナ） */
            holder_name_kana: string;
            /** ID */
            id: number;
            /** 振替する */
            is_active: boolean;
            /** 生徒 */
            student_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        DebitAccountInput: {
            /** 口座番号 */
            account_number: string;
            /**
             * 預金種目
             * @default 1
             */
            account_type: number & (1 | 2 | 9);
            /** 金融機関・支店 */
            bank_id: number;
            /** 顧客番号 */
            customer_number?: string | null;
            /** 口座名義（カナ） */
            holder_name_kana: string;
            /**
             * 振替する
             * @default true
             */
            is_active: boolean;
            /** 生徒 */
            student_id: number;
        };
        DebitAccountPage: {
            data: components["schemas"]["DebitAccount"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        DestinationPoint: {
            /** 法人 */
            company_id: number;
            /** 学科・コース */
            course_name: string;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 偏差値 */
            deviation: number | null;
            /** ID */
            id: number;
            /** 内申点の目安 */
            internal_points: number;
            /** 志望校名 */
            school_name: string;
            /** 志望校名（カナ） */
            school_name_kana: string | null;
            /** 当日点の目安 */
            test_score: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        DestinationPointInput: {
            /**
             * 学科・コース
             * @default 普通科
             */
            course_name: string;
            /** 偏差値 */
            deviation?: number | null;
            /** 内申点の目安 */
            internal_points: number;
            /** 志望校名 */
            school_name: string;
            /** 志望校名（カナ） */
            school_name_kana?: string | null;
            /** 当日点の目安 */
            test_score?: number | null;
        };
        DestinationPointPage: {
            data: components["schemas"]["DestinationPoint"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        EntryPeriod: {
            /** 入塾金免除 */
            admission_fee_waived: boolean;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * 終了日
             * Format: date
             */
            end_date: string;
            /** 年度 */
            fiscal_year: number;
            /** ID */
            id: number;
            /** 名称 */
            name: string;
            /** 備考 */
            note: string | null;
            /**
             * 開始日
             * Format: date
             */
            start_date: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        EntryPeriodInput: {
            /**
             * 入塾金免除
             * @default false
             */
            admission_fee_waived: boolean;
            /**
             * 終了日
             * Format: date
             */
            end_date: string;
            /** 年度 */
            fiscal_year: number;
            /** 名称 */
            name: string;
            /** 備考 */
            note?: string | null;
            /**
             * 開始日
             * Format: date
             */
            start_date: string;
        };
        EntryPeriodPage: {
            data: components["schemas"]["EntryPeriod"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        Event: {
            /**
             * 申込締切
             * Format: date-time
             */
            application_deadline: string | null;
            /** 法人 */
            company_id: number;
            /** 参加同意事項 */
            consent_text: string | null;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * 予約期間（終了）
             * Format: date
             */
            end_date: string;
            /** イベント名 */
            event_name: string;
            /** ID */
            id: number;
            /** 繰り返し間隔（週・カスタムのとき） */
            interval_weeks: number;
            /** 定員（1枠あたり） */
            max_students: number;
            /** 備考 */
            note: string | null;
            /** 金曜日 */
            on_friday: boolean;
            /** 月曜日 */
            on_monday: boolean;
            /** 土曜日 */
            on_saturday: boolean;
            /** 日曜日 */
            on_sunday: boolean;
            /** 木曜日 */
            on_thursday: boolean;
            /** 火曜日 */
            on_tuesday: boolean;
            /** 水曜日 */
            on_wednesday: boolean;
            /** 1人あたりの参加上限（回） */
            per_person_limit: number;
            /**
             * 公開日時
             * Format: date-time
             */
            published_at: string | null;
            /** 繰り返し */
            recurrence: number & (0 | 1 | 2 | 3 | 4 | 5);
            /** 当日予約を受け付ける */
            same_day_reservation: boolean;
            /** 校舎 */
            schoolhouse_id: number;
            /** 対象学年 */
            schoolyear_id: number | null;
            /** スペース */
            space_id: number;
            /**
             * 予約期間（開始）
             * Format: date
             */
            start_date: string;
            /** ステータス */
            status: string & ("draft" | "published" | "closed" | "cancelled");
            /** 時間枠 */
            time_slot_ids: number[];
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        EventAdminRegisterBody: {
            /** イベント */
            event_id: number;
            /**
             * 日付
             * Format: date
             */
            frame_date: string;
            /** 生徒 */
            student_id: number;
            /** 時間枠 */
            time_slot_id: number;
        };
        EventAdminRegisterResponse: {
            data: {
                by_staff: boolean;
                cancellable: boolean;
                /** Format: date-time */
                created_at: string;
                end_time: string;
                event_id: number;
                event_name: string;
                event_status: string;
                /** Format: date */
                frame_date: string;
                id: number;
                slot_name: string;
                start_time: string;
                time_slot_id: number;
            }[];
        };
        EventAgreementResponse: {
            agreed: boolean;
            /** Format: date-time */
            agreed_at: string | null;
            consent_text: string | null;
        };
        EventAgreeResponse: {
            agreed: boolean;
            /** Format: date-time */
            agreed_at: string | null;
            consent_text: string | null;
        };
        EventFrameDetailResponse: {
            event: {
                agreed: boolean;
                /** Format: date-time */
                application_deadline: string | null;
                consent_text: string | null;
                event_name: string;
                id: number;
                my_count: number;
                note: string | null;
                per_person_limit: number;
                same_day_reservation: boolean;
                schoolhouse_name: string;
                space_name: string;
                status: string;
            };
            frame: {
                capacity: number;
                end_time: string;
                /** Format: date */
                frame_date: string;
                my_reservation_id: number | null;
                reserved_count: number;
                slot_name: string;
                start_time: string;
                state: string;
                time_slot_id: number;
            };
            reservations: {
                by_staff: boolean;
                /** Format: date-time */
                created_at: string;
                id: number;
                schoolyear_name: string;
                student_id: number;
                student_name: string;
                student_number: string;
            }[];
        };
        EventFramesProtectorResponse: {
            data: {
                by_staff: boolean;
                cancellable: boolean;
                /** Format: date-time */
                created_at: string;
                end_time: string;
                event_id: number;
                event_name: string;
                event_status: string;
                /** Format: date */
                frame_date: string;
                id: number;
                slot_name: string;
                start_time: string;
                time_slot_id: number;
            }[];
        };
        EventFramesResponse: {
            data: {
                capacity: number;
                end_time: string;
                event_id: number;
                event_name: string;
                event_status: string;
                /** Format: date */
                frame_date: string;
                my_reservation_id: number | null;
                reserved_count: number;
                slot_name: string;
                space_name: string;
                start_time: string;
                state: string;
                time_slot_id: number;
            }[];
            holidays: {
                /** Format: date */
                holiday_date: string;
                name: string;
            }[];
        };
        EventHolidayAffectedResponse: {
            data: {
                event_id: number;
                event_name: string;
                frame_count: number;
                reservation_count: number;
            }[];
        };
        EventHolidayCreateBody: {
            /**
             * 確認済み
             * @default false
             */
            confirmed: boolean;
            /**
             * 日付
             * Format: date
             */
            holiday_date: string;
            /** 休日名 */
            name: string;
            /** 校舎 */
            schoolhouse_id: number;
        };
        EventHolidayCreateResponse: {
            id: number;
            notified: number;
            removed_reservations: number;
        };
        EventHolidayDeleteResponse: Record<string, never>;
        EventHolidaysResponse: {
            data: {
                /** Format: date */
                holiday_date: string;
                id: number;
                name: string;
                schoolhouse_id: number | null;
            }[];
        };
        EventInput: {
            /**
             * 申込締切
             * Format: date-time
             */
            application_deadline?: string | null;
            /** 参加同意事項 */
            consent_text?: string | null;
            /**
             * 予約期間（終了）
             * Format: date
             */
            end_date: string;
            /** イベント名 */
            event_name: string;
            /**
             * 繰り返し間隔（週・カスタムのとき）
             * @default 1
             */
            interval_weeks: number;
            /** 定員（1枠あたり） */
            max_students: number;
            /** 備考 */
            note?: string | null;
            /**
             * 金曜日
             * @default false
             */
            on_friday: boolean;
            /**
             * 月曜日
             * @default false
             */
            on_monday: boolean;
            /**
             * 土曜日
             * @default false
             */
            on_saturday: boolean;
            /**
             * 日曜日
             * @default false
             */
            on_sunday: boolean;
            /**
             * 木曜日
             * @default false
             */
            on_thursday: boolean;
            /**
             * 火曜日
             * @default false
             */
            on_tuesday: boolean;
            /**
             * 水曜日
             * @default false
             */
            on_wednesday: boolean;
            /**
             * 1人あたりの参加上限（回）
             * @default 1
             */
            per_person_limit: number;
            /**
             * 繰り返し
             * @default 1
             */
            recurrence: number & (0 | 1 | 2 | 3 | 4 | 5);
            /**
             * 当日予約を受け付ける
             * @default false
             */
            same_day_reservation: boolean;
            /** 校舎 */
            schoolhouse_id: number;
            /** 対象学年 */
            schoolyear_id?: number | null;
            /** スペース */
            space_id: number;
            /**
             * 予約期間（開始）
             * Format: date
             */
            start_date: string;
            /** 時間枠 */
            time_slot_ids: number[];
        };
        EventListStudentResponse: {
            data: {
                /** Format: date-time */
                agreed_at: string | null;
                frames: {
                    by_staff: boolean;
                    /** Format: date */
                    frame_date: string;
                    reservation_id: number;
                    slot_name: string;
                }[];
                reservation_count: number;
                schoolyear_name: string;
                student_id: number;
                student_name: string;
                student_number: string;
            }[];
            event: {
                event_name: string;
                id: number;
                schoolhouse_name: string;
                status: string;
            };
        };
        EventPage: {
            data: components["schemas"]["Event"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        EventPublishResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            status: string;
        };
        EventRegisterBody: {
            /**
             * 一括予約
             * @enum {string}
             */
            batch?: "everyDay" | "weekly" | "everyTwoWeeks" | "weekdays" | "weekends" | "custom";
            /** 予約する日付 */
            dates?: string[];
            /** イベント */
            event_id: number;
            /**
             * 日付
             * Format: date
             */
            frame_date: string;
            /** 時間枠 */
            time_slot_id: number;
        };
        EventRegisterResponse: {
            data: {
                by_staff: boolean;
                cancellable: boolean;
                /** Format: date-time */
                created_at: string;
                end_time: string;
                event_id: number;
                event_name: string;
                event_status: string;
                /** Format: date */
                frame_date: string;
                id: number;
                slot_name: string;
                start_time: string;
                time_slot_id: number;
            }[];
        };
        EventReservationCancelResponse: Record<string, never>;
        EventSetting: {
            /** キャンセル期限（何日前まで） */
            cancel_days_before: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 備考 */
            note: string | null;
            /** 予約受付（何日先まで） */
            open_days_ahead: number;
            /** 校舎 */
            schoolhouse_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        EventSettingInput: {
            /**
             * キャンセル期限（何日前まで）
             * @default 1
             */
            cancel_days_before: number;
            /** 備考 */
            note?: string | null;
            /**
             * 予約受付（何日先まで）
             * @default 60
             */
            open_days_ahead: number;
            /** 校舎 */
            schoolhouse_id: number;
        };
        EventSettingPage: {
            data: components["schemas"]["EventSetting"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        EventSpace: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 説明 */
            description: string | null;
            /** ID */
            id: number;
            /** 最大席数 */
            max_seats: number;
            /** スペース名 */
            space_name: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        EventSpaceInput: {
            /** 説明 */
            description?: string | null;
            /** 最大席数 */
            max_seats: number;
            /** スペース名 */
            space_name: string;
        };
        EventSpacePage: {
            data: components["schemas"]["EventSpace"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        EventStatusBody: {
            /**
             * ステータス
             * @enum {string}
             */
            status: "draft" | "published" | "closed" | "cancelled";
        };
        EventStatusResponse: {
            id: number;
            /** Format: date-time */
            published_at: string | null;
            status: string;
        };
        EventTimeSlot: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 終了時刻 */
            end_time: string;
            /** ID */
            id: number;
            /** 時間枠名 */
            slot_name: string;
            /** 表示順 */
            sort_order: number;
            /** 開始時刻 */
            start_time: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        EventTimeSlotInput: {
            /** 終了時刻 */
            end_time: string;
            /** 時間枠名 */
            slot_name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number;
            /** 開始時刻 */
            start_time: string;
        };
        EventTimeSlotPage: {
            data: components["schemas"]["EventTimeSlot"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        FeeItem: {
            /** 金額（税抜） */
            amount: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 料金種別 */
            fee_kind: string & ("admission" | "tuition" | "material" | "facility" | "course" | "exam" | "other");
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 項目名 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /** 税区分 */
            tax_category: string & ("taxable" | "reduced" | "exempt");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        FeeItemInput: {
            /** 金額（税抜） */
            amount: number;
            /** 料金種別 */
            fee_kind: string & ("admission" | "tuition" | "material" | "facility" | "course" | "exam" | "other");
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /** 項目名 */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
            /**
             * 税区分
             * @default taxable
             */
            tax_category: string & ("taxable" | "reduced" | "exempt");
        };
        FeeItemPage: {
            data: components["schemas"]["FeeItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        FrameAbsentBody: {
            /** 欠席理由 */
            reason: string | null;
            /**
             * 種別
             * @enum {string}
             */
            type: "absent";
        };
        FrameAbsentResponse: {
            id: number;
            status: string;
        };
        FrameAvailableLessonsResponse: {
            data: {
                end_time: string;
                free_seats: number;
                /** @description The child's available days (通塾可能日) include this weekday and period. */
                is_available_time: boolean;
                /** Format: date */
                lesson_date: string;
                lesson_frame_id: number;
                lesson_subject_name: string;
                period_name: string;
                start_time: string;
                teacher_name: string;
                timetable_period_id?: number;
            }[];
            /** Format: date */
            deadline: string;
        };
        FrameAvailableTimesResponse: {
            data: {
                timetable_period_id: number;
                weekday: number;
            }[];
            periods: {
                end_time: string;
                id: number;
                name: string;
                start_time: string;
            }[];
        };
        FrameAvailableTimesSaveBody: {
            data: {
                /** 時限 */
                timetable_period_id: number;
                /** 曜日 */
                weekday: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            }[];
        };
        FrameAvailableTimesSaveResponse: {
            data: {
                timetable_period_id: number;
                weekday: number;
            }[];
            periods: {
                end_time: string;
                id: number;
                name: string;
                start_time: string;
            }[];
        };
        FrameCancelResponse: {
            id: number;
        };
        FrameDivision: {
            /** 休憩時間（分） */
            break_minutes: number;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 1コマ目の開始時刻 */
            first_start_time: string;
            /** 1コマの時間（分） */
            frame_minutes: number;
            /** 1日のコマ数 */
            frames_per_day: number;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** コマ割り名 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        FrameDivisionInput: {
            /**
             * 休憩時間（分）
             * @default 10
             */
            break_minutes: number;
            /** 1コマ目の開始時刻 */
            first_start_time: string;
            /** 1コマの時間（分） */
            frame_minutes: number;
            /** 1日のコマ数 */
            frames_per_day: number;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /** コマ割り名 */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        FrameDivisionPage: {
            data: components["schemas"]["FrameDivision"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        FrameGenerateBody: {
            /** 校舎 */
            schoolhouse_id?: number;
            /** 期 */
            yearly_schedule_id: number;
        };
        FrameGenerateResponse: {
            frames: number;
            lessons: number;
            skipped: number;
        };
        FrameGridResponse: {
            closed_days: {
                /** Format: date */
                date: string;
                name: string;
            }[];
            events: {
                capacity: number;
                /** Format: date */
                date: string;
                end_time: string;
                event_id: number;
                event_name: string;
                reserved_count: number;
                slot_name: string;
                space_name: string;
                start_time: string;
            }[];
            lessons: {
                absence_reason?: string | null;
                id: number;
                /** Format: date */
                lesson_date: string;
                lesson_frame_id: number;
                lesson_subject_id?: number;
                lesson_subject_name: string;
                lesson_type: number;
                seat_id: number;
                status: string;
                student_id: number;
                student_name: string;
                teacher_id: number;
                teacher_name: string;
                timetable_period_id: number;
            }[];
            periods: {
                end_time: string;
                id: number;
                name: string;
                start_time: string;
            }[];
            requests: {
                /** Format: date */
                absent_lesson_date: string;
                absent_period_name?: string;
                /** Format: date-time */
                created_at?: string;
                first_frame: {
                    free_seats?: number;
                    id?: number;
                    lesson_date?: string;
                    lesson_subject_name?: string;
                    period_name?: string;
                    teacher_name?: string;
                };
                id: number;
                lesson_id: number;
                note?: string | null;
                second_frame?: {
                    free_seats?: number;
                    id?: number;
                    lesson_date?: string;
                    lesson_subject_name?: string;
                    period_name?: string;
                    teacher_name?: string;
                } | null;
                status: string;
                student_id?: number;
                student_name: string;
            }[];
            seats: {
                id: number;
                name: string;
            }[];
        };
        FrameMoveBody: {
            /**
             * 授業日
             * Format: date
             */
            lesson_date: string;
            /** 座席 */
            seat_id: number;
            /** 時限 */
            timetable_period_id: number;
        };
        FrameMoveResponse: {
            id: number;
        };
        FramePlaceBody: {
            /**
             * 授業日
             * Format: date
             */
            lesson_date: string;
            /** 授業科目 */
            lesson_subject_id: number;
            /** 授業種別 */
            lesson_type?: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            /** 校舎 */
            schoolhouse_id: number;
            /** 座席 */
            seat_id: number;
            /** 生徒 */
            student_id: number;
            /** 講師 */
            teacher_id: number;
            /** 時限 */
            timetable_period_id: number;
        };
        FramePlaceResponse: {
            id: number;
        };
        FrameRescheduleDecideBody: {
            /** 見送りの理由 */
            reason?: string | null;
            /**
             * 対応
             * @enum {string}
             */
            type: "approve_first" | "approve_second" | "refuse";
        };
        FrameRescheduleDecideResponse: {
            id: number;
            makeup_lesson_id?: number | null;
            status: string;
        };
        FrameRescheduleRequestBody: {
            /** 第1希望 */
            first_frame_id: number;
            /** 連絡事項 */
            note?: string | null;
            /** 第2希望 */
            second_frame_id?: number;
        };
        FrameRescheduleRequestResponse: {
            id: number;
            status: string;
        };
        FrameStudentScheduleResponse: {
            closed_days: {
                /** Format: date */
                date: string;
                name: string;
            }[];
            data: {
                absence_reason?: string | null;
                can_report_absence?: boolean;
                can_request_reschedule?: boolean;
                end_time: string;
                id: number;
                /** Format: date */
                lesson_date: string;
                lesson_frame_id?: number;
                lesson_subject_name: string;
                lesson_type: number;
                period_name: string;
                reschedule?: {
                    decided_choice?: string | null;
                    first_choice?: string;
                    id?: number;
                    refusal_reason?: string | null;
                    second_choice?: string | null;
                    status?: string;
                } | null;
                /** Format: date */
                reschedule_deadline?: string | null;
                schoolhouse_id: number;
                seat_name: string;
                start_time: string;
                status: string;
                student_id?: number;
                student_name: string;
                teacher_name: string;
                timetable_period_id: number;
            }[];
            periods: {
                end_time: string;
                id: number;
                name: string;
                start_time: string;
            }[];
        };
        FrameTeacherScheduleResponse: {
            closed_days: {
                /** Format: date */
                date: string;
                name: string;
            }[];
            data: {
                absence_reason?: string | null;
                can_report_absence?: boolean;
                can_request_reschedule?: boolean;
                end_time: string;
                id: number;
                /** Format: date */
                lesson_date: string;
                lesson_frame_id?: number;
                lesson_subject_name: string;
                lesson_type: number;
                period_name: string;
                reschedule?: {
                    decided_choice?: string | null;
                    first_choice?: string;
                    id?: number;
                    refusal_reason?: string | null;
                    second_choice?: string | null;
                    status?: string;
                } | null;
                /** Format: date */
                reschedule_deadline?: string | null;
                schoolhouse_id: number;
                seat_name: string;
                start_time: string;
                status: string;
                student_id?: number;
                student_name: string;
                teacher_name: string;
                timetable_period_id: number;
            }[];
            periods: {
                end_time: string;
                id: number;
                name: string;
                start_time: string;
            }[];
        };
        GradeGuarantee: {
            /** 法人 */
            company_id: number;
            /** 適用条件 */
            conditions: string | null;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 保証する上昇点数 */
            improvement_points: number;
            /** 使用中 */
            is_active: boolean;
            /** 必要な出席率（%） */
            min_attendance_rate: number;
            /** 保証名 */
            name: string;
            /** 対象の成績 */
            record_kind: string & ("examination" | "test" | "report");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        GradeGuaranteeInput: {
            /** 適用条件 */
            conditions?: string | null;
            /** 保証する上昇点数 */
            improvement_points: number;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 必要な出席率（%）
             * @default 90
             */
            min_attendance_rate: number;
            /** 保証名 */
            name: string;
            /** 対象の成績 */
            record_kind: string & ("examination" | "test" | "report");
        };
        GradeGuaranteePage: {
            data: components["schemas"]["GradeGuarantee"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        GradeInputDeadline: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * 入力期限
             * Format: date
             */
            deadline: string;
            /** 年度 */
            fiscal_year: number;
            /** ID */
            id: number;
            /**
             * 入力開始日
             * Format: date
             */
            input_starts_on: string | null;
            /** 備考 */
            note: string | null;
            /** 成績種別 */
            record_kind: string & ("examination" | "test" | "report");
            /** 学期 */
            section_record: number & (1 | 2 | 3);
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        GradeInputDeadlineInput: {
            /**
             * 入力期限
             * Format: date
             */
            deadline: string;
            /** 年度 */
            fiscal_year: number;
            /**
             * 入力開始日
             * Format: date
             */
            input_starts_on?: string | null;
            /** 備考 */
            note?: string | null;
            /** 成績種別 */
            record_kind: string & ("examination" | "test" | "report");
            /** 学期 */
            section_record: number & (1 | 2 | 3);
        };
        GradeInputDeadlinePage: {
            data: components["schemas"]["GradeInputDeadline"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        GradeRecord: {
            /** 平均点 */
            average: number | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 偏差値 */
            deviation: number | null;
            /** 英語 */
            english: number | null;
            /** 保護者が入力 */
            entered_by_guardian: boolean;
            /** 入力者 */
            entered_by_user_id: number | null;
            /** 試験名 */
            exam_name: string;
            /** 定期テスト */
            exam_point: (number | null) & (1 | 2 | 3 | 4 | 5 | 6 | unknown);
            /** 年度 */
            fiscal_year: number;
            /** ID */
            id: number;
            /** 国語 */
            japanese: number | null;
            /** 数学 */
            math: number | null;
            /** 順位 */
            ranking: number | null;
            /** 成績種別 */
            record_kind: string & ("examination" | "test" | "report");
            /** 理科 */
            science: number | null;
            /** 社会 */
            social: number | null;
            /** 生徒 */
            student_id: number;
            /**
             * 実施日
             * Format: date
             */
            taken_on: string | null;
            /** 合計 */
            total: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        GradeRecordInput: {
            /** 平均点 */
            average?: number | null;
            /** 偏差値 */
            deviation?: number | null;
            /** 英語 */
            english?: number | null;
            /** 試験名 */
            exam_name: string;
            /** 年度 */
            fiscal_year: number;
            /** 国語 */
            japanese?: number | null;
            /** 数学 */
            math?: number | null;
            /** 順位 */
            ranking?: number | null;
            /** 成績種別 */
            record_kind: string & ("examination" | "test" | "report");
            /** 理科 */
            science?: number | null;
            /** 社会 */
            social?: number | null;
            /** 生徒 */
            student_id: number;
            /**
             * 実施日
             * Format: date
             */
            taken_on?: string | null;
            /** 合計 */
            total?: number | null;
        };
        GradeRecordPage: {
            data: components["schemas"]["GradeRecord"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
            /** @description Address of the host's legacy system (LEGACY_URL); null when the portal runs on its own, and the legacy links are hidden. */
            legacy_url: string | null;
            /** @description Log-in form URL of the external staff manual (MANUAL_URL); null when not configured. */
            manual_url: string | null;
        };
        Holiday: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * 日付
             * Format: date
             */
            holiday_date: string;
            /** ID */
            id: number;
            /** 休日名 */
            name: string;
            /** 校舎 */
            schoolhouse_id: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        HolidayInput: {
            /**
             * 日付
             * Format: date
             */
            holiday_date: string;
            /** 休日名 */
            name: string;
            /** 校舎 */
            schoolhouse_id?: number | null;
        };
        HolidayPage: {
            data: components["schemas"]["Holiday"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        ImportCheckBody: Record<string, never>;
        ImportCheckResponse: {
            /** @description ファイルの見出し行 */
            columns: string[];
            /** @description import_encoding のコード：utf8・sjis（CSV の文字コード）または xlsx（ファイルの中身から判定） */
            encoding: string;
            errors: {
                column: string;
                message: string;
                /** @description ファイルの行番号（見出しが1行目） */
                row: number;
            }[];
            /** @description エラーの行が多く、先頭の分だけ返した */
            errors_truncated: boolean;
            file_name: string;
            import_job_id: number;
            /** @description 先頭の数行 */
            sample: string[][];
            total_rows: number;
            valid_rows: number;
        };
        ImportDiscardResponse: {
            id: number;
            /** @description discarded (code list import_status) */
            status: string;
        };
        ImportJob: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 文字コード */
            encoding: string;
            /** ファイル名 */
            file_name: string;
            /**
             * 終了日時
             * Format: date-time
             */
            finished_at: string | null;
            /** ID */
            id: number;
            /** 追加 */
            inserted_rows: number;
            /** メッセージ */
            message: string | null;
            /** 処理済み行数 */
            processed_rows: number;
            /**
             * 開始日時
             * Format: date-time
             */
            started_at: string | null;
            /** 状況 */
            status: string & ("checked" | "invalid" | "queued" | "running" | "succeeded" | "failed" | "discarded");
            /** 保存先 */
            storage_key: string;
            /** 取り込み先 */
            target: string & ("activity_history" | "area" | "available_time" | "bank" | "billing_period" | "billing_step_log" | "calendar_feed" | "claim" | "claim_alarm_condition" | "claim_confirmation" | "claim_setting" | "communication_template" | "company" | "contact" | "contact_comment" | "contact_template" | "debit_account" | "debit_batch" | "destination_point" | "entry_period" | "event" | "event_agreement" | "event_reservation" | "event_setting" | "event_space" | "event_time_slot" | "fee_item" | "file" | "frame_division" | "grade_guarantee" | "grade_input_deadline" | "grade_record" | "holiday" | "inquiry_form_item" | "interview" | "interview_template" | "invoice" | "invoice_print_setting" | "leaving_reason" | "lesson" | "lesson_frame" | "lesson_generation" | "lesson_report" | "lesson_report_comment" | "lesson_report_setting" | "lesson_subject" | "mail_pattern" | "normal_frame" | "notice" | "notice_comment" | "notice_delivery" | "notice_like" | "notice_recipient" | "notice_survey_answer" | "notice_survey_choice" | "notice_survey_question" | "notice_tag" | "notice_target" | "notice_template" | "notification" | "notification_delivery" | "parent_questionnaire_item" | "payment" | "payment_method" | "print_request" | "protector" | "receipt_card_item" | "report_data_fix" | "report_template" | "reschedule_request" | "school" | "school_score_point" | "school_subject" | "school_subject_grade" | "schoolhouse" | "schoolhouse_setting" | "schoolyear" | "seat" | "staff" | "student" | "student_fee" | "student_questionnaire_answer" | "student_questionnaire_item" | "survey_watch_point" | "switch_token" | "system_setting" | "tag" | "teacher" | "teacher_link" | "teacher_questionnaire_item" | "teacher_schoolhouse" | "textbook" | "textbook_unit" | "timetable_period" | "user" | "version_history" | "yearly_schedule" | "zip_code");
            /** 行数 */
            total_rows: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 更新 */
            updated_rows: number;
            /** 実行したユーザー */
            user_id: number | null;
            /** 実行者 */
            user_name: string | null;
        };
        ImportJobPage: {
            data: components["schemas"]["ImportJob"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ImportProgressResponse: {
            id: number;
            inserted_rows: number;
            message?: string | null;
            processed_rows: number;
            /** @description checked, invalid, queued, running, succeeded or failed (code list import_status) */
            status: string;
            total_rows: number;
            updated_rows: number;
        };
        ImportRunResponse: {
            id: number;
            /** @description checked, invalid, queued, running, succeeded or failed (code list import_status) */
            status: string;
        };
        InquiryFormItem: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 説明文 */
            help_text: string | null;
            /** ID */
            id: number;
            /** 入力必須 */
            is_required: boolean;
            /** 表示する */
            is_shown: boolean;
            /** 項目 */
            item: string & ("child_name" | "child_kana" | "email" | "phone" | "postal_code" | "address" | "school_building" | "school_name" | "school_year" | "birthday" | "trial_lesson_date" | "gender" | "subjects" | "remarks");
            /** 表示名 */
            label: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        InquiryFormItemInput: {
            /** 説明文 */
            help_text?: string | null;
            /**
             * 入力必須
             * @default false
             */
            is_required: boolean;
            /**
             * 表示する
             * @default true
             */
            is_shown: boolean;
            /** 項目 */
            item: string & ("child_name" | "child_kana" | "email" | "phone" | "postal_code" | "address" | "school_building" | "school_name" | "school_year" | "birthday" | "trial_lesson_date" | "gender" | "subjects" | "remarks");
            /** 表示名 */
            label: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        InquiryFormItemPage: {
            data: components["schemas"]["InquiryFormItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        Interview: {
            /** 面談内容 */
            body: string;
            /** 法人 */
            company_id: number;
            /** 面談方法 */
            contact_method: number & (1 | 2 | 3);
            /** 面談相手 */
            contacter: number & (1 | 2);
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /**
             * 面談日
             * Format: date
             */
            interview_date: string;
            /** 今後の対応 */
            next_action: string | null;
            /** 面談担当者 */
            staff_id: number | null;
            /** 開始時刻 */
            start_time: string | null;
            /** 生徒 */
            student_id: number;
            /** タイトル */
            title: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        InterviewInput: {
            /** 面談内容 */
            body: string;
            /**
             * 面談方法
             * @default 1
             */
            contact_method: number & (1 | 2 | 3);
            /** 面談相手 */
            contacter: number & (1 | 2);
            /**
             * 面談日
             * Format: date
             */
            interview_date: string;
            /** 今後の対応 */
            next_action?: string | null;
            /** 面談担当者 */
            staff_id?: number | null;
            /** 開始時刻 */
            start_time?: string | null;
            /** 生徒 */
            student_id: number;
            /** タイトル */
            title: string;
        };
        InterviewPage: {
            data: components["schemas"]["Interview"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        InterviewTemplate: {
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
        InterviewTemplateInput: {
            /** 本文 */
            body: string;
            /** タイトル */
            title: string;
        };
        InterviewTemplatePage: {
            data: components["schemas"]["InterviewTemplate"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        InvoiceBillResponse: {
            /** @description YYYY-MM */
            billing_month: string;
            downloads_left: number;
            /** Format: date */
            due_on: string | null;
            exempt_total: number;
            invoice_id: number;
            invoice_number: string;
            /** Format: date-time */
            issued_at: string | null;
            lines: {
                /** @description tax excluded */
                amount: number;
                /** @description code of claim_kind */
                claim_kind: string;
                item_name: string;
                quantity: number;
                /** @description code of tax_category */
                tax_category: string;
                unit_price: number;
            }[];
            paid_total: number;
            print_settings: {
                address: string | null;
                issuer_name: string;
                message: string | null;
                phone: string | null;
                registration_number: string | null;
                title: string;
            };
            /** @description code of invoice_state */
            status: string;
            student_id: number;
            student_name: string;
            tax_8: number;
            tax_10: number;
            taxable_8: number;
            taxable_10: number;
            total: number;
        };
        InvoiceConfigResponse: {
            download_limit: number;
            issuer_name: string;
            months: {
                /** @description YYYY-MM */
                billing_month: string;
                downloads_left: number;
                /** Format: date */
                due_on: string | null;
                invoice_id: number;
                /** Format: date-time */
                issued_at: string | null;
                /** @description code of invoice_state */
                status: string;
                /** @description 請求金額（税込） */
                total: number;
            }[];
            /** @description the child the guardian acts for (the path's studentId of bill and download) */
            student_id: number;
        };
        InvoicePrintSetting: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 発行者住所 */
            issuer_address: string | null;
            /** 発行者名 */
            issuer_name: string;
            /** 発行者電話番号 */
            issuer_phone: string | null;
            /** 発行者郵便番号 */
            issuer_postal_code: string | null;
            /** 請求書に載せる文面 */
            message: string | null;
            /** 適格請求書発行事業者登録番号 */
            registration_number: string | null;
            /** 振込先を印字する */
            shows_transfer_account: boolean;
            /** 請求書タイトル */
            title: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        InvoicePrintSettingInput: {
            /** 発行者住所 */
            issuer_address?: string | null;
            /** 発行者名 */
            issuer_name: string;
            /** 発行者電話番号 */
            issuer_phone?: string | null;
            /** 発行者郵便番号 */
            issuer_postal_code?: string | null;
            /** 請求書に載せる文面 */
            message?: string | null;
            /** 適格請求書発行事業者登録番号 */
            registration_number?: string | null;
            /**
             * 振込先を印字する
             * @default true
             */
            shows_transfer_account: boolean;
            /**
             * 請求書タイトル
             * @default ご請求書
             */
            title: string;
        };
        InvoicePrintSettingPage: {
            data: components["schemas"]["InvoicePrintSetting"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        LeavingReason: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 転塾先 */
            is_switch_destination: boolean;
            /** 名称 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        LeavingReasonInput: {
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 転塾先
             * @default false
             */
            is_switch_destination: boolean;
            /** 名称 */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        LeavingReasonPage: {
            data: components["schemas"]["LeavingReason"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        LessonReport: {
            /** 出欠 */
            attendance: number & (1 | 2 | 3 | 4);
            /** 法人 */
            company_id: number;
            /** 理解度 */
            comprehension: (number | null) & (5 | 4 | 3 | 2 | 1 | unknown);
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 評価 */
            evaluation: (string | null) & ("A" | "B" | "C" | "D" | unknown);
            /** 自由入力1 */
            free_input_1: string | null;
            /** 自由入力2 */
            free_input_2: string | null;
            /** 自由入力3 */
            free_input_3: string | null;
            /** 宿題 */
            homework: string | null;
            /** 宿題の実施状況 */
            homework_status: (number | null) & (1 | 2 | 3 | 4 | unknown);
            /** ID */
            id: number;
            /** 授業内容 */
            lesson_content: string | null;
            /**
             * 授業日
             * Format: date
             */
            lesson_date: string;
            /** 授業 */
            lesson_id: number | null;
            /** 授業科目 */
            lesson_subject_id: number;
            /** 授業種別 */
            lesson_type: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            /** 次回の授業 */
            next_lesson: string | null;
            /** 連絡事項 */
            note: string | null;
            /**
             * 公開日時
             * Format: date-time
             */
            published_at: string | null;
            /**
             * 保護者の既読日時
             * Format: date-time
             */
            read_at: string | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** スタッフコメント */
            staff_comment: string | null;
            /** 公開状況 */
            status: string & ("unpublished" | "published");
            /** 生徒 */
            student_id: number;
            /** 講師 */
            teacher_id: number;
            /** 教材 */
            textbook_id: number | null;
            /** 教材の範囲 */
            textbook_range: string | null;
            /** 時限 */
            timetable_period_id: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        LessonReportInput: {
            /**
             * 出欠
             * @default 1
             */
            attendance: number & (1 | 2 | 3 | 4);
            /** 理解度 */
            comprehension?: (number | null) & (5 | 4 | 3 | 2 | 1 | unknown);
            /** 評価 */
            evaluation?: (string | null) & ("A" | "B" | "C" | "D" | unknown);
            /** 自由入力1 */
            free_input_1?: string | null;
            /** 自由入力2 */
            free_input_2?: string | null;
            /** 自由入力3 */
            free_input_3?: string | null;
            /** 宿題 */
            homework?: string | null;
            /** 宿題の実施状況 */
            homework_status?: (number | null) & (1 | 2 | 3 | 4 | unknown);
            /** 授業内容 */
            lesson_content?: string | null;
            /**
             * 授業日
             * Format: date
             */
            lesson_date: string;
            /** 授業科目 */
            lesson_subject_id: number;
            /**
             * 授業種別
             * @default 1
             */
            lesson_type: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            /** 次回の授業 */
            next_lesson?: string | null;
            /** 連絡事項 */
            note?: string | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** スタッフコメント */
            staff_comment?: string | null;
            /** 生徒 */
            student_id: number;
            /** 講師 */
            teacher_id: number;
            /** 教材 */
            textbook_id?: number | null;
            /** 教材の範囲 */
            textbook_range?: string | null;
            /** 時限 */
            timetable_period_id?: number | null;
        };
        LessonReportPage: {
            data: components["schemas"]["LessonReport"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        LessonReportSetting: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 自由入力1の項目名 */
            free_input_1_name: string | null;
            /** 自由入力2の項目名 */
            free_input_2_name: string | null;
            /** 自由入力3の項目名 */
            free_input_3_name: string | null;
            /** ID */
            id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 添付ファイル */
            uses_attachments: boolean;
            /** 出欠 */
            uses_attendance: boolean;
            /** 理解度 */
            uses_comprehension: boolean;
            /** 評価 */
            uses_evaluation: boolean;
            /** 宿題 */
            uses_homework: boolean;
            /** 宿題の実施状況 */
            uses_homework_status: boolean;
            /** 授業内容 */
            uses_lesson_content: boolean;
            /** 授業種別 */
            uses_lesson_type: boolean;
            /** 次回の授業 */
            uses_next_lesson: boolean;
            /** 連絡事項 */
            uses_note: boolean;
            /** スタッフコメント */
            uses_staff_comment: boolean;
            /** 教材 */
            uses_textbook: boolean;
        };
        LessonReportSettingInput: {
            /** 自由入力1の項目名 */
            free_input_1_name?: string | null;
            /** 自由入力2の項目名 */
            free_input_2_name?: string | null;
            /** 自由入力3の項目名 */
            free_input_3_name?: string | null;
            /**
             * 添付ファイル
             * @default false
             */
            uses_attachments: boolean;
            /**
             * 出欠
             * @default true
             */
            uses_attendance: boolean;
            /**
             * 理解度
             * @default true
             */
            uses_comprehension: boolean;
            /**
             * 評価
             * @default false
             */
            uses_evaluation: boolean;
            /**
             * 宿題
             * @default true
             */
            uses_homework: boolean;
            /**
             * 宿題の実施状況
             * @default true
             */
            uses_homework_status: boolean;
            /**
             * 授業内容
             * @default true
             */
            uses_lesson_content: boolean;
            /**
             * 授業種別
             * @default true
             */
            uses_lesson_type: boolean;
            /**
             * 次回の授業
             * @default true
             */
            uses_next_lesson: boolean;
            /**
             * 連絡事項
             * @default true
             */
            uses_note: boolean;
            /**
             * スタッフコメント
             * @default true
             */
            uses_staff_comment: boolean;
            /**
             * 教材
             * @default true
             */
            uses_textbook: boolean;
        };
        LessonReportSettingPage: {
            data: components["schemas"]["LessonReportSetting"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        LessonSubject: {
            /** 表示色 */
            color: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 科目名 */
            name: string;
            /** 対象 */
            school_kind: number & (1 | 2 | 3 | 9);
            /** 学校教科 */
            school_subject_id: number | null;
            /** 略称 */
            short_name: string | null;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        LessonSubjectInput: {
            /** 表示色 */
            color?: string | null;
            /** 科目名 */
            name: string;
            /** 対象 */
            school_kind: number & (1 | 2 | 3 | 9);
            /** 学校教科 */
            school_subject_id?: number | null;
            /** 略称 */
            short_name?: string | null;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        LessonSubjectPage: {
            data: components["schemas"]["LessonSubject"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        MailBouncesResponse: {
            /** @description true: a delivery was marked bounced; false: the report was no permanent failure (delayed, relayed, delivered). */
            recorded: boolean;
            /** @description The DSN status code (5.1.1, ...). */
            status?: string;
        };
        MailPattern: {
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
            /** パターン名 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /** 件名 */
            subject: string;
            /** 送信先 */
            target: string & ("guardian" | "teacher" | "inquirer");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        MailPatternInput: {
            /** 本文 */
            body: string;
            /** パターン名 */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
            /** 件名 */
            subject: string;
            /** 送信先 */
            target: string & ("guardian" | "teacher" | "inquirer");
        };
        MailPatternPage: {
            data: components["schemas"]["MailPattern"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        MailUnsubscribeResponse: {
            /** @constant */
            receive_mail: false;
        };
        MaintenanceAdvanceBody: {
            /** 進級後の年度 */
            fiscal_year: number;
        };
        MaintenanceAdvanceCancelResponse: {
            id: number;
            status: string;
        };
        MaintenanceAdvancePreviewResponse: {
            data: {
                /** @description 進級前の学年 */
                from: string;
                name: string;
                schoolhouse: string;
                student_id: number;
                student_number: string;
                /** @description 進級後の学年 */
                to: string;
            }[];
            /** @description 最終学年のため進級しない生徒の数 */
            last_year_total: number;
            limit: number;
            page: number;
            /** @description 進級する生徒の数 */
            total: number;
        };
        MaintenanceAdvanceResponse: {
            id: number;
            status: string;
        };
        MaintenanceNormalFrameDeleteBody: {
            /**
             * この日以降の授業も削除
             * Format: date
             */
            lessons_from?: string | null;
            /** 校舎 */
            schoolhouse_id?: number;
            /** 期 */
            yearly_schedule_id: number;
        };
        MaintenanceNormalFrameDeletePreviewResponse: {
            data: {
                id: number;
                lesson_subject: string;
                period: string;
                schoolhouse: string;
                seat: string;
                student: string;
                teacher: string;
                weekday: number;
            }[];
            /** @description 削除する通常授業の数 */
            frame_count: number;
            /** @description 一緒に削除する授業の数 */
            lesson_count: number;
            limit: number;
            page: number;
        };
        MaintenanceNormalFrameDeleteResponse: {
            id: number;
            status: string;
        };
        NormalFrame: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 授業形態 */
            lesson_kind: number & (1 | 2);
            /** 授業科目 */
            lesson_subject_id: number;
            /** 校舎 */
            schoolhouse_id: number;
            /** 座席 */
            seat_id: number;
            /** 生徒 */
            student_id: number;
            /** 講師 */
            teacher_id: number;
            /** 時限 */
            timetable_period_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 曜日 */
            weekday: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            /** 期 */
            yearly_schedule_id: number;
        };
        NormalFrameDeletion: {
            /**
             * 削除日時
             * Format: date-time
             */
            applied_at: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 削除した通常授業 */
            frame_count: number;
            /** ID */
            id: number;
            /** 削除した授業 */
            lesson_count: number;
            /**
             * この日以降の授業も削除
             * Format: date
             */
            lessons_from: string | null;
            /** メッセージ */
            message: string | null;
            /** 校舎 */
            schoolhouse_id: number | null;
            /** 状況 */
            status: string & ("queued" | "applied" | "failed");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 実行者 */
            user_name: string | null;
            /** 期 */
            yearly_schedule_id: number | null;
        };
        NormalFrameDeletionPage: {
            data: components["schemas"]["NormalFrameDeletion"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        NormalFrameInput: {
            /**
             * 授業形態
             * @default 1
             */
            lesson_kind: number & (1 | 2);
            /** 授業科目 */
            lesson_subject_id: number;
            /** 校舎 */
            schoolhouse_id: number;
            /** 座席 */
            seat_id: number;
            /** 生徒 */
            student_id: number;
            /** 講師 */
            teacher_id: number;
            /** 時限 */
            timetable_period_id: number;
            /** 曜日 */
            weekday: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
            /** 期 */
            yearly_schedule_id: number;
        };
        NormalFramePage: {
            data: components["schemas"]["NormalFrame"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        NoticeCandidateIdsResponse: {
            ids: number[];
            /** @description More students match than recipientSelectAllMax; ids holds the first ones. */
            is_truncated: boolean;
            /** @description The matching students counted up to listCountCap; when there are more, the cap. */
            total: number;
            total_is_capped: boolean;
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
            /** @description The matching students counted up to listCountCap; when there are more, the cap. */
            total: number;
            /** @description More students match than listCountCap (the screen shows 「10,000人以上」). */
            total_is_capped: boolean;
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
            author_is_teacher: boolean;
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
                author_is_teacher: boolean;
                /** @description comment_author_kind: school or guardian. */
                author_kind: string;
                /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
            author_is_teacher: boolean;
            /** @description comment_author_kind: school or guardian. */
            author_kind: string;
            /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
                    author_is_teacher: boolean;
                    /** @description comment_author_kind: school or guardian. */
                    author_kind: string;
                    /** @description Empty for a guardian when a teacher wrote it and the gate protector-teacher-name is closed (gates.yaml). */
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
            sender_is_teacher: boolean;
            /** @description Empty for a guardian when the sender is a teacher and the gate protector-teacher-name is closed (gates.yaml). */
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
                sender_is_teacher: boolean;
                /** @description Empty when the sender is a teacher and the gate protector-teacher-name is closed (gates.yaml). */
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
                /** @description The recipient's schoolhouse: where the gate teacher-notice-comments is read (gates.yaml). */
                schoolhouse_id: number;
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
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
                /** @description The kind's record was deleted: the click says so instead of opening the page. */
                is_target_gone: boolean;
                /** @description A code of notification_kind (notifications.yaml). */
                kind: string;
                /** Format: date-time */
                read_at: string | null;
                /** @description The child the notification concerns (a guardian acting for them). */
                student_id: number | null;
                /** @description The id of the kind's record (notifications.yaml): fills the target's route. */
                target_id: number | null;
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
        OperationLog: {
            /** 切り替え先のアカウント */
            acting_user_id: number | null;
            /** 操作種別 */
            action: string & ("insert" | "update" | "delete");
            /** 変更後 */
            after: Record<string, never> | null;
            /** 変更前 */
            before: Record<string, never> | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 操作元IPアドレス */
            ip_address: string | null;
            /** API */
            operation: string | null;
            /** 対象データ */
            record_id: number | null;
            /** リクエストID */
            request_id: string | null;
            /** 切り替え先の生徒 */
            student_id: number | null;
            /** 対象 */
            target: string & ("activity_history" | "area" | "available_time" | "bank" | "billing_period" | "billing_step_log" | "calendar_feed" | "claim" | "claim_alarm_condition" | "claim_confirmation" | "claim_setting" | "communication_template" | "company" | "contact" | "contact_comment" | "contact_template" | "debit_account" | "debit_batch" | "destination_point" | "entry_period" | "event" | "event_agreement" | "event_reservation" | "event_setting" | "event_space" | "event_time_slot" | "fee_item" | "file" | "frame_division" | "grade_guarantee" | "grade_input_deadline" | "grade_record" | "holiday" | "inquiry_form_item" | "interview" | "interview_template" | "invoice" | "invoice_print_setting" | "leaving_reason" | "lesson" | "lesson_frame" | "lesson_generation" | "lesson_report" | "lesson_report_comment" | "lesson_report_setting" | "lesson_subject" | "mail_pattern" | "normal_frame" | "notice" | "notice_comment" | "notice_delivery" | "notice_like" | "notice_recipient" | "notice_survey_answer" | "notice_survey_choice" | "notice_survey_question" | "notice_tag" | "notice_target" | "notice_template" | "notification" | "notification_delivery" | "parent_questionnaire_item" | "payment" | "payment_method" | "print_request" | "protector" | "receipt_card_item" | "report_data_fix" | "report_template" | "reschedule_request" | "school" | "school_score_point" | "school_subject" | "school_subject_grade" | "schoolhouse" | "schoolhouse_setting" | "schoolyear" | "seat" | "staff" | "student" | "student_fee" | "student_questionnaire_answer" | "student_questionnaire_item" | "survey_watch_point" | "switch_token" | "system_setting" | "tag" | "teacher" | "teacher_link" | "teacher_questionnaire_item" | "teacher_schoolhouse" | "textbook" | "textbook_unit" | "timetable_period" | "user" | "version_history" | "yearly_schedule" | "zip_code");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 操作したユーザー */
            user_id: number | null;
            /** 操作者 */
            user_name: string | null;
        };
        OperationLogPage: {
            data: components["schemas"]["OperationLog"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ParentQuestionnaireItem: {
            /** 回答形式 */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 回答必須 */
            is_required: boolean;
            /** 質問 */
            question: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ParentQuestionnaireItemInput: {
            /**
             * 回答形式
             * @default choose
             */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices?: string | null;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 回答必須
             * @default false
             */
            is_required: boolean;
            /** 質問 */
            question: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        ParentQuestionnaireItemPage: {
            data: components["schemas"]["ParentQuestionnaireItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        PaymentMethod: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 手数料 */
            fee_amount: number;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 支払区分 */
            method_kind: string & ("account_transfer" | "bank_transfer" | "cash" | "credit_card" | "convenience_store");
            /** 支払方法名 */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        PaymentMethodInput: {
            /**
             * 手数料
             * @default 0
             */
            fee_amount: number;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /** 支払区分 */
            method_kind: string & ("account_transfer" | "bank_transfer" | "cash" | "credit_card" | "convenience_store");
            /** 支払方法名 */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        PaymentMethodPage: {
            data: components["schemas"]["PaymentMethod"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        PrintRequest: {
            /** 本文 */
            body: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 書類の画面 */
            document_path: string | null;
            /** ID */
            id: number;
            /**
             * 印刷日時
             * Format: date-time
             */
            printed_at: string | null;
            /** 依頼者 */
            requested_by_name: string | null;
            /** 依頼者 */
            requested_by_user_id: number | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** 印刷状況 */
            status: number & (1 | 2 | 3);
            /** 書類名 */
            title: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        PrintRequestCreateBody: {
            /** 本文 */
            body?: string | null;
            /** 書類の画面 */
            document_path?: string | null;
            /** 印刷済み */
            is_printed?: boolean;
            /** 校舎 */
            schoolhouse_id: number;
            /** 書類名 */
            title: string;
        };
        PrintRequestCreateResponse: {
            body?: string | null;
            created_at?: string;
            document_path?: string | null;
            id: number;
            printed_at?: string | null;
            requested_by_name?: string | null;
            schoolhouse_id: number;
            status: number;
            title: string;
        };
        PrintRequestInput: {
            /** 本文 */
            body?: string | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** 書類名 */
            title: string;
        };
        PrintRequestPage: {
            data: components["schemas"]["PrintRequest"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        PrintRequestStatusBody: {
            /** 印刷状況 */
            status: number & (1 | 2 | 3);
        };
        PrintRequestStatusResponse: {
            body?: string | null;
            created_at?: string;
            document_path?: string | null;
            id: number;
            printed_at?: string | null;
            requested_by_name?: string | null;
            schoolhouse_id: number;
            status: number;
            title: string;
        };
        Protector: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 保護者姓 */
            family_name: string;
            /** 保護者姓（カナ） */
            family_name_kana: string | null;
            /** 保護者名 */
            first_name: string;
            /** 保護者名（カナ） */
            first_name_kana: string | null;
            /** ID */
            id: number;
            /** 電話番号 */
            phone: string | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** ユーザー */
            user_id: number;
        };
        ProtectorInput: {
            /** 保護者姓 */
            family_name: string;
            /** 保護者姓（カナ） */
            family_name_kana?: string | null;
            /** 保護者名 */
            first_name: string;
            /** 保護者名（カナ） */
            first_name_kana?: string | null;
            /** 電話番号 */
            phone?: string | null;
        };
        ProtectorPage: {
            data: components["schemas"]["Protector"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ReceiptCardItem: {
            /** 回答形式 */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 回答必須 */
            is_required: boolean;
            /** 質問 */
            question: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ReceiptCardItemInput: {
            /**
             * 回答形式
             * @default choose
             */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices?: string | null;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 回答必須
             * @default false
             */
            is_required: boolean;
            /** 質問 */
            question: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        ReceiptCardItemPage: {
            data: components["schemas"]["ReceiptCardItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        RecordsClassResponse: {
            data: {
                name: string;
                record: {
                    average: number | null;
                    deviation: number | null;
                    english: number | null;
                    entered_by_guardian: boolean;
                    id: number;
                    is_deviation_computed: boolean;
                    is_ranking_computed: boolean;
                    japanese: number | null;
                    math: number | null;
                    peers: number | null;
                    ranking: number | null;
                    science: number | null;
                    social: number | null;
                    total: number | null;
                } | null;
                student_id: number;
                student_number: string;
            }[];
            exam_name: string | null;
            exam_names: string[];
            fiscal_year: number;
            record_kind: string;
        };
        RecordsClassSaveBody: {
            /** 模試名 */
            exam_name?: string | null;
            /**
             * 定期テスト
             * @enum {integer|null}
             */
            exam_point?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** 年度 */
            fiscal_year: number;
            /**
             * 成績種別
             * @enum {string}
             */
            record_kind: "examination" | "test";
            /** 生徒 */
            rows: {
                /** 英語 */
                english?: number | null;
                /** 国語 */
                japanese?: number | null;
                /** 数学 */
                math?: number | null;
                /** 理科 */
                science?: number | null;
                /** 社会 */
                social?: number | null;
                /** 生徒 */
                student_id: number;
                /** 合計 */
                total?: number | null;
            }[];
            /** 校舎 */
            schoolhouse_id: number;
            /** 学年 */
            schoolyear_id: number;
            /**
             * 実施日
             * Format: date
             */
            taken_on?: string | null;
        };
        RecordsClassSaveResponse: {
            data: {
                name: string;
                record: {
                    average: number | null;
                    deviation: number | null;
                    english: number | null;
                    entered_by_guardian: boolean;
                    id: number;
                    is_deviation_computed: boolean;
                    is_ranking_computed: boolean;
                    japanese: number | null;
                    math: number | null;
                    peers: number | null;
                    ranking: number | null;
                    science: number | null;
                    social: number | null;
                    total: number | null;
                } | null;
                student_id: number;
                student_number: string;
            }[];
            exam_name: string | null;
            exam_names: string[];
            fiscal_year: number;
            record_kind: string;
        };
        RecordsSchoolSubjectsResponse: {
            can_edit: boolean;
            fiscal_year: number;
            ratings: {
                entered_by_guardian: boolean;
                rating: number;
                report_point: number;
                school_subject_id: number;
            }[];
            report_points: {
                input: {
                    /** Format: date */
                    deadline: string | null;
                    /** Format: date */
                    starts_on: string | null;
                    /** @enum {string} */
                    state: "open" | "closed" | "not_started" | "fixed";
                };
                label: string;
                report_point: number;
                term: number;
            }[];
            subjects: {
                id: number;
                name: string;
                short_name: string | null;
            }[];
        };
        RecordsSchoolSubjectsSaveBody: {
            /** 年度 */
            fiscal_year: number;
            /** 評定 */
            ratings: {
                /** 評定 */
                rating: number | null;
                /** 教科 */
                school_subject_id: number;
            }[];
            /**
             * 通知表
             * @enum {integer}
             */
            report_point: 1 | 2 | 3 | 4;
        };
        RecordsSchoolSubjectsSaveResponse: {
            can_edit: boolean;
            fiscal_year: number;
            ratings: {
                entered_by_guardian: boolean;
                rating: number;
                report_point: number;
                school_subject_id: number;
            }[];
            report_points: {
                input: {
                    /** Format: date */
                    deadline: string | null;
                    /** Format: date */
                    starts_on: string | null;
                    /** @enum {string} */
                    state: "open" | "closed" | "not_started" | "fixed";
                };
                label: string;
                report_point: number;
                term: number;
            }[];
            subjects: {
                id: number;
                name: string;
                short_name: string | null;
            }[];
        };
        RecordsStudentResponse: {
            can_edit: boolean;
            exam_points: {
                exam_name: string;
                exam_point: number;
                input: {
                    /** Format: date */
                    deadline: string | null;
                    /** Format: date */
                    starts_on: string | null;
                    /** @enum {string} */
                    state: "open" | "closed" | "not_started" | "fixed";
                };
                term: number;
            }[];
            fiscal_year: number;
            fiscal_years: number[];
            records: {
                average: number | null;
                deviation: number | null;
                difference: {
                    english: number | null;
                    japanese: number | null;
                    math: number | null;
                    science: number | null;
                    social: number | null;
                    total: number | null;
                } | null;
                english: number | null;
                entered_by_guardian: boolean;
                exam_name: string;
                exam_point: number | null;
                fiscal_year: number;
                id: number;
                input: {
                    /** Format: date */
                    deadline: string | null;
                    /** Format: date */
                    starts_on: string | null;
                    /** @enum {string} */
                    state: "open" | "closed" | "not_started" | "fixed";
                };
                is_deviation_computed: boolean;
                is_ranking_computed: boolean;
                japanese: number | null;
                math: number | null;
                peers: number | null;
                previous: {
                    exam_name: string;
                    fiscal_year: number;
                    id: number;
                } | null;
                ranking: number | null;
                record_kind: string;
                science: number | null;
                social: number | null;
                student_id: number;
                /** Format: date */
                taken_on: string | null;
                term: number;
                total: number | null;
            }[];
            student: {
                id: number;
                name: string;
                schoolhouse_id: number;
                schoolyear_id: number;
                schoolyear_name: string;
            };
            subjects: string[];
            test_terms: {
                input: {
                    /** Format: date */
                    deadline: string | null;
                    /** Format: date */
                    starts_on: string | null;
                    /** @enum {string} */
                    state: "open" | "closed" | "not_started" | "fixed";
                };
                term: number;
            }[];
            /** Format: date */
            today: string;
        };
        RecordsStudentSaveBody: {
            /** 英語 */
            english?: number | null;
            /** 模試名 */
            exam_name?: string | null;
            /**
             * 定期テスト
             * @enum {integer|null}
             */
            exam_point?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** 年度 */
            fiscal_year: number;
            /** 国語 */
            japanese?: number | null;
            /** 数学 */
            math?: number | null;
            /**
             * 成績種別
             * @enum {string}
             */
            record_kind: "examination" | "test";
            /** 理科 */
            science?: number | null;
            /** 社会 */
            social?: number | null;
            /**
             * 実施日
             * Format: date
             */
            taken_on?: string | null;
            /** 合計 */
            total?: number | null;
        };
        RecordsStudentSaveResponse: {
            exam_name: string;
            fiscal_year: number;
            id: number;
            record_kind: string;
        };
        ReportAttachmentsBody: {
            /**
             * 添付ファイル
             * @description Attachments to keep (others are removed); left out: all kept.
             */
            keep_attachment_ids?: number[];
        };
        ReportAttachmentsResponse: {
            /** @description The report's files (on its page and the family's; not in the reference list). */
            attachments: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
        };
        ReportBulkCommentBody: {
            /** コメント */
            body: string;
            /** 指導報告書 */
            ids: number[];
        };
        ReportBulkCommentResponse: {
            count: number;
        };
        ReportBulkCreateBody: {
            /** 授業 */
            lesson_ids: number[];
            /** テンプレート */
            template_id?: number;
        };
        ReportBulkCreateResponse: {
            created: number;
            /** @description The reports of the lessons asked for (made now or before), in the lessons' order. */
            ids: number[];
            skipped: number;
        };
        ReportBulkDeleteBody: {
            /** 指導報告書 */
            ids: number[];
        };
        ReportBulkDeleteResponse: {
            count: number;
        };
        ReportBulkUnpublishBody: {
            /** 指導報告書 */
            ids: number[];
        };
        ReportBulkUnpublishResponse: {
            count: number;
        };
        ReportBulkUpdateBody: {
            data: {
                /** 出欠 */
                attendance?: number & (1 | 2 | 3 | 4);
                /** 理解度 */
                comprehension?: (number | null) & (5 | 4 | 3 | 2 | 1 | unknown);
                /** 評価 */
                evaluation?: (string | null) & ("A" | "B" | "C" | "D" | unknown);
                /** 自由入力1 */
                free_input_1?: string | null;
                /** 自由入力2 */
                free_input_2?: string | null;
                /** 自由入力3 */
                free_input_3?: string | null;
                /** 宿題 */
                homework?: string | null;
                /** 宿題の実施状況 */
                homework_status?: (number | null) & (1 | 2 | 3 | 4 | unknown);
                id: number;
                /** 授業内容 */
                lesson_content?: string | null;
                /** 授業種別 */
                lesson_type?: number & (1 | 2 | 3 | 4 | 5 | 6 | 7);
                /** 次回の授業 */
                next_lesson?: string | null;
                /** 連絡事項 */
                note?: string | null;
                /** スタッフコメント */
                staff_comment?: string | null;
                /** 教材 */
                textbook_id?: number | null;
                /** 教材の範囲 */
                textbook_range?: string | null;
            }[];
        };
        ReportBulkUpdateResponse: {
            count: number;
        };
        ReportCommentCreateBody: {
            /** コメント */
            body: string;
        };
        ReportCommentCreateResponse: {
            id: number;
        };
        ReportCommentsResponse: {
            /** @description The caller may write in the thread (published, and for a teacher the gate open). */
            can_comment: boolean;
            data: {
                author_is_teacher: boolean;
                author_kind: string;
                author_name: string;
                body: string;
                /** Format: date-time */
                created_at: string;
                id: number;
                is_mine: boolean;
            }[];
        };
        ReportDataFix: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 年度 */
            fiscal_year: number;
            /**
             * 確定日
             * Format: date
             */
            fixed_on: string | null;
            /** ID */
            id: number;
            /** 確定済み */
            is_fixed: boolean;
            /** 校舎 */
            schoolhouse_id: number;
            /** 学期 */
            section_record: number & (1 | 2 | 3);
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ReportDataFixInput: {
            /** 年度 */
            fiscal_year: number;
            /**
             * 確定日
             * Format: date
             */
            fixed_on?: string | null;
            /**
             * 確定済み
             * @default false
             */
            is_fixed: boolean;
            /** 校舎 */
            schoolhouse_id: number;
            /** 学期 */
            section_record: number & (1 | 2 | 3);
        };
        ReportDataFixPage: {
            data: components["schemas"]["ReportDataFix"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ReportGenerationsResponse: {
            data: {
                /** @description YYYY-MM */
                month: string;
                published: number;
                total: number;
                unread: number;
            }[];
        };
        ReportNextResponse: {
            id: number | null;
        };
        ReportPreviousResponse: {
            id: number | null;
        };
        ReportProtectorDetailResponse: {
            /** @description The report's files (on its page and the family's; not in the reference list). */
            attachments?: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            attendance?: number;
            comprehension?: number | null;
            evaluation?: string | null;
            free_input_1?: string | null;
            free_input_2?: string | null;
            free_input_3?: string | null;
            homework?: string | null;
            homework_status?: number | null;
            id: number;
            lesson_content?: string | null;
            /** Format: date */
            lesson_date: string;
            lesson_subject_name: string;
            lesson_type?: number;
            next_lesson?: string | null;
            note?: string | null;
            period_name: string;
            /** Format: date-time */
            published_at?: string | null;
            /** Format: date-time */
            read_at?: string | null;
            schoolhouse_name?: string;
            staff_comment?: string | null;
            status: string;
            student_id?: number;
            student_name: string;
            teacher_name: string;
            textbook_name?: string | null;
            textbook_range?: string | null;
        };
        ReportProtectorListResponse: {
            data: {
                comment_count: number;
                id: number;
                is_read: boolean;
                /** Format: date */
                lesson_date: string;
                lesson_subject_name: string;
                period_name: string;
                /** Format: date-time */
                published_at: string | null;
                teacher_name: string;
            }[];
            total: number;
        };
        ReportPublishBody: {
            /** 指導報告書 */
            ids: number[];
        };
        ReportPublishResponse: {
            count: number;
        };
        ReportReferenceResponse: {
            data: {
                /** @description The report's files (on its page and the family's; not in the reference list). */
                attachments?: {
                    content_type: string;
                    file_name: string;
                    id: number;
                    size: number;
                }[];
                attendance?: number;
                comprehension?: number | null;
                evaluation?: string | null;
                free_input_1?: string | null;
                free_input_2?: string | null;
                free_input_3?: string | null;
                homework?: string | null;
                homework_status?: number | null;
                id: number;
                lesson_content?: string | null;
                /** Format: date */
                lesson_date: string;
                lesson_subject_name: string;
                lesson_type?: number;
                next_lesson?: string | null;
                note?: string | null;
                period_name: string;
                /** Format: date-time */
                published_at?: string | null;
                /** Format: date-time */
                read_at?: string | null;
                schoolhouse_name?: string;
                staff_comment?: string | null;
                status: string;
                student_id?: number;
                student_name: string;
                teacher_name: string;
                textbook_name?: string | null;
                textbook_range?: string | null;
            }[];
        };
        ReportTemplate: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 宿題 */
            homework: string | null;
            /** ID */
            id: number;
            /** 授業内容 */
            lesson_content: string | null;
            /** 連絡事項 */
            note: string | null;
            /** 表示順 */
            sort_order: number;
            /** テンプレート名 */
            title: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ReportTemplateInput: {
            /** 宿題 */
            homework?: string | null;
            /** 授業内容 */
            lesson_content?: string | null;
            /** 連絡事項 */
            note?: string | null;
            /** テンプレート名 */
            title: string;
        };
        ReportTemplatePage: {
            data: components["schemas"]["ReportTemplate"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ReportTimetablesResponse: {
            data: {
                /** Format: date */
                lesson_date: string;
                lesson_id: number;
                lesson_status: string;
                lesson_subject_id?: number;
                lesson_subject_name: string;
                lesson_type?: number;
                period_name: string;
                report_id: number | null;
                report_status: string | null;
                schoolhouse_id: number;
                schoolhouse_name?: string;
                start_time: string;
                student_id: number;
                student_name: string;
                teacher_id: number;
                teacher_name: string;
                timetable_period_id?: number;
            }[];
        };
        ReportUnpublishAllBody: {
            /**
             * 授業日
             * Format: date
             */
            lesson_date: string;
            /** 校舎 */
            schoolhouse_id?: number;
        };
        ReportUnpublishAllResponse: {
            count: number;
        };
        ReportUnreadFamiliesResponse: {
            data: {
                guardian_name: string | null;
                /** Format: date-time */
                oldest_unread_at: string | null;
                published: number;
                schoolhouse_name: string;
                student_id: number;
                student_name: string;
                unread: number;
            }[];
        };
        ReportViewResponse: {
            /** @description The report's files (on its page and the family's; not in the reference list). */
            attachments?: {
                content_type: string;
                file_name: string;
                id: number;
                size: number;
            }[];
            attendance?: number;
            comprehension?: number | null;
            evaluation?: string | null;
            free_input_1?: string | null;
            free_input_2?: string | null;
            free_input_3?: string | null;
            homework?: string | null;
            homework_status?: number | null;
            id: number;
            lesson_content?: string | null;
            /** Format: date */
            lesson_date: string;
            lesson_subject_name: string;
            lesson_type?: number;
            next_lesson?: string | null;
            note?: string | null;
            period_name: string;
            /** Format: date-time */
            published_at?: string | null;
            /** Format: date-time */
            read_at?: string | null;
            schoolhouse_name?: string;
            staff_comment?: string | null;
            status: string;
            student_id?: number;
            student_name: string;
            teacher_name: string;
            textbook_name?: string | null;
            textbook_range?: string | null;
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
            /** 閉校時刻 */
            close_time: string | null;
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
            /** 開校時刻 */
            open_time: string | null;
            /** 開校時間の補足 */
            opening_note: string | null;
            /** 電話番号 */
            phone: string | null;
            /** 郵便番号 */
            postal_code: string | null;
            /** 校舎名 */
            schoolhouse_name: string;
            /** 校舎名（カナ） */
            schoolhouse_name_kana: string | null;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SchoolhouseInput: {
            /** 住所 */
            address?: string | null;
            /** エリア */
            area_id: number;
            /** 閉校時刻 */
            close_time?: string | null;
            /**
             * メールアドレス
             * Format: email
             */
            email?: string | null;
            /** 開校時刻 */
            open_time?: string | null;
            /** 開校時間の補足 */
            opening_note?: string | null;
            /** 電話番号 */
            phone?: string | null;
            /** 郵便番号 */
            postal_code?: string | null;
            /** 校舎名 */
            schoolhouse_name: string;
            /** 校舎名（カナ） */
            schoolhouse_name_kana?: string | null;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        SchoolhousePage: {
            data: components["schemas"]["Schoolhouse"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        SchoolPage: {
            data: components["schemas"]["School"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        SchoolScorePoint: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 換算点 */
            points: number;
            /** 評定 */
            rating: number;
            /** 学校 */
            school_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SchoolScorePointInput: {
            /** 換算点 */
            points: number;
            /** 評定 */
            rating: number;
            /** 学校 */
            school_id: number;
        };
        SchoolScorePointPage: {
            data: components["schemas"]["SchoolScorePoint"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        SchoolSubject: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 主要5教科 */
            is_main_five: boolean;
            /** 教科名 */
            name: string;
            /** 略称 */
            short_name: string | null;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SchoolSubjectInput: {
            /**
             * 主要5教科
             * @default false
             */
            is_main_five: boolean;
            /** 教科名 */
            name: string;
            /** 略称 */
            short_name?: string | null;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        SchoolSubjectPage: {
            data: components["schemas"]["SchoolSubject"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        SchoolYearAdvance: {
            /**
             * 進級日時
             * Format: date-time
             */
            applied_at: string | null;
            /**
             * 取り消し日時
             * Format: date-time
             */
            cancelled_at: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 進級後の年度 */
            fiscal_year: number;
            /** ID */
            id: number;
            /** メッセージ */
            message: string | null;
            /** 状況 */
            status: string & ("queued" | "applied" | "cancelling" | "cancelled" | "failed");
            /** 進級した生徒 */
            student_count: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** 実行者 */
            user_name: string | null;
        };
        SchoolYearAdvancePage: {
            data: components["schemas"]["SchoolYearAdvance"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        SchoolyearPage: {
            data: components["schemas"]["Schoolyear"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        Seat: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用する */
            is_active: boolean;
            /** 座席名 */
            name: string;
            /** 備考 */
            note: string | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** 表示順 */
            sort_order: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SeatInput: {
            /**
             * 使用する
             * @default true
             */
            is_active: boolean;
            /** 座席名 */
            name: string;
            /** 備考 */
            note?: string | null;
            /** 校舎 */
            schoolhouse_id: number;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number;
        };
        SeatPage: {
            data: components["schemas"]["Seat"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        Staff: {
            /** 担当エリア */
            area_id: number | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 電話番号 */
            phone: string | null;
            /** スタッフ名 */
            staff_name: string;
            /** スタッフ名（カナ） */
            staff_name_kana: string | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** ユーザー */
            user_id: number;
        };
        StaffInput: {
            /** 担当エリア */
            area_id?: number | null;
            /** 電話番号 */
            phone?: string | null;
            /** スタッフ名 */
            staff_name: string;
            /** スタッフ名（カナ） */
            staff_name_kana?: string | null;
        };
        StaffPage: {
            data: components["schemas"]["Staff"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        StudentFee: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 終了月 */
            ends_month: string | null;
            /** 料金項目 */
            fee_item_id: number;
            /** ID */
            id: number;
            /** 備考 */
            note: string | null;
            /** 数量 */
            quantity: number;
            /** 開始月 */
            starts_month: string;
            /** 生徒 */
            student_id: number;
            /** 単価（税抜・空欄は料金項目の金額） */
            unit_price: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        StudentFeeInput: {
            /** 終了月 */
            ends_month?: string | null;
            /** 料金項目 */
            fee_item_id: number;
            /** 備考 */
            note?: string | null;
            /**
             * 数量
             * @default 1
             */
            quantity: number;
            /** 開始月 */
            starts_month: string;
            /** 生徒 */
            student_id: number;
            /** 単価（税抜・空欄は料金項目の金額） */
            unit_price?: number | null;
        };
        StudentFeePage: {
            data: components["schemas"]["StudentFee"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        StudentInput: {
            /** 姓（カナ） */
            family_name_kana?: string | null;
            /** 姓 */
            family_name_kanji: string;
            /** 名（カナ） */
            first_name_kana?: string | null;
            /** 名 */
            first_name_kanji: string;
            /** 保護者 */
            protector_id?: number | null;
            /** 学校 */
            school_id?: number | null;
            /** 校舎 */
            schoolhouse_id: number;
            /** 学年 */
            schoolyear_id: number;
            /**
             * ステータス
             * @default 4
             */
            status: number & (2 | 3 | 4 | 7);
            /** 生徒番号 */
            student_number: string;
        };
        StudentPage: {
            data: components["schemas"]["Student"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        StudentQuestionnaireAnswer: {
            /** 回答 */
            answer: string;
            /**
             * 回答日
             * Format: date
             */
            answered_on: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 質問 */
            item_id: number;
            /** 生徒 */
            student_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        StudentQuestionnaireAnswerInput: {
            /** 回答 */
            answer: string;
            /**
             * 回答日
             * Format: date
             */
            answered_on?: string | null;
            /** 質問 */
            item_id: number;
            /** 生徒 */
            student_id: number;
        };
        StudentQuestionnaireAnswerPage: {
            data: components["schemas"]["StudentQuestionnaireAnswer"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        StudentQuestionnaireItem: {
            /** 回答形式 */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 回答必須 */
            is_required: boolean;
            /** 質問 */
            question: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        StudentQuestionnaireItemInput: {
            /**
             * 回答形式
             * @default choose
             */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices?: string | null;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 回答必須
             * @default false
             */
            is_required: boolean;
            /** 質問 */
            question: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        StudentQuestionnaireItemPage: {
            data: components["schemas"]["StudentQuestionnaireItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        SurveyWatchPoint: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 説明 */
            description: string | null;
            /** ID */
            id: number;
            /** 着目ポイント */
            name: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SurveyWatchPointInput: {
            /** 説明 */
            description?: string | null;
            /** 着目ポイント */
            name: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        SurveyWatchPointPage: {
            data: components["schemas"]["SurveyWatchPoint"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        SystemSetting: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 標準授業時間（分） */
            default_lesson_minutes: number;
            /** 年度開始月 */
            fiscal_year_start_month: number;
            /** ID */
            id: number;
            /**
             * 代表メールアドレス
             * Format: email
             */
            representative_email: string | null;
            /** 代表電話番号 */
            representative_phone: string | null;
            /** 表示用塾名 */
            school_display_name: string;
            /** 表示用塾名（カナ） */
            school_display_name_kana: string | null;
            /** 自動ログアウト（分） */
            session_timeout_minutes: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        SystemSettingInput: {
            /**
             * 標準授業時間（分）
             * @default 80
             */
            default_lesson_minutes: number;
            /**
             * 年度開始月
             * @default 4
             */
            fiscal_year_start_month: number;
            /**
             * 代表メールアドレス
             * Format: email
             */
            representative_email?: string | null;
            /** 代表電話番号 */
            representative_phone?: string | null;
            /** 表示用塾名 */
            school_display_name: string;
            /** 表示用塾名（カナ） */
            school_display_name_kana?: string | null;
            /**
             * 自動ログアウト（分）
             * @default 720
             */
            session_timeout_minutes: number;
        };
        SystemSettingPage: {
            data: components["schemas"]["SystemSetting"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
        TeacherInput: {
            /** 氏名（カナ） */
            name_kana?: string | null;
            /** 氏名 */
            name_kanji: string;
            /** 電話番号 */
            phone?: string | null;
            /** 講師番号 */
            teacher_number: string;
        };
        TeacherPage: {
            data: components["schemas"]["Teacher"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        TeacherQuestionnaireItem: {
            /** 回答形式 */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices: string | null;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 使用中 */
            is_active: boolean;
            /** 回答必須 */
            is_required: boolean;
            /** 質問 */
            question: string;
            /** 表示順 */
            sort_order: number | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TeacherQuestionnaireItemInput: {
            /**
             * 回答形式
             * @default choose
             */
            answer_type: string & ("choose" | "description");
            /** 選択肢（1行に1つ） */
            choices?: string | null;
            /**
             * 使用中
             * @default true
             */
            is_active: boolean;
            /**
             * 回答必須
             * @default false
             */
            is_required: boolean;
            /** 質問 */
            question: string;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number | null;
        };
        TeacherQuestionnaireItemPage: {
            data: components["schemas"]["TeacherQuestionnaireItem"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        TeacherSchoolhouse: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 校舎 */
            schoolhouse_id: number;
            /** 講師 */
            teacher_id: number;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TeacherSchoolhouseInput: {
            /** 校舎 */
            schoolhouse_id: number;
            /** 講師 */
            teacher_id: number;
        };
        TeacherSchoolhousePage: {
            data: components["schemas"]["TeacherSchoolhouse"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        Textbook: {
            /** 教材コード */
            code: string;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 教材名 */
            name: string;
            /** 備考 */
            note: string | null;
            /** 出版社 */
            publisher: string | null;
            /** 教科 */
            school_subject_id: number;
            /** 学年 */
            schoolyear_id: number;
            /** ステータス */
            status: string & ("unused" | "inUse");
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TextbookInput: {
            /** 教材コード */
            code: string;
            /** 教材名 */
            name: string;
            /** 備考 */
            note?: string | null;
            /** 出版社 */
            publisher?: string | null;
            /** 教科 */
            school_subject_id: number;
            /** 学年 */
            schoolyear_id: number;
            /**
             * ステータス
             * @default unused
             */
            status: string & ("unused" | "inUse");
        };
        TextbookPage: {
            data: components["schemas"]["Textbook"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        TextbookUnit: {
            /** 章 */
            chapter_name: string;
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 開始ページ */
            page_from: number | null;
            /** 終了ページ */
            page_to: number | null;
            /** 表示順 */
            sort_order: number;
            /** 教材 */
            textbook_id: number;
            /** 単元名 */
            unit_name: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TextbookUnitInput: {
            /** 章 */
            chapter_name: string;
            /** 開始ページ */
            page_from?: number | null;
            /** 終了ページ */
            page_to?: number | null;
            /**
             * 表示順
             * @default 0
             */
            sort_order: number;
            /** 単元名 */
            unit_name: string;
        };
        TextbookUnitPage: {
            data: components["schemas"]["TextbookUnit"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        TimetablePeriod: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 終了時刻 */
            end_time: string;
            /** ID */
            id: number;
            /** 表示名 */
            name: string;
            /** 時限 */
            period_number: number;
            /** 開始時刻 */
            start_time: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        TimetablePeriodInput: {
            /** 終了時刻 */
            end_time: string;
            /** 表示名 */
            name: string;
            /** 時限 */
            period_number: number;
            /** 開始時刻 */
            start_time: string;
        };
        TimetablePeriodPage: {
            data: components["schemas"]["TimetablePeriod"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        VersionHistory: {
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** 詳細 */
            details: string | null;
            /** ID */
            id: number;
            /**
             * リリース日
             * Format: date
             */
            released_on: string;
            /** 概要 */
            summary: string;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
            /** バージョン */
            version: string;
        };
        VersionHistoryPage: {
            data: components["schemas"]["VersionHistory"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        YearlySchedule: {
            /** 法人 */
            company_id: number;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /**
             * 終了日
             * Format: date
             */
            end_date: string | null;
            /** 年度 */
            fiscal_year: number;
            /** ID */
            id: number;
            /** 現在の期 */
            is_current: boolean;
            /** 期 */
            period_code: number & (1 | 2 | 3);
            /**
             * 開始日
             * Format: date
             */
            start_date: string | null;
            /** 区分 */
            term_kind: number & (1 | 2);
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        YearlyScheduleInput: {
            /**
             * 終了日
             * Format: date
             */
            end_date?: string | null;
            /** 年度 */
            fiscal_year: number;
            /**
             * 現在の期
             * @default false
             */
            is_current: boolean;
            /** 期 */
            period_code: number & (1 | 2 | 3);
            /**
             * 開始日
             * Format: date
             */
            start_date?: string | null;
            /** 区分 */
            term_kind: number & (1 | 2);
        };
        YearlySchedulePage: {
            data: components["schemas"]["YearlySchedule"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
        };
        ZipCode: {
            /** 市区町村 */
            city: string;
            /** 市区町村（カナ） */
            city_kana: string | null;
            /**
             * 作成日時
             * Format: date-time
             */
            created_at: string;
            /** ID */
            id: number;
            /** 郵便番号 */
            postal_code: string;
            /** 都道府県 */
            prefecture: string;
            /** 都道府県（カナ） */
            prefecture_kana: string | null;
            /** 町域 */
            town: string | null;
            /** 町域（カナ） */
            town_kana: string | null;
            /**
             * 更新日時
             * Format: date-time
             */
            updated_at: string;
        };
        ZipCodeInput: {
            /** 市区町村 */
            city: string;
            /** 市区町村（カナ） */
            city_kana?: string | null;
            /** 郵便番号 */
            postal_code: string;
            /** 都道府県 */
            prefecture: string;
            /** 都道府県（カナ） */
            prefecture_kana?: string | null;
            /** 町域 */
            town?: string | null;
            /** 町域（カナ） */
            town_kana?: string | null;
        };
        ZipCodePage: {
            data: components["schemas"]["ZipCode"][];
            limit: number;
            page: number;
            /** @description 条件に合う件数（total_is_capped のときは上限の件数: 実際はそれより多い） */
            total: number;
            /** @description 件数を数える上限（10000件）を超えた */
            total_is_capped: boolean;
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
                sort?: "id" | "company_id" | "name" | "name_kana" | "sort_order" | "created_at" | "updated_at";
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
    createArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AreaInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
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
    updateArea: {
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
                "application/json": components["schemas"]["AreaInput"];
            };
        };
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteArea: {
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
    exportArea: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description エリア名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "name_kana" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listBank: {
        parameters: {
            query?: {
                /** @description 金融機関コード */
                bank_code?: string;
                /** @description 金融機関名 */
                bank_name?: string;
                /** @description 支店名 */
                branch_name?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "bank_code" | "bank_name" | "bank_name_kana" | "branch_code" | "branch_name" | "branch_name_kana" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["BankPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bank"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getBank: {
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
                    "application/json": components["schemas"]["Bank"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBank: {
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
                "application/json": components["schemas"]["BankInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bank"];
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
    deleteBank: {
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
    exportBank: {
        parameters: {
            query?: {
                /** @description 金融機関コード */
                bank_code?: string;
                /** @description 金融機関名 */
                bank_name?: string;
                /** @description 支店名 */
                branch_name?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "bank_code" | "bank_name" | "bank_name_kana" | "branch_code" | "branch_name" | "branch_name_kana" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    billingAlarms: {
        parameters: {
            query?: {
                billing_month?: string;
                schoolhouse_id?: number;
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
                    "application/json": components["schemas"]["BillingAlarmsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingClaims: {
        parameters: {
            query: {
                billing_month: string;
                schoolhouse_id: number;
                student_id?: number;
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
                    "application/json": components["schemas"]["BillingClaimsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingClaimCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingClaimCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingClaimCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingClaimUpdate: {
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
                "application/json": components["schemas"]["BillingClaimUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingClaimUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingClaimDelete: {
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
                    "application/json": components["schemas"]["BillingClaimDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingPostMonthly: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingPostMonthlyBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPostMonthlyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingCorrections: {
        parameters: {
            query: {
                billing_month: string;
                schoolhouse_id?: number;
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
                    "application/json": components["schemas"]["BillingCorrectionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingDebitBatches: {
        parameters: {
            query?: {
                billing_month?: string;
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
                    "application/json": components["schemas"]["BillingDebitBatchesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingDebitExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingDebitExportBody"];
            };
        };
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
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingDebitImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JSON of BillingDebitImportBody */
                    data: string;
                    /** @description Files (at most 1, 20971520 bytes each, images 20971520): text/plain */
                    file?: string[];
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
                    "application/json": components["schemas"]["BillingDebitImportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingInvoices: {
        parameters: {
            query: {
                billing_month: string;
                limit?: number;
                page?: number;
                schoolhouse_id?: number;
                status?: "closed" | "issued" | "paid" | "partially_paid" | "overpaid";
                student_name?: string;
                unpaid?: boolean;
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
                    "application/json": components["schemas"]["BillingInvoicesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingInvoice: {
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
                    "application/json": components["schemas"]["BillingInvoiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingCorrectionCreate: {
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
                "application/json": components["schemas"]["BillingCorrectionCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingCorrectionCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingPaymentCreate: {
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
                "application/json": components["schemas"]["BillingPaymentCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPaymentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingInvoicePdf: {
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
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingPaymentDelete: {
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
                    "application/json": components["schemas"]["BillingPaymentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingPeriods: {
        parameters: {
            query: {
                billing_month: string;
                schoolhouse_id?: number;
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
                    "application/json": components["schemas"]["BillingPeriodsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingApproveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingApproveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingCancelClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingCancelCloseBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingCancelCloseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingCloseBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingCloseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingIssueBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingIssueResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingPeriodLogs: {
        parameters: {
            query: {
                billing_month: string;
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
                    "application/json": components["schemas"]["BillingPeriodLogsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingRejectBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingRejectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingRequestBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingRequestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    billingWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingWithdrawBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingWithdrawResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calendarFeedRead: {
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
                    "application/json": components["schemas"]["CalendarFeedReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calendarFeedIssue: {
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
                    "application/json": components["schemas"]["CalendarFeedIssueResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calendarFeedRevoke: {
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
                    "application/json": components["schemas"]["CalendarFeedRevokeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calendarFeedIcs: {
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
                    "text/calendar": string;
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
    listClaimAlarmCondition: {
        parameters: {
            query?: {
                /** @description アラーム種別 */
                alarm_kind?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 条件名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "alarm_kind" | "days_overdue" | "amount_threshold" | "is_active" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["ClaimAlarmConditionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createClaimAlarmCondition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimAlarmConditionInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimAlarmCondition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getClaimAlarmCondition: {
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
                    "application/json": components["schemas"]["ClaimAlarmCondition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClaimAlarmCondition: {
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
                "application/json": components["schemas"]["ClaimAlarmConditionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimAlarmCondition"];
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
    deleteClaimAlarmCondition: {
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
    exportClaimAlarmCondition: {
        parameters: {
            query?: {
                /** @description アラーム種別 */
                alarm_kind?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 条件名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "alarm_kind" | "days_overdue" | "amount_threshold" | "is_active" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listClaimConfirmation: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "billing_month" | "status" | "confirmed_on" | "note" | "created_at" | "updated_at";
                /** @description 確認状況 */
                status?: string;
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
                    "application/json": components["schemas"]["ClaimConfirmationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createClaimConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimConfirmationInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getClaimConfirmation: {
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
                    "application/json": components["schemas"]["ClaimConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClaimConfirmation: {
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
                "application/json": components["schemas"]["ClaimConfirmationInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimConfirmation"];
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
    deleteClaimConfirmation: {
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
    exportClaimConfirmation: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "billing_month" | "status" | "confirmed_on" | "note" | "created_at" | "updated_at";
                /** @description 確認状況 */
                status?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listClaimSetting: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "closing_day" | "transfer_day" | "issue_day" | "tax_rounding" | "charges_in_advance" | "debit_consignor_code" | "debit_consignor_name" | "debit_bank_id" | "debit_account_type" | "debit_account_number" | "invoice_download_limit" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["ClaimSettingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getClaimSetting: {
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
                    "application/json": components["schemas"]["ClaimSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClaimSetting: {
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
                "application/json": components["schemas"]["ClaimSettingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimSetting"];
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
    exportClaimSetting: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "closing_day" | "transfer_day" | "issue_day" | "tax_rounding" | "charges_in_advance" | "debit_consignor_code" | "debit_consignor_name" | "debit_bank_id" | "debit_account_type" | "debit_account_number" | "invoice_download_limit" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    communicationList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search_name?: string;
                status?: string & ("sent" | "unsent" | "draft");
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
                    "application/json": components["schemas"]["CommunicationListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationCreate: {
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
                    /** @description JSON of CommunicationCreateBody */
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
                    "application/json": components["schemas"]["CommunicationCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationGet: {
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
                    "application/json": components["schemas"]["CommunicationGetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationUpdate: {
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
                    /** @description JSON of CommunicationUpdateBody */
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
                    "application/json": components["schemas"]["CommunicationUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationDelete: {
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
                    "application/json": components["schemas"]["CommunicationDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationComments: {
        parameters: {
            query?: {
                recipient_id?: number;
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
                    "application/json": components["schemas"]["CommunicationCommentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationCommentCreate: {
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
                "application/json": components["schemas"]["CommunicationCommentCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationCommentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationCommentUpdate: {
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
                "application/json": components["schemas"]["CommunicationCommentUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationCommentUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationCommentDelete: {
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
                    "application/json": components["schemas"]["CommunicationCommentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationLike: {
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
                    "application/json": components["schemas"]["CommunicationLikeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationRemindUnread: {
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
                    "application/json": components["schemas"]["CommunicationRemindUnreadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationRemindSurvey: {
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
                    "application/json": components["schemas"]["CommunicationRemindSurveyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    communicationTeachers: {
        parameters: {
            query?: {
                search_name?: string;
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
                    "application/json": components["schemas"]["CommunicationTeachersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCommunicationTemplate: {
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
                    "application/json": components["schemas"]["CommunicationTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCommunicationTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommunicationTemplateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCommunicationTemplate: {
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
                    "application/json": components["schemas"]["CommunicationTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCommunicationTemplate: {
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
                "application/json": components["schemas"]["CommunicationTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationTemplate"];
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
    deleteCommunicationTemplate: {
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
    exportCommunicationTemplate: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reorderCommunicationTemplate: {
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
    contactList: {
        parameters: {
            query?: {
                comment_filter?: 1 | 2 | 3;
                has_replied?: 1 | 2 | 3;
                limit?: number;
                m_schoolhouse_id?: number;
                page?: number;
                read_status?: 0 | 1;
                search_name?: string;
                sender_type?: 1 | 2;
                status?: string & ("new" | "contacted" | "otherContact" | "replied" | "read");
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
                    "application/json": components["schemas"]["ContactListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactCreate: {
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
                    /** @description JSON of ContactCreateBody */
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
                    "application/json": components["schemas"]["ContactCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactListOfTeacher: {
        parameters: {
            query?: {
                comment_filter?: 1 | 2 | 3;
                has_replied?: 1 | 2 | 3;
                limit?: number;
                m_schoolhouse_id?: number;
                page?: number;
                read_status?: 0 | 1;
                search_name?: string;
                sender_type?: 1 | 2;
                status?: string & ("new" | "contacted" | "otherContact" | "replied" | "read");
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
                    "application/json": components["schemas"]["ContactListOfTeacherResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactGet: {
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
                    "application/json": components["schemas"]["ContactGetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactUpdate: {
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
                    /** @description JSON of ContactUpdateBody */
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
                    "application/json": components["schemas"]["ContactUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactWithdraw: {
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
                    "application/json": components["schemas"]["ContactWithdrawResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactCommentCreate: {
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
                "application/json": components["schemas"]["ContactCommentCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactCommentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactCommentWithdraw: {
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
                    "application/json": components["schemas"]["ContactCommentWithdrawResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    contactDownload: {
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
    listContactTemplate: {
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
                    "application/json": components["schemas"]["ContactTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createContactTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactTemplateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getContactTemplate: {
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
                    "application/json": components["schemas"]["ContactTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateContactTemplate: {
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
                "application/json": components["schemas"]["ContactTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactTemplate"];
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
    deleteContactTemplate: {
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
    exportContactTemplate: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reorderContactTemplate: {
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
    contactUsers: {
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
                    "application/json": components["schemas"]["ContactUsersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDebitAccount: {
        parameters: {
            query?: {
                /** @description 口座名義（カナ） */
                holder_name_kana?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "bank_id" | "account_type" | "account_number" | "holder_name_kana" | "customer_number" | "is_active" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "application/json": components["schemas"]["DebitAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createDebitAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DebitAccountInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebitAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDebitAccount: {
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
                    "application/json": components["schemas"]["DebitAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDebitAccount: {
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
                "application/json": components["schemas"]["DebitAccountInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebitAccount"];
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
    deleteDebitAccount: {
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
    exportDebitAccount: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 口座名義（カナ） */
                holder_name_kana?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "bank_id" | "account_type" | "account_number" | "holder_name_kana" | "customer_number" | "is_active" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDestinationPoint: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 志望校名 */
                school_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_name" | "school_name_kana" | "course_name" | "internal_points" | "test_score" | "deviation" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["DestinationPointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createDestinationPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationPointInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDestinationPoint: {
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
                    "application/json": components["schemas"]["DestinationPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDestinationPoint: {
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
                "application/json": components["schemas"]["DestinationPointInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationPoint"];
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
    deleteDestinationPoint: {
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
    exportDestinationPoint: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 志望校名 */
                school_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_name" | "school_name_kana" | "course_name" | "internal_points" | "test_score" | "deviation" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEntryPeriod: {
        parameters: {
            query?: {
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 名称 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "name" | "start_date" | "end_date" | "admission_fee_waived" | "note" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["EntryPeriodPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEntryPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntryPeriodInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEntryPeriod: {
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
                    "application/json": components["schemas"]["EntryPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEntryPeriod: {
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
                "application/json": components["schemas"]["EntryPeriodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryPeriod"];
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
    deleteEntryPeriod: {
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
    exportEntryPeriod: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 名称 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "name" | "start_date" | "end_date" | "admission_fee_waived" | "note" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEventSetting: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "open_days_ahead" | "cancel_days_before" | "note" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["EventSettingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEventSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventSettingInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEventSetting: {
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
                    "application/json": components["schemas"]["EventSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEventSetting: {
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
                "application/json": components["schemas"]["EventSettingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSetting"];
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
    deleteEventSetting: {
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
    exportEventSetting: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "open_days_ahead" | "cancel_days_before" | "note" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEvent: {
        parameters: {
            query?: {
                /** @description イベント名 */
                event_name?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 対象学年 */
                schoolyear_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "event_name" | "schoolhouse_id" | "schoolyear_id" | "space_id" | "time_slot_ids" | "start_date" | "end_date" | "recurrence" | "interval_weeks" | "on_monday" | "on_tuesday" | "on_wednesday" | "on_thursday" | "on_friday" | "on_saturday" | "on_sunday" | "max_students" | "per_person_limit" | "application_deadline" | "same_day_reservation" | "consent_text" | "note" | "status" | "published_at" | "created_at" | "updated_at";
                /** @description ステータス */
                status?: string;
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
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEvent: {
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
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEvent: {
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
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
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
    deleteEvent: {
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
    eventAgreement: {
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
                    "application/json": components["schemas"]["EventAgreementResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventAgree: {
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
                    "application/json": components["schemas"]["EventAgreeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventAgreementDownload: {
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
    eventListStudent: {
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
                    "application/json": components["schemas"]["EventListStudentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventListStudentDownload: {
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
    eventPublish: {
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
                    "application/json": components["schemas"]["EventPublishResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventStatus: {
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
                "application/json": components["schemas"]["EventStatusBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportEvent: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description イベント名 */
                event_name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 対象学年 */
                schoolyear_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "event_name" | "schoolhouse_id" | "schoolyear_id" | "space_id" | "time_slot_ids" | "start_date" | "end_date" | "recurrence" | "interval_weeks" | "on_monday" | "on_tuesday" | "on_wednesday" | "on_thursday" | "on_friday" | "on_saturday" | "on_sunday" | "max_students" | "per_person_limit" | "application_deadline" | "same_day_reservation" | "consent_text" | "note" | "status" | "published_at" | "created_at" | "updated_at";
                /** @description ステータス */
                status?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    eventFrames: {
        parameters: {
            query: {
                event_id?: number;
                from: string;
                schoolhouse_id?: number;
                to: string;
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
                    "application/json": components["schemas"]["EventFramesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventFrameDetail: {
        parameters: {
            query: {
                frame_date: string;
                time_slot_id: number;
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
                    "application/json": components["schemas"]["EventFrameDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventReservationCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                reservationId: string;
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
                    "application/json": components["schemas"]["EventReservationCancelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventAdminRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventAdminRegisterBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAdminRegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventFramesProtector: {
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
                    "application/json": components["schemas"]["EventFramesProtectorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventRegisterBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventHolidays: {
        parameters: {
            query: {
                from: string;
                schoolhouse_id?: number;
                to: string;
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
                    "application/json": components["schemas"]["EventHolidaysResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventHolidayCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventHolidayCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventHolidayCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventHolidayDelete: {
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
                    "application/json": components["schemas"]["EventHolidayDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    eventHolidayAffected: {
        parameters: {
            query: {
                holiday_date: string;
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
                    "application/json": components["schemas"]["EventHolidayAffectedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listEventSpace: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "space_name" | "description" | "max_seats" | "created_at" | "updated_at";
                /** @description スペース名 */
                space_name?: string;
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
                    "application/json": components["schemas"]["EventSpacePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEventSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventSpaceInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEventSpace: {
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
                    "application/json": components["schemas"]["EventSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEventSpace: {
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
                "application/json": components["schemas"]["EventSpaceInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSpace"];
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
    deleteEventSpace: {
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
    exportEventSpace: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "space_name" | "description" | "max_seats" | "created_at" | "updated_at";
                /** @description スペース名 */
                space_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEventTimeSlot: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 時間枠名 */
                slot_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "slot_name" | "start_time" | "end_time" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["EventTimeSlotPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEventTimeSlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventTimeSlotInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTimeSlot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEventTimeSlot: {
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
                    "application/json": components["schemas"]["EventTimeSlot"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEventTimeSlot: {
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
                "application/json": components["schemas"]["EventTimeSlotInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTimeSlot"];
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
    deleteEventTimeSlot: {
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
    exportEventTimeSlot: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 時間枠名 */
                slot_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "slot_name" | "start_time" | "end_time" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listFeeItem: {
        parameters: {
            query?: {
                /** @description 料金種別 */
                fee_kind?: string;
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 項目名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "fee_kind" | "amount" | "tax_category" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["FeeItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createFeeItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getFeeItem: {
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
                    "application/json": components["schemas"]["FeeItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFeeItem: {
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
                "application/json": components["schemas"]["FeeItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeItem"];
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
    deleteFeeItem: {
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
    exportFeeItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 料金種別 */
                fee_kind?: string;
                /** @description 使用中 */
                is_active?: string;
                /** @description 項目名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "fee_kind" | "amount" | "tax_category" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    fileDownload: {
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
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FrameGenerateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameGenerateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameGrid: {
        parameters: {
            query: {
                from: string;
                schoolhouse_id: number;
                to: string;
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
                    "application/json": components["schemas"]["FrameGridResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    framePlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FramePlaceBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FramePlaceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameCancel: {
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
                    "application/json": components["schemas"]["FrameCancelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameAbsent: {
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
                "application/json": components["schemas"]["FrameAbsentBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameAbsentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameAvailableLessons: {
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
                    "application/json": components["schemas"]["FrameAvailableLessonsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameMove: {
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
                "application/json": components["schemas"]["FrameMoveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameMoveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameRescheduleRequest: {
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
                "application/json": components["schemas"]["FrameRescheduleRequestBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameRescheduleRequestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameRescheduleDecide: {
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
                "application/json": components["schemas"]["FrameRescheduleDecideBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameRescheduleDecideResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameAvailableTimes: {
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
                    "application/json": components["schemas"]["FrameAvailableTimesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameAvailableTimesSave: {
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
                "application/json": components["schemas"]["FrameAvailableTimesSaveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameAvailableTimesSaveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameStudentSchedule: {
        parameters: {
            query: {
                from: string;
                to: string;
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
                    "application/json": components["schemas"]["FrameStudentScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    frameTeacherSchedule: {
        parameters: {
            query: {
                from: string;
                to: string;
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
                    "application/json": components["schemas"]["FrameTeacherScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listFrameDivision: {
        parameters: {
            query?: {
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description コマ割り名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "frame_minutes" | "break_minutes" | "frames_per_day" | "first_start_time" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["FrameDivisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createFrameDivision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FrameDivisionInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameDivision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getFrameDivision: {
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
                    "application/json": components["schemas"]["FrameDivision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFrameDivision: {
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
                "application/json": components["schemas"]["FrameDivisionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameDivision"];
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
    deleteFrameDivision: {
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
    exportFrameDivision: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用中 */
                is_active?: string;
                /** @description コマ割り名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "frame_minutes" | "break_minutes" | "frames_per_day" | "first_start_time" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listGradeGuarantee: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 保証名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 対象の成績 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "record_kind" | "improvement_points" | "min_attendance_rate" | "conditions" | "is_active" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["GradeGuaranteePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGradeGuarantee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradeGuaranteeInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeGuarantee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getGradeGuarantee: {
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
                    "application/json": components["schemas"]["GradeGuarantee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGradeGuarantee: {
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
                "application/json": components["schemas"]["GradeGuaranteeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeGuarantee"];
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
    deleteGradeGuarantee: {
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
    exportGradeGuarantee: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 保証名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 対象の成績 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "record_kind" | "improvement_points" | "min_attendance_rate" | "conditions" | "is_active" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listGradeInputDeadline: {
        parameters: {
            query?: {
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 成績種別 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "record_kind" | "section_record" | "input_starts_on" | "deadline" | "note" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["GradeInputDeadlinePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGradeInputDeadline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradeInputDeadlineInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeInputDeadline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getGradeInputDeadline: {
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
                    "application/json": components["schemas"]["GradeInputDeadline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGradeInputDeadline: {
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
                "application/json": components["schemas"]["GradeInputDeadlineInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeInputDeadline"];
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
    deleteGradeInputDeadline: {
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
    exportGradeInputDeadline: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 成績種別 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "record_kind" | "section_record" | "input_starts_on" | "deadline" | "note" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listGradeRecord: {
        parameters: {
            query?: {
                /** @description 試験名 */
                exam_name?: string;
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 成績種別 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "fiscal_year" | "record_kind" | "exam_name" | "exam_point" | "taken_on" | "japanese" | "math" | "english" | "science" | "social" | "total" | "average" | "deviation" | "ranking" | "entered_by_user_id" | "entered_by_guardian" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "application/json": components["schemas"]["GradeRecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGradeRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradeRecordInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getGradeRecord: {
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
                    "application/json": components["schemas"]["GradeRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGradeRecord: {
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
                "application/json": components["schemas"]["GradeRecordInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradeRecord"];
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
    exportGradeRecord: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 試験名 */
                exam_name?: string;
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 成績種別 */
                record_kind?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "fiscal_year" | "record_kind" | "exam_name" | "exam_point" | "taken_on" | "japanese" | "math" | "english" | "science" | "social" | "total" | "average" | "deviation" | "ranking" | "entered_by_user_id" | "entered_by_guardian" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listHoliday: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 休日名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "holiday_date" | "schoolhouse_id" | "name" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["HolidayPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getHoliday: {
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
                    "application/json": components["schemas"]["Holiday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateHoliday: {
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
                "application/json": components["schemas"]["HolidayInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
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
    deleteHoliday: {
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
    exportHoliday: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 休日名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "holiday_date" | "schoolhouse_id" | "name" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listImportJob: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "target" | "file_name" | "storage_key" | "encoding" | "status" | "total_rows" | "processed_rows" | "inserted_rows" | "updated_rows" | "message" | "user_id" | "user_name" | "started_at" | "finished_at" | "created_at" | "updated_at";
                /** @description 取り込み先 */
                target?: string;
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
                    "application/json": components["schemas"]["ImportJobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getImportJob: {
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
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    importDiscard: {
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
                    "application/json": components["schemas"]["ImportDiscardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    importProgress: {
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
                    "application/json": components["schemas"]["ImportProgressResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    importRun: {
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
                    "application/json": components["schemas"]["ImportRunResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportImportJob: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "target" | "file_name" | "storage_key" | "encoding" | "status" | "total_rows" | "processed_rows" | "inserted_rows" | "updated_rows" | "message" | "user_id" | "user_name" | "started_at" | "finished_at" | "created_at" | "updated_at";
                /** @description 取り込み先 */
                target?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    importCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                target: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JSON of ImportCheckBody */
                    data: string;
                    /** @description Files (at most 1, 20971520 bytes each, images 20971520): text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
                    file?: string[];
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
                    "application/json": components["schemas"]["ImportCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listInquiryFormItem: {
        parameters: {
            query?: {
                /** @description 表示する */
                is_shown?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "item" | "label" | "help_text" | "is_shown" | "is_required" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["InquiryFormItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInquiryFormItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryFormItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryFormItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getInquiryFormItem: {
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
                    "application/json": components["schemas"]["InquiryFormItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInquiryFormItem: {
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
                "application/json": components["schemas"]["InquiryFormItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryFormItem"];
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
    deleteInquiryFormItem: {
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
    exportInquiryFormItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 表示する */
                is_shown?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "item" | "label" | "help_text" | "is_shown" | "is_required" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listInterview: {
        parameters: {
            query?: {
                /** @description 面談方法 */
                contact_method?: number;
                /** @description 面談相手 */
                contacter?: number;
                /** @description 面談日（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                interview_date?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "interview_date" | "start_time" | "contacter" | "contact_method" | "staff_id" | "title" | "body" | "next_action" | "created_at" | "updated_at";
                /** @description 面談担当者 */
                staff_id?: number;
                /** @description 生徒 */
                student_id?: number;
                /** @description 生徒氏名 */
                student_name?: string;
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
                    "application/json": components["schemas"]["InterviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInterview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getInterview: {
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
                    "application/json": components["schemas"]["Interview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInterview: {
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
                "application/json": components["schemas"]["InterviewInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
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
    deleteInterview: {
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
    exportInterview: {
        parameters: {
            query?: {
                /** @description 面談方法 */
                contact_method?: number;
                /** @description 面談相手 */
                contacter?: number;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 面談日（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                interview_date?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "interview_date" | "start_time" | "contacter" | "contact_method" | "staff_id" | "title" | "body" | "next_action" | "created_at" | "updated_at";
                /** @description 面談担当者 */
                staff_id?: number;
                /** @description 生徒 */
                student_id?: number;
                /** @description 生徒氏名 */
                student_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listInterviewTemplate: {
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
                    "application/json": components["schemas"]["InterviewTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInterviewTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewTemplateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getInterviewTemplate: {
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
                    "application/json": components["schemas"]["InterviewTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInterviewTemplate: {
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
                "application/json": components["schemas"]["InterviewTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewTemplate"];
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
    deleteInterviewTemplate: {
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
    exportInterviewTemplate: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reorderInterviewTemplate: {
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
    listInvoicePrintSetting: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "title" | "issuer_name" | "registration_number" | "issuer_postal_code" | "issuer_address" | "issuer_phone" | "message" | "shows_transfer_account" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["InvoicePrintSettingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getInvoicePrintSetting: {
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
                    "application/json": components["schemas"]["InvoicePrintSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInvoicePrintSetting: {
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
                "application/json": components["schemas"]["InvoicePrintSettingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePrintSetting"];
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
    exportInvoicePrintSetting: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "title" | "issuer_name" | "registration_number" | "issuer_postal_code" | "issuer_address" | "issuer_phone" | "message" | "shows_transfer_account" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    invoiceBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
                studentId: string;
                year: string;
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
                    "application/json": components["schemas"]["InvoiceBillResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    invoiceConfig: {
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
                    "application/json": components["schemas"]["InvoiceConfigResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    invoiceDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
                studentId: string;
                year: string;
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
                    "application/pdf": string;
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
    listLeavingReason: {
        parameters: {
            query?: {
                /** @description 転塾先 */
                is_switch_destination?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 名称 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "is_switch_destination" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["LeavingReasonPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createLeavingReason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeavingReasonInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeavingReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getLeavingReason: {
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
                    "application/json": components["schemas"]["LeavingReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLeavingReason: {
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
                "application/json": components["schemas"]["LeavingReasonInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeavingReason"];
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
    deleteLeavingReason: {
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
    exportLeavingReason: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 転塾先 */
                is_switch_destination?: string;
                /** @description 名称 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "is_switch_destination" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLessonReport: {
        parameters: {
            query?: {
                /** @description 授業日（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                lesson_date?: string;
                /** @description 授業科目 */
                lesson_subject_id?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "lesson_id" | "student_id" | "schoolhouse_id" | "teacher_id" | "lesson_subject_id" | "lesson_date" | "timetable_period_id" | "lesson_type" | "attendance" | "comprehension" | "homework_status" | "textbook_id" | "textbook_range" | "lesson_content" | "homework" | "note" | "next_lesson" | "evaluation" | "free_input_1" | "free_input_2" | "free_input_3" | "staff_comment" | "status" | "published_at" | "read_at" | "created_at" | "updated_at";
                /** @description 公開状況 */
                status?: string;
                /** @description 生徒 */
                student_id?: number;
                /** @description 生徒氏名 */
                student_name?: string;
                /** @description 講師 */
                teacher_id?: number;
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
                    "application/json": components["schemas"]["LessonReportPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createLessonReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonReportInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getLessonReport: {
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
                    "application/json": components["schemas"]["LessonReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLessonReport: {
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
                "application/json": components["schemas"]["LessonReportInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonReport"];
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
    deleteLessonReport: {
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
    reportAttachments: {
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
                    /** @description JSON of ReportAttachmentsBody */
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
                    "application/json": components["schemas"]["ReportAttachmentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportComments: {
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
                    "application/json": components["schemas"]["ReportCommentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportCommentCreate: {
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
                "application/json": components["schemas"]["ReportCommentCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCommentCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportNext: {
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
                    "application/json": components["schemas"]["ReportNextResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportPrevious: {
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
                    "application/json": components["schemas"]["ReportPreviousResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportReference: {
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
                    "application/json": components["schemas"]["ReportReferenceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportView: {
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
                    "application/json": components["schemas"]["ReportViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportBulkComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBulkCommentBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportBulkCommentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportBulkCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBulkCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportBulkCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportBulkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBulkDeleteBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportBulkDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportBulkUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBulkUnpublishBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportBulkUnpublishResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportBulkUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBulkUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportBulkUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportLessonReport: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 授業日（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                lesson_date?: string;
                /** @description 授業科目 */
                lesson_subject_id?: number;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "lesson_id" | "student_id" | "schoolhouse_id" | "teacher_id" | "lesson_subject_id" | "lesson_date" | "timetable_period_id" | "lesson_type" | "attendance" | "comprehension" | "homework_status" | "textbook_id" | "textbook_range" | "lesson_content" | "homework" | "note" | "next_lesson" | "evaluation" | "free_input_1" | "free_input_2" | "free_input_3" | "staff_comment" | "status" | "published_at" | "read_at" | "created_at" | "updated_at";
                /** @description 公開状況 */
                status?: string;
                /** @description 生徒 */
                student_id?: number;
                /** @description 生徒氏名 */
                student_name?: string;
                /** @description 講師 */
                teacher_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reportProtectorList: {
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
                    "application/json": components["schemas"]["ReportProtectorListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportProtectorDetail: {
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
                    "application/json": components["schemas"]["ReportProtectorDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportPublishBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPublishResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listReportTemplate: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "title" | "lesson_content" | "homework" | "note" | "sort_order" | "created_at" | "updated_at";
                /** @description テンプレート名 */
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
                    "application/json": components["schemas"]["ReportTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createReportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportTemplateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getReportTemplate: {
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
                    "application/json": components["schemas"]["ReportTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReportTemplate: {
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
                "application/json": components["schemas"]["ReportTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTemplate"];
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
    deleteReportTemplate: {
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
    exportReportTemplate: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "title" | "lesson_content" | "homework" | "note" | "sort_order" | "created_at" | "updated_at";
                /** @description テンプレート名 */
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reportTimetables: {
        parameters: {
            query: {
                date: string;
                schoolhouse_id?: number;
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
                    "application/json": components["schemas"]["ReportTimetablesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportUnpublishAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportUnpublishAllBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportUnpublishAllResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportUnreadFamilies: {
        parameters: {
            query: {
                month: string;
                schoolhouse_id?: number;
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
                    "application/json": components["schemas"]["ReportUnreadFamiliesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reorderReportTemplate: {
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
    listLessonSubject: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 科目名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 対象 */
                school_kind?: number;
                /** @description 学校教科 */
                school_subject_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "short_name" | "school_subject_id" | "school_kind" | "color" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["LessonSubjectPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createLessonSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonSubjectInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonSubject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getLessonSubject: {
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
                    "application/json": components["schemas"]["LessonSubject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLessonSubject: {
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
                "application/json": components["schemas"]["LessonSubjectInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonSubject"];
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
    deleteLessonSubject: {
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
    exportLessonSubject: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 科目名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 対象 */
                school_kind?: number;
                /** @description 学校教科 */
                school_subject_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "short_name" | "school_subject_id" | "school_kind" | "color" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listMailPattern: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description パターン名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "target" | "subject" | "body" | "sort_order" | "created_at" | "updated_at";
                /** @description 送信先 */
                target?: string;
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
                    "application/json": components["schemas"]["MailPatternPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createMailPattern: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailPatternInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailPattern"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getMailPattern: {
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
                    "application/json": components["schemas"]["MailPattern"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMailPattern: {
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
                "application/json": components["schemas"]["MailPatternInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailPattern"];
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
    deleteMailPattern: {
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
    exportMailPattern: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description パターン名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "target" | "subject" | "body" | "sort_order" | "created_at" | "updated_at";
                /** @description 送信先 */
                target?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    mailBounces: {
        parameters: {
            query?: {
                recipient?: string;
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
                    "application/json": components["schemas"]["MailBouncesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    mailUnsubscribePage: {
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
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    mailUnsubscribe: {
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
                    "application/json": components["schemas"]["MailUnsubscribeResponse"];
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
    maintenanceNormalFrameDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceNormalFrameDeleteBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceNormalFrameDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    maintenanceNormalFrameDeletePreview: {
        parameters: {
            query: {
                lessons_from?: string;
                limit?: number;
                page?: number;
                schoolhouse_id?: number;
                yearly_schedule_id: number;
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
                    "application/json": components["schemas"]["MaintenanceNormalFrameDeletePreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNormalFrameDeletion: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "yearly_schedule_id" | "schoolhouse_id" | "lessons_from" | "status" | "frame_count" | "lesson_count" | "user_name" | "applied_at" | "message" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["NormalFrameDeletionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNormalFrameDeletion: {
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
                    "application/json": components["schemas"]["NormalFrameDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportNormalFrameDeletion: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "yearly_schedule_id" | "schoolhouse_id" | "lessons_from" | "status" | "frame_count" | "lesson_count" | "user_name" | "applied_at" | "message" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNormalFrame: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "yearly_schedule_id" | "schoolhouse_id" | "weekday" | "timetable_period_id" | "student_id" | "teacher_id" | "lesson_subject_id" | "seat_id" | "lesson_kind" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
                /** @description 講師 */
                teacher_id?: number;
                /** @description 曜日 */
                weekday?: number;
                /** @description 期 */
                yearly_schedule_id?: number;
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
                    "application/json": components["schemas"]["NormalFramePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNormalFrame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NormalFrameInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NormalFrame"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getNormalFrame: {
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
                    "application/json": components["schemas"]["NormalFrame"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateNormalFrame: {
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
                "application/json": components["schemas"]["NormalFrameInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NormalFrame"];
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
    deleteNormalFrame: {
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
    exportNormalFrame: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "yearly_schedule_id" | "schoolhouse_id" | "weekday" | "timetable_period_id" | "student_id" | "teacher_id" | "lesson_subject_id" | "seat_id" | "lesson_kind" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
                /** @description 講師 */
                teacher_id?: number;
                /** @description 曜日 */
                weekday?: number;
                /** @description 期 */
                yearly_schedule_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    exportNoticeTemplate: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listOperationLog: {
        parameters: {
            query?: {
                /** @description 操作種別 */
                action?: string;
                /** @description 作成日時（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                created_at?: string;
                /** @description 操作元IPアドレス */
                ip_address?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 対象ID */
                record_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "user_name" | "acting_user_id" | "student_id" | "target" | "record_id" | "action" | "before" | "after" | "operation" | "ip_address" | "request_id" | "created_at" | "updated_at";
                /** @description 対象 */
                target?: string;
                /** @description 操作者 */
                user_name?: string;
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
                    "application/json": components["schemas"]["OperationLogPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOperationLog: {
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
                    "application/json": components["schemas"]["OperationLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportOperationLog: {
        parameters: {
            query?: {
                /** @description 操作種別 */
                action?: string;
                /** @description 作成日時（期間: YYYY-MM-DD..YYYY-MM-DD、片側は省略可） */
                created_at?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 操作元IPアドレス */
                ip_address?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 対象ID */
                record_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "user_name" | "acting_user_id" | "student_id" | "target" | "record_id" | "action" | "before" | "after" | "operation" | "ip_address" | "request_id" | "created_at" | "updated_at";
                /** @description 対象 */
                target?: string;
                /** @description 操作者 */
                user_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listParentQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["ParentQuestionnaireItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createParentQuestionnaireItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getParentQuestionnaireItem: {
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
                    "application/json": components["schemas"]["ParentQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateParentQuestionnaireItem: {
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
                "application/json": components["schemas"]["ParentQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentQuestionnaireItem"];
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
    deleteParentQuestionnaireItem: {
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
    exportParentQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用中 */
                is_active?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPaymentMethod: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 支払区分 */
                method_kind?: string;
                /** @description 支払方法名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "method_kind" | "fee_amount" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["PaymentMethodPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getPaymentMethod: {
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
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePaymentMethod: {
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
                "application/json": components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
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
    deletePaymentMethod: {
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
    exportPaymentMethod: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 支払区分 */
                method_kind?: string;
                /** @description 支払方法名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "method_kind" | "fee_amount" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listPrintRequest: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "title" | "body" | "document_path" | "requested_by_user_id" | "requested_by_name" | "status" | "printed_at" | "created_at" | "updated_at";
                /** @description 印刷状況 */
                status?: number;
                /** @description 書類名 */
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
                    "application/json": components["schemas"]["PrintRequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    printRequestCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrintRequestCreateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintRequestCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPrintRequest: {
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
                    "application/json": components["schemas"]["PrintRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePrintRequest: {
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
                "application/json": components["schemas"]["PrintRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintRequest"];
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
    printRequestStatus: {
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
                "application/json": components["schemas"]["PrintRequestStatusBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintRequestStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportPrintRequest: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "title" | "body" | "document_path" | "requested_by_user_id" | "requested_by_name" | "status" | "printed_at" | "created_at" | "updated_at";
                /** @description 印刷状況 */
                status?: number;
                /** @description 書類名 */
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listProtector: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 電話番号 */
                phone?: string;
                /** @description 保護者氏名 */
                protector_name?: string;
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 学年（いずれか、カンマ区切り） */
                schoolyear_ids?: number[];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "family_name" | "first_name" | "family_name_kana" | "first_name_kana" | "phone" | "created_at" | "updated_at";
                /** @description 生徒ステータス（いずれか、カンマ区切り） */
                statuses?: number[];
                /** @description 生徒氏名 */
                student_name?: string;
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
                    "application/json": components["schemas"]["ProtectorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getProtector: {
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
                    "application/json": components["schemas"]["Protector"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProtector: {
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
                "application/json": components["schemas"]["ProtectorInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Protector"];
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
    exportProtector: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 電話番号 */
                phone?: string;
                /** @description 保護者氏名 */
                protector_name?: string;
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 学年（いずれか、カンマ区切り） */
                schoolyear_ids?: number[];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "family_name" | "first_name" | "family_name_kana" | "first_name_kana" | "phone" | "created_at" | "updated_at";
                /** @description 生徒ステータス（いずれか、カンマ区切り） */
                statuses?: number[];
                /** @description 生徒氏名 */
                student_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listReceiptCardItem: {
        parameters: {
            query?: {
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["ReceiptCardItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createReceiptCardItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptCardItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptCardItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getReceiptCardItem: {
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
                    "application/json": components["schemas"]["ReceiptCardItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReceiptCardItem: {
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
                "application/json": components["schemas"]["ReceiptCardItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptCardItem"];
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
    deleteReceiptCardItem: {
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
    exportReceiptCardItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用中 */
                is_active?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    recordsClass: {
        parameters: {
            query?: {
                exam_name?: string;
                exam_point?: 1 | 2 | 3 | 4 | 5 | 6;
                fiscal_year?: number;
                record_kind?: "examination" | "test";
                schoolhouse_id?: number;
                schoolyear_id?: number;
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
                    "application/json": components["schemas"]["RecordsClassResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordsClassSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordsClassSaveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsClassSaveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordsStudent: {
        parameters: {
            query?: {
                fiscal_year?: number;
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
                    "application/json": components["schemas"]["RecordsStudentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordsStudentSave: {
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
                "application/json": components["schemas"]["RecordsStudentSaveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsStudentSaveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordsSchoolSubjects: {
        parameters: {
            query?: {
                fiscal_year?: number;
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
                    "application/json": components["schemas"]["RecordsSchoolSubjectsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordsSchoolSubjectsSave: {
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
                "application/json": components["schemas"]["RecordsSchoolSubjectsSaveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsSchoolSubjectsSaveResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listReportDataFix: {
        parameters: {
            query?: {
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 確定済み */
                is_fixed?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "section_record" | "schoolhouse_id" | "is_fixed" | "fixed_on" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["ReportDataFixPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createReportDataFix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportDataFixInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDataFix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getReportDataFix: {
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
                    "application/json": components["schemas"]["ReportDataFix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReportDataFix: {
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
                "application/json": components["schemas"]["ReportDataFixInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDataFix"];
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
    deleteReportDataFix: {
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
    exportReportDataFix: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 確定済み */
                is_fixed?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "section_record" | "schoolhouse_id" | "is_fixed" | "fixed_on" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reportGenerations: {
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
                    "application/json": components["schemas"]["ReportGenerationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSchoolScorePoint: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 学校 */
                school_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_id" | "rating" | "points" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SchoolScorePointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSchoolScorePoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolScorePointInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolScorePoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSchoolScorePoint: {
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
                    "application/json": components["schemas"]["SchoolScorePoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSchoolScorePoint: {
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
                "application/json": components["schemas"]["SchoolScorePointInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolScorePoint"];
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
    deleteSchoolScorePoint: {
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
    exportSchoolScorePoint: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 学校 */
                school_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_id" | "rating" | "points" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listSchoolSubject: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 教科名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "short_name" | "is_main_five" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SchoolSubjectPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSchoolSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolSubjectInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolSubject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSchoolSubject: {
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
                    "application/json": components["schemas"]["SchoolSubject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSchoolSubject: {
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
                "application/json": components["schemas"]["SchoolSubjectInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolSubject"];
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
    deleteSchoolSubject: {
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
    exportSchoolSubject: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 教科名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "short_name" | "is_main_five" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    maintenanceAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceAdvanceBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceAdvanceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    maintenanceAdvancePreview: {
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
                    "application/json": components["schemas"]["MaintenanceAdvancePreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSchoolYearAdvance: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "status" | "student_count" | "user_name" | "applied_at" | "cancelled_at" | "message" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SchoolYearAdvancePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSchoolYearAdvance: {
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
                    "application/json": components["schemas"]["SchoolYearAdvance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    maintenanceAdvanceCancel: {
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
                    "application/json": components["schemas"]["MaintenanceAdvanceCancelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportSchoolYearAdvance: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "fiscal_year" | "status" | "student_count" | "user_name" | "applied_at" | "cancelled_at" | "message" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
                sort?: "id" | "company_id" | "area_id" | "schoolhouse_name" | "schoolhouse_name_kana" | "phone" | "email" | "postal_code" | "address" | "open_time" | "close_time" | "opening_note" | "sort_order" | "created_at" | "updated_at";
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
    createSchoolhouse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolhouseInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
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
    updateSchoolhouse: {
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
                "application/json": components["schemas"]["SchoolhouseInput"];
            };
        };
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteSchoolhouse: {
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
    exportSchoolhouse: {
        parameters: {
            query?: {
                /** @description エリア */
                area_id?: number;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎名 */
                schoolhouse_name?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "area_id" | "schoolhouse_name" | "schoolhouse_name_kana" | "phone" | "email" | "postal_code" | "address" | "open_time" | "close_time" | "opening_note" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    exportSchool: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    exportSchoolyear: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listSeat: {
        parameters: {
            query?: {
                /** @description 使用する */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 座席名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "name" | "note" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SeatPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSeat: {
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
                    "application/json": components["schemas"]["Seat"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSeat: {
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
                "application/json": components["schemas"]["SeatInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"];
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
    deleteSeat: {
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
    exportSeat: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用する */
                is_active?: string;
                /** @description 座席名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "schoolhouse_id" | "name" | "note" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listLessonReportSetting: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "uses_staff_comment" | "uses_lesson_type" | "uses_attendance" | "uses_comprehension" | "uses_homework_status" | "uses_textbook" | "uses_attachments" | "uses_lesson_content" | "uses_homework" | "uses_note" | "uses_next_lesson" | "uses_evaluation" | "free_input_1_name" | "free_input_2_name" | "free_input_3_name" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["LessonReportSettingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLessonReportSetting: {
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
                    "application/json": components["schemas"]["LessonReportSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLessonReportSetting: {
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
                "application/json": components["schemas"]["LessonReportSettingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonReportSetting"];
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
    exportLessonReportSetting: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "uses_staff_comment" | "uses_lesson_type" | "uses_attendance" | "uses_comprehension" | "uses_homework_status" | "uses_textbook" | "uses_attachments" | "uses_lesson_content" | "uses_homework" | "uses_note" | "uses_next_lesson" | "uses_evaluation" | "free_input_1_name" | "free_input_2_name" | "free_input_3_name" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStaff: {
        parameters: {
            query?: {
                /** @description 担当エリア */
                area_id?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "staff_name" | "staff_name_kana" | "area_id" | "phone" | "created_at" | "updated_at";
                /** @description スタッフ名 */
                staff_name?: string;
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
                    "application/json": components["schemas"]["StaffPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaff: {
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
                    "application/json": components["schemas"]["Staff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStaff: {
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
                "application/json": components["schemas"]["StaffInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Staff"];
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
    exportStaff: {
        parameters: {
            query?: {
                /** @description 担当エリア */
                area_id?: number;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "staff_name" | "staff_name_kana" | "area_id" | "phone" | "created_at" | "updated_at";
                /** @description スタッフ名 */
                staff_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStudentFee: {
        parameters: {
            query?: {
                /** @description 料金項目 */
                fee_item_id?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "fee_item_id" | "unit_price" | "quantity" | "starts_month" | "ends_month" | "note" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "application/json": components["schemas"]["StudentFeePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStudentFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentFeeInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentFee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStudentFee: {
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
                    "application/json": components["schemas"]["StudentFee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStudentFee: {
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
                "application/json": components["schemas"]["StudentFeeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentFee"];
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
    deleteStudentFee: {
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
    exportStudentFee: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 料金項目 */
                fee_item_id?: number;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "fee_item_id" | "unit_price" | "quantity" | "starts_month" | "ends_month" | "note" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStudentQuestionnaireAnswer: {
        parameters: {
            query?: {
                /** @description 質問 */
                item_id?: number;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "item_id" | "answer" | "answered_on" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "application/json": components["schemas"]["StudentQuestionnaireAnswerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStudentQuestionnaireAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentQuestionnaireAnswerInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentQuestionnaireAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStudentQuestionnaireAnswer: {
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
                    "application/json": components["schemas"]["StudentQuestionnaireAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStudentQuestionnaireAnswer: {
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
                "application/json": components["schemas"]["StudentQuestionnaireAnswerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentQuestionnaireAnswer"];
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
    exportStudentQuestionnaireAnswer: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 質問 */
                item_id?: number;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_id" | "item_id" | "answer" | "answered_on" | "created_at" | "updated_at";
                /** @description 生徒 */
                student_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStudentQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["StudentQuestionnaireItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStudentQuestionnaireItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getStudentQuestionnaireItem: {
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
                    "application/json": components["schemas"]["StudentQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStudentQuestionnaireItem: {
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
                "application/json": components["schemas"]["StudentQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentQuestionnaireItem"];
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
    deleteStudentQuestionnaireItem: {
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
    exportStudentQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用中 */
                is_active?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStudent: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 保護者 */
                protector_id?: number;
                /** @description 保護者氏名 */
                protector_name?: string;
                /** @description 学校（いずれか、カンマ区切り） */
                school_id?: number[];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 学年（いずれか、カンマ区切り） */
                schoolyear_id?: number[];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_number" | "family_name_kanji" | "first_name_kanji" | "family_name_kana" | "first_name_kana" | "schoolyear_id" | "schoolhouse_id" | "protector_id" | "school_id" | "status" | "user_id" | "created_at" | "updated_at";
                /** @description ステータス（いずれか、カンマ区切り） */
                status?: number[];
                /** @description 生徒氏名（カナ） */
                student_name_kana?: string;
                /** @description 生徒氏名 */
                student_name_kanji?: string;
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
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
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
    updateStudent: {
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
                "application/json": components["schemas"]["StudentInput"];
            };
        };
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    exportStudent: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 保護者 */
                protector_id?: number;
                /** @description 保護者氏名 */
                protector_name?: string;
                /** @description 学校（いずれか、カンマ区切り） */
                school_id?: number[];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 学年（いずれか、カンマ区切り） */
                schoolyear_id?: number[];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "student_number" | "family_name_kanji" | "first_name_kanji" | "family_name_kana" | "first_name_kana" | "schoolyear_id" | "schoolhouse_id" | "protector_id" | "school_id" | "status" | "user_id" | "created_at" | "updated_at";
                /** @description ステータス（いずれか、カンマ区切り） */
                status?: number[];
                /** @description 生徒氏名（カナ） */
                student_name_kana?: string;
                /** @description 生徒氏名 */
                student_name_kanji?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listSurveyWatchPoint: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 着目ポイント */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "description" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SurveyWatchPointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSurveyWatchPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyWatchPointInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyWatchPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getSurveyWatchPoint: {
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
                    "application/json": components["schemas"]["SurveyWatchPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSurveyWatchPoint: {
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
                "application/json": components["schemas"]["SurveyWatchPointInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyWatchPoint"];
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
    deleteSurveyWatchPoint: {
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
    exportSurveyWatchPoint: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 着目ポイント */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "name" | "description" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    communicationSurveyDownload: {
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
    communicationSurveyResults: {
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
                    "application/json": components["schemas"]["CommunicationSurveyResultsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
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
    communicationSurveyAnswer: {
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
                "application/json": components["schemas"]["CommunicationSurveyAnswerBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationSurveyAnswerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSystemSetting: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_display_name" | "school_display_name_kana" | "representative_email" | "representative_phone" | "fiscal_year_start_month" | "default_lesson_minutes" | "session_timeout_minutes" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["SystemSettingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSystemSetting: {
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
                    "application/json": components["schemas"]["SystemSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSystemSetting: {
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
                "application/json": components["schemas"]["SystemSettingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemSetting"];
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
    exportSystemSetting: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "school_display_name" | "school_display_name_kana" | "representative_email" | "representative_phone" | "fiscal_year_start_month" | "default_lesson_minutes" | "session_timeout_minutes" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    exportTag: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description タグ名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTeacherQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description 使用中 */
                is_active?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["TeacherQuestionnaireItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTeacherQuestionnaireItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTeacherQuestionnaireItem: {
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
                    "application/json": components["schemas"]["TeacherQuestionnaireItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTeacherQuestionnaireItem: {
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
                "application/json": components["schemas"]["TeacherQuestionnaireItemInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherQuestionnaireItem"];
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
    deleteTeacherQuestionnaireItem: {
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
    exportTeacherQuestionnaireItem: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 使用中 */
                is_active?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 質問 */
                question?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "question" | "answer_type" | "choices" | "is_required" | "is_active" | "sort_order" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTeacherSchoolhouse: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "teacher_id" | "schoolhouse_id" | "created_at" | "updated_at";
                /** @description 講師 */
                teacher_id?: number;
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
                    "application/json": components["schemas"]["TeacherSchoolhousePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTeacherSchoolhouse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherSchoolhouseInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherSchoolhouse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTeacherSchoolhouse: {
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
                    "application/json": components["schemas"]["TeacherSchoolhouse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTeacherSchoolhouse: {
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
    exportTeacherSchoolhouse: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "teacher_id" | "schoolhouse_id" | "created_at" | "updated_at";
                /** @description 講師 */
                teacher_id?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTeacher: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 所属校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "teacher_number" | "name_kanji" | "name_kana" | "phone" | "created_at" | "updated_at";
                /** @description 講師氏名 */
                teacher_name?: string;
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
    updateTeacher: {
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
                "application/json": components["schemas"]["TeacherInput"];
            };
        };
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    exportTeacher: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 所属校舎 */
                schoolhouse_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "user_id" | "teacher_number" | "name_kanji" | "name_kana" | "phone" | "created_at" | "updated_at";
                /** @description 講師氏名 */
                teacher_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTextbook: {
        parameters: {
            query?: {
                /** @description 教材コード */
                code?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 教材名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 出版社 */
                publisher?: string;
                /** @description 教科 */
                school_subject_id?: number;
                /** @description 学年 */
                schoolyear_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "code" | "name" | "schoolyear_id" | "school_subject_id" | "status" | "publisher" | "note" | "created_at" | "updated_at";
                /** @description ステータス */
                status?: string;
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
                    "application/json": components["schemas"]["TextbookPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTextbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextbookInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Textbook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTextbook: {
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
                    "application/json": components["schemas"]["Textbook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTextbook: {
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
                "application/json": components["schemas"]["TextbookInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Textbook"];
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
    deleteTextbook: {
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
    exportTextbook: {
        parameters: {
            query?: {
                /** @description 教材コード */
                code?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 教材名 */
                name?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 出版社 */
                publisher?: string;
                /** @description 教科 */
                school_subject_id?: number;
                /** @description 学年 */
                schoolyear_id?: number;
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "code" | "name" | "schoolyear_id" | "school_subject_id" | "status" | "publisher" | "note" | "created_at" | "updated_at";
                /** @description ステータス */
                status?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTextbookUnit: {
        parameters: {
            query?: {
                /** @description 章 */
                chapter_name?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "textbook_id" | "chapter_name" | "unit_name" | "page_from" | "page_to" | "sort_order" | "created_at" | "updated_at";
                /** @description 教材 */
                textbook_id?: number;
                /** @description 単元名 */
                unit_name?: string;
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
                    "application/json": components["schemas"]["TextbookUnitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTextbookUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextbookUnitInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextbookUnit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTextbookUnit: {
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
                    "application/json": components["schemas"]["TextbookUnit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTextbookUnit: {
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
                "application/json": components["schemas"]["TextbookUnitInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextbookUnit"];
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
    deleteTextbookUnit: {
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
    exportTextbookUnit: {
        parameters: {
            query?: {
                /** @description 章 */
                chapter_name?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "textbook_id" | "chapter_name" | "unit_name" | "page_from" | "page_to" | "sort_order" | "created_at" | "updated_at";
                /** @description 教材 */
                textbook_id?: number;
                /** @description 単元名 */
                unit_name?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTimetablePeriod: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "period_number" | "name" | "start_time" | "end_time" | "created_at" | "updated_at";
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
                    "application/json": components["schemas"]["TimetablePeriodPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTimetablePeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimetablePeriodInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimetablePeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getTimetablePeriod: {
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
                    "application/json": components["schemas"]["TimetablePeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTimetablePeriod: {
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
                "application/json": components["schemas"]["TimetablePeriodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimetablePeriod"];
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
    deleteTimetablePeriod: {
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
    exportTimetablePeriod: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "period_number" | "name" | "start_time" | "end_time" | "created_at" | "updated_at";
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    accountMailSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountMailSettingBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMailSettingResponse"];
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
    listVersionHistory: {
        parameters: {
            query?: {
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "version" | "released_on" | "summary" | "details" | "created_at" | "updated_at";
                /** @description 概要 */
                summary?: string;
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
                    "application/json": components["schemas"]["VersionHistoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getVersionHistory: {
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
                    "application/json": components["schemas"]["VersionHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportVersionHistory: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "version" | "released_on" | "summary" | "details" | "created_at" | "updated_at";
                /** @description 概要 */
                summary?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listYearlySchedule: {
        parameters: {
            query?: {
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 現在の期 */
                is_current?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "term_kind" | "fiscal_year" | "period_code" | "start_date" | "end_date" | "is_current" | "created_at" | "updated_at";
                /** @description 区分 */
                term_kind?: number;
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
                    "application/json": components["schemas"]["YearlySchedulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createYearlySchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["YearlyScheduleInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YearlySchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getYearlySchedule: {
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
                    "application/json": components["schemas"]["YearlySchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateYearlySchedule: {
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
                "application/json": components["schemas"]["YearlyScheduleInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YearlySchedule"];
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
    deleteYearlySchedule: {
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
    exportYearlySchedule: {
        parameters: {
            query?: {
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 年度 */
                fiscal_year?: number;
                /** @description 現在の期 */
                is_current?: string;
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 並べ替える項目 */
                sort?: "id" | "company_id" | "term_kind" | "fiscal_year" | "period_code" | "start_date" | "end_date" | "is_current" | "created_at" | "updated_at";
                /** @description 区分 */
                term_kind?: number;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    listZipCode: {
        parameters: {
            query?: {
                /** @description 市区町村 */
                city?: string;
                /** @description 1ページの件数 */
                limit?: components["parameters"]["Limit"];
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description ページ番号 */
                page?: components["parameters"]["Page"];
                /** @description 郵便番号 */
                postal_code?: string;
                /** @description 都道府県 */
                prefecture?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "postal_code" | "prefecture" | "city" | "town" | "prefecture_kana" | "city_kana" | "town_kana" | "created_at" | "updated_at";
                /** @description 町域 */
                town?: string;
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
                    "application/json": components["schemas"]["ZipCodePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createZipCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZipCodeInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getZipCode: {
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
                    "application/json": components["schemas"]["ZipCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateZipCode: {
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
                "application/json": components["schemas"]["ZipCodeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipCode"];
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
    deleteZipCode: {
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
    exportZipCode: {
        parameters: {
            query?: {
                /** @description 市区町村 */
                city?: string;
                /** @description CSVの文字コード */
                encoding?: "utf8" | "sjis";
                /** @description 並び順 */
                order?: components["parameters"]["Order"];
                /** @description 郵便番号 */
                postal_code?: string;
                /** @description 都道府県 */
                prefecture?: string;
                /** @description 並べ替える項目 */
                sort?: "id" | "postal_code" | "prefecture" | "city" | "town" | "prefecture_kana" | "city_kana" | "town_kana" | "created_at" | "updated_at";
                /** @description 町域 */
                town?: string;
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
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
