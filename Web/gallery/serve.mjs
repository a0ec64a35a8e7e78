// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// A tiny static http server for the web gallery and the Chromium tests (ES modules and the
// engine's fetch need http, not file://), in plain node. Run from anywhere:
//   node Web/gallery/serve.mjs [PORT]     serves the repository on 127.0.0.1 (default port 8000)
// and open http://127.0.0.1:PORT/Web/gallery/ (it loads .build/web/popkit.mjs: run
// Scripts/build-web first). Imported, `serve(root)` serves a folder on a free port.

import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.js': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ts': 'text/plain; charset=utf-8',
};

/** Serves the files under `root` on 127.0.0.1 at `port` (0: a free one); resolves `{ url, close }`. */
export function serve(root, port = 0) {
  const base = resolve(root);
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      path = '/';
    }
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    let body = null;
    if (file === base || file.startsWith(base + sep)) {
      try {
        if (statSync(file).isFile()) body = readFileSync(file);
      } catch {
        body = null;
      }
    }
    if (body === null) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`not found: ${path}`);
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      done({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(closed)) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 8000);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { url } = await serve(root, port);
  console.log(`PopKit's web gallery: ${url}/Web/gallery/  (serving ${root}; Ctrl-C stops)`);
}
