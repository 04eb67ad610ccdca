import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths that belong to the API: never answered with the web app. */
const API_PREFIXES = ['/api/', '/access/', '/user/', '/login/', '/dev-idp/', '/healthz', '/readyz'];

/** Serves the built web app from the same origin as the API, with the SPA fallback for HTML GETs. */
export const webPlugin = fp<{ distDir: string }>(
  async (app: FastifyInstance, { distDir }) => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ distDir }, 'the web app is not built: run `npm run build`; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
        return reply.status(404).send({ detail: `No route for GET ${url}.`, code: 'not_found' });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
