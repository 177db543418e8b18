import { describe, expect, it } from 'vitest';
import type { Brand, Category } from '../generated/graphql';
import { parseProductSlug, productSlug } from '../provider/article-ref';
import type { RawArticle } from '../provider/raw';
import { createPriceBook, type PriceBookData } from '../pricing/price-book';
import { articleSku, articleToProduct } from './map-article';

const noOffers = createPriceBook({ offers: [], stock: [], rules: [], ivaRates: new Map(), sales: new Map() }, { offerMaxAgeDays: 30 });

const offered: PriceBookData = {
  offers: [{ supplierId: 'norte', partId: '83-1000476', brandKey: '52', categoryKey: '100101', costCentavos: 1_000_000, currency: 'ARS', costIncludesIva: false, importedAt: Date.now() }],
  stock: [{ partId: '83-1000476', supplierId: 'norte', warehouseId: 'deposito-norte', own: false, free: 4, daysMin: 3, daysMax: 5 }],
  rules: [{ scope: 'default', key: '', percentBp: 4000, surchargeCentavos: 0, roundingCentavos: 1000, minMarginBp: 0 }],
  ivaRates: new Map(),
  sales: new Map(),
};

const brands = new Map<number, Brand>([[52, { slug: '52', name: 'BREMBO', image: '/images/parts/brands/52/200', country: 'IT' }]]);

const article = (over: Partial<RawArticle> = {}): RawArticle => ({
  dataSupplierId: 52,
  articleNumber: '09.A123.11',
  mfrId: 52,
  mfrName: 'BREMBO',
  genericArticles: [{ genericArticleId: 83, genericArticleDescription: 'Disco de freno', legacyArticleId: 1000476, assemblyGroupNodeId: 100101 }],
  articleText: [{ text: ['Disco de freno BREMBO.', 'Reemplazar de a pares.'] }],
  articleCriteria: [{ criteriaId: 102, criteriaDescription: 'Diámetro', criteriaUnitDescription: 'mm', rawValue: '282', formattedValue: '282 mm' }],
  linkages: [{ linkageTargetId: 10020 }, { linkageTargetId: 10021 }],
  totalLinkages: 2,
  images: [{ imageURL200: 'http://p/i/200.svg', imageURL3200: 'http://p/i/3200.svg' }],
  oemNumbers: [{ articleNumber: '5U0 615 301', mfrId: 100, mfrName: 'Volkswagen' }],
  gtins: ['8020584012345'],
  ...over,
});

describe('provider article mapping', () => {
  it('makes the slug from the generic article id and the legacy article id, and reads it back', () => {
    expect(productSlug(83, 1000476)).toBe('83-1000476');
    expect(parseProductSlug('83-1000476')).toEqual({ genericArticleId: 83, legacyArticleId: 1000476 });
    expect(parseProductSlug('pastillas-brembo')).toBeNull();
    expect(articleToProduct(article(), { brands, prices: noOffers })?.slug).toBe('83-1000476');
    expect(articleToProduct(article(), { brands, prices: noOffers })?.id).toBe('83-1000476');
  });

  it('makes the sku from the maker id and the article number', () => {
    expect(articleSku(52, '09.A123.11')).toBe('52-09.A123.11');
    expect(articleToProduct(article({ mfrId: 7 }), { brands, prices: noOffers })?.sku).toBe('7-09.A123.11');
  });

  it('maps the brand to {slug = supplier id, name, 200 px logo, country}, falling back on the article', () => {
    expect(articleToProduct(article(), { brands, prices: noOffers })?.brand).toEqual({ slug: '52', name: 'BREMBO', image: '/images/parts/brands/52/200', country: 'IT' });
    expect(articleToProduct(article(), { brands: new Map(), prices: noOffers })?.brand).toEqual({ slug: '52', name: 'BREMBO', image: null, country: null });
  });

  it('never takes the provider price nor invents one: without an offer, no price and out of stock', () => {
    const p = articleToProduct(article({ prices: [{ currencyCode: 'ARS', price: 45210.99 }] }), { brands, prices: noOffers });
    expect(p).toMatchObject({ price: null, compareAtPrice: null, stock: 'OUT_OF_STOCK', purchasable: false, delivery: null });
  });

  it("prices from the shop's offer, with the supplier's units as on backorder and its delivery days", () => {
    const p = articleToProduct(article({ prices: [{ currencyCode: 'ARS', price: 45210.99 }] }), { brands, prices: createPriceBook(offered, { offerMaxAgeDays: 30 }) });
    // 10.000,00 + 40 % + IVA 21 % = 16.940,00
    expect(p).toMatchObject({ price: 16_940, stock: 'ON_BACKORDER', purchasable: true, delivery: { minDays: 3, maxDays: 5 } });
  });

  it('fits its linked vehicles, or all vehicles without linkages', () => {
    const linked = articleToProduct(article(), { brands, prices: noOffers });
    expect(linked).toMatchObject({ source: 'PROVIDER', compatibility: 'LIST', compatibleVehicleIds: ['10020', '10021'], linkedVehicleIds: [10020, 10021] });
    const universal = articleToProduct(article({ linkages: '', totalLinkages: 0 }), { brands, prices: noOffers });
    expect(universal).toMatchObject({ compatibility: 'ALL', compatibleVehicleIds: [], linkedVehicleIds: [] });
  });

  it('takes texts, criteria (unit in the name), 3200 px images through the gateway, OE numbers and GTINs, and tolerates "" lists', () => {
    const p = articleToProduct(article(), { brands, prices: noOffers });
    expect(p?.name).toBe('Disco de freno BREMBO 09.A123.11');
    expect(p?.excerpt).toBe('Disco de freno BREMBO.');
    expect(p?.description).toBe('Disco de freno BREMBO.\n\nReemplazar de a pares.');
    expect(p?.attributes).toEqual([{ name: 'Diámetro [mm]', slug: 'criterio-102', featured: true, values: [{ slug: '282', name: '282' }] }]);
    expect(p?.images).toEqual(['/images/parts/articles/83-1000476/1/3200']);
    expect(p?.oeNumbers).toEqual([{ number: '5U0 615 301', make: 'Volkswagen' }]);
    expect(p?.gtins).toEqual(['8020584012345']);
    const bare = articleToProduct(article({ articleText: '', articleCriteria: '', images: '', oemNumbers: '', gtins: '' }), { brands, prices: noOffers });
    expect(bare).toMatchObject({ description: '', excerpt: 'Disco de freno', attributes: [], images: [], oeNumbers: [], gtins: [] });
  });

  it('names its category when the tree is known, and skips articles without a generic article', () => {
    const leaf: Category = { id: '100101', type: 'SHOP', name: 'Disco de freno', slug: '100101', itemsCount: 0, children: [], layout: 'products', parent: null };
    expect(articleToProduct(article(), { brands, prices: noOffers, categories: new Map([['100101', leaf]]) })?.categories).toEqual([leaf]);
    expect(articleToProduct(article({ genericArticles: '' }), { brands, prices: noOffers })).toBeNull();
  });
});
