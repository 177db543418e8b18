import { Outlet } from 'react-router';

/** The page frame around every route. */
export function Layout() {
  return (
    <div className="site">
      <main className="site__body">
        <Outlet />
      </main>
    </div>
  );
}
