import type { Handler } from './types.js';

// TODO(issue 19): not written yet; a helper replaces this file. Never merged as it is.
export const lessonGrid: Handler = async () => { throw new Error('lessonGrid is not written yet'); };
