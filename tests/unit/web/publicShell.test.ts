import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The log-in page a visit starts with is the public shell (src/web/main.ts → PublicApp.ts, issue 17 item 11): it
// must load none of the signed-in app. Everything the shell's files import statically is what a phone downloads and
// runs before the form shows; the app comes only through import() after the sign-in.
const web = path.resolve(__dirname, '../../../src/web');
const SHELL_ENTRIES = [path.join(web, 'main.ts'), path.join(web, 'PublicApp.ts')];

/** What the shell may load: the reset style sheet, the copies of antd's icons, and these generated files only. */
const ALLOWED_PACKAGES = [/^antd\/dist\/reset\.css$/, /^virtual:antd-icon\/[A-Za-z]+$/];
const ALLOWED_GENERATED = ['constants.ts', 'publicScreens.ts', 'publicMessages.ja.ts'];

const STATIC_IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** A file's static imports (type-only ones are erased by the compiler and left out): relative paths and packages. */
export function staticImportsOf(text: string): string[] {
  return [...text.matchAll(STATIC_IMPORT)].filter((m) => !m[2]).map((m) => m[3]!);
}

function resolveFile(from: string, spec: string, exists: (file: string) => boolean): string | undefined {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(exists);
}

/** Every file and package the entries reach through static imports. */
export function staticClosure(entries: readonly string[], fs: { read: (file: string) => string; exists: (file: string) => boolean }) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const spec of staticImportsOf(fs.read(file))) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = resolveFile(file, spec, fs.exists);
      if (!target) throw new Error(`${file} imports ${spec}, which is not a file`);
      visit(target);
    }
  };
  entries.forEach(visit);
  return { files: [...files], packages: [...packages] };
}

/** What the shell must not reach: every package and generated file beyond the allowed, and the app's own modules. */
export function shellProblems(closure: { files: string[]; packages: string[] }): string[] {
  const rel = (file: string) => path.relative(web, file).split(path.sep).join('/');
  return [
    ...closure.packages.filter((p) => !ALLOWED_PACKAGES.some((allowed) => allowed.test(p))).map((p) => `package ${p}`),
    ...closure.files.filter((f) => rel(f).startsWith('../generated/') && !ALLOWED_GENERATED.includes(path.basename(f))).map((f) => `generated ${path.basename(f)}`),
    ...closure.files.filter((f) => /^(App|startApp|SignedInApp|AppConfigProvider)\.tsx$|^i18n\/i18n\.ts$/.test(rel(f))).map((f) => `app module ${rel(f)}`),
  ].sort();
}

const disk = { read: (file: string) => readFileSync(file, 'utf8'), exists: (file: string) => existsSync(file) && statSync(file).isFile() };

describe('the public shell (the log-in page a visit starts with)', () => {
  it('should load no package of the signed-in app (React, antd, Refine, rjsf, the router…), no route table or message bundle', () => {
    expect(shellProblems(staticClosure(SHELL_ENTRIES, disk))).toEqual([]);
  });

  it('should reach the log-in form itself', () => {
    const { files } = staticClosure(SHELL_ENTRIES, disk);
    expect(files).toContain(path.join(web, 'screens/login/loginForm.ts'));
  });

  // The check can fail: a shell made of files that import what it must not.
  const fake = (files: Record<string, string>) => ({
    read: (file: string) => files[path.relative(web, file)] ?? '',
    exists: (file: string) => Object.hasOwn(files, path.relative(web, file)),
  });
  it.each([
    ['antd imported by the form', { 'PublicApp.ts': "import { go } from './form.js';", 'form.ts': "import { Button } from 'antd';" }, ['package antd']],
    ['the app imported by the shell', { 'PublicApp.ts': "import { App } from './App';", 'App.tsx': "import { createRoot } from 'react-dom/client';" }, ['app module App.tsx', 'package react-dom/client']],
    ['the whole message bundle', { 'PublicApp.ts': "export { messagesJa } from '../generated/messages.ja.js';", '../generated/messages.ja.ts': '' }, ['generated messages.ja.ts']],
  ])('should name %s', (_case, files, want) => {
    expect(shellProblems(staticClosure([path.join(web, 'PublicApp.ts')], fake(files)))).toEqual(want);
  });

  it.each([
    ['a type-only import', "import type { App } from './App';"],
    ['the app loaded after the sign-in', "const app = () => import('./App');"],
  ])('should let the shell have %s', (_case, text) => {
    expect(shellProblems(staticClosure([path.join(web, 'PublicApp.ts')], fake({ 'PublicApp.ts': text, 'App.tsx': "import 'antd';" })))).toEqual([]);
  });
});
