import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotAvailableYet } from '../components/NotAvailableYet';
import { LazyActiveOrdersPage } from '../pages/activeOrders/LazyActiveOrdersPage';
import { HealthPage } from '../pages/health/HealthPage';
import { LazyCategoriesPage } from '../pages/categories/LazyCategoriesPage';
import { LazyDashboardPage } from '../pages/dashboard/LazyDashboardPage';
import { LazyDeploymentStatusPage } from '../pages/deploymentStatus/LazyDeploymentStatusPage';
import { LazyLabelMergerPage } from '../pages/labelMerger/LazyLabelMergerPage';
import { LazyHiddenProductsPage, LazyProductsPage, LazyUncategorizedProductsPage } from '../pages/products/LazyProductPages';
import { LoginPage } from '../pages/login/LoginPage';
import { LazyMonitoringPage } from '../pages/monitoring/LazyMonitoringPage';
import { LazyOrderAnalyticsPage } from '../pages/orderAnalytics/LazyOrderAnalyticsPage';
import { LazyReturnsPage } from '../pages/returns/LazyReturnsPage';
import { LazyTransactionsPage } from '../pages/transactions/LazyTransactionsPage';
import { LazyStoragePage } from '../pages/storage/LazyStoragePage';
import { AdminOnly } from './AdminOnly';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { SCREENS } from './routes';

/** Screens that exist; every other screen of the route table shows its title and "not available yet". */
const BUILT_SCREENS: Record<string, ReactNode> = {
  '/': <LazyDashboardPage />,
  '/home/': <LazyLabelMergerPage />,
  '/activeOrders/': <LazyActiveOrdersPage />,
  '/returns/': <LazyReturnsPage />,
  '/products/': <LazyProductsPage />,
  '/hidden-products/': <LazyHiddenProductsPage />,
  '/uncategorized-products/': <LazyUncategorizedProductsPage />,
  '/categories/': <LazyCategoriesPage />,
  '/storage-management/': <LazyStoragePage />,
  '/order-analytics/': <LazyOrderAnalyticsPage />,
  '/transactions/': <LazyTransactionsPage />,
  '/monitoring/': <LazyMonitoringPage />,
  '/deployment-status/': <LazyDeploymentStatusPage />,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<AppLayout />}>
        <Route path="/health" element={<HealthPage />} />
        <Route element={<RequireAuth />}>
          {SCREENS.filter((screen) => screen.path !== '/health/').map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                screen.adminOnly ? (
                  <AdminOnly title={screen.title}>
                    {BUILT_SCREENS[screen.path] ?? <NotAvailableYet title={screen.title} />}
                  </AdminOnly>
                ) : (
                  (BUILT_SCREENS[screen.path] ?? <NotAvailableYet title={screen.title} />)
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
