// Setup for the `unit` project. Runs for every unit test file; the browser stubs and the
// Testing Library cleanup only apply to files that opt into jsdom
// (`// @vitest-environment jsdom`), so node-environment tests stay light.
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  // openapi-fetch takes the Request class when the API client module loads (after this file): one that reads relative
  // URLs as a page does.
  const NodeRequest = globalThis.Request;
  globalThis.Request = class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  };

  // antd (Grid, responsive observers) needs matchMedia; jsdom does not implement it.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: vi.fn((query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      })),
    });
  }

  // antd (Table, Tabs, rc-resize-observer) needs ResizeObserver; jsdom does not implement it.
  if (typeof window.ResizeObserver !== 'function') {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  // jsdom does not implement getComputedStyle(el, pseudoElt) and logs "Not implemented" each time
  // antd measures scrollbars that way; ignore the pseudo-element argument.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

  // Tests do not use vitest globals, so Testing Library cannot register cleanup itself.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
