import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DATA, SHOP_DATA_VERSION } from '../../fixtures/shop/data';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-blog-'));
let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop({}, { dataDir });
  shopper = shop.shopper();
});
afterAll(async () => {
  await shop?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface PostAnswer {
  id: string;
  slug: string;
  title: string;
  body: string;
  previous: { id: string } | null;
  next: { id: string } | null;
}

const POST_FIELDS = 'id slug title body previous { id } next { id }';

describe('blog posts', () => {
  it('gives every sample post its own slug and a body of several paragraphs', async () => {
    const r = await shopper.gql<{ blogPosts: { items: PostAnswer[] } }>(`{ blogPosts(limit: 10) { items { ${POST_FIELDS} } } }`);
    const posts = r.data!.blogPosts.items;
    expect(posts).toHaveLength(10);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(10);
    expect(posts[0].slug).toBe('cuando-cambiar-las-pastillas-de-freno');
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds a post by slug, links it to its neighbours in the list order, and answers NOT_FOUND for an unknown one', async () => {
    const r = await shopper.gql<{ blogPost: PostAnswer }>(`{ blogPost(slug: "kit-de-distribucion-por-que-cambiarlo-a-tiempo") { ${POST_FIELDS} } }`);
    expect(r.data?.blogPost).toMatchObject({ id: '5', title: 'Kit de distribución: por qué cambiarlo a tiempo', previous: { id: '6' }, next: { id: '4' } });
    const newest = await shopper.gql<{ blogPost: PostAnswer }>(`{ blogPost(id: "1") { ${POST_FIELDS} } }`);
    expect(newest.data?.blogPost).toMatchObject({ previous: { id: '2' }, next: null });
    const oldest = await shopper.gql<{ blogPost: PostAnswer }>(`{ blogPost(id: "10") { ${POST_FIELDS} } }`);
    expect(oldest.data?.blogPost).toMatchObject({ previous: null, next: { id: '9' } });
    const missing = await shopper.gql('{ blogPost(slug: "no-existe") { id } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const neither = await shopper.gql('{ blogPost { id } }');
    expect(neither.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches titles and bodies without minding accents or case, together with a category', async () => {
    const search = async (text: string, category?: string) => {
      const r = await shopper.gql<{ blogPosts: { total: number; items: { id: string }[] } }>(
        'query ($search: String, $category: String) { blogPosts(search: $search, category: $category) { total items { id } } }',
        { search: text, category },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.blogPosts.items.map((p) => p.id);
    };
    expect(await search('BATERIA')).toContain('4');
    expect(await search('batería')).toEqual(await search('bateria'));
    expect(await search('vin')).toContain('8');
    expect(await search('amortiguadores', 'guias-de-compra')).toEqual(['6']);
    expect(await search('amortiguadores', 'novedades')).toEqual([]);
    expect(await search('palabrainexistente')).toEqual([]);
    expect((await search('   ')).length).toBe(8);
  });

  it('reloads the posts into a database seeded with older sample data', async () => {
    const db = shop.server.services.db;
    await db.query("update blog_posts set body = 'viejo', slug = null where id = 1");
    await db.query("update shop_settings set value = $1::jsonb where key = 'catalog_seed_version'", [JSON.stringify(SHOP_DATA_VERSION - 1)]);
    await shop.close();
    shop = await startTestShop({}, { dataDir });
    shopper = shop.shopper();
    const r = await shopper.gql<{ blogPost: PostAnswer }>(`{ blogPost(id: "1") { ${POST_FIELDS} } }`);
    expect(r.data?.blogPost.body).toBe(SHOP_DATA.posts[0].body);
    expect(r.data?.blogPost.slug).toBe('cuando-cambiar-las-pastillas-de-freno');
  });
});
