import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from './auth';
import { AppLayout } from './layout/AppLayout';

// Every page is its own chunk, so the landing page downloads none of the app pages' code
// (nor the Firestore / Functions SDKs they will use).
const LandingPage = lazy(() => import('./pages/LandingPage'));
const AuthPage = lazy(() => import('./pages/AuthPage'));
const MyAccountPage = lazy(() => import('./pages/MyAccountPage'));
const UsersPage = lazy(() => import('./pages/admin/UsersPage'));
const PropertiesPage = lazy(() => import('./pages/admin/PropertiesPage'));
const PaymentsPage = lazy(() => import('./pages/admin/PaymentsPage'));
const HoaAccountsPage = lazy(() => import('./pages/admin/HoaAccountsPage'));
const PaymentSuccessPage = lazy(() => import('./pages/PaymentSuccessPage'));
const PaymentCanceledPage = lazy(() => import('./pages/PaymentCanceledPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Spec §2's routes. AppLayout holds the Suspense boundary for the lazy pages. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route element={<RequireSignIn />}>
          <Route path="my-account" element={<MyAccountPage />} />
          <Route path="admin/users" element={<UsersPage />} />
          <Route path="admin/properties" element={<PropertiesPage />} />
          <Route path="admin/payments" element={<PaymentsPage />} />
          <Route path="admin/hoa-accounts" element={<HoaAccountsPage />} />
        </Route>
        {/* Public: Stripe sends the payer back here, whatever the state of their session. */}
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="payment-canceled" element={<PaymentCanceledPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
