/**
 * The signed-in app's files for its first page (chunks and style sheets the log-in page has not loaded), as the build
 * lists them: scripts/signedInFilesPlugin.ts writes the array in place of this global's name. Outside a build (the
 * dev server, component tests) there is no list.
 */
declare const __PORTAL_SIGNED_IN_FILES__: readonly string[] | undefined;

/** The build's list of the signed-in app's first files (asset paths under the base path); empty outside a build. */
export function signedInFiles(): readonly string[] {
  return typeof __PORTAL_SIGNED_IN_FILES__ === 'undefined' ? [] : __PORTAL_SIGNED_IN_FILES__;
}

let isRequested = false;

/**
 * Lets the browser fetch the signed-in app's files into its cache at idle priority (`<link rel="prefetch">`: fetched,
 * not run), so that signing in does not wait for them. Once per page; the log-in page asks when the visitor first
 * touches or types in it (PublicApp.tsx), while the form is being filled in.
 */
export function prefetchSignedInApp(): void {
  if (isRequested) return;
  isRequested = true;
  for (const file of signedInFiles()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // As the app will ask for them (Vite's module preloads): same request mode, so the cached answer is used.
    link.crossOrigin = '';
    link.href = `${import.meta.env.BASE_URL}${file}`;
    document.head.append(link);
  }
}
