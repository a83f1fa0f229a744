#!/usr/bin/env bash
# The whole test suite (README "Run every test"): lint, unit/model/component tests, catalogs,
# production size budget, then the browser tests (flows, axe, visual snapshots) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi "noto"; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium and Noto fonts for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  else
    echo "Chromium is missing: install it (apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH." >&2
  fi
fi

[ -d node_modules ] || npm ci

npm run lint
npm run test:unit
npm run i18n:check
npm run bench:size
npm run build:demo
npm run build-storybook
npx playwright test
