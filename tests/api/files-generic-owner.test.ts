// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOwners } from '../../src/generated/fileOwners.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { diskStorage, isMissingFile } from '../../src/server/storage/fileStorage.js';
import { pdfBytes } from '../fixtures/multipart.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * A file owner without a hand-written check (model `files` without `read`) is read by its entity's API rule, as
 * GET <path>/{id} answers. No entity of the model is such an owner yet, so this file makes tags one, as a later area's
 * YAML would (tests/unit/generator/file-owners.test.ts checks that the generator makes the same entry from it).
 */
const owners = fileOwners as Record<string, unknown>;

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  // Added for this file and removed after it: the API suite's files share their modules (vitest isolate: false).
  owners.tag = { entity: 'tag', label: 'タグ', rules: fileOwners.notice.rules, read: null };
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  delete owners.tag;
  await t.close();
});

/** A file owned by a tag (by id) of the demo company, its bytes on the app's disk. */
async function tagFile(tagId: number): Promise<number> {
  const key = `${companyId}/tag/${crypto.randomUUID()}`;
  await diskStorage(t.filesDir).put({ key, bytes: pdfBytes() });
  const row = await t.db.insertInto('files').values({
    company_id: companyId, owner_kind: 'tag' as 'notice', owner_id: tagId, file_name: 'タグの資料.pdf', content_type: 'application/pdf', byte_size: pdfBytes().length, storage_key: key,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const download = async (user: string, id: number) => t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: await t.authAs(user) });

describe('a file owner read by its entity\'s API rule', () => {
  it('should give the file to whoever may GET the tag, and refuse the others as GET /tags/{id} does', async () => {
    const tag = await t.db.selectFrom('tags').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    const file = await tagFile(tag.id);
    const answers: Record<string, [number, number | undefined]> = {};
    for (const user of ['staff', 'teacher1', 'guardian1']) {
      const [fileRes, tagRes] = [await download(user, file), await t.app.inject({ method: 'GET', url: `/api/v1/tags/${tag.id}`, headers: await t.authAs(user) })];
      expect(fileRes.statusCode).toBe(tagRes.statusCode);
      answers[user] = [fileRes.statusCode, fileRes.statusCode === 200 ? undefined : codeOf(fileRes)];
    }
    expect(answers).toEqual({ staff: [200, undefined], teacher1: [403, errorCatalogue.FORBIDDEN.code], guardian1: [403, errorCatalogue.FORBIDDEN.code] });
  });

  it('should answer 404 for a file whose tag is gone or is another company\'s, beside the twin whose tag is there', async () => {
    const other = await t.db.insertInto('companies').values({ code: `OTHER-F${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
    const foreignTag = await t.db.insertInto('tags').values({ company_id: other.id, name: '他社のタグ' }).returning('id').executeTakeFirstOrThrow();
    const own = await t.db.insertInto('tags').values({ company_id: companyId, name: '消すタグ' }).returning('id').executeTakeFirstOrThrow();
    const [foreign, removed] = [await tagFile(foreignTag.id), await tagFile(own.id)];
    expect((await download('staff', removed)).statusCode).toBe(200);
    await t.db.deleteFrom('tags').where('id', '=', own.id).execute();
    for (const file of [foreign, removed]) {
      const res = await download('staff', file);
      expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    }
  });

  it('should delete a tag\'s files, record and bytes, when the generic API deletes the tag, and keep another tag\'s', async () => {
    const [gone, kept] = [
      await t.db.insertInto('tags').values({ company_id: companyId, name: '削除するタグ' }).returning('id').executeTakeFirstOrThrow(),
      await t.db.insertInto('tags').values({ company_id: companyId, name: '残すタグ' }).returning('id').executeTakeFirstOrThrow(),
    ];
    const [goneFile, keptFile] = [await tagFile(gone.id), await tagFile(kept.id)];
    const goneKey = (await t.db.selectFrom('files').select('storage_key').where('id', '=', goneFile).executeTakeFirstOrThrow()).storage_key;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/tags/${gone.id}`, headers: await t.authAs('staff') })).statusCode).toBe(204);
    expect(await t.db.selectFrom('files').select('id').where('id', 'in', [goneFile, keptFile]).execute()).toEqual([{ id: keptFile }]);
    expect(isMissingFile(await diskStorage(t.filesDir).read(goneKey).catch((e: unknown) => e))).toBe(true);
    expect((await download('staff', keptFile)).statusCode).toBe(200);
  });
});
