// A static file server for the built site under any path prefix, as a plain static host would serve it: the
// sub-path test mounts dist/ at /outbox-lab/ to prove nothing in the site assumes it lives at the root.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

export interface StaticSite {
  url: string;
  /** Serves another directory from now on, as a deploy swaps a site's files. */
  root(directory: string): void;
  close(): Promise<void>;
}

export async function serveStatic(directory: string, prefix: string): Promise<StaticSite> {
  let root = directory;
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(prefix)) {
      response.writeHead(404).end('not under the prefix');
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    // No caching by the browser: what the host holds now is what it serves (the service worker is the cache).
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    root: (next) => (root = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
