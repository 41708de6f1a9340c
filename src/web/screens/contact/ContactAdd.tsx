import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  defaultRecipientFilters, readRecipientChoiceAt, RecipientChooser, ScreenPage, screenPath, t, useCurrentUser, useFeedback, type RecipientChoice,
  type ScreenProps,
} from '../../kit';
import { ContactComposeForm, type ContactDraft } from './compose/ContactComposeForm';
import { useContactSend } from './compose/useContactSend.js';

/** Spec §10: the school's choice of recipients is kept in local storage under this key until the contact is sent. */
const CHOICE_KEY = 'choose-recipients-contact';

function savedChoice(): RecipientChoice {
  return readRecipientChoiceAt(CHOICE_KEY) ?? { student_ids: [], notice_is_published: false, filters: defaultRecipientFilters };
}

/**
 * /contact/add: a guardian writes to the acting child's school and lands on the new thread; staff and teachers first
 * choose students with the student/guardian filter (only students with a guardian can be chosen), then write one
 * contact that goes to each chosen family, and land on the list told how many families it went to.
 */
export function ContactAdd({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const send = useContactSend();
  const isGuardian = user.role === 'PROTECTOR';
  const [step, setStep] = useState<'recipients' | 'content'>(isGuardian ? 'content' : 'recipients');
  const [initial] = useState(savedChoice);
  const toList = () => void navigate(screenPath('contact.list'));

  const submit = (draft: ContactDraft) => {
    const ids = isGuardian ? undefined : savedChoice().student_ids;
    void send.create(draft, ids).then((saved) => {
      if (!saved) return;
      if (isGuardian) {
        void message.success(t('contact.compose.sent'));
        void navigate(screenPath('contact.detail', { id: String(saved.ids[0]) }));
        return;
      }
      window.localStorage.removeItem(CHOICE_KEY);
      void message.success(t('contact.compose.sentFamilies', { count: saved.ids.length }));
      toList();
    });
  };

  if (step === 'recipients') {
    return (
      <ScreenPage screen={screen}>
        <RecipientChooser routeKey="contact" storageKey={CHOICE_KEY} source="contact" lead={t('contact.compose.recipientsLead')} initial={initial}
          onBack={toList} onNext={() => setStep('content')} />
      </ScreenPage>
    );
  }
  const child = user.student ? `${user.student.student_family_name_kanji} ${user.student.student_first_name_kanji}` : '';
  const before = isGuardian
    ? <Typography.Paragraph type="secondary">{t('contact.compose.toSchool', { name: child })}</Typography.Paragraph>
    : (
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text strong>{t('contact.compose.recipientsCount', { count: savedChoice().student_ids.length })}</Typography.Text>
        <Button onClick={() => setStep('recipients')}>{t('contact.compose.changeRecipients')}</Button>
      </Flex>
    );
  return (
    <ScreenPage screen={screen}>
      <div style={{ maxWidth: 880 }}>
        <ContactComposeForm before={before} submitLabel={t('contact.compose.send')} progress={send.progress} fieldErrors={send.fieldErrors}
          onSubmit={submit} onCancel={toList} />
      </div>
    </ScreenPage>
  );
}
