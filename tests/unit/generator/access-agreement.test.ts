// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelIssue } from '../../../generator/model/errors.js';
import { handlersCopy, issuesOfChange, type ModelChange } from './projectModel.js';

/** A change of the model, or a handler file missing (from a copy of src/server/handlers: files on disk). */
type Change = ModelChange | { handlersWithout: string };
let handlers: ReturnType<typeof handlersCopy> | undefined;
afterEach(() => { handlers?.remove(); handlers = undefined; });

function issuesOf(change: Change): ModelIssue[] {
  if (typeof change === 'function') return issuesOfChange(change);
  handlers = handlersCopy();
  rmSync(join(handlers.dir, change.handlersWithout));
  return issuesOfChange(undefined, { handlerDir: handlers.dir });
}

const TAG_SCREEN = '    - { roles: [staff], features: { all: [ALLOW_USE_NOTICE] } }';
const TAG_READ = 'read: [{ roles: [staff], features: { all: [ALLOW_USE_NOTICE] } }]';
const TAG_WRITE = 'write: [{ roles: [staff], features: { all: [ALLOW_USE_NOTICE] } }]';
const onTagScreen = (t: string, grant: string) => {
  const [head, tail] = t.split('notice.tag-manage:\n');
  return `${head}notice.tag-manage:\n${tail!.replace(TAG_SCREEN, grant)}`;
};

describe('access written on a screen and on its entity', () => {
  it('should accept the project model (every screen and entity agree)', () => {
    expect(issuesOf(() => undefined)).toEqual([]);
  });

  it('should accept the same grants written as two grants of the staff roles', () => {
    expect(issuesOf((p) => p.edit('screens/notice.yaml', (t) => onTagScreen(t, [
      '    - { roles: [SPRIX_ADMIN, SYSTEM, STAFF], features: { all: [ALLOW_USE_NOTICE] } }',
      '    - { roles: [AREA_MANAGER, CLAIM_MANAGER, CLAIM, ACCOUNTING], features: { all: [ALLOW_USE_NOTICE] } }',
    ].join('\n'))))).toEqual([]);
  });

  it('should refuse a screen narrower than its entity (a second feature setting): the entity would be open to more', () => {
    const issues = issuesOf((p) => p.edit('screens/notice.yaml', (t) => onTagScreen(t, '    - { roles: [staff], features: { all: [ALLOW_USE_NOTICE, ALLOW_USE_INTERVIEW] } }')));
    expect(issues.map((i) => `${i.file} ${i.path}`)).toEqual(['model/entities/tag.yaml /tag/api/access/read/0', 'model/entities/tag.yaml /tag/api/access/write/0']);
  });

  const refused: Array<[string, Change, { file: string; path: string; reason: RegExp }]> = [
    ['a screen granting a role the entity API refuses',
      (p) => p.edit('screens/notice.yaml', (t) => onTagScreen(t, '    - { roles: [staff, teacher], features: { all: [ALLOW_USE_NOTICE] } }')),
      { file: 'model/screens/notice.yaml', path: '/notice.tag-manage/access/0', reason: /grants TEACHER \(with all of ALLOW_USE_NOTICE\), but entity "tag" \(model\/entities\/tag.yaml\) api.access.read and write refuses it: .*403/ }],
    ['a screen dropping the feature setting the entity API needs',
      (p) => p.edit('screens/notice.yaml', (t) => onTagScreen(t, '    - { roles: [staff] }')),
      { file: 'model/screens/notice.yaml', path: '/notice.tag-manage/access/0', reason: /grants SPRIX_ADMIN, SYSTEM, STAFF, AREA_MANAGER, CLAIM_MANAGER, CLAIM, ACCOUNTING, but entity "tag".*api.access.read and write refuses it/ }],
    ['an editing screen over an entity whose write grant is narrower',
      (p) => p.edit('entities/tag.yaml', (t) => t.replace(TAG_WRITE, 'write: [{ roles: [SYSTEM], features: { all: [ALLOW_USE_NOTICE] } }]')),
      { file: 'model/screens/notice.yaml', path: '/notice.tag-manage/access/0', reason: /grants SPRIX_ADMIN, STAFF, AREA_MANAGER, CLAIM_MANAGER, CLAIM, ACCOUNTING \(with all of ALLOW_USE_NOTICE\), but entity "tag".*api.access.write refuses it/ }],
    ['an entity read grant wider than every screen that shows it',
      (p) => p.edit('entities/tag.yaml', (t) => t.replace(TAG_READ, 'read: [{ roles: [staff, protector], features: { all: [ALLOW_USE_NOTICE] } }]')),
      { file: 'model/entities/tag.yaml', path: '/tag/api/access/read/0', reason: /grants PROTECTOR \(with all of ALLOW_USE_NOTICE\) more than the screens that show "tag" \(notice.tag-manage\).*readElsewhere/ }],
    ['an entity write grant without the feature setting its screen needs',
      (p) => p.edit('entities/tag.yaml', (t) => t.replace(TAG_WRITE, 'write: [{ roles: [staff] }]')),
      { file: 'model/entities/tag.yaml', path: '/tag/api/access/write/0', reason: /grants SPRIX_ADMIN, SYSTEM, STAFF, AREA_MANAGER, CLAIM_MANAGER, CLAIM, ACCOUNTING more than the screens that edit "tag".*writeElsewhere/ }],
    ['an entity read by other screens without saying so (schoolhouse without readElsewhere)',
      (p) => p.edit('entities/schoolhouse.yaml', (t) => t.replace(/\n {6}readElsewhere: .*/, '')),
      { file: 'model/entities/schoolhouse.yaml', path: '/schoolhouse/api/access/read/0', reason: /grants TEACHER, PROTECTOR more than the screens that show "schoolhouse" \(setting-system.schoolhouses\)/ }],
    ['a readElsewhere too short to say why',
      (p) => p.edit('entities/schoolhouse.yaml', (t) => t.replace(/\n( {6}readElsewhere: ).*/, '\n$1yes')),
      { file: 'model/entities/schoolhouse.yaml', path: '/schoolhouse/api/access/readElsewhere', reason: /fewer than 10 characters/ }],
    ['a screen naming a hand-written component that does not exist',
      (p) => p.edit('screens/notice.yaml', (t) => t.replace('title: screen.notice.tagManage', 'title: screen.notice.tagManage\n  component: TagManageScreen')),
      { file: 'model/screens/notice.yaml', path: '/notice.tag-manage/component', reason: /no hand-written screen "TagManageScreen.tsx" under src\/web\/screens\// }],
    ['an operation whose handler file is missing',
      { handlersWithout: 'createSwitchToken.ts' },
      { file: 'model/operations.yaml', path: '/auth.create-switch-token/handler', reason: /no handler "createSwitchToken" in src\/server\/handlers\// }],
  ];
  it.each(refused)('should refuse %s, naming the file and the path', (_name, change, want) => {
    const issues = issuesOf(change);
    const hit = issues.find((i) => i.file === want.file && i.path === want.path);
    expect(hit, JSON.stringify(issues)).toBeDefined();
    expect(hit!.reason).toMatch(want.reason);
  });
});
