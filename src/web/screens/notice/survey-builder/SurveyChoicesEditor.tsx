import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { composeRules } from '../compose-model/composeRules.js';
import { composeSchema } from '../compose-model/composeSchema.js';

const atLeastOne = [{
  validator: (_: unknown, choices: unknown[] | undefined) => (choices && choices.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('noticeCompose.survey.choicesRequired')))),
}];

/** The choices of one choice question: add (up to the contract's limit) and remove, at least one. */
export function SurveyChoicesEditor(props: { questionName: number }) {
  return (
    <Form.List name={[props.questionName, 'choices']} rules={atLeastOne}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={0}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item name={[field.name, 'label']} rules={composeRules.choice} style={{ flex: 1, marginBottom: 8 }}>
                <Input placeholder={t('noticeCompose.survey.choice', { number: index + 1 })} aria-label={t('noticeCompose.survey.choice', { number: index + 1 })}
                  maxLength={composeSchema.choiceMax} />
              </Form.Item>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('noticeCompose.survey.removeChoice')} ${index + 1}`}
                onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={fields.length >= composeSchema.choicesMax} onClick={() => add({ label: '' })}>
              {t('noticeCompose.survey.addChoice')}
            </Button>
            {fields.length >= composeSchema.choicesMax && (
              <span style={{ marginInlineStart: 8, fontSize: 12, color: '#8c8c8c' }}>{t('noticeCompose.survey.maxChoices', { max: composeSchema.choicesMax })}</span>
            )}
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
