import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from './helpers';

// The staff's inbox through /admin/graphql: visitors write through the shop's contact form, the
// staff list, search, mark and answer; answers are queued in the outbox in the sender's language.

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const LIST = `query ($filter: ContactMessageFilter, $first: Int, $after: String) {
  contactMessages(filter: $filter, first: $first, after: $after) { nodes { id email subject state } pageInfo { endCursor hasNextPage } }
  contactMessageCounts { unread read answered total }
}`;
const ONE = `query ($id: ID!) { contactMessage(id: $id) {
  id name email subject message language state stateChangedBy senderHasAccount
  answers { body staffEmail mailId } senderOrders { number status total }
} }`;
const MARK = `mutation ($id: ID!, $read: Boolean!) { markContactMessage(id: $id, read: $read) { id state stateChangedBy } }`;
const ANSWER = `mutation ($id: ID!, $body: String!) { answerContactMessage(id: $id, body: $body) { message { state } answer { id body staffEmail mailId } } }`;
const AUDIT = `query ($f: AuditFilter) { auditLog(filter: $f, first: 50) { nodes { action actor before after } } }`;

interface Listed {
  contactMessages: { nodes: { id: string; email: string; subject: string; state: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
  contactMessageCounts: { unread: number; read: number; answered: number; total: number };
}

function inboxSuite(label: string, setUp: () => Promise<{ env: Record<string, string>; done?: () => Promise<void> }>) {
  describe(`the staff's inbox (${label})`, () => {
    let shop: TestShop;
    let owner: TestStaff;
    let orders: TestStaff;
    let viewer: TestStaff;
    let done: (() => Promise<void>) | undefined;
    const ids: Record<string, string> = {};

    async function send(key: string, input: { name: string; email: string; subject: string; message: string }, page = 'http://shop.example/contacto') {
      await shop.server.services.db.query('delete from contact_rate_limits');
      const r = await shop.shopper().gql<{ sendContactMessage: { id: string } }>(SEND, { input }, { headers: { referer: page } });
      expect(r.errors).toBeUndefined();
      ids[key] = r.data!.sendContactMessage.id;
    }

    beforeAll(async () => {
      const setup = await setUp();
      done = setup.done;
      shop = await startTestShop(setup.env);
      [owner, orders, viewer] = await Promise.all([signedInStaff(shop, 'owner'), signedInStaff(shop, 'orders'), signedInStaff(shop, 'viewer')]);
      const db = shop.server.services.db;
      // An order placed by the first sender, numbered as the shop numbers them.
      await db.query(
        `insert into orders (id, number, token, shopper_id, idempotency_key, email, status, payment, quantity, subtotal, totals, total, shipping_address, billing_address)
         values (gen_random_uuid(), 98765, 'tok-inbox-1', gen_random_uuid(), 'inbox-1', 'Marta.Lopez@example.com', 'SHIPPED', 'BANK_TRANSFER', 1, 100, '[]', 100, '{}', '{}')`,
      );
      await send('marta', { name: 'Marta López', email: 'marta.lopez@example.com', subject: 'Mi pedido no llegó', message: 'Hola, ¿dónde está mi compra? Pagué por transferencia.' });
      await send('juan', { name: 'Juan Pérez', email: 'juan@example.com', subject: 'Consulta por el pedido', message: 'Sobre el pedido N.º 98765: ¿puedo cambiar la dirección?' });
      await send('other', { name: 'Ana Ruiz', email: 'ana@example.com', subject: 'Filtros de aceite', message: 'Busco el filtro 987650 para un Corsa, ¿lo tienen?' });
      await send('english', { name: 'Kate Brown', email: 'kate@example.com', subject: 'Brake pads', message: 'Do you ship brake pads to Rosario? Thanks.' }, 'http://shop.example/en/contact');
    });
    afterAll(async () => {
      await shop?.close();
      await done?.();
    });

    it('lists the messages newest first, unread, with their counts, in pages', async () => {
      const all = await viewer.browser.gql<Listed>(LIST, { first: 3 });
      expect(all.errors).toBeUndefined();
      expect(all.data!.contactMessages.nodes.map((n) => n.id)).toEqual([ids.english, ids.other, ids.juan]);
      expect(all.data!.contactMessages.nodes.every((n) => n.state === 'UNREAD')).toBe(true);
      expect(all.data!.contactMessages.pageInfo.hasNextPage).toBe(true);
      expect(all.data!.contactMessageCounts).toEqual({ unread: 4, read: 0, answered: 0, total: 4 });
      const next = await viewer.browser.gql<Listed>(LIST, { first: 3, after: all.data!.contactMessages.pageInfo.endCursor });
      expect(next.data!.contactMessages.nodes.map((n) => n.id)).toEqual([ids.marta]);
      expect(next.data!.contactMessages.pageInfo.hasNextPage).toBe(false);
    });

    it('finds messages by e-mail and by an order number, written in the message or the order’s e-mail', async () => {
      const search = async (term: string) => (await viewer.browser.gql<Listed>(LIST, { filter: { search: term } })).data!.contactMessages.nodes.map((n) => n.id);
      expect(await search('JUAN@')).toEqual([ids.juan]);
      expect(await search('marta.lopez@example.com')).toEqual([ids.marta]);
      // 98765: mentioned by Juan, placed with Marta's e-mail (in another case); not Ana's 987650.
      expect(await search('98765')).toEqual([ids.juan, ids.marta]);
      expect(await search('#98765')).toEqual([ids.juan, ids.marta]);
      expect(await search('N.º 98765')).toEqual([ids.juan, ids.marta]);
      expect(await search('Frenos que no existen')).toEqual([]);
    });

    it('shows one message with the sender’s orders', async () => {
      const r = await viewer.browser.gql<{ contactMessage: Record<string, unknown> }>(ONE, { id: ids.marta });
      expect(r.errors).toBeUndefined();
      expect(r.data!.contactMessage).toMatchObject({ email: 'marta.lopez@example.com', language: 'es', state: 'UNREAD', answers: [], senderHasAccount: false });
      expect(r.data!.contactMessage.senderOrders).toEqual([{ number: '98765', status: 'SHIPPED', total: '100.00' }]);
      const unknown = await viewer.browser.gql(ONE, { id: '999999' });
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses marks and answers to a staff member who may only read', async () => {
      const mark = await viewer.browser.gql(MARK, { id: ids.juan, read: true });
      expect(mark.status).toBe(403);
      expect(mark.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'messages:answer' });
      const answer = await viewer.browser.gql(ANSWER, { id: ids.juan, body: 'Sí, la cambiamos.' });
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'messages:answer' });
      const row = await shop.server.services.db.query<{ state: string }>('select state from contact_messages where id = $1', [Number(ids.juan)]);
      expect(row.rows[0].state).toBe('unread');
    });

    it('marks a message read and unread, filters by state, and audits each change', async () => {
      const read = await orders.browser.gql<{ markContactMessage: { state: string; stateChangedBy: string } }>(MARK, { id: ids.juan, read: true });
      expect(read.errors).toBeUndefined();
      expect(read.data!.markContactMessage).toMatchObject({ state: 'READ', stateChangedBy: orders.email });
      const onlyRead = await orders.browser.gql<Listed>(LIST, { filter: { state: 'READ' } });
      expect(onlyRead.data!.contactMessages.nodes.map((n) => n.id)).toEqual([ids.juan]);
      expect(onlyRead.data!.contactMessageCounts).toMatchObject({ unread: 3, read: 1 });
      // Marking read again changes nothing and writes nothing.
      await orders.browser.gql(MARK, { id: ids.juan, read: true });
      const unread = await orders.browser.gql<{ markContactMessage: { state: string } }>(MARK, { id: ids.juan, read: false });
      expect(unread.data!.markContactMessage.state).toBe('UNREAD');
      const audit = await owner.browser.gql<{ auditLog: { nodes: { action: string; actor: string; before: unknown; after: unknown }[] } }>(AUDIT, {
        f: { entity: 'contact-message', entityId: ids.juan },
      });
      expect(audit.data!.auditLog.nodes).toEqual([
        { action: 'contact-message.mark-unread', actor: orders.email, before: { state: 'read' }, after: { state: 'unread' } },
        { action: 'contact-message.mark-read', actor: orders.email, before: { state: 'unread' }, after: { state: 'read' } },
      ]);
    });

    it('refuses an empty, a too short and a too long answer with clear errors, and changes nothing', async () => {
      for (const [body, reason] of [['   \n  ', 'REQUIRED'], ['k', 'TOO_SHORT'], ['x'.repeat(5001), 'TOO_LONG']] as const) {
        const r = await orders.browser.gql(ANSWER, { id: ids.english, body });
        expect(r.status).toBe(400);
        expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body', reason });
        expect(r.errors?.[0].message).toMatch(/answer/i);
      }
      const missing = await orders.browser.gql(ANSWER, { id: '424242', body: 'Hola, gracias.' });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const db = shop.server.services.db;
      expect((await db.query('select 1 from contact_message_answers')).rows).toHaveLength(0);
      expect((await db.query("select 1 from mail_outbox where kind = 'contact-answer'")).rows).toHaveLength(0);
    });

    it('answers by e-mail in the sender’s language: queued in the outbox, the message answered, audited', async () => {
      const body = 'Hi Kate,\n\nYes, we ship to Rosario in 3 working days.';
      const r = await orders.browser.gql<{ answerContactMessage: { message: { state: string }; answer: { id: string; body: string; staffEmail: string; mailId: string } } }>(ANSWER, {
        id: ids.english,
        body: `  ${body}  `,
      });
      expect(r.errors).toBeUndefined();
      const { message, answer } = r.data!.answerContactMessage;
      expect(message.state).toBe('ANSWERED');
      expect(answer).toMatchObject({ body, staffEmail: orders.email });
      const mail = await shop.server.services.db.query<{ to_address: string; reply_to: string; subject: string; text: string; language: string; kind: string }>(
        'select to_address, reply_to, subject, text, language, kind from mail_outbox where id = $1',
        [Number(answer.mailId)],
      );
      expect(mail.rows[0]).toMatchObject({ kind: 'contact-answer', to_address: 'kate@example.com', reply_to: shop.config.mail.shopContactEmail, language: 'en', subject: 'Our answer to your enquiry: Brake pads' });
      expect(mail.rows[0].text).toContain('Yes, we ship to Rosario in 3 working days.');
      expect(mail.rows[0].text).toContain('Do you ship brake pads to Rosario?');
      // A Spanish sender's answer is in Spanish.
      const es = await orders.browser.gql<{ answerContactMessage: { answer: { mailId: string } } }>(ANSWER, { id: ids.marta, body: 'Hola Marta, tu pedido sale mañana.' });
      const esMail = await shop.server.services.db.query<{ subject: string; language: string }>('select subject, language from mail_outbox where id = $1', [Number(es.data!.answerContactMessage.answer.mailId)]);
      expect(esMail.rows[0]).toEqual({ subject: 'Respuesta a tu consulta: Mi pedido no llegó', language: 'es' });

      const one = await owner.browser.gql<{ contactMessage: { state: string; answers: { body: string; staffEmail: string }[] } }>(ONE, { id: ids.english });
      expect(one.data!.contactMessage.state).toBe('ANSWERED');
      expect(one.data!.contactMessage.answers).toEqual([expect.objectContaining({ body, staffEmail: orders.email })]);
      const answered = await owner.browser.gql<Listed>(LIST, { filter: { state: 'ANSWERED' } });
      expect(answered.data!.contactMessages.nodes.map((n) => n.id)).toEqual([ids.english, ids.marta]);
      // Marked read afterwards, an answered message stays answered.
      const still = await orders.browser.gql<{ markContactMessage: { state: string } }>(MARK, { id: ids.english, read: true });
      expect(still.data!.markContactMessage.state).toBe('ANSWERED');

      const audit = await owner.browser.gql<{ auditLog: { nodes: { action: string; actor: string; after: Record<string, unknown> }[] } }>(AUDIT, {
        f: { entity: 'contact-message', entityId: ids.english },
      });
      expect(audit.data!.auditLog.nodes).toEqual([
        expect.objectContaining({ action: 'contact-message.answer', actor: orders.email, after: expect.objectContaining({ state: 'answered', answerId: answer.id, mailId: answer.mailId, language: 'en' }) }),
      ]);
    });
  });
}

inboxSuite('PGlite', async () => ({ env: {} }));
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  inboxSuite('PostgreSQL', async () => {
    const pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, done: () => pg.drop() };
  });
});
