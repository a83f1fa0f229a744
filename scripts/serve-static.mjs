#!/usr/bin/env node
// A small static server for tests and previews: serves a folder on 127.0.0.1 with an SPA fallback
// to index.html (no extra dependency, same behaviour on every machine).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [root = 'dist-demo', portArg = '47311', fallback = 'spa'] = process.argv.slice(2);
const base = resolve(root);
const port = Number(portArg);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

if (!existsSync(base)) {
  console.error(`serve-static: ${base} does not exist (build it first)`);
  process.exit(1);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = normalize(join(base, decodeURIComponent(url.pathname)));
  if (!file.startsWith(base)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    if (fallback !== 'spa' || extname(url.pathname)) {
      response.writeHead(404).end('not found');
      return;
    }
    file = join(base, 'index.html');
  }
  response.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
    'Service-Worker-Allowed': '/',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`serving ${base} on http://127.0.0.1:${port}`));
