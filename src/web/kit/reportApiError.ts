import { errorBrowserSteps } from '../../generated/errors.js';
import { showCallError, showErrorMessage } from '../feedback/showErrorMessage.js';
import { ApiError, type FieldError } from '../providers/apiError.js';
import { placeServerErrors } from '../screens/generic/formErrors.js';

/** An answer the API client (errorResponses.ts) turns into a sign-out: its message is shown once, on the log-in page. */
function endsSession(error: ApiError): boolean {
  const steps = error.code === undefined ? undefined : errorBrowserSteps[error.code];
  return steps ? steps.includes('logout') : error.status === 401;
}

/**
 * Shows a failed call as the catalogue says, once: errors about a field of the form (`formFields`) are returned to
 * stand under those fields; everything else pops up once (showErrorMessage skips a text already on screen, so the API
 * client's own `show` step and this one make one message). An answer that signs out shows nothing here.
 */
export function reportApiError(error: unknown, formFields: readonly string[] = []): FieldError[] {
  if (!(error instanceof ApiError)) {
    showCallError(error);
    return [];
  }
  if (endsSession(error)) return [];
  const placed = placeServerErrors({ message: error.message, errors: error.fieldErrors, formFields });
  placed.toasts.forEach(showErrorMessage);
  return placed.fieldErrors;
}
