import { Checkbox, Form, Select, Switch, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateInput } from '../../../components/date-input/index.js';
import { t } from '../../../i18n/i18n.js';
import { composeRules } from '../compose-model/composeRules.js';
import { composeSchema } from '../compose-model/composeSchema.js';
import { notificationKinds } from '../../../../generated/notifications.js';
import { sendMethodsOf } from '../../../../shared/sendMethods.js';
import { useTagOptions } from './useTagOptions.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/** Days before today cannot be picked for a send time. */
const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/** Form.Item hands its control aria-required, which a checkbox group may not carry; the label's mark says it. */
function MethodCheckboxes({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group> & { 'aria-required'?: boolean }) {
  return <Checkbox.Group {...props} />;
}

/**
 * 配信方法, コメントを許可する, 予約配信 and タグ. A published notice has been sent: its methods and time no longer
 * apply and are shown disabled.
 */
export function ComposeDeliveryOptions(props: { isPublished: boolean }) {
  const tags = useTagOptions();
  const { hasTags, kind } = useNoticeArea();
  // The methods the area's notification kind sends by (a communication: the notification, which also e-mails).
  const offered = sendMethodsOf(notificationKinds[kind]);
  return (
    <>
      <Form.Item name="methods" label={t('noticeCompose.content.methods')} rules={composeRules.methods} required>
        <MethodCheckboxes disabled={props.isPublished}
          options={offered.map((m) => ({ value: m, label: composeSchema.label(m) }))} />
      </Form.Item>
      <Form.Item name="allow_comment" label={composeSchema.label('allow_comment')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!props.isPublished && (
        <Form.Item name="send_at" label={t('noticeCompose.content.schedule')} extra={t('noticeCompose.content.scheduleHelp')} rules={composeRules.sendAt}>
          <DateInput kind="datetime" disabledDate={beforeToday} style={{ width: '100%', maxWidth: 280 }} />
        </Form.Item>
      )}
      {hasTags && tags.canRead && (
        <Form.Item name="tag_ids" label={composeSchema.label('tag_ids')} rules={composeRules.tags}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={tags.options} loading={tags.isLoading}
            maxCount={composeSchema.tagsMax} placeholder={t('noticeCompose.recipients.notSelected')} />
        </Form.Item>
      )}
    </>
  );
}
