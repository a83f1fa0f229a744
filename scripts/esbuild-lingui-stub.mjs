/**
 * An esbuild plugin for the Node bundles of app modules (the simulator's HTTP server, test probes): Lingui's macros
 * (`msg`, `t`, `plural`, …) are compiled away by the app build's SWC plugin, which esbuild does not run, and the
 * package's runtime refuses to be imported. These bundles never show a product text, so a stub that passes its
 * argument through is enough.
 */
export const linguiMacroStub = {
  name: 'lingui-macro-stub',
  setup(bundler) {
    bundler.onResolve({ filter: /^@lingui\/(core|react)\/macro$/ }, () => ({ path: 'lingui-macro', namespace: 'lingui-macro-stub' }));
    bundler.onLoad({ filter: /.*/, namespace: 'lingui-macro-stub' }, () => ({
      contents: [
        'const pass = (value) => value;',
        'const none = () => null;',
        'export const msg = pass, t = pass, defineMessage = pass, plural = pass, select = pass, selectOrdinal = pass;',
        'export const Trans = none, Plural = none, Select = none, SelectOrdinal = none;',
        'export const useLingui = () => ({ t: pass, i18n: { _: pass } });',
      ].join('\n'),
      loader: 'js',
    }));
  },
};
