// The site is light only: Mantine's dark-scheme rules are taken out, last (scripts/postcss-light-only.cjs).
const presetMantine = require('postcss-preset-mantine');
const simpleVars = require('postcss-simple-vars');
const lightOnly = require('./scripts/postcss-light-only.cjs');

module.exports = {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '18.75em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '100em',
      },
    }),
    lightOnly(),
  ],
};
