import { Button, Card, Flex, Form, Select } from 'antd';
import { codeLists, InquiryStatus } from '../../../../generated/enums.js';
import { t } from '../../../kit';
import type { ContactView } from './contactView.js';

/** What staff set on a thread: the three statuses they choose (replied and read are derived), and the student's type. */
const staffStatuses: readonly string[] = [InquiryStatus.new, InquiryStatus.contacted, InquiryStatus.otherContact];
const statusLabel = (code: string) => codeLists.inquiry_status.values.find((v) => v.code === code)?.label ?? code;

/**
 * The statuses staff choose. 新規 stands for "not set by hand": the thread then shows the status its messages give
 * (新規, 返信済み or 既読), so the option names that status instead of contradicting the tag at the top of the thread.
 */
function statusOptions(contact: ContactView) {
  const automatic = contact.staff_status === InquiryStatus.new
    ? t('contact.detail.statusAuto', { status: statusLabel(contact.status) })
    : t('contact.detail.statusAutoUnknown');
  return staffStatuses.map((code) => ({ value: code, label: code === InquiryStatus.new ? automatic : statusLabel(code) }));
}
const studentTypeOptions = codeLists.inquiry_student_type.values.map((v) => ({ value: v.code, label: v.label }));

/** The values staff save with POST /contacts/{id}. */
export interface StaffStatusValues {
  status: 'new' | 'contacted' | 'otherContact';
  student_type?: string | null;
}

/** 対応状況 and 生徒区分 of a thread, saved together (staff only: can_set_status). */
export function StaffStatusForm(props: { contact: ContactView; isSaving: boolean; onSave: (values: StaffStatusValues) => void }) {
  const initial = { status: props.contact.staff_status, student_type: props.contact.student_type ?? undefined };
  return (
    <Card size="small" title={t('contact.detail.staffTitle')} style={{ marginTop: 16 }}>
      <Form layout="inline" initialValues={initial} onFinish={props.onSave} style={{ rowGap: 12 }}>
        <Form.Item name="status" label={t('contact.detail.statusLabel')} tooltip={t('contact.detail.statusHint')}>
          <Select options={statusOptions(props.contact)} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="student_type" label={t('contact.detail.studentTypeLabel')}>
          <Select options={studentTypeOptions} allowClear style={{ width: 160 }} />
        </Form.Item>
        <Flex>
          <Button type="primary" htmlType="submit" loading={props.isSaving}>{t('contact.detail.save')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
