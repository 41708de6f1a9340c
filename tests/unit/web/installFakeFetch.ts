import { fakeApi } from './fakeApi.js';

/**
 * Installs the fake portal API as fetch, and a Request that resolves relative URLs against the page
 * as a browser does (Node's Request wants absolute ones). Call from vi.hoisted: openapi-fetch takes
 * fetch and Request when the client module is imported.
 */
export function installFakeFetch(): void {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => fakeApi(input instanceof Request ? input : new Request(input, init));
}
