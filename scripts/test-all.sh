#!/usr/bin/env bash
# The whole test suite (README "Run every test"): lint, unit/model/component tests, catalogs,
# production size budget (its `npm run build` is also what the `prod` browser project serves through nginx),
# then the browser tests (flows, axe, visual snapshots, the production smoke) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -i "noto" >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium and Noto fonts for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  else
    echo "Chromium is missing: install it (apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH." >&2
  fi
fi

# nginx (and its brotli module) serve the production build for the `prod` browser tests (npm run prod:local).
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx for the production smoke tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  else
    echo "nginx is missing: install it (apt-get install nginx libnginx-mod-http-brotli-static) for the prod browser tests." >&2
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
