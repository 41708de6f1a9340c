/** Called when the API answers 401: the token is no longer accepted; `message` is the server's, if any. */
type UnauthorizedListener = (redirectPath: string, message?: string) => void;

let listener: UnauthorizedListener | undefined;

/** The app-relative path of the current page (without the /communication base), for ?redirect=. */
export function currentAppPath(basePath: string): string {
  const { pathname, search } = window.location;
  const inApp = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return `${inApp || '/'}${search}`;
}

/** Registers the router-aware handler of expired sessions; returns the unregister function. */
export function onUnauthorized(handler: UnauthorizedListener): () => void {
  listener = handler;
  return () => {
    if (listener === handler) listener = undefined;
  };
}

/** Reports an expired session; without a router (tests, early boot) the page navigates itself. */
export function emitUnauthorized(options: { basePath: string; message?: string }): void {
  const path = currentAppPath(options.basePath);
  if (path.startsWith('/login')) return;
  if (listener) listener(path, options.message);
  else window.location.assign(`${options.basePath}/login?redirect=${encodeURIComponent(path)}`);
}
