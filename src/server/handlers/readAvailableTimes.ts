import type { Handler } from './types.js';

// TODO(issue 19): not written yet; a helper replaces this file. Never merged as it is.
export const readAvailableTimes: Handler = async () => { throw new Error('readAvailableTimes is not written yet'); };
