import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { Observable } from 'rxjs';

// Loaded in Node, where window and document do not exist: the route table must not touch them
// while its modules load, so a server renderer can share it.
const { routes } = await import('../../client/src/routes');
const { createFrameI18n } = await import('../../client/src/frame/test-frame');

function paths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? (route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`) : prefix;
    return [...(route.path || route.index ? [here || '/'] : []), ...paths(route.children ?? [], here)];
  });
}

/** The route with this exact path, wherever pathless layout routes (frame, error boundary) nest it. */
function findRoute(list: RouteObject[], path: string): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const inner = findRoute(route.children ?? [], path);
    if (inner) return inner;
  }
  return undefined;
}

describe('route table', () => {
  it('holds the top-level variants and the lazy sections of the shop', () => {
    const all = paths(routes);
    for (const path of [
      '/',
      '/home-two',
      '/header-spaceship-variant-one',
      '/header-spaceship-variant-three',
      '/header-classic-variant-five',
      '/mobile-header-variant-two',
      '/shop/category/:slug/products',
      '/shop/products/:slug',
      '/account/orders/:id',
      '/account/addresses/:id',
      '/site/contact-us-v1',
      '/blog/post-without-image',
      '/*',
    ]) {
      expect(all, path).toContain(path);
    }
    // Every page of the sections loads lazily (the 404 page too); only the home page is eager.
    const root = findRoute(routes, '/');
    for (const section of ['shop', 'blog', 'account', 'site']) {
      const pages = root?.children?.find((r) => r.path === section)?.children ?? [];
      expect(pages.length, section).toBeGreaterThan(0);
      const eager = pages.filter((r) => typeof r.lazy !== 'function').map((r) => r.path);
      expect(eager, section).toEqual([]);
    }
  });

  it('renders the home page inside the frame on the server', async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://127.0.0.1/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    // No network on the server side of this test: every query stays loading.
    const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
    const html = renderToString(
      h(I18nextProvider, {
        i18n: createFrameI18n('es'),
        children: h(ApolloProvider, { client, children: h(StaticRouterProvider, { router, context, hydrate: false }) }),
      }),
    );
    expect(html).toContain('data-header="classic/one"');
    expect(html).toContain('data-mobile-header="one"');
    expect(html).toContain('Departamentos');
    expect(html).toContain('Queda prohibida la copia');
  });
});
