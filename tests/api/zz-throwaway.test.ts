import { expect, test } from 'vitest';
test('api', () => { expect(process.env.TEST_DB ?? 'pglite').toBeTruthy(); console.log('DB', process.env.TEST_DB ?? 'pglite', process.env.DATABASE_URL ?? '-'); });
