import type { JSONContent } from '@tiptap/react';

/** A plain-text template as editor paragraphs: one paragraph per line, a blank line an empty paragraph. */
export function templateParagraphs(text: string): JSONContent[] {
  return text.replace(/\r\n?/g, '\n').split('\n').map((line) => (line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] }));
}
