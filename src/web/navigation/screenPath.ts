import { fillPath, screenById } from './screenIndex.js';

/**
 * The address of a model screen with its parameters filled, e.g. screenPath('contact.detail', { id: '3' }); a custom
 * screen names the screen by its model id instead of typing its path a second time.
 */
export function screenPath(id: string, params: Readonly<Record<string, string>> = {}): string {
  const path = fillPath(screenById(id).path, params);
  if (path === undefined) throw new Error(`screen "${id}" needs parameters its caller did not give`);
  return path;
}
