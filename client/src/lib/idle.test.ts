import { describe, expect, it } from 'vitest';
import { nextTask } from './idle';

describe('nextTask', () => {
  it('ends every wait, in the order asked, each after the task that asked', async () => {
    const order: number[] = [];
    const waits = Array.from({ length: 50 }, (_, i) => nextTask().then(() => order.push(i)));
    order.push(-1);
    await Promise.all(waits);
    expect(order).toEqual([-1, ...Array.from({ length: 50 }, (_, i) => i)]);
  });

});
