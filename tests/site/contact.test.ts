import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../server/contact/rate-limit';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const SEND = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id name email subject receivedAt }
}`;

const valid = {
  name: '  Rita Gómez ',
  email: 'rita@example.com',
  subject: 'Pastillas para un Gol Trend',
  message: '¿Tienen pastillas delanteras para un Gol Trend 2012 1.6? Gracias.',
};

interface Receipt {
  sendContactMessage: { id: string; name: string; email: string; subject: string; receivedAt: string };
}

async function storedMessages(): Promise<number> {
  const r = await shop.server.services.db.query<{ n: number }>('select count(*)::int as n from contact_messages');
  return Number(r.rows[0].n);
}

async function clearLimits(): Promise<void> {
  await shop.server.services.db.query('delete from contact_rate_limits');
}

describe('sendContactMessage', () => {
  it('stores a valid message, trimmed, and answers with its receipt', async () => {
    await clearLimits();
    const before = await storedMessages();
    const r = await shop.shopper().gql<Receipt>(SEND, { input: valid });
    expect(r.errors).toBeUndefined();
    expect(r.data?.sendContactMessage).toMatchObject({ name: 'Rita Gómez', email: 'rita@example.com', subject: valid.subject });
    expect(r.data!.sendContactMessage.id).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(r.data!.sendContactMessage.receivedAt))).toBe(false);
    expect(await storedMessages()).toBe(before + 1);
    const row = await shop.server.services.db.query<{ name: string; message: string }>('select name, message from contact_messages where id = $1', [
      Number(r.data!.sendContactMessage.id),
    ]);
    expect(row.rows[0]).toEqual({ name: 'Rita Gómez', message: valid.message });
  });

  it.each([
    ['name', '   ', 'REQUIRED'],
    ['name', 'R', 'TOO_SHORT'],
    ['name', 'R'.repeat(101), 'TOO_LONG'],
    ['email', '', 'REQUIRED'],
    ['email', 'rita.example.com', 'INVALID_EMAIL'],
    ['email', 'rita @example.com', 'INVALID_EMAIL'],
    ['subject', '', 'REQUIRED'],
    ['subject', 'Hi', 'TOO_SHORT'],
    ['subject', 's'.repeat(151), 'TOO_LONG'],
    ['message', '', 'REQUIRED'],
    ['message', 'Hola', 'TOO_SHORT'],
    ['message', 'm'.repeat(5001), 'TOO_LONG'],
  ])('refuses %s = %j with %s and stores nothing', async (field, value, reason) => {
    await clearLimits();
    const before = await storedMessages();
    const r = await shop.shopper().gql(SEND, { input: { ...valid, [field]: value } });
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason, fields: [{ field, reason }] });
    expect(r.errors?.[0].message).toContain(field);
    expect(await storedMessages()).toBe(before);
  });

  it('names every invalid field at once, in the form order', async () => {
    const r = await shop.shopper().gql(SEND, { input: { name: '', email: 'x', subject: '', message: 'corto' } });
    expect(r.errors?.[0].extensions?.fields).toEqual([
      { field: 'name', reason: 'REQUIRED' },
      { field: 'email', reason: 'INVALID_EMAIL' },
      { field: 'subject', reason: 'REQUIRED' },
      { field: 'message', reason: 'TOO_SHORT' },
    ]);
  });

  it('lets one address send a few messages per window, then refuses with CONTACT_TOO_MANY_MESSAGES without storing', async () => {
    await clearLimits();
    // Each visitor has a session of its own: the limit follows the address, not the session.
    for (let i = 0; i < CONTACT_LIMITS.maxMessagesPerAddress; i++) {
      const ok = await shop.shopper().gql<Receipt>(SEND, { input: { ...valid, subject: `Consulta número ${i + 1}` } });
      expect(ok.errors).toBeUndefined();
    }
    const before = await storedMessages();
    const refused = await shop.shopper().gql(SEND, { input: valid });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONTACT_TOO_MANY_MESSAGES', retryAfterMinutes: CONTACT_LIMITS.windowMinutes });
    expect(await storedMessages()).toBe(before);
    // Invalid messages are refused for what they are, and do not use up the allowance.
    const invalid = await shop.shopper().gql(SEND, { input: { ...valid, email: 'no' } });
    expect(invalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // Once the window has passed, the address may write again.
    await shop.server.services.db.query(
      "update contact_rate_limits set window_started_at = now() - ($1::int * interval '1 minute') - interval '1 second'",
      [CONTACT_LIMITS.windowMinutes],
    );
    const again = await shop.shopper().gql<Receipt>(SEND, { input: valid });
    expect(again.errors).toBeUndefined();
  });
});
