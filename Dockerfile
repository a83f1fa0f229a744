# The image a company deploys: the production build (no simulator) behind Debian's nginx with deploy/nginx.conf.
#   docker build -t sevan-web .
#   docker run -p 8080:8080 -e CONTENT_API_UPSTREAM=https://cms.example.am/content-api \
#     -e APP_API_UPSTREAM=https://api.example.am/app-api sevan-web
# PUBLIC_* build arguments are the build-time configuration (README "Configuration"); the upstreams, the
# listen address and the CSP's third-party origins (CSP_CHAT_ORIGIN, CSP_PUSH_ORIGIN, CSP_MAPBOX=on) are read
# when the container starts (deploy/render-nginx-conf.sh).

FROM node:20-bookworm-slim AS build
# Chromium renders the fixed public pages once to write their heads (scripts/prerender.mjs).
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_SITE_URL
ARG PUBLIC_MAPBOX_TOKEN
ARG PUBLIC_CHAT_WIDGET_KEY
ARG PUBLIC_PUSH_KEY
ARG PUBLIC_COMPANY_PHONE
# The content the heads are read from: the simulator by default, or a real content backend's origin
# (scripts/prerender.mjs, PRERENDER_API_ORIGIN); PRERENDER=off writes none.
ARG PRERENDER=on
ARG PRERENDER_API_ORIGIN
RUN PRERENDER=$PRERENDER PRERENDER_API_ORIGIN=$PRERENDER_API_ORIGIN npm run build

FROM debian:bookworm-slim
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    nginx-light libnginx-mod-http-brotli-static gettext-base ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/nginx.conf deploy/render-nginx-conf.sh /etc/nginx/sevan/
ENV NGINX_LISTEN=8080 NGINX_ROOT=/usr/share/nginx/html NGINX_RUNTIME_DIR=/tmp/nginx
USER www-data
EXPOSE 8080
CMD ["sh", "-c", "/etc/nginx/sevan/render-nginx-conf.sh > /tmp/nginx/nginx.conf && exec nginx -c /tmp/nginx/nginx.conf -e stderr -g 'daemon off;'"]
