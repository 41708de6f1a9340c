// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentDispositionFileName, fetchFile } from '../../../src/web/providers/downloadFile.js';
import { ApiError } from '../../../src/web/providers/apiError.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('contentDispositionFileName', () => {
  it.each([
    ['the RFC 5987 name over the plain one', `attachment; filename="survey.csv"; filename*=UTF-8''%E5%A4%8F%E6%9C%9F%E8%AC%9B%E7%BF%92.csv`, '夏期講習.csv'],
    ['a quoted plain name', 'attachment; filename="report 1.pdf"', 'report 1.pdf'],
    ['an unquoted plain name', 'attachment; filename=report.pdf', 'report.pdf'],
    ['an escaped quote', 'attachment; filename="a\\"b.txt"', 'a"b.txt'],
    ['the plain name when the extended one is malformed', `attachment; filename="x.csv"; filename*=UTF-8''%E5%A4`, 'x.csv'],
  ])('should read %s', (_, header, want) => {
    expect(contentDispositionFileName(header)).toBe(want);
  });

  it.each([
    ['no header', null],
    ['no file name', 'inline'],
  ])('should give nothing for %s', (_, header) => {
    expect(contentDispositionFileName(header)).toBeUndefined();
  });
});

describe('fetchFile', () => {
  it('should send the bearer token and the switch header and name the file from the answer', async () => {
    saveSession({ token: 'tok-1', role: 'PROTECTOR', exp: Math.floor(Date.now() / 1000) + 3600 });
    window.localStorage.setItem('Spx-Switch-Protector', '42');
    const fetchSpy = vi.fn(async (request: Request) => {
      expect(request.headers.get('authorization')).toBe('Bearer tok-1');
      expect(request.headers.get('spx-switch-protector')).toBe('42');
      expect(new URL(request.url).search).toBe('?encoding=sjis');
      return new Response('a,b', { status: 200, headers: { 'content-disposition': `attachment; filename*=UTF-8''%E7%B5%90%E6%9E%9C.csv` } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const file = await fetchFile({ path: '/api/v1/surveys/1/download', query: { encoding: 'sjis' }, fallbackName: 'survey.csv' });
    expect(file.fileName).toBe('結果.csv');
    expect(await file.blob.text()).toBe('a,b');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('should throw the catalogue error of a refused download', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 10103, message: '閲覧する権限がありません。' }), {
      status: 403, headers: { 'content-type': 'application/json' },
    })));
    const failure = fetchFile({ path: '/api/v1/surveys/1/download', fallbackName: 'survey.csv' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 10103, message: '閲覧する権限がありません。' });
  });
});
