/** One problem found in the model: the file, the JSON-pointer path inside it and the reason. */
export interface ModelIssue { file: string; path: string; reason: string }

/** Thrown when model/ is invalid; its message lists every issue, one per line. */
export class ModelError extends Error {
  constructor(public readonly issues: ModelIssue[]) {
    super(issues.map((i) => `${i.file}: ${i.path || '/'}: ${i.reason}`).join('\n'));
    this.name = 'ModelError';
  }
}
