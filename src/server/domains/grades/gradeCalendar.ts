import { codeLists, ExamPointSets, ReportPointSets, SectionRecord } from '../../../generated/enums.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';

/**
 * The school calendar grades follow (model/operations/records.yaml): the fiscal year (年度) runs from April to March in
 * Japan time; the school terms are April–August (1学期), September–December (2学期) and January–March (3学期).
 */

/** The fiscal year of a date (YYYY-MM-DD): 2027-03-31 is 2026年度. */
export function fiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** The fiscal year today in Japan. */
export const currentFiscalYear = (): number => fiscalYearOf(schoolClock().today);

/** The first and last day of a fiscal year. */
export const fiscalYearRange = (fiscalYear: number) => ({ from: `${fiscalYear}-04-01`, to: `${fiscalYear + 1}-03-31` });

/** The school term (section_record) of a date: April–August 1, September–December 2, January–March 3. */
export function termOfDate(date: string): number {
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 8) return SectionRecord.first;
  if (month >= 9) return SectionRecord.second;
  return SectionRecord.third;
}

const termOfSets = (sets: Record<'term1' | 'term2' | 'term3', readonly number[]>, code: number): number => {
  if (sets.term1.includes(code)) return SectionRecord.first;
  if (sets.term2.includes(code)) return SectionRecord.second;
  return SectionRecord.third;
};

/** The term of one of the six 定期テスト (the code list's sets term1…term3). */
export const termOfExamPoint = (examPoint: number): number => termOfSets(ExamPointSets, examPoint);

/** The term of one of the four report cards. */
export const termOfReportPoint = (reportPoint: number): number => termOfSets(ReportPointSets, reportPoint);

/** The six 定期テスト in order, with their names (the exam name of a record of kind examination). */
export const EXAM_POINTS = codeLists.exam_point.values.map((v) => ({ code: Number(v.code), label: v.label }));
/** The four report cards in order. */
export const REPORT_POINTS = codeLists.report_point.values.map((v) => ({ code: Number(v.code), label: v.label }));

/** The 定期テスト a record names: its exam_point, else the point whose name is its exam name (rows imported without it). */
export function examPointOf(row: { exam_point: number | null; exam_name: string }): number | null {
  return row.exam_point ?? EXAM_POINTS.find((p) => p.label === row.exam_name)?.code ?? null;
}

/** The exam name of a 定期テスト. */
export const examPointName = (examPoint: number): string => EXAM_POINTS.find((p) => p.code === examPoint)?.label ?? '';
