import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/publicScreens.ts: the screens open without sign-in (path, title key), which the web entry reads to
 * choose the small public shell or the signed-in app without loading the route table (routes.ts); and
 * publicMessages.ja.ts: the messages of the public screens the public shell shows on its own (model/screens
 * `messages:`, with their titles), a part of the bundle it does not load (messages.ja.ts).
 */
export function emitPublicScreens(model: Model): OutputFile[] {
  const publicScreens = model.screens.filter((s) => s.public);
  const screens = publicScreens.map((s) => ({ id: s.id, path: s.path, title: s.title }));
  const keys = new Set(publicScreens.flatMap((s) => (s.messages ? [s.title, ...s.messages] : [])));
  const messages = Object.fromEntries([...keys].sort().map((key) => [key, model.messages[key]!]));
  const screensFile = `${TS_BANNER}
/** A screen open without sign-in (model/screens \`public: true\`). */
export interface PublicScreen {
  readonly id: string;
  /** Route path under the base path. */
  readonly path: string;
  /** Message key of the page title. */
  readonly title: string;
}

/** Every public screen, sorted by id. */
export const publicScreens: readonly PublicScreen[] = ${literal(screens)};
`;
  const messagesFile = `${TS_BANNER}
/** The Japanese messages of the public screens that list theirs, and their titles (a part of messages.ja.ts). */
export const publicMessagesJa: Readonly<Record<PublicMessageKey, string>> = ${literal(messages)};

export type PublicMessageKey =
${[...keys].sort().map((k) => `  | '${k}'`).join('\n') || '  never'};
`;
  return [
    { path: 'src/generated/publicScreens.ts', content: screensFile },
    { path: 'src/generated/publicMessages.ja.ts', content: messagesFile },
  ];
}
