/** Reads one cookie of the page; undefined when absent. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Writes a cookie for the whole host (the API under /api reads nothing from it, legacy pages may). */
export function writeCookie(options: { name: string; value: string; expires: Date }): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(options.name)}=${encodeURIComponent(options.value)}; expires=${options.expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
}

/** Removes a cookie written by writeCookie. */
export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
