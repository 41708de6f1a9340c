import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Descriptions, Form, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import {
  DateInput, DatePeriodInput, dateValueMessage, datePeriodMessage, isTypedText, readDateValue,
  type DateInputValue, type DatePeriodValue, type DateTextKind,
} from '../../src/web/components/date-input';

/** What the form would send: the API's text of the value, or the typed text the field keeps. */
function sentText(value: DateInputValue | undefined, kind: DateTextKind): string {
  if (isTypedText(value)) return `「${value}」（送信されません）`;
  if (!value) return '（空欄）';
  return value.format(kind === 'date' ? 'YYYY-MM-DD' : kind === 'time' ? 'HH:mm' : 'YYYY-MM-DDTHH:mm:ssZ');
}

/** The field in an antd form, as notice compose uses it: its rule says why typed text is refused. */
function DateInputDemo(props: { kind: DateTextKind; label: string; initial?: DateInputValue; onSubmit?: (value: DateInputValue) => void }) {
  const [form] = Form.useForm<{ value: DateInputValue }>();
  const value = Form.useWatch('value', form);
  const [sent, setSent] = useState<string>();
  // Text given from the start is checked at once, as it would be on leaving the field.
  useEffect(() => {
    // The refusal is shown under the field; the promise has nothing more to say.
    if (isTypedText(props.initial)) void form.validateFields().catch(() => undefined);
  }, [form, props.initial]);
  return (
    <Form form={form} layout="vertical" initialValues={{ value: props.initial ?? null }} style={{ maxWidth: 420 }}
      onFinish={(values) => { setSent(sentText(values.value, props.kind)); props.onSubmit?.(values.value); }}>
      <Form.Item name="value" label={props.label} rules={[{
        validator: (_: unknown, v: DateInputValue) => (isTypedText(v) ? Promise.reject(new Error(dateValueMessage(v, props.kind))) : Promise.resolve()),
      }]}>
        <DateInput kind={props.kind} />
      </Form.Item>
      <Descriptions size="small" column={1} items={[
        { key: 'value', label: '値', children: sentText(value, props.kind) },
        ...(sent ? [{ key: 'sent', label: '送信した値', children: sent }] : []),
      ]} />
      <Button type="primary" htmlType="submit" style={{ marginTop: 12 }}>送信</Button>
    </Form>
  );
}

function PeriodDemo() {
  const [period, setPeriod] = useState<DatePeriodValue>({ from: null, to: null });
  const message = datePeriodMessage(period);
  return (
    <div>
      <DatePeriodInput label="更新日" value={period} onChange={setPeriod} status={message ? 'error' : undefined} />
      {message && <div><Typography.Text type="danger">{message}</Typography.Text></div>}
    </div>
  );
}

/** What each form an office types reads as, in a date field (D), a date-and-time field (DT) and a time field (T). */
const typedForms: Array<{ kind: DateTextKind; text: string }> = [
  ...['2026/12/24', '2026-12-24', '2026.12.24', '20261224', '12/24', '2026年12月24日', '２０２６／１２／２４', '2026/02/30', '2026/12/24 18:00']
    .map((text) => ({ kind: 'date' as const, text })),
  ...['2026/12/24 18:00', '2026-12-20 18:00', '20261224 1800', '12/24 18時', '2026年12月24日 18時30分', '２０２６／１２／２４　１８：００', '2026/12/24', '2026/12/24 25:00']
    .map((text) => ({ kind: 'datetime' as const, text })),
  ...['18:00', '1800', '18時', '9時半', '１８：３０', '25:00'].map((text) => ({ kind: 'time' as const, text })),
];

function TypedFormsTable() {
  const kindLabel = { date: '日付', datetime: '日時', time: '時刻' };
  const rows = typedForms.map(({ kind, text }, index) => {
    const read = readDateValue(text, kind);
    const shown = 'value' in read
      ? read.value?.format(kind === 'date' ? 'YYYY年MM月DD日' : kind === 'time' ? 'HH:mm' : 'YYYY年MM月DD日 HH:mm') ?? ''
      : read.message;
    return { key: index, kind: kindLabel[kind], text, shown, ok: 'value' in read };
  });
  return (
    <Table size="small" pagination={false} dataSource={rows} style={{ maxWidth: 720 }} columns={[
      { title: '欄', dataIndex: 'kind', width: 60 },
      { title: '入力', dataIndex: 'text' },
      { title: '表示（または理由）', dataIndex: 'shown', render: (shown: string, row) => (row.ok ? shown : <Typography.Text type="danger">{shown}</Typography.Text>) },
    ]} />
  );
}

const meta: Meta<typeof DateInputDemo> = {
  title: 'Web/日付の入力',
  component: DateInputDemo,
  parameters: { docs: { description: { component: '画面共通の日付欄。事務所で打つ形（2026/12/24、20261224、12/24、2026年12月24日、全角も）を、欄を離れるか Enter で読み取り、2026年12月24日 18:00 の形で表示する。読めない入力は消さずに残し、理由を表示する。' } } },
};
export default meta;

type Story = StoryObj<typeof DateInputDemo>;

/** A date: type 2026/12/24, 20261224 or 12/24, leave the field. */
export const DateOnly: Story = { args: { kind: 'date', label: '休日' } };

/** A date and time: type 2026/12/24 18:00 or 20261224 1800. */
export const DateTime: Story = { args: { kind: 'datetime', label: '回答期限' } };

/** A time of day: 18:00, 1800, 18時30分. */
export const Time: Story = { args: { kind: 'time', label: '開校時刻' } };

/** A value given: shown the Japanese way. */
export const Filled: Story = { args: { kind: 'datetime', label: '回答期限', initial: dayjs('2026-12-24T18:00:00+09:00') } };

/** Text the field cannot read stays, with the reason. */
export const Unreadable: Story = { args: { kind: 'date', label: '休日', initial: '2026/02/30' } };

/** The forms an office types, read by the field. */
export const TypedForms: StoryObj = { render: () => <TypedFormsTable /> };

/** A period of a list filter: two date fields, either end open. */
export const Period: StoryObj = { render: () => <PeriodDemo /> };
