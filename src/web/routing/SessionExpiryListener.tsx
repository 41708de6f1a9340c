import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../session/sessionEvents.js';

/** Where the login page learns that it was reached because the session ended. */
export interface LoginLocationState {
  isSessionExpired?: boolean;
}

/** When the API answers 401: forget cached data and go to /login?redirect=<the page>. */
export function SessionExpiryListener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => onUnauthorized((path) => {
    queryClient.clear();
    const state: LoginLocationState = { isSessionExpired: true };
    void navigate(`/login?redirect=${encodeURIComponent(path)}`, { replace: true, state });
  }), [navigate, queryClient]);
  return null;
}
