import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { codeLists } from '../../../../generated/enums.js';
import { constants } from '../../../../generated/constants.js';
import { FilterButtons, t, useApiQuery, useIsMobile, type MessageKey } from '../../../kit';
import type { ContactFilters } from './contactListQuery.js';

const choice = (value: number | undefined, key: MessageKey) => ({ value, label: t(key) });

/** Spec §4's filters; すべて is the empty value each select starts from. */
const readOptions = [choice(undefined, 'contact.filter.all'), choice(0, 'contact.filter.unread'), choice(1, 'contact.filter.read')];
const replyOptions = [choice(1, 'contact.filter.all'), choice(2, 'contact.filter.notReplied'), choice(3, 'contact.filter.replied')];
const senderOptions = [choice(undefined, 'contact.filter.all'), choice(1, 'contact.filter.student'), choice(2, 'contact.filter.guardian')];
const commentOptions = [choice(1, 'contact.filter.all'), choice(2, 'contact.filter.noComment'), choice(3, 'contact.filter.hasComment')];
const statusOptions = codeLists.inquiry_status.values.map((v) => ({ value: v.code, label: v.label }));

/** The staff's contact filters: キーワード, 既読状況, 返信状況, 送信者, コメント, 対応状況, 校舎. */
export function ContactFilterBar(props: { filters: ContactFilters; onFilter: (filters: ContactFilters) => void }) {
  const [form] = Form.useForm<ContactFilters>();
  const isMobile = useIsMobile();
  const schoolhouses = useApiQuery('/api/v1/schoolhouses', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } });
  // Back and forward change the address's filters: the inputs follow.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(props.filters);
  }, [form, props.filters]);
  const width = isMobile ? '100%' : 150;
  const select = (name: keyof ContactFilters, label: MessageKey, options: { value: number | string | undefined; label: string }[]) => (
    <Form.Item name={name} label={t(label)} style={{ width: isMobile ? '100%' : undefined }}>
      <Select options={options} placeholder={t('contact.filter.all')} allowClear style={{ width }} />
    </Form.Item>
  );
  const submit = (values: ContactFilters) => props.onFilter(Object.fromEntries(
    Object.entries({ ...values, search_name: values.search_name?.trim() }).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as ContactFilters);
  return (
    <Form form={form} layout={isMobile ? 'vertical' : 'inline'} role="search" onFinish={submit} initialValues={props.filters} style={{ rowGap: 12 }}>
      <Form.Item name="search_name" label={t('contact.filter.keyword')} style={{ width: isMobile ? '100%' : undefined }}>
        <Input allowClear placeholder={t('contact.filter.keywordPlaceholder')} style={{ width: isMobile ? '100%' : 200 }} maxLength={100} />
      </Form.Item>
      {select('read_status', 'contact.filter.readStatus', readOptions)}
      {select('has_replied', 'contact.filter.replyStatus', replyOptions)}
      {select('sender_type', 'contact.filter.sender', senderOptions)}
      {select('comment_filter', 'contact.filter.comment', commentOptions)}
      {select('status', 'contact.filter.status', statusOptions)}
      {select('m_schoolhouse_id', 'contact.filter.schoolhouse', (schoolhouses.data?.data ?? []).map((s) => ({ value: s.id, label: s.schoolhouse_name })))}
      <FilterButtons onClear={() => props.onFilter({})} />
    </Form>
  );
}
