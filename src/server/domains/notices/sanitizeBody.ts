import sanitizeHtml from 'sanitize-html';

/** Link targets a notice may carry: web pages and mail addresses (no javascript:, data:, relative or protocol-relative URL). */
const LINK = /^(https?:\/\/|mailto:)/i;

/** Headings the editor offers; other levels become the nearest of them so their text keeps its weight. */
const HEADING_LEVELS = { h1: 'h2', h5: 'h4', h6: 'h4' } as const;

/**
 * What survives in a notice body: the formatting of the editor (paragraphs, emphasis, headings, lists, quotes, rules)
 * and links to web pages and mail addresses, which open in a new tab without giving it the portal's window. Scripts,
 * styles, frames, event handlers and javascript: URLs never reach a guardian's page or e-mail. The placeholders
 * ({保護者姓}, …) are plain text and pass unchanged.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or hidden, dropped with it (sanitize-html's own list, which must stay, and frames).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    ...Object.fromEntries(Object.entries(HEADING_LEVELS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})])),
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return { tagName, attribs: { ...(href && LINK.test(href) ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

/** The sanitised HTML of a notice body (sanitize-html with {@link OPTIONS}). */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised HTML shows no text at all (e.g. '<p></p>' or only line breaks): the body is then missing. */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s|\u3000/g, '') === '';
}
