import { describe, expect, it } from 'vitest';
import { entities, type EntityName } from '../../../src/generated/entities.js';
import { brokenRules, type FieldRule } from '../../../src/shared/fieldRules.js';
import { sampleRows } from '../../../stories/fixtures/sampleRows';

/** The stories' sample rows are rows a form would save: a story's 保存 is not refused by the entity's own rules. */
describe('sample rows of every entity', () => {
  const ruled = (Object.keys(entities) as EntityName[]).filter((name) => entities[name].rules.length > 0);

  it('should cover some entities with rules across fields', () => {
    expect(ruled.length).toBeGreaterThan(0);
  });

  it.each(ruled)('should keep the rules of %s in every row', (name) => {
    for (const row of sampleRows(name, 5)) {
      expect(brokenRules({ rules: entities[name].rules as readonly FieldRule[], values: row }).map((b) => b.rule.field)).toEqual([]);
    }
  });
});
