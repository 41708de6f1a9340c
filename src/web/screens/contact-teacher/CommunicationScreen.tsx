import { Suspense, type ComponentType } from 'react';
import type { MessageAreaStep } from '../../../generated/messageAreas.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { PageLoading } from '../common/PageLoading';
import { NoticeAreaContext } from '../notice/area/NoticeAreaContext';
import type { ScreenProps } from '../screenProps.js';
import { communicationArea } from './communicationArea.js';

/** The notice screen of each step (each loads with its own chunk, as the notice pages do). */
const stepScreens: Readonly<Record<MessageAreaStep, ComponentType<ScreenProps>>> = {
  manage: lazyNamed(() => import('../notice/NoticeManage'), 'NoticeManage'),
  createChooseRecipients: lazyNamed(() => import('../notice/NoticeChooseRecipients'), 'NoticeChooseRecipients'),
  editChooseRecipients: lazyNamed(() => import('../notice/NoticeChooseRecipients'), 'NoticeChooseRecipients'),
  createContent: lazyNamed(() => import('../notice/NoticeContent'), 'NoticeContent'),
  edit: lazyNamed(() => import('../notice/NoticeContent'), 'NoticeContent'),
  manageDetail: lazyNamed(() => import('../notice/NoticeManageDetail'), 'NoticeManageDetail'),
  surveyResult: lazyNamed(() => import('../notice/NoticeSurveyResult'), 'NoticeSurveyResult'),
  detail: lazyNamed(() => import('../notice/NoticeDetail'), 'NoticeDetail'),
  survey: lazyNamed(() => import('../notice/NoticeSurvey'), 'NoticeSurvey'),
};

/** The step each /contact-teacher screen is (model/message-areas.yaml). */
const stepOfScreen = new Map(Object.entries(communicationArea.steps).map(([step, id]) => [id, step as MessageAreaStep]));

/**
 * Every teacher communication page (講師連絡, /contact-teacher): a communication is a notice whose recipients are
 * teachers, so each page is the notice screen of the same step, working in the communication area (its routes, calls,
 * teacher chooser, placeholders and templates).
 */
export function CommunicationScreen(props: ScreenProps) {
  const step = stepOfScreen.get(props.screen.id);
  const Screen = step && stepScreens[step];
  if (!Screen) throw new Error(`No step of model/message-areas.yaml communication is the screen ${props.screen.id}`);
  return (
    <NoticeAreaContext.Provider value={communicationArea}>
      <Suspense fallback={<PageLoading />}>
        <Screen {...props} />
      </Suspense>
    </NoticeAreaContext.Provider>
  );
}
