import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
});
afterAll(async () => shop?.close());

describe('categories, blog and countries', () => {
  it('has 8 top categories with children, parents and item counts', async () => {
    const r = await shopper.gql<{ categories: { slug: string; type: string; itemsCount: number; children: { slug: string; parent: { slug: string } }[] }[] }>(
      '{ categories { slug type itemsCount children { slug parent { slug } } } }',
    );
    const cats = r.data!.categories;
    expect(cats).toHaveLength(8);
    expect(cats.every((c) => c.type === 'SHOP' && c.children.length > 0)).toBe(true);
    expect(cats.reduce((n, c) => n + c.itemsCount, 0)).toBe(24);
    expect(cats[0].children[0].parent.slug).toBe(cats[0].slug);
    const one = await shopper.gql<{ category: { name: string; parent: { slug: string } } }>('{ category(slug: "bujias") { name parent { slug } } }');
    expect(one.data?.category).toEqual({ name: 'Bujías', parent: { slug: 'encendido' } });
  });

  it('pages blog posts by category and finds one by id', async () => {
    const all = await shopper.gql<{ blogPosts: { total: number; pages: number; items: { id: string }[] } }>('{ blogPosts(limit: 4) { total pages items { id } } }');
    expect(all.data?.blogPosts).toMatchObject({ total: 10, pages: 3 });
    expect(all.data!.blogPosts.items.map((p) => p.id)).toEqual(['1', '2', '3', '4']);
    const tips = await shopper.gql<{ blogPosts: { total: number } }>('{ blogPosts(category: "consejos") { total } }');
    expect(tips.data?.blogPosts.total).toBe(4);
    const post = await shopper.gql<{ blogPost: { title: string; categories: { slug: string; type: string }[] } }>('{ blogPost(id: "5") { title categories { slug type } } }');
    expect(post.data?.blogPost.title).toBe('Kit de distribución: por qué cambiarlo a tiempo');
    expect(post.data?.blogPost.categories.every((c) => c.type === 'BLOG')).toBe(true);
    const missing = await shopper.gql('{ blogPost(id: "99") { title } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND' } });
    const cats = await shopper.gql<{ blogCategories: { slug: string; itemsCount: number }[] }>('{ blogCategories { slug itemsCount } }');
    expect(cats.data?.blogCategories.find((c) => c.slug === 'mantenimiento')?.itemsCount).toBe(4);
  });

  it('lists the 9 countries, Argentina first, with a long cache hint', async () => {
    const r = await shopper.gql<{ countries: { code: string; name: string }[] }>('{ countries { code name } }');
    expect(r.data?.countries).toHaveLength(9);
    expect(r.data?.countries[0]).toEqual({ code: 'AR', name: 'Argentina' });
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  it('serves generated pictures for products, brands, categories and posts', async () => {
    const p = await shopper.gql<{ product: { images: string[]; brand: { image: string } } }>('{ product(slug: "bujia-ngk-bkr6e") { images brand { image } } }');
    const urls = [...p.data!.product.images, p.data!.product.brand.image, '/images/shop/categories/frenos.svg', '/images/shop/blog/1.svg'];
    expect(p.data!.product.images.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const res = await shopper.fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await shopper.fetch('/images/shop/products/bujia-ngk-bkr6e-9.svg')).status).toBe(404);
    expect((await shopper.fetch('/images/shop/products/..%2Fetc-1.svg')).status).toBe(404);
  });

  it('answers the home page blocks', async () => {
    const r = await shopper.gql<Record<string, { slug: string }[]>>(`{
      featuredProducts(limit: 3) { slug } popularProducts(limit: 1) { slug } topRatedProducts(limit: 1) { slug }
      specialOffers { slug } latestProducts(limit: 1) { slug } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.featuredProducts).toHaveLength(3);
    expect(r.data!.popularProducts[0].slug).toBe('bujia-ngk-bkr6e');
    expect(r.data!.latestProducts[0].slug).toBe('lampara-osram-night-breaker-h4');
    expect(r.data!.specialOffers.map((p) => p.slug)).toHaveLength(6);
    expect(r.data!.topRatedProducts[0].slug).toBe('bateria-moura-m22gd');
  });
});
