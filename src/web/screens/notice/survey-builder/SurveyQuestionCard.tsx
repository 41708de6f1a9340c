import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Space } from 'antd';
import { codeLists, SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import { composeRules } from '../compose-model/composeRules.js';
import { composeSchema } from '../compose-model/composeSchema.js';
import { SurveyChoicesEditor } from './SurveyChoicesEditor';

const answerTypes = codeLists.survey_answer_type.values.map((v) => ({ value: v.code, label: v.label }));

/** One question of the survey builder: text, note, answer type, required and multiple flags, choices; move and remove. */
export function SurveyQuestionCard(props: { name: number; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { name, index } = props;
  const answerType = Form.useWatch(['survey', 'questions', name, 'answer_type']);
  const isChoice = answerType !== SurveyAnswerType.description;
  const title = t('noticeCompose.survey.question', { number: index + 1 });
  return (
    <Card size="small" title={title} style={{ marginBottom: 12, background: '#fcfcfc' }}
      extra={(
        <Space size={0}>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`${title} ${t('noticeCompose.survey.moveUp')}`}
            disabled={index === 0} onClick={() => props.onMove(index - 1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`${title} ${t('noticeCompose.survey.moveDown')}`}
            disabled={index === props.count - 1} onClick={() => props.onMove(index + 1)} />
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${title} ${t('noticeCompose.survey.removeQuestion')}`}
            disabled={props.count === 1} onClick={props.onRemove} />
        </Space>
      )}>
      <Form.Item name={[name, 'question']} label={t('noticeCompose.survey.questionText')} rules={composeRules.question} required>
        <Input maxLength={composeSchema.questionMax} />
      </Form.Item>
      <Form.Item name={[name, 'description']} label={t('noticeCompose.survey.description')} rules={composeRules.description}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={composeSchema.descriptionMax} />
      </Form.Item>
      <Form.Item name={[name, 'answer_type']} label={t('noticeCompose.survey.answerType')} style={{ marginBottom: 8 }}>
        <Radio.Group options={answerTypes} optionType="button" />
      </Form.Item>
      <Flex gap={24} wrap style={{ marginBottom: 16 }}>
        <Form.Item name={[name, 'is_required']} valuePropName="checked" noStyle>
          <Checkbox>{t('noticeCompose.survey.required')}</Checkbox>
        </Form.Item>
        {isChoice && (
          <Form.Item name={[name, 'is_multiple']} valuePropName="checked" noStyle>
            <Checkbox>{t('noticeCompose.survey.multiple')}</Checkbox>
          </Form.Item>
        )}
      </Flex>
      {isChoice && (
        <Form.Item label={t('noticeCompose.survey.choices')} required style={{ marginBottom: 0 }}>
          <SurveyChoicesEditor questionName={name} />
        </Form.Item>
      )}
    </Card>
  );
}
