import { describe, expect, it } from 'vitest';
import { DeliveryKind } from '../../../src/generated/enums.js';
import { renderNoticeMessage } from '../../../src/server/domains/notices/mailContent.js';
import { mailAddressesOf } from '../../../src/server/domains/notices/mailAdapter.js';
import { htmlToText } from '../../../src/server/domains/notices/mailText.js';
import type { GuardianPlaceholderValues } from '../../../src/server/domains/messaging/placeholders.js';

describe('htmlToText (the text part of a notice e-mail)', () => {
  it.each([
    ['paragraphs as lines with a blank line between', '<p>一行目</p><p>二行目</p>', '一行目\n\n二行目'],
    ['a line break', '<p>上<br>下</p>', '上\n下'],
    ['list items one per line, also when the editor wraps them in <p>', '<ul><li><p>持ち物</p></li><li>筆記用具</li></ul>', '・持ち物\n・筆記用具'],
    ['inline tags dropped', '<p><strong>重要</strong>な<em>お知らせ</em></p>', '重要なお知らせ'],
    ['entities decoded', '<p>A &amp; B &lt;C&gt; &quot;D&quot; &#12354;&#x3044;</p>', 'A & B <C> "D" あい'],
    ['a link keeps its address', '<p><a href="https://example.jp/a">こちら</a></p>', 'こちら (https://example.jp/a)'],
    ['a link that shows its address once', '<p><a href="https://example.jp/">https://example.jp/</a></p>', 'https://example.jp/'],
    ['source line breaks inside HTML as spaces', '<p>改行\nなし</p>', '改行 なし'],
    ['plain text as it is', '一行目\n二行目', '一行目\n二行目'],
  ])('should turn %s', (_name, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('mailAddressesOf (users.email)', () => {
  it.each([
    ['one address', 'a@example.jp', 'a@example.jp'],
    ['several, full-width commas too, trimmed and without duplicates', ' a@example.jp，b@example.jp、a@example.jp ,', 'a@example.jp, b@example.jp'],
    ['none', '', null],
    ['null', null, null],
  ])('should read %s', (_name, email, addresses) => {
    expect(mailAddressesOf(email)).toBe(addresses);
  });
});

describe('renderNoticeMessage', () => {
  const values: GuardianPlaceholderValues = {
    companyName: 'さくら学習塾', schoolhouseName: '本町校', schoolhousePhone: '03-1234-5601', schoolhouseEmail: 'school1@example.jp',
    studentNumber: 'S00001', studentFamilyName: '佐藤', studentFirstName: '<陽翔>', protectorFamilyName: '佐藤', protectorFirstName: '健一',
  };
  const notice = { id: 42, title: '{生徒名}さんの面談', body: '<p>{保護者姓}様</p>', surveyDeadline: null };
  const render = (kind: string, surveyDeadline: Date | null = null) =>
    renderNoticeMessage({ notice: { ...notice, surveyDeadline }, kind, values, publicUrl: 'https://portal.example.jp' });

  it.each([
    [DeliveryKind.publish, '【さくら学習塾】<陽翔>さんの面談'],
    [DeliveryKind.unreadReminder, '【さくら学習塾】【再送】<陽翔>さんの面談'],
    [DeliveryKind.surveyReminder, '【さくら学習塾】【アンケートのお願い】<陽翔>さんの面談'],
  ])('should give a %s message the subject %s', (kind, subject) => {
    expect(render(kind).subject).toBe(subject);
  });

  it('should address the guardian, link to the notice and end with the footer', () => {
    const message = render(DeliveryKind.publish);
    expect(message.text.split('\n')).toEqual([
      '佐藤 健一 様', '', '<陽翔>さんの面談', '', '佐藤様', '',
      'お知らせの詳細・添付ファイルはこちらからご確認ください：', 'https://portal.example.jp/communication/notice/detail/42', '',
      '――', 'さくら学習塾 本町校', 'このメールは送信専用です。ご返信いただいてもお答えできません。',
    ]);
    expect(message.url).toBe('https://portal.example.jp/communication/notice/detail/42');
  });

  it('should escape the names in the HTML part and keep the body\'s own markup', () => {
    const { html } = render(DeliveryKind.publish);
    expect(html).toContain('<h2>&#60;陽翔&#62;さんの面談</h2>');
    expect(html).toContain('<div><p>佐藤様</p></div>');
    expect(html).not.toContain('<陽翔>');
  });

  it('should give the survey deadline in Japan time when there is a survey, and no deadline line otherwise', () => {
    expect(render(DeliveryKind.surveyReminder, new Date('2030-03-15T15:30:00Z')).text).toContain('アンケート回答期限：2030年03月16日 00:30');
    expect(render(DeliveryKind.publish).text).not.toContain('アンケート回答期限');
  });
});
