const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The plain-text version of a notice body (sanitised HTML from the editor) for the text part of an e-mail: paragraphs,
 * headings and list items become lines (items marked with ・), <br> a line break, a link keeps its address in
 * parentheses; every other tag is dropped and entities are decoded.
 */
export function htmlToText(html: string): string {
  // A body without any tag is plain text already: its line breaks are its own.
  const isPlain = !/<[a-z][^>]*>/i.test(html);
  const text = isPlain ? html.replace(/\r\n?/g, '\n') : html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    // The editor wraps a list item's text in <p>: one line per item all the same.
    .replace(/<li(\s[^>]*)?>(\s*<p(\s[^>]*)?>)?/gi, '・')
    .replace(/(<\/p>\s*)?<\/li>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|tr|table)>/gi, '\n')
    .replace(/<(p|div|h[1-6]|ul|ol|blockquote|pre|tr|table)(\s[^>]*)?>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_whole, href: string, label: string) => {
      const inner = label.replace(/<[^>]*>/g, '');
      return decodeEntities(inner) === decodeEntities(href) ? inner : `${inner} (${href})`;
    })
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n').map((line) => line.trim()).join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
