/** The ?redirect= target when it is a path inside the app (never another host, never the login page). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return undefined;
  return value;
}
