import type express from 'express';
import type { GraphQLSchema } from 'graphql';
import { createContext } from '../context';
import type { AppServices } from '../services';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

const SITEMAP_TTL_MS = 10 * 60_000;

function originOf(req: express.Request, services: AppServices): string {
  return services.config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
}

/** `robots.txt` and `sitemap.xml` (built from the catalogue, kept ten minutes). */
export function mountSeoFiles(app: express.Express, { schema, services }: { schema: GraphQLSchema; services: AppServices }): void {
  let cached: { at: number; paths: Promise<string[]> } | null = null;

  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(originOf(req, services)));
  });

  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
        const context = await createContext(services, req, res);
        cached = { at: Date.now(), paths: sitemapPaths(schema, context) };
        cached.paths.catch(() => {
          cached = null;
        });
      }
      const paths = await cached.paths;
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.type('application/xml').send(sitemapXml(originOf(req, services), paths));
    } catch (err) {
      next(err);
    }
  });
}
