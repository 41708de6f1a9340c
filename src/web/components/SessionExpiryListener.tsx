import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../session/sessionEvents.js';

/** Where the login page learns that it was reached because the session ended. */
export interface LoginLocationState {
  isSessionExpired?: boolean;
  /** The server's message of the answer that ended the session (code 1007), shown once on the log-in page. */
  sessionMessage?: string;
}

/** When the API answers 401: forget cached data and go to /login?redirect=<the page>. */
export function SessionExpiryListener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => onUnauthorized((path, message) => {
    queryClient.clear();
    const state: LoginLocationState = { isSessionExpired: true, sessionMessage: message };
    void navigate(`/login?redirect=${encodeURIComponent(path)}`, { replace: true, state });
  }), [navigate, queryClient]);
  return null;
}
