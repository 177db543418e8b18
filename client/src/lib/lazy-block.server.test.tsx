// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blocksLoaded, lazyBlock } from './lazy-block';

function Tabs({ label }: { label: string }) {
  return <section>{label}</section>;
}

describe('a lazily loaded block on the server', () => {
  it('is drawn at once, with no suspended boundary, once its code has loaded', async () => {
    const Block = lazyBlock('server-test-tabs', () => new Promise<typeof Tabs>((resolve) => setTimeout(() => resolve(Tabs), 50)));
    await blocksLoaded();
    // renderToString cannot wait: a block still suspended would be its fallback, left to the browser.
    const html = renderToString(<Block label="Descripción" />);
    expect(html).toContain('<section>Descripción</section>');
    expect(html).toContain('data-lazy-block="server-test-tabs"');
    expect(html).not.toContain('<!--$!-->');
  });

  it('has every block known so far loaded when blocksLoaded resolves', async () => {
    let loaded = 0;
    for (const name of ['server-test-a', 'server-test-b']) {
      lazyBlock(name, () => new Promise<typeof Tabs>((resolve) => setTimeout(() => (loaded++, resolve(Tabs)), 30)));
    }
    await blocksLoaded();
    expect(loaded).toBe(2);
  });

  it('leaves the slot of a block drawn in the browser empty, marked for the browser', async () => {
    const Block = lazyBlock('server-test-below', () => Promise.resolve(Tabs));
    await blocksLoaded();
    const html = renderToString(<Block label="Marcas" inBrowser />);
    expect(html).toBe('<div data-lazy-block="server-test-below" data-drawn-in-browser=""></div>');
  });
});
