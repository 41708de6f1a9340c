import { entities } from '../../../src/generated/entities.js';
import { errorCatalogue } from '../../../src/generated/errors.js';
import { sampleRows } from '../../../stories/fixtures/sampleRows.js';

type Template = Record<string, unknown> & { id: number; title: string; body: string; sort_order: number };

const api = entities.notice_template.api;
/** The generic API of notice templates and its reorder call, as the model declares them. */
export const templatePaths = { collection: `/api/v1${api.path}`, reorder: `/api/v1${api.reorder.path}` } as const;

let templates: Template[] = [];
let nextId = 1;
/** Every reorder call the fake API received (its ids), oldest first. */
export const reorderCalls: number[][] = [];

/** Puts the fake template table back to three sample templates (臨時休校のお知らせ, 面談のご案内, 模試のお知らせ) in that order. */
export function resetFakeTemplates(): void {
  templates = sampleRows('notice_template', 3).map((row, i) => ({ ...row, sort_order: i + 1 }) as Template);
  nextId = templates.length + 1;
  reorderCalls.length = 0;
}
resetFakeTemplates();

/** The titles of the fake templates in their order. */
export function templateTitlesInOrder(): string[] {
  return [...templates].sort((a, b) => a.sort_order - b.sort_order).map((x) => x.title);
}

/** Someone else deletes a template while the screen still shows it. */
export function deleteTemplateBehindTheScreen(title: string): void {
  templates = templates.filter((x) => x.title !== title);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function error(key: keyof typeof errorCatalogue): Response {
  const { status, code, message } = errorCatalogue[key];
  return json(status, { code, message });
}

function list(url: URL): Response {
  const title = url.searchParams.get('title') ?? '';
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const sort = (url.searchParams.get('sort') ?? 'sort_order') as keyof Template;
  const direction = url.searchParams.get('order') === 'desc' ? -1 : 1;
  const rows = templates.filter((x) => x.title.includes(title))
    .sort((a, b) => (a[sort] === b[sort] ? a.id - b.id : (String(a[sort]) < String(b[sort]) ? -direction : direction)));
  return json(200, { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit });
}

function reorder(body: { ids?: unknown }): Response {
  const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
  reorderCalls.push(ids);
  const own = new Set(templates.map((x) => x.id));
  if (ids.length !== own.size || !ids.every((id) => own.has(id))) return error('DATA_CHANGED_10190');
  templates = templates.map((x) => ({ ...x, sort_order: ids.indexOf(x.id) + 1 }));
  return json(200, { updated: ids.length });
}

/** Answers like the generic notice template API (list, get, create, update, delete, reorder) of the portal. */
export async function templateApi(request: Request, url: URL): Promise<Response> {
  if (url.pathname === templatePaths.reorder && request.method === 'POST') return reorder((await request.json()) as { ids?: unknown });
  const id = Number(url.pathname.slice(templatePaths.collection.length + 1));
  if (request.method === 'GET' && !id) return list(url);
  const found = templates.find((x) => x.id === id);
  if (request.method === 'POST' && !id) {
    const body = (await request.json()) as { title: string; body: string };
    const now = '2026-05-01T10:00:00+09:00';
    const created: Template = { id: nextId++, company_id: 1, title: body.title, body: body.body, sort_order: templates.length + 1, created_at: now, updated_at: now };
    templates = [...templates, created];
    return json(201, created);
  }
  if (!found) return error('NOT_FOUND');
  if (request.method === 'GET') return json(200, found);
  if (request.method === 'DELETE') {
    templates = templates.filter((x) => x.id !== id);
    return new Response(null, { status: 204 });
  }
  const body = (await request.json()) as { title: string; body: string };
  const updated = { ...found, title: body.title, body: body.body, updated_at: '2026-05-02T10:00:00+09:00' };
  templates = templates.map((x) => (x.id === id ? updated : x));
  return json(200, updated);
}
