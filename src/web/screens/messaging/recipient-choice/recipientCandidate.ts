import type { components } from '../../../../generated/api.js';
import { codeLabel } from '../../../../generated/enums.js';

/** One student of the candidates list (GET /notices/candidates). */
export type RecipientCandidate = components['schemas']['NoticeCandidatesResponse']['data'][number];

/** 「山田 太郎」: family name first. */
export function candidateName(c: Pick<RecipientCandidate, 'family_name_kanji' | 'first_name_kanji'>): string {
  return `${c.family_name_kanji} ${c.first_name_kanji}`;
}

/** 「ヤマダ タロウ」, or empty when the kana is not registered. */
export function candidateKana(c: Pick<RecipientCandidate, 'family_name_kana' | 'first_name_kana'>): string {
  return [c.family_name_kana, c.first_name_kana].filter(Boolean).join(' ');
}

/** The status label of the student_status code list. */
export function candidateStatus(c: Pick<RecipientCandidate, 'status'>): string {
  return codeLabel('student_status', c.status);
}
