import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Popconfirm, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateInput, type DateInputValue } from '../../../components/date-input/index.js';
import { t } from '../../../i18n/i18n.js';
import { composeRules } from '../compose-model/composeRules.js';
import { composeSchema } from '../compose-model/composeSchema.js';
import { emptyQuestion, type ComposeValues, type SurveyValues } from '../compose-model/composeValues.js';
import { SurveyQuestionCard } from './SurveyQuestionCard';
import { SurveyReadOnly } from './SurveyReadOnly';
import { useAreaText } from '../area/useAreaText.js';
import { parenthesized } from '../../../format/japaneseText.js';

const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/**
 * The survey of a notice: none until 「アンケートを追加」; then its deadline (required) and its questions, added,
 * removed and moved up or down within the contract's limits. A published notice's questions are fixed: shown read
 * only, with the deadline still editable.
 */
export function SurveyBuilder(props: { isLocked: boolean; savedDeadline?: string }) {
  const at = useAreaText();
  const form = Form.useFormInstance<ComposeValues>();
  // preserve: the survey object itself is no form item, only its parts are.
  const survey = Form.useWatch('survey', { form, preserve: true }) as SurveyValues | null | undefined;
  const start = () => form.setFieldValue('survey', { deadline: null, questions: [emptyQuestion()] } satisfies SurveyValues);
  if (!survey) {
    if (props.isLocked) return <Typography.Text type="secondary">{t('noticeCompose.survey.none')}</Typography.Text>;
    return <Button type="dashed" icon={<PlusOutlined />} onClick={start}>{t('noticeCompose.survey.add')}</Button>;
  }
  return (
    <>
      <Form.Item name={['survey', 'deadline']} label={t('noticeCompose.survey.deadline')} required dependencies={['send_at']}
        rules={composeRules.deadline({ sendAt: () => form.getFieldValue('send_at') as DateInputValue, saved: props.isLocked && props.savedDeadline ? dayjs(props.savedDeadline) : null })}>
        <DateInput kind="datetime" disabledDate={beforeToday} style={{ width: '100%', maxWidth: 280 }} />
      </Form.Item>
      {props.isLocked
        ? (
          <>
            <Alert type="info" showIcon message={at('noticeCompose.survey.locked')} style={{ marginBottom: 12 }} />
            <SurveyReadOnly questions={survey.questions} />
          </>
        )
        : (
          <Form.List name={['survey', 'questions']}>
            {(fields, { add, remove, move }, { errors }) => (
              <>
                {fields.map((field, index) => (
                  <SurveyQuestionCard key={field.key} name={field.name} index={index} count={fields.length}
                    onMove={(to) => move(index, to)} onRemove={() => remove(field.name)} />
                ))}
                <Form.ErrorList errors={errors} />
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= composeSchema.questionsMax} onClick={() => add(emptyQuestion())}>
                    {t('noticeCompose.survey.addQuestion')}
                    {fields.length >= composeSchema.questionsMax && parenthesized(t('noticeCompose.survey.maxQuestions', { max: composeSchema.questionsMax }))}
                  </Button>
                  <Popconfirm title={t('noticeCompose.survey.removeConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')}
                    onConfirm={() => form.setFieldValue('survey', null)}>
                    <Button danger type="text" icon={<DeleteOutlined />}>{t('noticeCompose.survey.remove')}</Button>
                  </Popconfirm>
                </Flex>
              </>
            )}
          </Form.List>
        )}
    </>
  );
}
