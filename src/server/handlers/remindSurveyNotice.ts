import { parseId } from '../crud/operations.js';
import { DeliveryKind } from '../../generated/enums.js';
import { remindRecipients } from '../domains/notices/deliveryReminder.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/{id}/unanswer-survey: asks the recipients who have not answered the survey (before its deadline). */
export const remindSurveyNotice: Handler = async ({ ctx, principal, params }) =>
  remindRecipients(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), kind: DeliveryKind.surveyReminder });
