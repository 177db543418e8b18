import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER_SETTINGS } from '../../server/prices/demo';
import type { CatalogueNumber } from '../../server/prices/part-index';
import { saveSupplier } from '../../server/prices/suppliers';
import { PRICE_UPLOAD_MAX_BYTES } from '../../server/admin/price-upload';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff, type StaffBrowser } from '../staff/helpers';

// Price lists in the back office through its public surface: the upload endpoint and /admin/graphql,
// as a catalogue member (prices:import) and as members without the permission.
const NORTE = DEMO_SUPPLIER_SETTINGS[0];

async function upload(browser: StaffBrowser, body: BodyInit, query = `supplier=${NORTE.id}&name=lista.csv`, headers: Record<string, string> = {}) {
  if (!browser.cookies.has('csrf-token')) await browser.fetch('/healthz');
  const res = await browser.fetch(`/admin/prices/upload?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': browser.cookies.get('csrf-token') ?? '', ...headers },
    body,
    // A stream is sent as it is read (chunked, no length).
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : { text }) as { uploadId?: string; error?: { code: string; message: string } } };
}

/** An accepted upload once read in the background: asked as the staff app asks it. */
async function settled(browser: StaffBrowser, uploadId: string | undefined) {
  expect(uploadId).toBeTruthy();
  for (let i = 0; i < 300; i++) {
    const a = await browser.gql<{ priceUpload: { state: string; runId: string | null; error: string | null; failure: string | null } }>(
      'query ($id: ID!) { priceUpload(id: $id) { state runId error failure } }',
      { id: uploadId },
    );
    expect(a.errors).toBeUndefined();
    const u = a.data?.priceUpload;
    if (u && u.state !== 'READING') return u;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the upload was not read');
}

const RUN = `query ($id: ID!) { priceRun(id: $id) {
  id state lines matched changed unmatched rejected createdBy appliedBy undoneBy undoable supplierName
  rejectedByReason { reason count }
  rejectedRows: rows(outcome: REJECTED, limit: 3) { total rows { line reason raw } }
  more: rows(outcome: REJECTED, offset: 3, limit: 3) { total rows { line reason } }
  unmatchedRows: rows(outcome: UNMATCHED) { total rows { line reason brand number } }
  changes { total changes { partId brand number oldCostCentavos newCostCentavos oldPriceCentavos newPriceCentavos } }
} }`;
const APPLY = `mutation ($id: ID!) { applyPriceRun(id: $id) { id state appliedBy undoable } }`;
const UNDO = `mutation ($id: ID!) { undoPriceRun(id: $id) { id state undoneBy undoable } }`;
const OFFERS = `query ($q: String!) { partOffers(query: $q) { partId brand number priceCentavos offers { supplierId costCentavos chosen stock { warehouseId quantity }
  explanation { scope key percentBp roundingCentavos ivaBp costWithIvaCentavos markedUpCentavos minimumApplied priceCentavos } } } }`;
const SAVE_RULE = `mutation ($input: MarkupRuleInput!) { saveMarkupRule(input: $input) { id scope key percentBp } }`;

/** The suite on one database: `open` answers the shop's variables and what to drop afterwards. */
function backOfficeSuite(name: string, open: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  describe(`price lists in the back office (${name})`, () => {
    let shop: TestShop;
    let cleanup: (() => Promise<void>) | undefined;
    let buyer: TestStaff;
    let viewer: TestStaff;
    let parts: CatalogueNumber[];
    let only: { partId: string; cost: number; n: CatalogueNumber }[];
    const shopPrice = async (partId: string) => {
      const a = await shop.shopper().gql<{ product: { price: number | null } | null }>(`query ($s: String!) { product(slug: $s) { price } }`, { s: partId });
      return a.data?.product?.price ?? null;
    };
    const audit = async (action: string) =>
      (await shop.server.services.db.query<{ actor: string; entity_id: string; after: unknown }>('select actor, entity_id, after from audit_log where action = $1 order by id', [action])).rows;

    beforeAll(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      shop = await startTestShop(opened.env);
      const db = shop.server.services.db;
      await saveSupplier(db, NORTE);
      const standIn = (await shop.server.services.provider.ready()).standIn;
      parts = standIn?.partNumbers() ?? [];
      // Articles only Distribuidora Norte offers: the list decides their price.
      const r = await db.query<{ part_id: string; cost: string }>(
        `select o.part_id, o.cost_centavos::text as cost from offers o
          where o.supplier_id = $1 and o.part_id ~ '^[0-9]+-[0-9]+$' and not exists (select 1 from offers x where x.part_id = o.part_id and x.supplier_id <> o.supplier_id)
          order by o.part_id limit 3`,
        [NORTE.id],
      );
      const byId = new Map(parts.map((n) => [n.partId, n]));
      only = r.rows.map((x) => ({ partId: x.part_id, cost: Number(x.cost), n: byId.get(x.part_id) as CatalogueNumber }));
      buyer = await signedInStaff(shop, 'catalogue');
      viewer = await signedInStaff(shop, 'viewer');
    }, 120_000);
    afterAll(async () => {
      await shop?.close();
      await cleanup?.();
    });

    it('previews a dirty list uploaded by a member, applies it, shows the new price on the shop, and undoes it', async () => {
      expect(only).toHaveLength(3);
      const [a, b, c] = only;
      const pesos = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');
      const csv = [
        'Distribuidora Norte — lista mayorista;;;;',
        'Marca;Código;Descripción;Precio s/IVA;Stock Rosario',
        `${a.n.brandName};${a.n.number};Doble precio;${pesos(a.cost * 2)};7`,
        `${b.n.brandName};${b.n.number};Sin precio;consultar;3`,
        `${c.n.brandName};${c.n.number};Repetida;100,00;1`,
        `${c.n.brandName};${c.n.number};Repetida con otro precio;200,00;1`,
        `MARCA INVENTADA;XYZ-1;Marca desconocida;100,00;1`,
        `${a.n.brandName};;Sin código;100,00;1`,
        'TOTAL GENERAL;;;;',
      ].join('\r\n');
      const before = await shopPrice(a.partId);
      expect(before).not.toBeNull();

      const up = await upload(buyer.browser, csv);
      expect(up.status).toBe(202);
      const read = await settled(buyer.browser, up.body.uploadId);
      expect(read).toMatchObject({ state: 'PREVIEWED', error: null, failure: null });
      const id = read.runId as string;
      const run = await buyer.browser.gql<{ priceRun: Record<string, unknown> & { rejectedRows: { total: number; rows: { line: number; reason: string; raw: string }[] }; more: { rows: { line: number; reason: string }[] }; unmatchedRows: { rows: { reason: string; brand: string }[] }; changes: { total: number; changes: { partId: string; oldCostCentavos: number; newCostCentavos: number; oldPriceCentavos: number; newPriceCentavos: number }[] } } }>(RUN, { id });
      expect(run.errors).toBeUndefined();
      const p = run.data!.priceRun;
      expect(p).toMatchObject({ state: 'PREVIEWED', lines: 7, matched: 1, unmatched: 1, rejected: 5, changed: 1, createdBy: buyer.email, appliedBy: null, undoable: false, supplierName: NORTE.name });
      // Rejected rows, paged, each with its line and reason.
      expect(p.rejectedRows.total).toBe(5);
      expect(p.rejectedRows.rows.map((r) => [r.line, r.reason])).toEqual([[4, 'no-price'], [5, 'conflicting-duplicate'], [6, 'conflicting-duplicate']]);
      expect(p.more.rows.map((r) => [r.line, r.reason])).toEqual([[8, 'missing-number'], [9, 'not-an-article']]);
      expect(p.rejectedRows.rows[0].raw).toContain('consultar');
      expect(p.unmatchedRows.rows).toEqual([{ line: 7, reason: 'unknown-brand', brand: 'MARCA INVENTADA', number: 'XYZ-1' }]);
      expect(p.changes.total).toBe(1);
      const change = p.changes.changes[0];
      expect(change).toMatchObject({ partId: a.partId, oldCostCentavos: a.cost, newCostCentavos: a.cost * 2 });
      // The shop's price now is the old price of the change; nothing changed yet.
      expect(change.oldPriceCentavos / 100).toBe(before);
      expect(await shopPrice(a.partId)).toBe(before);
      expect(await audit('price-run.preview')).toEqual([{ actor: buyer.email, entity_id: id, after: expect.objectContaining({ supplierId: NORTE.id, fileName: 'lista.csv', rejected: 5 }) }]);

      const applied = await buyer.browser.gql<{ applyPriceRun: { state: string; appliedBy: string; undoable: boolean } }>(APPLY, { id });
      expect(applied.errors).toBeUndefined();
      expect(applied.data?.applyPriceRun).toMatchObject({ state: 'APPLIED', appliedBy: buyer.email, undoable: true });
      expect(await shopPrice(a.partId)).toBe(change.newPriceCentavos / 100);
      expect(change.newPriceCentavos).toBeGreaterThan(change.oldPriceCentavos);
      // Applied twice: refused with the reason.
      const again = await buyer.browser.gql(APPLY, { id });
      expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      // Once applied, the change still reads old → new (the old from what the run replaced).
      const kept = await buyer.browser.gql<typeof run.data>(RUN, { id });
      expect(kept.errors).toBeUndefined();
      expect(kept.data?.priceRun.changes.changes).toEqual([change]);
      const undone = await buyer.browser.gql<{ undoPriceRun: { state: string; undoneBy: string; undoable: boolean } }>(UNDO, { id });
      expect(undone.data?.undoPriceRun).toMatchObject({ state: 'UNDONE', undoneBy: buyer.email, undoable: false });
      expect(await shopPrice(a.partId)).toBe(before);
      expect((await buyer.browser.gql<typeof run.data>(RUN, { id })).data?.priceRun.changes.changes).toEqual([change]);
      expect((await audit('price-run.apply')).map((e) => e.actor)).toEqual([buyer.email]);
      expect((await audit('price-run.undo')).map((e) => e.entity_id)).toEqual([id]);
    }, 60_000);

    it('refuses a file too large, an empty one, one that is no price list, an unknown supplier and a missing CSRF header', async () => {
      const runs = async () => Number((await shop.server.services.db.query<{ n: string }>('select count(*)::text as n from price_import_runs')).rows[0]?.n);
      const count = await runs();
      const big = await upload(buyer.browser, Buffer.alloc(PRICE_UPLOAD_MAX_BYTES + 1, 0x41));
      expect(big).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
      // Streamed without a length: stopped at the limit all the same.
      const chunks = new ReadableStream<Uint8Array>({
        start(ctrl) {
          for (let i = 0; i < 21; i++) ctrl.enqueue(new Uint8Array(1024 * 1024).fill(0x42));
          ctrl.close();
        },
      });
      const streamed = await upload(buyer.browser, chunks);
      expect(streamed).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
      expect(await upload(buyer.browser, '')).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
      // Files that are no price list are accepted, then refused with the reader's reason.
      const noHeader = await upload(buyer.browser, 'hola;mundo\r\n1;2\r\n');
      expect(noHeader.status).toBe(202);
      const unread = await settled(buyer.browser, noHeader.body.uploadId);
      expect(unread).toMatchObject({ state: 'FAILED', runId: null, failure: 'NO_HEADER' });
      expect(unread.error).toMatch(/no header row/);
      const fakeXlsx = await upload(buyer.browser, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), `supplier=${NORTE.id}&name=lista.xlsx`);
      expect(await settled(buyer.browser, fakeXlsx.body.uploadId)).toMatchObject({ state: 'FAILED', failure: 'NOT_A_LIST', error: 'The file is not a CSV or XLSX price list that can be read.' });
      expect(await upload(buyer.browser, 'x', 'supplier=no-such-supplier')).toMatchObject({ status: 404 });
      expect(await upload(buyer.browser, 'x', 'supplier=tienda')).toMatchObject({ status: 404 });
      const csrf = await upload(buyer.browser, 'x', undefined, { 'x-csrf-token': 'wrong' });
      expect(csrf.status).toBe(403);
      // Nothing but the refused files' discarded runs (read, then found unreadable).
      const left = await shop.server.services.db.query<{ state: string }>('select state from price_import_runs where id > 0 order by id offset $1', [count]);
      expect(left.rows.every((r) => r.state === 'discarded')).toBe(true);
    }, 60_000);

    it('refuses members without prices:import, and strangers', async () => {
      const refused = await upload(viewer.browser, 'Marca;Código;Precio s/IVA\r\n');
      expect(refused).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
      const stranger = await upload(new (buyer.browser.constructor as new (u: string) => StaffBrowser)(shop.url), 'x');
      expect(stranger.status).toBe(401);
      const q = await viewer.browser.gql('{ priceRuns { id } markupRules { id } priceUpload(id: "00000000-0000-0000-0000-000000000000") { id } }');
      expect(q.status).toBe(403);
      expect(q.errors?.map((e) => [e.extensions?.code, e.extensions?.permission])).toEqual([['FORBIDDEN', 'prices:import'], ['FORBIDDEN', 'prices:import'], ['FORBIDDEN', 'prices:import']]);
      const m = await viewer.browser.gql(SAVE_RULE, { input: { scope: 'DEFAULT', key: '', percentBp: 0, surchargeCentavos: 0, roundingCentavos: 1, minMarginBp: 0 } });
      expect(m.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('explains a part’s price, and a rule edited reprices it on the shop at once (audited)', async () => {
      const [, b] = only;
      const found = await buyer.browser.gql<{ partOffers: { partId: string; priceCentavos: number; offers: { supplierId: string; chosen: boolean; costCentavos: number; explanation: { scope: string; percentBp: number; priceCentavos: number } }[] }[] }>(OFFERS, { q: `${b.n.brandName} ${b.n.number}` });
      expect(found.errors).toBeUndefined();
      const part = found.data!.partOffers.find((x) => x.partId === b.partId);
      expect(part).toBeDefined();
      const offer = part!.offers.find((o) => o.supplierId === NORTE.id)!;
      expect(offer).toMatchObject({ chosen: true, costCentavos: b.cost, explanation: { scope: 'DEFAULT' } });
      expect(offer.explanation.priceCentavos).toBe(part!.priceCentavos);
      expect(await shopPrice(b.partId)).toBe(part!.priceCentavos / 100);

      const saved = await buyer.browser.gql<{ saveMarkupRule: { id: string; scope: string } }>(SAVE_RULE, {
        input: { scope: 'SUPPLIER', key: NORTE.id, percentBp: 10_000, surchargeCentavos: 0, roundingCentavos: 100, minMarginBp: 0 },
      });
      expect(saved.errors).toBeUndefined();
      const after = await buyer.browser.gql<typeof found.data>(OFFERS, { q: b.partId });
      const again = after.data!.partOffers[0];
      const explained = again.offers.find((o) => o.supplierId === NORTE.id)!.explanation;
      expect(explained).toMatchObject({ scope: 'SUPPLIER', percentBp: 10_000 });
      expect(again.priceCentavos).toBe(explained.priceCentavos);
      expect(await shopPrice(b.partId)).toBe(explained.priceCentavos / 100);
      expect(explained.priceCentavos).toBeGreaterThan(offer.explanation.priceCentavos);
      expect(await audit('markup-rule.save')).toEqual([expect.objectContaining({ actor: buyer.email, entity_id: `supplier:${NORTE.id}` })]);

      const bad = await buyer.browser.gql(SAVE_RULE, { input: { scope: 'BRAND', key: 'x', percentBp: 0, surchargeCentavos: 0, roundingCentavos: 0, minMarginBp: 0 } });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'roundingCentavos' });
      const removed = await buyer.browser.gql<{ deleteMarkupRule: boolean }>(`mutation ($id: ID!) { deleteMarkupRule(id: $id) }`, { id: saved.data!.saveMarkupRule.id });
      expect(removed.data?.deleteMarkupRule).toBe(true);
      expect(await shopPrice(b.partId)).toBe(part!.priceCentavos / 100);
    }, 60_000);

    it('edits a supplier’s settings and brand aliases (audited); the next list matches by the new alias', async () => {
      const [, , c] = only;
      const SET = `mutation ($s: ID!, $a: String!, $b: String!) { setPriceBrandAlias(supplierId: $s, alias: $a, brand: $b) { brandAliases { alias brand } } }`;
      const set = await buyer.browser.gql<{ setPriceBrandAlias: { brandAliases: { alias: string; brand: string }[] } }>(SET, { s: NORTE.id, a: 'Marca-Rara', b: c.n.brandName });
      expect(set.data?.setPriceBrandAlias.brandAliases).toContainEqual({ alias: 'MARCARARA', brand: c.n.brandName });
      const up = await upload(buyer.browser, `Marca;Código;Precio s/IVA;Stock Rosario\r\nmarca rara;${c.n.number};123,00;2\r\n`);
      const read = await settled(buyer.browser, up.body.uploadId);
      const run = await buyer.browser.gql<{ priceRun: { matched: number; unmatched: number } }>(RUN, { id: read.runId });
      expect(run.data?.priceRun).toMatchObject({ matched: 1, unmatched: 0 });

      const SAVE = `mutation ($input: PriceSupplierInput!) { savePriceSupplier(input: $input) { name currency pricesIncludeIva mapping { price } } }`;
      const input = {
        id: NORTE.id, name: 'Distribuidora Norte SA', currency: 'ARS', pricesIncludeIva: false,
        brandColumns: NORTE.mapping.brand, numberColumns: NORTE.mapping.number, priceColumns: [...NORTE.mapping.price, 'Precio neto'],
        stockColumns: NORTE.mapping.stock, warehouses: NORTE.warehouses,
      };
      const saved = await buyer.browser.gql<{ savePriceSupplier: { name: string; mapping: { price: string[] } } }>(SAVE, { input });
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.savePriceSupplier).toMatchObject({ name: 'Distribuidora Norte SA', mapping: { price: ['Precio s/IVA', 'Precio neto'] } });
      const bad = await buyer.browser.gql(SAVE, { input: { ...input, priceColumns: [] } });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'priceColumns' });
      expect((await audit('supplier.update')).map((e) => e.actor)).toEqual([buyer.email]);
      expect((await audit('supplier.alias-set')).map((e) => e.entity_id)).toEqual([NORTE.id]);
    }, 60_000);
  });
}

backOfficeSuite('PGlite', async () => ({ env: {} }));
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  backOfficeSuite('PostgreSQL', async () => {
    const pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, cleanup: () => pg.drop() };
  });
});
