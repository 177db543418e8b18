import type { RouteObject } from 'react-router';
import { Layout } from './app/Layout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './site/NotFoundPage';

/**
 * Every route of the shop in one table, shared by the browser router and (later) the server
 * renderer. Sections load lazily.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
