import type { ReactNode } from 'react';
import { Flex, Input, Select, Typography } from 'antd';
import { codeLists, ReplyFilter } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { RecipientFilters } from './useNoticeRecipients.js';

type ReadValue = NonNullable<RecipientFilters['read_status']>;
type ReplyValue = NonNullable<RecipientFilters['has_replied']>;
type AnswerValue = NonNullable<RecipientFilters['answer_status']>;

/** "All" is no filter: the select shows it as an empty value. */
const ALL = 'all';

function Field(props: { label: string; id: string; children: ReactNode; grow?: boolean }) {
  return (
    <Flex vertical gap={2} style={{ flex: props.grow ? '2 1 220px' : '1 1 140px', minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}><label htmlFor={props.id}>{props.label}</label></Typography.Text>
      {props.children}
    </Flex>
  );
}

/** The filters above the recipients table: name, read, reply and (with a survey) answer status. */
export function RecipientFilterBar(props: { filters: RecipientFilters; onChange: (next: RecipientFilters) => void; hasSurvey: boolean }) {
  const { filters, onChange } = props;
  const readOptions = [
    { value: ALL, label: t('web.all') },
    ...codeLists.read_status.values.map((v) => ({ value: String(v.code), label: v.label })),
  ];
  const replyOptions = codeLists.reply_filter.values.map((v) => ({ value: String(v.code), label: v.label }));
  const answerOptions = [
    { value: ALL, label: t('web.all') },
    { value: 'answered', label: t('noticeManage.recipients.answered') },
    { value: 'unanswered', label: t('noticeManage.recipients.unanswered') },
  ];
  return (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      <Field label={t('noticeManage.recipients.searchName')} id="recipient-search-name" grow>
        <Input.Search
          id="recipient-search-name"
          allowClear
          maxLength={100}
          defaultValue={filters.search_name}
          placeholder={t('web.filterPlaceholder', { label: t('noticeManage.recipients.searchName') })}
          onSearch={(value) => onChange({ ...filters, search_name: value.trim() === '' ? undefined : value.trim() })}
        />
      </Field>
      <Field label={t('noticeManage.recipients.readStatus')} id="recipient-read-status">
        <Select
          id="recipient-read-status"
          options={readOptions}
          value={filters.read_status === undefined ? ALL : String(filters.read_status)}
          onChange={(v: string) => onChange({ ...filters, read_status: v === ALL ? undefined : (Number(v) as ReadValue) })}
        />
      </Field>
      <Field label={t('noticeManage.recipients.replyStatus')} id="recipient-reply-status">
        <Select
          id="recipient-reply-status"
          options={replyOptions}
          value={String(filters.has_replied ?? ReplyFilter.all)}
          onChange={(v: string) => onChange({ ...filters, has_replied: Number(v) === ReplyFilter.all ? undefined : (Number(v) as ReplyValue) })}
        />
      </Field>
      {props.hasSurvey && (
        <Field label={t('noticeManage.recipients.answerStatus')} id="recipient-answer-status">
          <Select
            id="recipient-answer-status"
            options={answerOptions}
            value={filters.answer_status ?? ALL}
            onChange={(v: string) => onChange({ ...filters, answer_status: v === ALL ? undefined : (v as AnswerValue) })}
          />
        </Field>
      )}
    </Flex>
  );
}
