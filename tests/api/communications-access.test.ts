// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { communicationFixtures, type CommunicationView } from './communicationFixtures.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Who may send and read teacher communications (issue 18, spec sections 2 and 8), each allowed case beside its refused
 * twin: a guardian never; a teacher who is neither sender nor recipient never; a teacher writes to another teacher only
 * where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on and only through a schoolhouse of their own (10109 otherwise,
 * nothing written); without ALLOW_USE_COMMUNICATION nobody.
 */
let t: TestApp;
let f: ReturnType<typeof communicationFixtures>;
beforeAll(async () => { t = await startTestApp(); f = communicationFixtures(t); }, 120_000);
afterAll(async () => { await t.close(); });

const view = (res: { json(): unknown }) => res.json() as CommunicationView;
const OTHER_TEACHER = 'ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER';

/** teacher1, a teacher sharing a schoolhouse with them, and one sharing none (when the demo has one). */
async function cast() {
  const all = await f.teachers();
  const me = all.find((x) => x.username === 'teacher1')!;
  const shares = (x: { houses: number[] }) => x.houses.some((h) => me.houses.includes(h));
  const peer = all.find((x) => x.username !== 'teacher1' && x.username !== 'teacher2' && shares(x))!;
  const stranger = all.find((x) => !shares(x) && x.houses.length > 0);
  return { me, peer, stranger };
}

describe('who reads a communication', () => {
  let id = 0;
  let recipient = '';
  let outsider = '';
  beforeAll(async () => {
    const all = await f.teachers();
    const [to, other] = all.filter((x) => x.username !== 'teacher1' && x.username !== 'teacher2');
    recipient = to!.username;
    outsider = other!.username;
    id = await f.send('staff', [to!.id]);
  });

  it('should open it for a recipient teacher and answer NOT_FOUND to a teacher who is neither sender nor recipient', async () => {
    expect((await f.open(recipient, id)).statusCode).toBe(200);
    expect(await f.listIds(recipient)).toContain(id);
    const res = await f.open(outsider, id);
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await f.listIds(outsider)).not.toContain(id);
  });

  it('should refuse a guardian the list, the communication and sending, forged child header or not', async () => {
    expect((await f.call('staff', 'GET', '/communications')).statusCode).toBe(200);
    for (const headers of [{}, f.actingFor(1)]) {
      expect((await f.call('guardian1', 'GET', '/communications', { headers })).statusCode).toBe(403);
      expect((await f.call('guardian1', 'GET', `/communications/${id}`, { headers })).statusCode).toBe(403);
    }
    const before = await f.noticeCount();
    expect((await f.write('guardian1', { teacher_ids: [(await f.teacher(recipient)).id] })).statusCode).toBe(403);
    expect(await f.noticeCount()).toBe(before);
  });

  it('should let the recipient read but not edit it, and staff edit it', async () => {
    await f.setEverywhere(OTHER_TEACHER, f.enabled);
    const res = await f.write(recipient, { title: '書き換え' }, id);
    expect(res.statusCode).toBe(403);
    expect(view(await f.open('staff', id)).title).not.toBe('書き換え');
    expect((await f.write('staff', { title: '講師会議（改）' }, id)).statusCode).toBe(200);
    expect(view(await f.open('staff', id)).title).toBe('講師会議（改）');
  });
});

describe('a teacher writing to teachers', () => {
  beforeEach(async () => { await f.setEverywhere(OTHER_TEACHER, f.enabled); });

  it('should send to a teacher of the same schoolhouse with ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER on, told as teacher-contact-teacher', async () => {
    const { peer } = await cast();
    const id = await f.send('teacher1', [peer.id]);
    expect(await f.bells(peer.username, NotificationKind.teacherContactTeacher, id)).toEqual([{ is_read: false }]);
    expect(view(await f.open('teacher1', id)).manage).toMatchObject({ recipient_count: 1, can_edit: true });
    expect(view(await f.open(peer.username, id)).recipient).toMatchObject({ is_read: true });
  });

  it('should refuse another teacher with 10109 when the setting is off, write nothing and offer no candidates', async () => {
    const { me, peer } = await cast();
    await f.setEverywhere(OTHER_TEACHER, f.disabled);
    const before = await f.noticeCount();
    const res = await f.write('teacher1', { teacher_ids: [peer.id] });
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.NO_PERMISSION_10109.code]);
    expect(await f.noticeCount()).toBe(before);
    const candidates = (await f.call('teacher1', 'GET', '/communications/teachers')).json<{ data: Array<{ id: number }> }>().data.map((c) => c.id);
    expect(candidates).toEqual([me.id]);
  });

  it('should offer and accept only teachers of the sender\'s schoolhouses, refusing one of another schoolhouse with 10109', async () => {
    const { peer, stranger } = await cast();
    const candidates = (await f.call('teacher1', 'GET', '/communications/teachers')).json<{ data: Array<{ id: number }> }>().data.map((c) => c.id);
    expect(candidates).toContain(peer.id);
    if (!stranger) return;
    expect(candidates).not.toContain(stranger.id);
    const before = await f.noticeCount();
    const res = await f.write('teacher1', { teacher_ids: [stranger.id] });
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.NO_PERMISSION_10109.code]);
    expect(await f.noticeCount()).toBe(before);
  });
});

describe('ALLOW_USE_COMMUNICATION', () => {
  it('should open the list to staff when on and refuse list and sending when off', async () => {
    const to = await f.teacher('teacher7');
    await f.setEverywhere('ALLOW_USE_COMMUNICATION', f.enabled);
    expect((await f.call('staff', 'GET', '/communications')).statusCode).toBe(200);
    await f.setEverywhere('ALLOW_USE_COMMUNICATION', f.disabled);
    try {
      expect((await f.call('staff', 'GET', '/communications')).statusCode).toBe(403);
      const before = await f.noticeCount();
      expect((await f.write('staff', { teacher_ids: [to.id] })).statusCode).toBe(403);
      expect(await f.noticeCount()).toBe(before);
    } finally {
      await f.setEverywhere('ALLOW_USE_COMMUNICATION', f.enabled);
    }
  });
});
