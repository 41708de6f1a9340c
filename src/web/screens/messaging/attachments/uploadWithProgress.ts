import { t } from '../../../i18n/i18n.js';
import { ApiError, toApiError } from '../../../providers/apiError.js';
import { followApiResponse } from '../../../providers/errorResponses.js';
import { currentToken } from '../../../session/session.js';
import { switchRequestHeaders } from '../../../session/switchAccount.js';
import type { ApiData, ApiPath } from '../../../providers/apiCall.js';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Saves a notice or a contact as multipart (the JSON in `data`, the files in the operation's file field) with XMLHttpRequest, whose
 * upload.onprogress fetch lacks: `onProgress` gets 0–100 while the bytes go up. The session's token and switch headers
 * go with it, and a failed answer gets the spec §8 reactions and becomes an ApiError, as with the typed client.
 */
export function uploadWithProgress<P extends ApiPath<'post'>>(options: {
  /** The operation's path, e.g. '/api/v1/notices/{id}', and the values of its {parameters}. */
  path: P;
  pathParams?: Readonly<Record<string, string | number>>;
  input: unknown;
  files: readonly File[];
  fileField: string;
  onProgress: (percent: number) => void;
}): Promise<ApiData<'post', P>> {
  const url = options.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.pathParams?.[name] ?? '')));
  const form = new FormData();
  form.append('data', JSON.stringify(options.input));
  for (const file of options.files) form.append(options.fileField, file, file.name);
  const headers: Record<string, string> = { ...switchRequestHeaders() };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ message: t('common.networkError'), status: 0 }));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined) {
        options.onProgress(100);
        resolve(body as ApiData<'post', P>);
        return;
      }
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' } });
      void followApiResponse(new Request(new URL(url, window.location.origin), { method: 'POST', headers }), response)
        .finally(() => reject(toApiError({ status: xhr.status, body })));
    };
    xhr.send(form);
  });
}
