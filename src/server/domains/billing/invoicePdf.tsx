import { createRequire } from 'node:module';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { ClaimKind, TaxCategory } from '../../../generated/enums.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';

/**
 * The invoice a family prints (適格請求書): A4, Japanese, from the company's 請求書印刷設定. The text is set in Noto Sans
 * JP, a complete TTF shipped by the npm package @expo-google-fonts/noto-sans-jp (installed with the project, never
 * downloaded at run time; server only, the web bundle never imports this file). @react-pdf/renderer embeds the subset
 * of glyphs used with a ToUnicode map, so the PDF's text can be selected and searched.
 */

const require = createRequire(import.meta.url);
const FONT = 'NotoSansJP';
Font.register({
  family: FONT,
  fonts: [
    { src: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'), fontWeight: 400 },
    { src: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'), fontWeight: 700 },
  ],
});
// Japanese has no spaces between words: a line may break after any character (an empty piece after each keeps
// react-pdf from adding a hyphen where it breaks).
Font.registerHyphenationCallback((word) => Array.from(word).flatMap((c) => [c, '']));

/** One line of the invoice (a claim). */
export interface InvoicePdfLine { item_name: string; unit_price: number; quantity: number; amount: number; tax_category: string; claim_kind: string }

/** Everything the printed invoice shows. */
export interface InvoicePdfInput {
  settings: {
    title: string; issuer_name: string; registration_number: string | null; issuer_postal_code: string | null;
    issuer_address: string | null; issuer_phone: string | null; message: string | null; shows_transfer_account: boolean;
  };
  guardianName: string | null;
  studentName: string;
  invoiceNumber: string;
  /** YYYY-MM */
  billingMonth: string;
  /** YYYY-MM-DD (Japan) */
  issuedOn: string | null;
  /** YYYY-MM-DD */
  dueOn: string | null;
  lines: InvoicePdfLine[];
  taxable10: number; tax10: number; taxable8: number; tax8: number; exemptTotal: number; total: number;
  /** The account the month is debited from (口座振替), when the student has one. */
  debitAccount: { bankName: string; branchName: string } | null;
}

const m = (key: MessageKey, values?: Record<string, string | number>) => formatMessage(key, values);

/** ¥12,345 (a discount: -¥1,000). */
export function yenText(amount: number): string {
  return `${amount < 0 ? '-' : ''}${m('invoicePdf.yen', { amount: Math.abs(amount).toLocaleString('ja-JP') })}`;
}

/** 2026年12月 of 2026-12. */
export function monthText(month: string): string {
  const [year, mm] = month.split('-');
  return m('invoicePdf.monthValue', { year: year!, month: mm! });
}

/** 2026年12月27日 of 2026-12-27. */
export function dateText(date: string | null): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return m('invoicePdf.dateValue', { year: year!, month: month!, day: day! });
}

const TAX_MARK: Record<string, MessageKey> = { [TaxCategory.taxable]: 'invoicePdf.taxable', [TaxCategory.reduced]: 'invoicePdf.reduced', [TaxCategory.exempt]: 'invoicePdf.exempt' };

const s = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 9.5, paddingTop: 40, paddingBottom: 48, paddingHorizontal: 44, color: '#222' },
  title: { fontSize: 20, fontWeight: 700, textAlign: 'center', letterSpacing: 4, marginBottom: 18 },
  top: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  addressee: { width: '52%' },
  guardian: { fontSize: 14, borderBottomWidth: 1, borderBottomColor: '#222', paddingBottom: 3, marginBottom: 5 },
  meta: { width: '42%' },
  metaRow: { flexDirection: 'row', marginBottom: 2 },
  metaLabel: { width: 70, color: '#555' },
  issuer: { marginTop: 8 },
  issuerName: { fontSize: 11, fontWeight: 700, marginBottom: 2 },
  totalBox: { flexDirection: 'row', alignItems: 'center', borderWidth: 1.2, borderColor: '#222', paddingVertical: 6, paddingHorizontal: 10, marginTop: 6, marginBottom: 14, width: '60%' },
  totalLabel: { fontSize: 12, marginRight: 14 },
  totalAmount: { fontSize: 16, fontWeight: 700 },
  table: { borderTopWidth: 1, borderTopColor: '#222', marginBottom: 8 },
  headRow: { flexDirection: 'row', backgroundColor: '#eee', borderBottomWidth: 0.6, borderBottomColor: '#222', paddingVertical: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.4, borderBottomColor: '#999', paddingVertical: 3 },
  cName: { width: '46%', paddingHorizontal: 4 },
  cPrice: { width: '16%', paddingHorizontal: 4, textAlign: 'right' },
  cQty: { width: '8%', paddingHorizontal: 4, textAlign: 'right' },
  cAmount: { width: '18%', paddingHorizontal: 4, textAlign: 'right' },
  cTax: { width: '12%', paddingHorizontal: 4, textAlign: 'center' },
  summary: { alignSelf: 'flex-end', width: '55%', marginBottom: 8 },
  sumRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2, borderBottomWidth: 0.4, borderBottomColor: '#bbb' },
  sumTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, borderBottomWidth: 1.2, borderBottomColor: '#222' },
  note: { color: '#555', fontSize: 8.5, marginBottom: 4 },
  message: { marginTop: 8, padding: 8, borderWidth: 0.6, borderColor: '#999' },
});

