import type { AbilityUser } from '../../../src/generated/abilities.js';
import { sampleRows } from '../../../stories/fixtures/sampleRows.js';
import { abilityUser, featuresWithout } from './abilityUsers.js';
import { resetFakeTemplates, templateApi, templatePaths } from './fakeTemplateApi.js';

/** A signed-in account of the fake API. */
interface Account {
  password: string;
  token: string;
  displayName: string;
  ability: AbilityUser;
}

/** The accounts the fake API knows, by login ID. */
export const accounts: Readonly<Record<string, Account>> = {
  staff: { password: 'pass', token: 'token-staff', displayName: '事務 花子', ability: abilityUser('STAFF') },
  guardian: { password: 'pass', token: 'token-guardian', displayName: '山田太郎の保護者さまです', ability: abilityUser('PROTECTOR', featuresWithout('ALLOW_USE_NOTICE')) },
};

let tags: Record<string, unknown>[] = [];
let nextTagId = 1;
let tagCountCap: number | undefined;
/** Read-only rows of other generic lists, by collection path (/api/v1/students): listed whole, or one by id. */
let otherRows = new Map<string, Record<string, unknown>[]>();
/** Answers of the collections that wait until released (a list whose rows arrive late). */
let heldLists = new Map<string, Array<() => void>>();

/** Puts the fake tag table back to three sample tags (夏期講習, 保護者会, 重要; 重要 is used by a notice), and the templates. */
export function resetFakeApi(): void {
  tags = sampleRows('tag', 3);
  nextTagId = tags.length + 1;
  tagCountCap = undefined;
  otherRows = new Map();
  heldLists = new Map();
  answers = new Map();
  resetFakeTemplates();
}

/** Fixed answers of GET paths (an operation of operations.yaml), by path. */
let answers = new Map<string, unknown>();

/** Answers GET `path` with `body` (200). */
export function setFakeAnswer(path: string, body: unknown): void {
  answers.set(path, body);
}

/** Rows the fake API lists (GET path) and reads by id (GET path/{id}, 404 when absent) for a generic list's path. */
export function setFakeRows(path: string, rows: Record<string, unknown>[]): void {
  otherRows.set(path, rows);
}

/** Holds the answers of a list path until the returned function is called (to see a screen while its rows load). */
export function holdFakeList(path: string): () => void {
  const waiting: Array<() => void> = [];
  heldLists.set(path, waiting);
  return () => {
    heldLists.delete(path);
    waiting.splice(0).forEach((release) => release());
  };
}

/** The tag list counts at most `cap` rows, as the server does at constants.listCountCap (total_is_capped beyond). */
export function capFakeTagCount(cap: number): void {
  tagCountCap = cap;
}
resetFakeApi();

const tagInUse = '重要';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers like the portal API for login, the current user, tags and notice templates; 404 otherwise. */
export async function fakeApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const token = request.headers.get('Authorization')?.replace('Bearer ', '');
  const account = Object.values(accounts).find((a) => a.token === token);
  if (url.pathname === '/api/v1/communication/login' && request.method === 'POST') {
    const body = (await request.json()) as { username: string; password: string };
    const found = accounts[body.username];
    if (!found || found.password !== body.password) return json(401, { code: 1001, message: 'ログインIDまたはパスワードが正しくありません。' });
    return json(200, { token: found.token, name: found.displayName, role: found.ability.role, roleId: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
  }
  if (!account) return json(401, { code: 1002, message: 'ログインしてください。' });
  if (url.pathname === '/api/v1/auth-search/users/current') {
    return json(200, {
      id: account.ability.userId, m_authority_id: 1, role: account.ability.role, staff_name: null, display_name: account.displayName,
      user: { username: 'user', avatar: null, m_authority_id: 1 }, ability: account.ability,
    });
  }
  const held = heldLists.get(url.pathname);
  if (held) await new Promise<void>((resolve) => held.push(resolve));
  if (url.pathname.startsWith('/api/v1/tags')) return tagApi(request, url);
  if (request.method === 'GET' && answers.has(url.pathname)) return json(200, answers.get(url.pathname));
  const collection = [...otherRows.keys()].find((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
  if (collection && request.method === 'GET') {
    const rows = otherRows.get(collection)!;
    if (url.pathname === collection) return json(200, { data: rows, total: rows.length, total_is_capped: false, page: 1, limit: rows.length });
    const row = rows.find((r) => String(r.id) === url.pathname.slice(collection.length + 1));
    return row ? json(200, row) : json(404, { code: 10006, message: '対象のデータが見つかりません。' });
  }
  if (url.pathname.startsWith(templatePaths.collection) || url.pathname === templatePaths.reorder) return templateApi(request, url);
  return json(404, { code: 1004, message: '見つかりません。' });
}

async function tagApi(request: Request, url: URL): Promise<Response> {
  const id = Number(url.pathname.split('/')[4]);
  if (request.method === 'GET' && url.pathname.split('/')[4] !== undefined) {
    const tag = tags.find((t) => t.id === id);
    return tag ? json(200, tag) : json(404, { code: 10006, message: '対象のデータが見つかりません。' });
  }
  if (request.method === 'GET') {
    const name = url.searchParams.get('name') ?? '';
    const data = tags.filter((t) => String(t.name).includes(name));
    const isCapped = tagCountCap !== undefined && data.length > tagCountCap;
    return json(200, { data, total: isCapped ? tagCountCap : data.length, total_is_capped: isCapped, page: 1, limit: 20 });
  }
  if (request.method === 'DELETE') {
    const tag = tags.find((t) => t.id === id);
    if (tag?.name === tagInUse) return json(409, { code: 10302, message: 'このタグはお知らせで使用されているため削除できません。' });
    tags = tags.filter((t) => t.id !== id);
    return new Response(null, { status: 204 });
  }
  const body = (await request.json()) as { name: string };
  if (tags.some((t) => t.name === body.name && t.id !== id)) {
    const message = '同じ名前のタグが既に登録されています。';
    return json(409, { code: 10301, message, errors: [{ field: 'name', message }] });
  }
  const now = '2026-05-01T10:00:00+09:00';
  if (request.method === 'POST') {
    const tag = { id: nextTagId++, company_id: 1, name: body.name, created_at: now, updated_at: now };
    tags = [...tags, tag];
    return json(201, tag);
  }
  tags = tags.map((t) => (t.id === id ? { ...t, name: body.name, updated_at: now } : t));
  return json(200, tags.find((t) => t.id === id));
}
