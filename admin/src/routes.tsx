import { Navigate, type RouteObject } from 'react-router';
import { SessionGate } from './app/session-gate';
import { useStaffSession } from './app/staff-session';
import { homePath } from './lib/permissions';
import { RequirePermission } from './lib/require-permission';
import { RouteError } from './lib/route-error';
import { SignInPage } from './sign-in/sign-in-page';
import { AcceptInvitationPage } from './invitation/accept-invitation-page';
import { OrdersPage } from './orders/orders-page';
import { OrderPage } from './orders/order-page';
import { ReturnsPage } from './returns/returns-page';
import { RejectedInvoicesPage } from './invoices/rejected-invoices-page';
import { StaffPage } from './staff/staff-page';
import { ParcelDefaultsPage } from './shipping/parcel-defaults-page';
import { AuditPage } from './audit/audit-page';
import { MessagesPage } from './messages/messages-page';
import { MessagePage } from './messages/message-page';
import { AppsPage } from './apps/apps-page';
import { ReviewsPage } from './reviews/reviews-page';
import { RatesPage } from './rates/rates-page';
import { PriceListsPage } from './prices/price-lists-page';
import { PriceRunPage } from './prices/price-run-page';
import { SuppliersPage } from './prices/suppliers-page';
import { RulesPage } from './prices/rules-page';
import { PartOffersPage } from './prices/part-offers-page';
import { MePage } from './staff/me-page';
import { NotFoundPage } from './lib/not-found-page';

/** The staff's app lives under /admin (server/http/admin-app.ts serves its page there). */
export const ADMIN_BASENAME = '/admin';

function Home() {
  const { grants } = useStaffSession();
  return <Navigate to={homePath(grants)} replace />;
}

/** The one route table: the sign-in pages outside, everything else behind the staff session. */
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/invitation/:token', element: <AcceptInvitationPage /> },
      {
        element: <SessionGate />,
        children: [
          { index: true, element: <Home /> },
          { path: '/orders', element: <RequirePermission needs="orders:read" page><OrdersPage /></RequirePermission> },
          { path: '/orders/:number', element: <RequirePermission needs="orders:read" page><OrderPage /></RequirePermission> },
          { path: '/returns', element: <RequirePermission needs="orders:read" page><ReturnsPage /></RequirePermission> },
          { path: '/invoices/rejected', element: <RequirePermission needs="orders:read" page><RejectedInvoicesPage /></RequirePermission> },
          { path: '/shipping/parcels', element: <RequirePermission needs="orders:read" page><ParcelDefaultsPage /></RequirePermission> },
          { path: '/messages', element: <RequirePermission needs="messages:read" page><MessagesPage /></RequirePermission> },
          { path: '/messages/:id', element: <RequirePermission needs="messages:read" page><MessagePage /></RequirePermission> },
          { path: '/apps', element: <RequirePermission needs="apps:manage" page><AppsPage /></RequirePermission> },
          { path: '/reviews', element: <RequirePermission needs="catalogue:moderate" page><ReviewsPage /></RequirePermission> },
          { path: '/rates', element: <RequirePermission needs="rates:manage" page><RatesPage /></RequirePermission> },
          { path: '/prices', element: <RequirePermission needs="prices:import" page><PriceListsPage /></RequirePermission> },
          { path: '/prices/runs/:id', element: <RequirePermission needs="prices:import" page><PriceRunPage /></RequirePermission> },
          { path: '/prices/suppliers', element: <RequirePermission needs="prices:import" page><SuppliersPage /></RequirePermission> },
          { path: '/prices/rules', element: <RequirePermission needs="prices:import" page><RulesPage /></RequirePermission> },
          { path: '/prices/offers', element: <RequirePermission needs="prices:import" page><PartOffersPage /></RequirePermission> },
          { path: '/staff', element: <RequirePermission needs="staff:manage" page><StaffPage /></RequirePermission> },
          { path: '/audit', element: <RequirePermission needs="staff:manage" page><AuditPage /></RequirePermission> },
          { path: '/me', element: <MePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
