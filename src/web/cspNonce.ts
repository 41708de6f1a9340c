/**
 * The style nonce of this page load: the server writes a fresh one per answer into index.html's
 * `<meta property="csp-nonce" nonce="…">` and into the page's Content-Security-Policy (style-src 'nonce-…'). The
 * browser hides a nonce attribute from the DOM, but the element's `nonce` property still tells it to scripts of the
 * page. Undefined outside the served page (Storybook, component tests, the Vite dev server), where no policy applies.
 */
export const cspNonce: string | undefined = readNonce();

function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

/**
 * Gives every <style> element the app's code creates the page's nonce. antd's CSS-in-JS takes the nonce from
 * ConfigProvider (`csp`), but a few rc-component helpers write a <style> of their own without one (the scroll lock of
 * a modal or drawer, the scroll-bar measurement): under the policy they would be refused. Only elements made by script
 * (document.createElement) get it: a <style> in injected markup (innerHTML, a notice body) is still refused, and a
 * script that could call createElement already runs in the page, which the policy's script-src is there to prevent.
 */
export function nonceNewStyleElements(nonce: string | undefined): void {
  if (!nonce || typeof Document === 'undefined') return;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function createElementWithNonce(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof Document.prototype.createElement;
}
