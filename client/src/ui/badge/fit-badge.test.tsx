import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { FitBadge, type FitBadgeStatus } from './fit-badge';

describe('FitBadge', () => {
  it('names its vehicle in visible text whatever it says, so rows of two vehicles never read the same', () => {
    const statuses: FitBadgeStatus[] = ['fits', 'does-not-fit', 'universal', 'unknown'];
    renderUi(
      <>
        {statuses.flatMap((status) => [
          <FitBadge key={`${status}-gol`} status={status} vehicle="2010 Volkswagen Gol 1.6" />,
          <FitBadge key={`${status}-palio`} status={status} vehicle="2014 Fiat Palio 1.4" />,
        ])}
      </>,
    );
    const texts = Array.from(document.querySelectorAll('[data-fit]'), (badge) => badge.textContent ?? '');
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((text) => text.includes('2010 Volkswagen Gol 1.6'))).toHaveLength(4);
    expect(texts).toContain('2010 Volkswagen Gol 1.6: sin datos de compatibilidad');
    expect(texts).toContain('2014 Fiat Palio 1.4: universal, sirve para todos los vehículos');
    // The name keeps its own direction in a right-to-left sentence.
    expect(Array.from(document.querySelectorAll('[data-fit] bdi'), (bdi) => bdi.textContent)).toHaveLength(8);
  });
});
