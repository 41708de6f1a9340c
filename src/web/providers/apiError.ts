import type { HttpError } from '@refinedev/core';
import type { components } from '../../generated/api.js';
import { t } from '../i18n/i18n.js';

/** The JSON error body of every API failure (model/errors.yaml). */
export type ApiErrorBody = components['schemas']['Error'];

/** One field problem reported by the server, shown under that field. */
export interface FieldError {
  field: string;
  message: string;
}

/** A failed API call: the catalogue code and Japanese message, the HTTP status (0 = no connection). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly fieldErrors: FieldError[];

  constructor(options: { message: string; status: number; code?: number; fieldErrors?: FieldError[]; cause?: unknown }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Turns a non-2xx response body into an ApiError, with a generic message when the body is not ours. */
export function toApiError(options: { status: number; body: unknown }): ApiError {
  if (!isErrorBody(options.body)) return new ApiError({ message: t('common.errorOccurred'), status: options.status });
  return new ApiError({
    message: options.body.message,
    status: options.status,
    code: options.body.code,
    fieldErrors: options.body.errors ?? [],
  });
}

/** Refine's HttpError for an ApiError: statusCode, message and the field errors keyed by field. */
export function toHttpError(error: ApiError): HttpError {
  const errors = Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
  return { name: error.name, message: error.message, statusCode: error.status, code: error.code, errors };
}

/** The field errors of a Refine HttpError as a list (the form shows them under the fields). */
export function fieldErrorsOf(error: HttpError | null | undefined): FieldError[] {
  if (!error?.errors) return [];
  return Object.entries(error.errors).flatMap(([field, value]) => {
    if (typeof value === 'string') return [{ field, message: value }];
    if (Array.isArray(value)) return value.map((message) => ({ field, message }));
    if (typeof value === 'object') return [{ field, message: value.message }];
    return [];
  });
}
