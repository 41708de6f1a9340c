import { errorCatalogue, type ErrorKey } from '../../generated/errors.js';

/** One field problem reported with a validation error. */
export interface FieldError { field: string; message: string }

/** The JSON body of every error answer: `{ code, message, errors? }`. */
export interface ErrorBody { code: number; message: string; errors?: FieldError[] }

/** An error from the catalogue (model/errors.yaml); the error handler answers it with its status and body. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly code: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  /**
   * @param options.values fill the {{name}} placeholders of the catalogue message (e.g. the minutes until a retry).
   */
  constructor(key: ErrorKey, options: { errors?: FieldError[]; message?: string; headers?: Record<string, string>; values?: Record<string, string | number> } = {}) {
    const entry = errorCatalogue[key];
    const values = options.values ?? {};
    super(options.message ?? entry.message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')));
    this.name = 'AppError';
    this.key = key;
    this.status = entry.status;
    this.code = entry.code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.errors?.length ? { errors: this.errors } : {}) };
  }
}
