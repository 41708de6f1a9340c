import { Flex, Select, Typography } from 'antd';
import { constants } from '../../../../generated/constants.js';
import { t, useApiQuery, useAppAbility } from '../../../kit';

/**
 * 「テンプレートから入力」: the company's contact templates in their order (GET /contacts/templates); choosing one hands
 * its body to the box. Its placeholders ({保護者姓}, {生徒名} …) stay as they are: the server fills them per family
 * when the text is sent. Shown only to those the model lets read templates.
 */
export function TemplateSelect(props: { onInsert: (body: string) => void }) {
  const canRead = useAppAbility().can('read', 'contact_template');
  const templates = useApiQuery('/api/v1/contacts/templates', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } }, { enabled: canRead });
  if (!canRead) return null;
  const rows = templates.data?.data ?? [];
  return (
    <Flex vertical gap={4}>
      <Select
        aria-label={t('contact.detail.template')}
        placeholder={t('contact.detail.template')}
        loading={templates.isLoading}
        value={null}
        style={{ width: '100%', maxWidth: 360 }}
        options={rows.map((r) => ({ value: r.id, label: r.title }))}
        onChange={(id: number | null) => {
          const chosen = rows.find((r) => r.id === id);
          if (chosen) props.onInsert(chosen.body);
        }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('contact.detail.templateHint')}</Typography.Text>
    </Flex>
  );
}
