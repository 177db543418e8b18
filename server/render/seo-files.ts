import type express from 'express';
import type { GraphQLSchema } from 'graphql';
import { anonymousContext } from '../request-context';
import type { AppServices } from '../services';
import { robotsTxt, sitemapIndexXml, sitemapPaths, sitemapXml, vehicleSitemapMakes, vehicleSitemapPaths } from './sitemap';

const SITEMAP_TTL_MS = 10 * 60_000;
/** Makes, models and vehicles rarely change: their sitemaps are kept longer. */
const VEHICLE_SITEMAP_TTL_MS = 6 * 60 * 60_000;

/** Something worked out on demand and kept for a while; a failure is forgotten at once (asked again next time). */
class Kept<T> {
  private held = new Map<string, { at: number; value: Promise<T> }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string, make: () => Promise<T>): Promise<T> {
    const entry = this.held.get(key);
    if (entry && Date.now() - entry.at <= this.ttlMs) return entry.value;
    const value = make();
    this.held.set(key, { at: Date.now(), value });
    value.catch(() => this.held.delete(key));
    return value;
  }
  forget(key: string): void {
    this.held.delete(key);
  }
}

function originOf(req: express.Request, services: AppServices): string {
  return services.config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
}

/**
 * `robots.txt`, and the sitemaps: `sitemap.xml` is an index naming `sitemap-pages.xml` (fixed
 * pages, categories, products and posts, kept ten minutes) and one `sitemap-vehicles-{make}.xml`
 * per make (the make's, models' and vehicles' pages, each made when first asked and kept six hours).
 * No file lists more than 50,000 addresses.
 */
export function mountSeoFiles(app: express.Express, { schema, services }: { schema: GraphQLSchema; services: AppServices }): void {
  const pages = new Kept<string[]>(SITEMAP_TTL_MS);
  const makes = new Kept<string[]>(VEHICLE_SITEMAP_TTL_MS);
  const vehicles = new Kept<string[] | null>(VEHICLE_SITEMAP_TTL_MS);
  const xml = (res: express.Response, body: string, maxAge: number) => {
    res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
    res.type('application/xml').send(body);
  };

  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(originOf(req, services)));
  });

  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const context = anonymousContext(services, { requestId: String(req.id ?? ''), log: req.log });
      // Without the provider's makes the index names the shop's pages alone, and is kept a minute only.
      const slugs = await makes.get('makes', () => vehicleSitemapMakes(schema, context)).catch(() => null);
      const files = ['/sitemap-pages.xml', ...(slugs ?? []).map((slug) => `/sitemap-vehicles-${slug}.xml`)];
      xml(res, sitemapIndexXml(originOf(req, services), files), slugs ? 600 : 60);
    } catch (err) {
      next(err);
    }
  });

  app.get('/sitemap-pages.xml', async (req, res, next) => {
    try {
      const context = anonymousContext(services, { requestId: String(req.id ?? ''), log: req.log });
      xml(res, sitemapXml(originOf(req, services), await pages.get('pages', () => sitemapPaths(schema, context))), 600);
    } catch (err) {
      next(err);
    }
  });

  app.get(/^\/sitemap-vehicles-([a-z0-9-]{1,80})\.xml$/, async (req, res, next) => {
    try {
      const slug = (req.params as Record<string, string>)[0];
      const context = anonymousContext(services, { requestId: String(req.id ?? ''), log: req.log });
      const paths = await vehicles.get(slug, () => vehicleSitemapPaths(schema, context, slug));
      if (!paths) {
        // Unknown words are not kept: only the makes' own sitemaps are.
        vehicles.forget(slug);
        res.status(404).setHeader('Cache-Control', 'public, max-age=600');
        res.type('text/plain').send('Not Found');
        return;
      }
      xml(res, sitemapXml(originOf(req, services), paths), 3600);
    } catch (err) {
      next(err);
    }
  });
}