function InvoiceDocument({ input }: { input: InvoicePdfInput }) {
  const { settings } = input;
  const hasReduced = input.taxable8 !== 0 || input.lines.some((l) => l.tax_category === TaxCategory.reduced);
  const hasExempt = input.exemptTotal !== 0 || input.lines.some((l) => l.tax_category === TaxCategory.exempt);
  const month = monthText(input.billingMonth);
  return (
    <Document title={m('invoicePdf.pageTitle', { title: settings.title, month })} author={settings.issuer_name} language="ja">
      <Page size="A4" style={s.page}>
        <Text style={s.title}>{settings.title}</Text>
        <View style={s.top}>
          <View style={s.addressee}>
            <Text style={s.guardian}>{m('invoicePdf.addressee', { name: input.guardianName ?? input.studentName })}</Text>
            <Text>{m('invoicePdf.student', { name: input.studentName })}</Text>
          </View>
          <View style={s.meta}>
            <Meta label={m('invoicePdf.invoiceNumber')} value={input.invoiceNumber} />
            <Meta label={m('invoicePdf.billingMonth')} value={month} />
            <Meta label={m('invoicePdf.issueDate')} value={dateText(input.issuedOn)} />
            <Meta label={m('invoicePdf.dueDate')} value={dateText(input.dueOn)} />
            <View style={s.issuer}>
              <Text style={s.issuerName}>{settings.issuer_name}</Text>
              {settings.issuer_postal_code ? <Text>{m('invoicePdf.postalCode', { code: settings.issuer_postal_code })}</Text> : null}
              {settings.issuer_address ? <Text>{settings.issuer_address}</Text> : null}
              {settings.issuer_phone ? <Text>{m('invoicePdf.phone', { phone: settings.issuer_phone })}</Text> : null}
              {settings.registration_number ? <Text>{m('invoicePdf.registrationNumber', { number: settings.registration_number })}</Text> : null}
            </View>
          </View>
        </View>
        <Text>{m('invoicePdf.lead')}</Text>
        <View style={s.totalBox}>
          <Text style={s.totalLabel}>{m('invoicePdf.total')}</Text>
          <Text style={s.totalAmount}>{yenText(input.total)}</Text>
          <Text>{m('invoicePdf.taxIncluded')}</Text>
        </View>
        <View style={s.table}>
          <View style={s.headRow} fixed>
            <Text style={s.cName}>{m('invoicePdf.itemName')}</Text>
            <Text style={s.cPrice}>{m('invoicePdf.unitPrice')}</Text>
            <Text style={s.cQty}>{m('invoicePdf.quantity')}</Text>
            <Text style={s.cAmount}>{m('invoicePdf.amount')}</Text>
            <Text style={s.cTax}>{m('invoicePdf.taxCategory')}</Text>
          </View>
          {input.lines.map((line, i) => (
            <View key={i} style={s.row} wrap={false}>
              <Text style={s.cName}>{line.claim_kind === ClaimKind.correction ? `${line.item_name}${m('invoicePdf.correction')}` : line.item_name}</Text>
              <Text style={s.cPrice}>{yenText(line.unit_price)}</Text>
              <Text style={s.cQty}>{line.quantity}</Text>
              <Text style={s.cAmount}>{yenText(line.amount)}</Text>
              <Text style={s.cTax}>{TAX_MARK[line.tax_category] ? m(TAX_MARK[line.tax_category]!) : ''}</Text>
            </View>
          ))}
        </View>
        <View style={s.summary} wrap={false}>
          <SumRow label={m('invoicePdf.taxable10')} value={yenText(input.taxable10)} />
          <SumRow label={m('invoicePdf.tax')} value={yenText(input.tax10)} />
          {hasReduced ? <SumRow label={m('invoicePdf.taxable8')} value={yenText(input.taxable8)} /> : null}
          {hasReduced ? <SumRow label={m('invoicePdf.tax')} value={yenText(input.tax8)} /> : null}
          {hasExempt ? <SumRow label={m('invoicePdf.exemptTotal')} value={yenText(input.exemptTotal)} /> : null}
          <View style={s.sumTotal}>
            <Text style={{ fontWeight: 700 }}>{`${m('invoicePdf.total')}${m('invoicePdf.taxIncluded')}`}</Text>
            <Text style={{ fontWeight: 700 }}>{yenText(input.total)}</Text>
          </View>
        </View>
        {hasReduced ? <Text style={s.note}>{m('invoicePdf.reducedNote')}</Text> : null}
        {settings.shows_transfer_account ? (
          <Text style={s.note}>
            {input.debitAccount
              ? m('invoicePdf.debitNote', { date: dateText(input.dueOn), bank: input.debitAccount.bankName, branch: input.debitAccount.branchName })
              : m('invoicePdf.transferNote', { date: dateText(input.dueOn) })}
          </Text>
        ) : null}
        {settings.message ? <View style={s.message}><Text>{settings.message}</Text></View> : null}
      </Page>
    </Document>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return <View style={s.metaRow}><Text style={s.metaLabel}>{label}</Text><Text>{value}</Text></View>;
}

function SumRow({ label, value }: { label: string; value: string }) {
  return <View style={s.sumRow}><Text>{label}</Text><Text>{value}</Text></View>;
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  return renderToBuffer(<InvoiceDocument input={input} />);
}
