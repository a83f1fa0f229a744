#!/usr/bin/env bash
# Writes deploy/nginx.conf with its ${…} variables filled from the environment (stdout).
# Used by deploy/Dockerfile (at container start) and scripts/prod-local.mjs: one configuration for both.
#
# Required:  CONTENT_API_UPSTREAM, APP_API_UPSTREAM   e.g. https://content.example.am/content-api (no trailing /)
# Optional:  NGINX_LISTEN (8080), NGINX_ROOT (/usr/share/nginx/html), NGINX_RUNTIME_DIR (/tmp/nginx),
#            NGINX_USER ("" = no user directive), NGINX_ERROR_LOG / NGINX_ACCESS_LOG (stderr / stdout),
#            CSP_CHAT_ORIGIN, CSP_PUSH_ORIGIN (the chat widget's / push service's origins, only when configured),
#            CSP_MAPBOX (on = allow Mapbox's API, tiles and blob: workers), CSP_VITALS_ORIGIN (a vitals collector's
#            origin when not this site's), EXTRA_LOCATIONS (raw nginx text),
#            NGINX_TLS_CERT + NGINX_TLS_KEY (PEM files: the server speaks HTTP/2 over TLS; else plain HTTP/1.1).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

: "${CONTENT_API_UPSTREAM:?set CONTENT_API_UPSTREAM, e.g. https://content.example.am/content-api}"
: "${APP_API_UPSTREAM:?set APP_API_UPSTREAM, e.g. https://app.example.am/app-api}"
export CONTENT_API_UPSTREAM="${CONTENT_API_UPSTREAM%/}" APP_API_UPSTREAM="${APP_API_UPSTREAM%/}"
export NGINX_LISTEN="${NGINX_LISTEN:-8080}"
export NGINX_ROOT="${NGINX_ROOT:-/usr/share/nginx/html}"
export NGINX_RUNTIME_DIR="${NGINX_RUNTIME_DIR:-/tmp/nginx}"
export NGINX_ERROR_LOG="${NGINX_ERROR_LOG:-stderr}"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-/dev/stdout}"
export EXTRA_LOCATIONS="${EXTRA_LOCATIONS:-}"
export NGINX_USER_DIRECTIVE=""
[ -n "${NGINX_USER:-}" ] && NGINX_USER_DIRECTIVE="user ${NGINX_USER};"

# Brotli: the precompressed .br files are served when Debian's module is installed (the image installs it).
export BROTLI_LOAD_MODULE="" BROTLI_STATIC_DIRECTIVE=""
brotli_module="${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
if [ -f "$brotli_module" ]; then
  BROTLI_LOAD_MODULE="load_module ${brotli_module};"
  BROTLI_STATIC_DIRECTIVE="brotli_static on;"
fi

# TLS with HTTP/2 when a certificate is given (`npm run prod:local`; the image usually sits behind a TLS proxy).
# nginx 1.22 (Debian 12) takes `http2` on the listen directive.
export NGINX_LISTEN_OPTIONS="" NGINX_TLS_DIRECTIVES=""
if [ -n "${NGINX_TLS_CERT:-}" ] && [ -n "${NGINX_TLS_KEY:-}" ]; then
  NGINX_LISTEN_OPTIONS=" ssl http2"
  NGINX_TLS_DIRECTIVES="    ssl_certificate ${NGINX_TLS_CERT};
    ssl_certificate_key ${NGINX_TLS_KEY};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:1m;"
fi

# Content-Security-Policy additions: third parties are allowed only when they are configured.
export CSP_SCRIPT_EXTRA="" CSP_STYLE_EXTRA="" CSP_FONT_EXTRA="" CSP_CONNECT_EXTRA="" CSP_FRAME_EXTRA="" CSP_WORKER_EXTRA="" CSP_FORM_EXTRA=""
for origin in ${CSP_CHAT_ORIGIN:-} ${CSP_PUSH_ORIGIN:-}; do
  CSP_SCRIPT_EXTRA+=" ${origin}"
  CSP_STYLE_EXTRA+=" ${origin}"
  CSP_FONT_EXTRA+=" ${origin}"
  CSP_CONNECT_EXTRA+=" ${origin} ${origin/https:/wss:}"
  CSP_FRAME_EXTRA+=" ${origin}"
done
# Real users' vitals beacons to a collector on another origin (PUBLIC_VITALS_URL=https://…): connect-src only.
for origin in ${CSP_VITALS_ORIGIN:-}; do
  CSP_CONNECT_EXTRA+=" ${origin}"
done
if [ "${CSP_MAPBOX:-off}" = "on" ]; then
  CSP_CONNECT_EXTRA+=" https://api.mapbox.com https://events.mapbox.com"
  CSP_WORKER_EXTRA+=" blob:"
fi

vars='${NGINX_USER_DIRECTIVE} ${NGINX_RUNTIME_DIR} ${NGINX_ERROR_LOG} ${NGINX_ACCESS_LOG} ${BROTLI_LOAD_MODULE} ${BROTLI_STATIC_DIRECTIVE}
  ${NGINX_LISTEN} ${NGINX_LISTEN_OPTIONS} ${NGINX_TLS_DIRECTIVES} ${NGINX_ROOT} ${CONTENT_API_UPSTREAM} ${APP_API_UPSTREAM} ${EXTRA_LOCATIONS}
  ${CSP_SCRIPT_EXTRA} ${CSP_STYLE_EXTRA} ${CSP_FONT_EXTRA} ${CSP_CONNECT_EXTRA} ${CSP_FRAME_EXTRA} ${CSP_WORKER_EXTRA} ${CSP_FORM_EXTRA}'
envsubst "$vars" < "$here/nginx.conf"
