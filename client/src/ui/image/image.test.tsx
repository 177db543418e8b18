import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi, es } from '../test-utils';
import { Image } from './image';

describe('Image', () => {
  it('loads lazily with its size set and reserves the aspect ratio', () => {
    renderUi(<Image src="/a.jpg" alt="Filtro" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Filtro' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe('400 / 300');
  });

  it('loads eagerly with high priority above the fold', () => {
    renderUi(<Image src="/a.jpg" alt="Filtro" width={400} height={300} priority />);
    const img = screen.getByRole('img', { name: 'Filtro' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the box and says the picture is missing when the file fails', () => {
    renderUi(<Image src="/broken.jpg" alt="Filtro" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Filtro' }));
    expect(screen.getByRole('img', { name: `Filtro (${es('TEXT_IMAGE_UNAVAILABLE')})` })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
