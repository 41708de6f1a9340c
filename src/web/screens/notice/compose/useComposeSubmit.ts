import { useQueryClient } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dayjsOf } from '../../../components/date-input/index.js';
import { showErrorMessage } from '../../../feedback/showErrorMessage.js';
import { t } from '../../../i18n/i18n.js';
import { ApiError } from '../../../providers/apiError.js';
import { schoolhousesQuery } from '../../messaging/recipient-choice/useRecipientOptions.js';
import type { UploadProgress } from '../../messaging/attachments/AttachmentPicker';
import { blockedSchoolhouses } from './blockedSchoolhouses.js';
import { clearComposeDraft } from './composeDraftStorage.js';
import { composeErrors, type ComposeErrors } from './composeFieldErrors.js';
import { composeRequest } from './composeRequest.js';
import { composePaths } from './composeRoute.js';
import type { ComposeSaveKind } from './composeSaveKind.js';
import { composeSchema } from '../compose-model/composeSchema.js';
import type { ComposeStart } from './useComposeStart.js';
import type { ComposeValues } from '../compose-model/composeValues.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';
import { useFeedback } from '../../../feedback/feedback.js';
import { listText } from '../../../format/japaneseText.js';

const doneMessage: Readonly<Record<ComposeSaveKind, Parameters<typeof t>[0]>> = {
  draft: 'noticeCompose.content.savedDraft',
  publish: 'noticeCompose.content.published',
  reserve: 'noticeCompose.content.reserved',
  update: 'noticeCompose.content.updated',
};

/**
 * Saving the compose form: the browser's checks, then for a publishing save the recipients, the schoolhouse permission
 * (POST /notices/notice-all-schoolhouse-permission) and a confirmation with the count and the time; then the
 * multipart upload with its progress. Success forgets the wizard's storage and opens the notice's manage page;
 * failure puts each message where it belongs.
 */
export function useComposeSubmit(options: {
  form: FormInstance<ComposeValues>;
  routeKey: string;
  start: ComposeStart;
  /** The chosen students of a notice, teachers of a communication. */
  recipientIds: number[];
  recipientCount: number;
  files: File[];
  keepAttachmentIds: number[] | undefined;
  onErrors: (errors: ComposeErrors | undefined) => void;
}) {
  const { form, start } = options;
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const area = useNoticeArea();
  const at = useAreaText();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle', percent: 0 });

  const upload = async (kind: ComposeSaveKind, values: ComposeValues) => {
    setSaving(true);
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const input = composeRequest({ values, publish: kind !== 'draft', recipientIds: options.recipientIds, edited: start.edited, keepAttachmentIds: options.keepAttachmentIds });
      const request = { input, files: options.files, fileField: composeSchema.files.field, onProgress: (percent: number) => setProgress({ phase: percent >= 100 ? 'done' : 'uploading', percent }) };
      const saved = await area.api.save({ id: start.edited?.id, ...request });
      setProgress({ phase: 'done', percent: 100 });
      clearComposeDraft(area.draftKey(options.routeKey));
      window.localStorage.removeItem(area.choiceKey(options.routeKey));
      void message.success(at(doneMessage[kind]));
      void navigate(composePaths(area).detail(saved.id));
    } catch (error) {
      setProgress({ phase: 'idle', percent: 0 });
      if (!(error instanceof ApiError)) throw error;
      const errors = composeErrors(error);
      form.setFields(errors.fields);
      options.onErrors(errors);
      showErrorMessage(error.message);
      const first = errors.fields[0]?.name;
      if (first !== undefined) form.scrollToField(first, { block: 'center' });
    } finally {
      setSaving(false);
    }
  };

  const confirm = (kind: Exclude<ComposeSaveKind, 'draft'>, values: ComposeValues) => {
    const count = options.recipientCount;
    const when = dayjsOf(values.send_at)?.format(t('web.datetimeFormat')) ?? '';
    const text = {
      publish: { title: at('noticeCompose.content.confirmPublishTitle'), content: at('noticeCompose.content.confirmPublish', { count }), ok: t('noticeCompose.content.publish') },
      reserve: { title: at('noticeCompose.content.confirmReserveTitle'), content: at('noticeCompose.content.confirmReserve', { count, at: when }), ok: t('noticeCompose.content.reserve') },
      update: { title: at('noticeCompose.content.confirmUpdateTitle'), content: at('noticeCompose.content.confirmUpdate', { count }), ok: t('noticeCompose.content.update') },
    }[kind];
    modal.confirm({ title: text.title, content: text.content, okText: text.ok, cancelText: t('common.cancel'), onOk: () => upload(kind, values) });
  };

  // A notice may go only to schoolhouses whose notice permission is on: said before the confirmation, not after it.
  const schoolhousesAllowed = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const schoolhouses = await queryClient.fetchQuery(schoolhousesQuery);
      const blocked = await blockedSchoolhouses({ studentIds: options.recipientIds, schoolhouseIds: schoolhouses.map((s) => s.id) });
      if (blocked.length === 0) return true;
      const warning = t('noticeCompose.content.notAllowed', { names: listText(blocked) });
      options.onErrors({ fields: [], recipients: [warning], attachments: [], general: [] });
      modal.warning({ title: t('noticeCompose.content.notAllowedTitle'), content: warning, okText: t('common.ok') });
      return false;
    } catch (error) {
      showErrorMessage(error instanceof Error ? error.message : t('common.errorOccurred'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const save = async (kind: ComposeSaveKind) => {
    options.onErrors(undefined);
    let values: ComposeValues;
    try {
      await form.validateFields({ recursive: true });
      values = form.getFieldsValue(true) as ComposeValues;
    } catch (invalid) {
      const first = (invalid as { errorFields?: Array<{ name: NamePath }> }).errorFields?.[0]?.name;
      if (first !== undefined) form.scrollToField(first, { block: 'center' });
      void message.error(t('noticeCompose.content.fixErrors'));
      return;
    }
    if (kind === 'draft') {
      await upload(kind, values);
      return;
    }
    if (!start.isPublished) {
      if (options.recipientIds.length === 0) {
        options.onErrors({ fields: [], recipients: [t('noticeCompose.recipients.required')], attachments: [], general: [] });
        return;
      }
      if (area.checksSchoolhouses && !(await schoolhousesAllowed())) return;
    }
    confirm(kind, values);
  };

  return { save: (kind: ComposeSaveKind) => void save(kind), isSaving, progress };
}
