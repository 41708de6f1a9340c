import { Worker } from 'node:worker_threads';

/** openapi-typescript in a worker thread: started before the model is loaded, it types the document in parallel. */
export interface ApiTypesThread {
  /** The types of an OpenAPI document (the text of src/generated/api.ts without its banner). */
  typesOf(doc: Record<string, unknown>): Promise<string>;
  /** Ends the thread (a run that needed no types ends it unused). */
  stop(): Promise<void>;
}

/** Starts the thread; it begins importing openapi-typescript at once. */
export function startApiTypesThread(): ApiTypesThread {
  // No TypeScript loader in the worker: its file is JavaScript, and the loader would cost its start-up again.
  const worker = new Worker(new URL('./apiTypesWorker.mjs', import.meta.url), { execArgv: [] });
  let failure: Error | undefined;
  worker.on('error', (error) => { failure = error; });
  return {
    typesOf(doc) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', (answer: { text?: string; error?: string }) => {
          worker.off('error', reject);
          if (answer.text === undefined) reject(new Error(`openapi-typescript failed: ${answer.error ?? 'no answer'}`));
          else resolve(answer.text);
        });
        worker.postMessage(doc);
      });
    },
    async stop() { await worker.terminate(); },
  };
}
