import dayjs from 'dayjs';
import { constants } from '../../../../generated/constants.js';
import { codeLabel, TermKind } from '../../../../generated/enums.js';
import { formatDate, parenthesized, t, useApiQuery, useEnrolledStudents } from '../../../kit';
import { ISO_DATE } from './gridDates.js';

/** A choice of a select: value and text. */
export interface Choice {
  value: number;
  label: string;
}

const all = { limit: Number(constants.maxPageSize) };

/** The schoolhouses staff may choose, in their order. */
export function useSchoolhouseChoices(): { choices: Choice[]; isLoading: boolean } {
  const query = useApiQuery('/api/v1/schoolhouses', { params: { query: { ...all, sort: 'sort_order', order: 'asc' } } });
  return {
    choices: (query.data?.data ?? []).map((house) => ({ value: house.id, label: house.schoolhouse_name })),
    isLoading: query.isLoading,
  };
}

/** The schoolhouse's enrolled students whose name holds `search`, for a lesson's student. */
export function useStudentChoices(schoolhouseId: number, search: string, enabled: boolean): { choices: Choice[]; isLoading: boolean } {
  return useEnrolledStudents({ schoolhouseId, search, enabled, limit: all.limit });
}

/** The teachers of the schoolhouse, for a lesson's teacher. */
export function useTeacherChoices(schoolhouseId: number, enabled: boolean): Choice[] {
  const query = useApiQuery('/api/v1/teachers', { params: { query: { ...all, schoolhouse_id: schoolhouseId, sort: 'name_kana', order: 'asc' } } }, { enabled });
  return (query.data?.data ?? []).map((teacher) => ({ value: teacher.id, label: teacher.name_kanji }));
}

/** The lesson subjects, in their order. */
export function useSubjectChoices(enabled: boolean): Choice[] {
  const query = useApiQuery('/api/v1/lesson-subjects', { params: { query: { ...all, sort: 'sort_order', order: 'asc' } } }, { enabled });
  return (query.data?.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }));
}

/**
 * The term generation starts from: the normal term (通常) whose dates hold today (the weekly timetable's), else the
 * current normal term, else the current one.
 */
function defaultTerm<T extends { term_kind: number; start_date: string | null; end_date: string | null; is_current: boolean }>(terms: readonly T[]): T | undefined {
  const today = dayjs().format(ISO_DATE);
  const normal = terms.filter((term) => term.term_kind === TermKind.normal);
  return normal.find((term) => term.start_date !== null && term.end_date !== null && term.start_date <= today && today <= term.end_date)
    ?? normal.find((term) => term.is_current) ?? terms.find((term) => term.is_current);
}

/** The terms a term's lessons may be generated for, newest first, and the one to start from. */
export function useTermChoices(enabled: boolean): { choices: Choice[]; currentId: number | undefined; isLoading: boolean } {
  const query = useApiQuery('/api/v1/yearly-schedules', { params: { query: { ...all, sort: 'start_date', order: 'desc' } } }, { enabled });
  const terms = query.data?.data ?? [];
  return {
    choices: terms.map((term) => {
      const name = t('lessonGrid.generate.termLabel', {
        year: term.fiscal_year, period: codeLabel('lesson_period', term.period_code), kind: codeLabel('term_kind', term.term_kind),
      });
      const dates = term.start_date && term.end_date
        ? t('lessonGrid.generate.termDates', { from: formatDate(term.start_date), to: formatDate(term.end_date) }) : '';
      const current = term.is_current ? parenthesized(t('lessonGrid.generate.current')) : '';
      return { value: term.id, label: [name, dates, current].filter(Boolean).join(' ') };
    }),
    currentId: defaultTerm(terms)?.id,
    isLoading: enabled && query.isPending,
  };
}
