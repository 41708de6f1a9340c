import { Suspense, type ComponentType } from 'react';
import { lazyNamed } from '../../components/lazyNamed.js';
import { PageLoading } from '../common/PageLoading';
import { NoticeAreaContext } from '../notice/area/NoticeAreaContext';
import type { ScreenProps } from '../screenProps.js';
import { communicationArea } from './communicationArea.js';

/** The notice screen that shows each /contact-teacher page (each loads with its own chunk, as the notice pages do). */
const screens: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  'contact-teacher.list': lazyNamed(() => import('../notice/NoticeManage'), 'NoticeManage'),
  'contact-teacher.create-choose-recipients': lazyNamed(() => import('../notice/NoticeChooseRecipients'), 'NoticeChooseRecipients'),
  'contact-teacher.edit-choose-recipients': lazyNamed(() => import('../notice/NoticeChooseRecipients'), 'NoticeChooseRecipients'),
  'contact-teacher.create-content': lazyNamed(() => import('../notice/NoticeContent'), 'NoticeContent'),
  'contact-teacher.edit': lazyNamed(() => import('../notice/NoticeContent'), 'NoticeContent'),
  'contact-teacher.manage-detail': lazyNamed(() => import('../notice/NoticeManageDetail'), 'NoticeManageDetail'),
  'contact-teacher.survey-result': lazyNamed(() => import('../notice/NoticeSurveyResult'), 'NoticeSurveyResult'),
  'contact-teacher.detail': lazyNamed(() => import('../notice/NoticeDetail'), 'NoticeDetail'),
  'contact-teacher.survey': lazyNamed(() => import('../notice/NoticeSurvey'), 'NoticeSurvey'),
};

/**
 * Every teacher communication page (講師連絡, /contact-teacher): a communication is a notice whose recipients are
 * teachers, so each page is the notice screen of the same step, working in the communication area (its routes, calls,
 * teacher chooser, placeholders and templates).
 */
export function CommunicationScreen(props: ScreenProps) {
  const Screen = screens[props.screen.id];
  if (!Screen) throw new Error(`No communication page for the screen ${props.screen.id}`);
  return (
    <NoticeAreaContext.Provider value={communicationArea}>
      <Suspense fallback={<PageLoading />}>
        <Screen {...props} />
      </Suspense>
    </NoticeAreaContext.Provider>
  );
}
