import { t } from '../i18n/i18n.js';
import { currentToken } from '../session/session.js';
import { switchRequestHeaders } from '../session/switchAccount.js';
import { ApiError, toApiError } from './apiError.js';
import { followApiResponse } from './errorResponses.js';

/** A file fetched from the API: its bytes and the name the server gave it. */
export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition (filename* first, then filename); the fallback when the server named none. */
  fileName: string;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` wins over `filename="…"`. */
export function contentDispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed percent-encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name === '' ? undefined : name;
}

/** Where a file comes from: a GET of the path (with its query), or a POST of `body` as JSON (a file made on request). */
export interface FileRequest { path: string; query?: Record<string, string | number>; body?: unknown; fallbackName: string }

/**
 * GETs (or, with a body, POSTs) a file of the API as the typed client would (bearer token, switch headers, the spec §8
 * reactions of errorResponses.ts); a failure is thrown as an ApiError with the catalogue's Japanese message.
 */
export async function fetchFile(options: FileRequest): Promise<FetchedFile> {
  const url = new URL(options.path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers(switchRequestHeaders());
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = options.body === undefined
    ? new Request(url, { method: 'GET', headers })
    : new Request(url, { method: 'POST', headers, body: JSON.stringify(options.body) });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (cause) {
    throw new ApiError({ message: t('common.networkError'), status: 0, cause });
  }
  await followApiResponse(request, response);
  if (!response.ok) throw toApiError({ status: response.status, body: await response.json().catch(() => undefined) });
  const fileName = contentDispositionFileName(response.headers.get('content-disposition')) ?? options.fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(options: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(options.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = options.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once could cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file of the API (with the session's token and switch headers) and saves it under the server's name. */
export async function downloadFile(options: FileRequest): Promise<void> {
  saveBlob(await fetchFile(options));
}
