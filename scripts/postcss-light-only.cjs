/* global module */
// A PostCSS plugin: the rules for Mantine's dark colour scheme taken out of every stylesheet
// (docs/decisions/light-scheme-only.md). The site has one colour scheme: <html data-mantine-color-scheme="light"> in
// the shell, no colour-scheme setting anywhere in the app, and nothing that switches it. Mantine's stylesheets (and
// ours, through postcss-preset-mantine's `dark` mixins) still carry a dark variant of each rule, ~15 KB of the ~130 KB
// every prerendered page inlines, parsed and matched on every load for nothing.
//
// A selector that applies only under `[data-mantine-color-scheme=dark]` (any quoting, inside :where() or :host() as
// well) is dropped from its rule; a rule left without a selector is removed, and so is an at-rule left empty.
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

function lightOnly() {
  return {
    postcssPlugin: 'light-only',
    // After the other plugins: the preset's mixins have become plain selectors by then.
    OnceExit(root) {
      root.walkRules((rule) => {
        if (!DARK.test(rule.selector)) return;
        const kept = rule.selectors.filter((selector) => !DARK.test(selector));
        const parent = rule.parent;
        if (kept.length) rule.selectors = kept;
        else rule.remove();
        if (parent && parent.type === 'atrule' && parent.nodes && parent.nodes.length === 0) parent.remove();
      });
    },
  };
}
lightOnly.postcss = true;

module.exports = lightOnly;
module.exports.DARK = DARK;
