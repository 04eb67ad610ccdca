import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@ua/contracts/constants';

const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * Serves the built web app from the same origin as the API, with the SPA fallback for HTML GETs.
 * Hashed assets are kept a year; the page itself is never stored, so a deploy reaches everyone at
 * once. Text files go out as the build's brotli or gzip copy when the browser accepts one.
 */
export const webPlugin = fp<{ distDir: string }>(
  async (app: FastifyInstance, { distDir }) => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ distDir }, 'the web app is not built: run `npm run build`; serving the API only');
      return;
    }
    // One route serves the files and the fallback, so that it alone declares its (public) access.
    // cacheControl off: the route sets each answer's own header, which @fastify/static would overwrite.
    await app.register(fastifyStatic, { root: distDir, serve: false, cacheControl: false, preCompressed: true });
    const files = new Set(
      listFiles(distDir)
        .filter((file) => !PRECOMPRESSED.test(file))
        .map((file) => `/${path.relative(distDir, file).split(path.sep).join('/')}`),
    );
    files.delete('/index.html');

    app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (files.has(url)) {
        const immutable = url.startsWith('/assets/');
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .header('vary', 'accept-encoding')
          .sendFile(url.slice(1));
      }
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml || isApiPath(url)) {
        return reply.status(404).send({ detail: `No route for GET ${url}.`, code: 'not_found' });
      }
      return reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').sendFile('index.html');
    });
  },
  { name: 'web' },
);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
