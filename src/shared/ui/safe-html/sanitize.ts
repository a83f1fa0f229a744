import DOMPurify from 'dompurify';

/**
 * HTML from the content API is rendered only through `sanitizeHtml` (public-site.md §7, issue 3
 * "cross-cutting"): no script, style, iframe, object or form elements, no event-handler attributes,
 * no `javascript:` / `data:` / `vbscript:` URLs. Links that open a new window get `rel="noopener noreferrer"`.
 */
const FORBID_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'meta', 'link', 'base'];
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * Event-handler attributes are dropped from the tags' text before DOMPurify parses it: Chrome reports a
 * Content-Security-Policy violation ("Executing inline event handler") for a handler even in DOMPurify's inert
 * document, so the console of a page with such content would show one. DOMPurify still removes whatever this
 * pass misses (it is not the defence, only the silencer).
 */
const HANDLER_ATTRIBUTE = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
const withoutHandlers = (html: string) => html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1'));

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  ensureHooks();
  return DOMPurify.sanitize(withoutHandlers(html), {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcdoc'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  });
}
