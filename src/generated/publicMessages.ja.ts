// Generated from model/ by `npm run generate`. Do not edit by hand.

/** The Japanese messages of the public screens that list theirs, and their titles (a part of messages.ja.ts). */
export const publicMessagesJa: Readonly<Record<PublicMessageKey, string>> = {
  "app.copyright": "Copyright © {{from}}-{{to}} All rights reserved.",
  "common.errorOccurred": "エラーが発生しました。",
  "common.networkError": "サーバに接続できません。",
  "login.failed": "ログインできませんでした。",
  "login.logout": "ログアウト",
  "login.password": "パスワード",
  "login.passwordRequired": "パスワードを入力してください。",
  "login.showTyped": "入力した文字を表示",
  "login.submit": "ログイン",
  "login.title": "ログイン",
  "login.username": "ログインID",
  "login.usernameRequired": "ログインIDを入力してください。",
  "screen.home.login": "ログイン"
};

export type PublicMessageKey =
  | 'app.copyright'
  | 'common.errorOccurred'
  | 'common.networkError'
  | 'login.failed'
  | 'login.logout'
  | 'login.password'
  | 'login.passwordRequired'
  | 'login.showTyped'
  | 'login.submit'
  | 'login.title'
  | 'login.username'
  | 'login.usernameRequired'
  | 'screen.home.login';
