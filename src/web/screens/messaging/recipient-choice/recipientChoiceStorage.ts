/** The student/guardian filter of spec section 3 as the choose-recipients page keeps it (empty values left out). */
export interface RecipientFilters {
  student_name_kanji?: string;
  student_name_kana?: string;
  student_number?: string;
  protector_name?: string;
  m_schoolhouse_id?: number;
  m_schoolyear_ids?: number[];
  m_school_ids?: number[];
  statuses?: number[];
}

/**
 * What the wizard keeps under `choose-recipients:<key>` (spec §3 local-storage keys): the chosen students, whether
 * the notice is already published (it decides the edit title and locks the recipients) and the last filter.
 */
export interface RecipientChoice {
  student_ids: number[];
  /** A teacher communication's chosen teachers (`communication-choose-recipients:<key>`); its student_ids stay empty. */
  teacher_ids?: number[];
  notice_is_published: boolean;
  filters: RecipientFilters;
}

/** The local-storage key of a wizard's recipient choice. */
export function recipientChoiceKey(key: string): string {
  return `choose-recipients:${key}`;
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isSafeInteger(v) && v > 0);

function filtersOf(value: unknown): RecipientFilters {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const out: RecipientFilters = {};
  for (const name of ['student_name_kanji', 'student_name_kana', 'student_number', 'protector_name'] as const) {
    const text = raw[name];
    if (typeof text === 'string' && text !== '') out[name] = text;
  }
  if (Number.isSafeInteger(raw.m_schoolhouse_id)) out.m_schoolhouse_id = raw.m_schoolhouse_id as number;
  for (const name of ['m_schoolyear_ids', 'm_school_ids', 'statuses'] as const) {
    const list = raw[name];
    if (isIdList(list)) out[name] = list;
  }
  return out;
}

/** The saved choice of a key; undefined when there is none or it is not ours (another tab's garbage, an old shape). */
export function readRecipientChoice(key: string): RecipientChoice | undefined {
  return readRecipientChoiceAt(recipientChoiceKey(key));
}

/** The choice saved under a whole local-storage key (a contact's `choose-recipients-contact`, spec §10). */
export function readRecipientChoiceAt(storageKey: string): RecipientChoice | undefined {
  const text = window.localStorage.getItem(storageKey);
  if (text === null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { student_ids: ids, teacher_ids: teacherIds, notice_is_published: isPublished, filters } = raw as Record<string, unknown>;
  if (!isIdList(ids) || typeof isPublished !== 'boolean') return undefined;
  return {
    student_ids: [...new Set(ids)],
    ...(isIdList(teacherIds) ? { teacher_ids: [...new Set(teacherIds)] } : {}),
    notice_is_published: isPublished,
    filters: filtersOf(filters),
  };
}

/** Saves the choice of a key. */
export function writeRecipientChoice(key: string, choice: RecipientChoice): void {
  writeRecipientChoiceAt(recipientChoiceKey(key), choice);
}

/** Saves the choice under a whole local-storage key. */
export function writeRecipientChoiceAt(storageKey: string, choice: RecipientChoice): void {
  window.localStorage.setItem(storageKey, JSON.stringify(choice));
}

/** Forgets the choice of a key (after a successful save). */
export function clearRecipientChoice(key: string): void {
  window.localStorage.removeItem(recipientChoiceKey(key));
}
