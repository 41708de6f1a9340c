import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Shows the signed-in app (App.tsx: the router, antd, every page but the public shell's) in `container` at the page's
 * address, in place of what the container shows (the splash, or the public shell's log-in form).
 */
export function startApp(container: HTMLElement): void {
  // As a transition, React renders the page in slices of a few milliseconds and lets the phone handle input in
  // between, instead of in one long task (issue 9: mobile Total Blocking Time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
