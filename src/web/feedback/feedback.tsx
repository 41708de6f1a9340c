import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface.js';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal/index.js';
import type { Feedback } from './feedbackApi.js';
import { registerMessageApi } from './showErrorMessage.js';

export type { Feedback } from './feedbackApi.js';


const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

interface Call { target: keyof Feedback; method: string; args: unknown[] }

const FeedbackContext = createContext<Feedback | undefined>(undefined);

/** The app's messages and dialogs (instead of antd's App.useApp(), whose App loads them all with the first page). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside FeedbackProvider (AppConfigProvider)');
  return feedback;
}

const FeedbackHost = lazy(() => import('./FeedbackHost.js').then((m) => ({ default: m.FeedbackHost })));

/**
 * Provides {@link useFeedback}. antd's message and modal code (about 20 KB brotli, issue 9: a guardian's first page)
 * loads with the first message or dialog asked for: until then each call waits in a queue, and the host, once
 * mounted inside the app's ConfigProvider (theme, locale, style nonce), shows them in order. Calls return nothing.
 */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const [isHostWanted, setHostWanted] = useState(false);
  const queue = useRef<Call[]>([]);
  const host = useRef<Feedback | undefined>(undefined);
  const value = useMemo(() => {
    const forward = (target: keyof Feedback, method: string) => (...args: unknown[]) => {
      const ready = host.current;
      if (ready) {
        (ready[target] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
        return undefined;
      }
      queue.current.push({ target, method, args });
      setHostWanted(true);
      return undefined;
    };
    return {
      message: Object.fromEntries(MESSAGE_METHODS.map((m) => [m, forward('message', m)])) as unknown as MessageInstance,
      modal: Object.fromEntries(MODAL_METHODS.map((m) => [m, forward('modal', m)])) as unknown as ModalApi,
    };
  }, []);
  const onReady = useCallback((ready: Feedback) => {
    host.current = ready;
    for (const call of queue.current.splice(0)) (ready[call.target] as unknown as Record<string, (...a: unknown[]) => unknown>)[call.method]!(...call.args);
  }, []);
  // Code outside React (the API middleware) shows its errors through the same queue.
  useEffect(() => registerMessageApi(value.message), [value]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {isHostWanted && <Suspense fallback={null}><FeedbackHost onReady={onReady} /></Suspense>}
    </FeedbackContext.Provider>
  );
}
