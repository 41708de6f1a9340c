import { expect, test } from 'vitest';
test('node env', () => { expect(typeof window).toBe('undefined'); });
