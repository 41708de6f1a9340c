/** The local-storage key of a communication wizard's recipient choice (spec §3: communication-choose-recipients:{key}). */
export function communicationChoiceKey(key: string): string {
  return `communication-choose-recipients:${key}`;
}
