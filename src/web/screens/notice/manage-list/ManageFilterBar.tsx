import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { t } from '../../../i18n/i18n.js';
import { FilterButtons } from '../../messaging/FilterButtons';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { useTagOptions } from '../compose/useTagOptions.js';
import type { ManageFilters } from './manageListQuery.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { manageStatusLabel, manageStatusOrder } from './manageStatusLabel.js';

/** The manage list's filter bar: タイトル, タグ (when the user may read tags) and 配信状況. */
export function ManageFilterBar(props: { filters: ManageFilters; onFilter: (filters: ManageFilters) => void }) {
  const [form] = Form.useForm<ManageFilters>();
  const tags = useTagOptions();
  const hasTags = useNoticeArea().hasTags;
  const isMobile = useIsMobile();
  // Back and forward change the URL's filters: the inputs follow.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(props.filters);
  }, [form, props.filters]);
  const width = isMobile ? '100%' : undefined;
  const submit = (values: ManageFilters) => props.onFilter({
    ...(values.search_name?.trim() ? { search_name: values.search_name.trim() } : {}),
    ...(values.tag_id ? { tag_id: values.tag_id } : {}),
    ...(values.status ? { status: values.status } : {}),
  });
  return (
    <Form form={form} layout={isMobile ? 'vertical' : 'inline'} role="search" onFinish={submit} initialValues={props.filters} style={{ rowGap: 12 }}>
      <Form.Item name="search_name" label={t('noticeCompose.manage.title')} style={{ width }}>
        <Input allowClear placeholder={t('noticeCompose.manage.titlePlaceholder')} style={{ width: isMobile ? '100%' : 220 }} maxLength={100} />
      </Form.Item>
      {hasTags && tags.canRead && (
        <Form.Item name="tag_id" label={t('noticeCompose.manage.tag')} style={{ width }}>
          <Select allowClear showSearch optionFilterProp="label" options={tags.options} loading={tags.isLoading}
            placeholder={t('noticeCompose.manage.all')} style={{ width: isMobile ? '100%' : 180 }} />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('noticeCompose.manage.status')} style={{ width }}>
        <Select allowClear placeholder={t('noticeCompose.manage.all')} style={{ width: isMobile ? '100%' : 150 }}
          options={manageStatusOrder.map((status) => ({ value: status, label: manageStatusLabel(status) }))} />
      </Form.Item>
      <FilterButtons onClear={() => props.onFilter({})} />
    </Form>
  );
}
