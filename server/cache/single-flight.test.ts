import { describe, expect, it } from 'vitest';
import { createFlights } from './single-flight';

describe('one piece of work per key at a time', () => {
  it('lets those who ask while a key is being made wait for it, and counts them', async () => {
    const flights = createFlights<string>();
    expect(flights.join('page')).toBeUndefined();
    const land = flights.take('page');
    const waiting = [flights.join('page'), flights.join('page')];
    expect(waiting.every((w) => w instanceof Promise)).toBe(true);
    land('html');
    expect(await Promise.all(waiting)).toEqual(['html', 'html']);
    expect(flights.counts).toEqual({ flights: 1, joined: 2 });
    // Landed: the next asker makes it again (the page cache, not the flight, keeps what was made).
    expect(flights.join('page')).toBeUndefined();
  });

  it('makes different keys side by side', () => {
    const flights = createFlights<string>();
    flights.take('a');
    flights.take('b');
    expect(flights.counts.flights).toBe(2);
    expect(flights.join('c')).toBeUndefined();
  });

  it('does not make askers queue behind a key whose flights land empty', async () => {
    const flights = createFlights<string>({ emptyForMs: 60_000 });
    const land = flights.take('personal');
    const waiter = flights.join('personal');
    land(null);
    expect(await waiter).toBeNull();
    flights.take('personal');
    expect(flights.join('personal')).toBeUndefined();
  });

  it('lands once: a later landing changes nothing, and a second taker of a key under way owns nothing', async () => {
    const flights = createFlights<string>();
    const land = flights.take('k');
    const waiter = flights.join('k');
    const stray = flights.take('k');
    stray('other');
    land('first');
    land('second');
    expect(await waiter).toBe('first');
    expect(flights.counts.flights).toBe(1);
  });
});
