import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { t } from '../../../i18n/i18n.js';
import type { RecipientFilters } from './recipientChoiceStorage.js';
import { defaultRecipientFilters, studentNumberInput } from './recipientQuery.js';
import { useRecipientOptions } from './useRecipientOptions.js';

// Two to a row on a phone: eight inputs one under the other would push the students out of sight.
const col = { xs: 12, lg: 6 };

/** Every input of the form cleared (setFieldsValue leaves out what it is not given). */
const emptyFilters: Required<Record<keyof RecipientFilters, undefined>> = {
  student_name_kanji: undefined, student_name_kana: undefined, student_number: undefined, protector_name: undefined,
  m_schoolhouse_id: undefined, m_schoolyear_ids: undefined, m_school_ids: undefined, statuses: undefined,
};

/** Texts trimmed, empty values and empty lists left out: what the choice keeps and the query sends. */
function normalised(values: RecipientFilters): RecipientFilters {
  const out: RecipientFilters = {};
  for (const name of ['student_name_kanji', 'student_name_kana', 'student_number', 'protector_name'] as const) {
    const text = values[name]?.trim();
    if (text) out[name] = text;
  }
  if (values.m_schoolhouse_id) out.m_schoolhouse_id = values.m_schoolhouse_id;
  for (const name of ['m_schoolyear_ids', 'm_school_ids', 'statuses'] as const) {
    if (values[name]?.length) out[name] = values[name];
  }
  return out;
}

/**
 * The student/guardian filter of spec section 3: names (kanji, kana), student number (letters and digits only),
 * guardian name, schoolhouse, school years, schools and statuses (continuing by default; none chosen means all).
 */
export function RecipientFilterForm(props: { filters: RecipientFilters; onFilter: (filters: RecipientFilters) => void }) {
  const [form] = Form.useForm<RecipientFilters>();
  const options = useRecipientOptions();
  const reset = () => {
    form.setFieldsValue({ ...emptyFilters, ...defaultRecipientFilters });
    props.onFilter(defaultRecipientFilters);
  };
  const select = { allowClear: true, showSearch: true, optionFilterProp: 'label', placeholder: t('noticeCompose.recipients.notSelected'), loading: options.isLoading };
  return (
    <Form form={form} layout="vertical" role="search" initialValues={props.filters} onFinish={(v) => props.onFilter(normalised(v))}>
      <Row gutter={[12, 0]}>
        <Col {...col}>
          <Form.Item name="student_name_kanji" label={t('noticeCompose.recipients.studentName')}>
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="student_name_kana" label={t('noticeCompose.recipients.studentNameKana')}>
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="student_number" label={t('noticeCompose.recipients.studentNumber')} getValueFromEvent={(e: { target: { value: string } }) => studentNumberInput(e.target.value)}
            tooltip={t('noticeCompose.recipients.studentNumberHelp')}>
            <Input allowClear maxLength={20} inputMode="text" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="protector_name" label={t('noticeCompose.recipients.protectorName')}>
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="m_schoolhouse_id" label={t('noticeCompose.recipients.schoolhouse')}>
            <Select {...select} options={options.schoolhouses} placeholder={t('noticeCompose.recipients.allSchoolhouses')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="m_schoolyear_ids" label={t('noticeCompose.recipients.schoolyear')}>
            <Select {...select} mode="multiple" options={options.schoolyears} maxTagCount="responsive" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="m_school_ids" label={t('noticeCompose.recipients.school')}>
            <Select {...select} mode="multiple" options={options.schools} maxTagCount="responsive" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="statuses" label={t('noticeCompose.recipients.status')}>
            <Select {...select} showSearch={false} mode="multiple" options={options.statuses} maxTagCount="responsive" placeholder={t('noticeCompose.manage.all')} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('common.search')}</Button>
        <Button onClick={reset}>{t('common.reset')}</Button>
      </Space>
    </Form>
  );
}
