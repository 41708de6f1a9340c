import { toApiError } from './apiError.js';

/** The body of a successful openapi-fetch call, or its catalogue error thrown as an ApiError. */
export async function apiData<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw toApiError({ status: response.status, body: error });
  return data;
}
