// The worker thread of generator/run/apiTypesThread.ts: plain JavaScript, so that it starts without a TypeScript loader.
// It imports openapi-typescript at once (the TypeScript compiler and Redocly: about a second), while the main thread
// loads the model, then turns each OpenAPI document it is sent into the text of src/generated/api.ts (without banner).
import { parentPort } from 'node:worker_threads';

const library = import('openapi-typescript');

parentPort.on('message', async (doc) => {
  try {
    const { default: openapiTS, astToString } = await library;
    parentPort.postMessage({ text: astToString(await openapiTS(doc, { alphabetize: true })) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
