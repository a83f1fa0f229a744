// The HTML-only reference pages of bench:lighthouse (docs/decisions/lighthouse-floor.md, "HTML only").

/**
 * A prerendered page without the app: every `<script>` element and every script preload taken out; the snapshot,
 * the stylesheets (inlined and linked) and the font and image preloads stay. The snapshot stays `inert`: this is
 * what the page costs to show, not a page a visitor could use.
 * @param {string} html a page of dist/_pages
 * @returns {string}
 */
export function htmlOnly(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}
