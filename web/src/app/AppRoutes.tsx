import { ROUTES } from '@lakeside/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '@/features/auth';
import { AppLayout } from './layout/AppLayout';

// Every page is its own chunk, so the landing page downloads none of the app pages' code
// (nor the Firestore / Functions SDKs they will use). A page only composes features.
const LandingPage = lazy(() => import('./routes/LandingPage'));
const AuthPage = lazy(() => import('./routes/AuthPage'));
const AuthActionPage = lazy(() => import('./routes/AuthActionPage'));
const MyAccountPage = lazy(() => import('./routes/MyAccountPage'));
const UsersPage = lazy(() => import('./routes/admin/UsersPage'));
const PropertiesPage = lazy(() => import('./routes/admin/PropertiesPage'));
const PaymentsPage = lazy(() => import('./routes/admin/PaymentsPage'));
const HoaAccountsPage = lazy(() => import('./routes/admin/HoaAccountsPage'));
const MessagesPage = lazy(() => import('./routes/admin/MessagesPage'));
const PaymentSuccessPage = lazy(() => import('./routes/PaymentSuccessPage'));
const PaymentCanceledPage = lazy(() => import('./routes/PaymentCanceledPage'));
const ReceiptPage = lazy(() => import('./routes/ReceiptPage'));
const PayLinkPage = lazy(() => import('./routes/PayLinkPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** Spec §2's routes, from the one route table (ROUTES). AppLayout holds the Suspense boundary. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={ROUTES.auth} element={<AuthPage />} />
        {/* Public: the links of Firebase's e-mails (password reset, verification). */}
        <Route path={ROUTES.authAction} element={<AuthActionPage />} />
        <Route element={<RequireSignIn />}>
          <Route path={ROUTES.myAccount} element={<MyAccountPage />} />
          <Route path={ROUTES.adminUsers} element={<UsersPage />} />
          <Route path={ROUTES.adminProperties} element={<PropertiesPage />} />
          <Route path={ROUTES.adminPayments} element={<PaymentsPage />} />
          <Route path={ROUTES.adminHoaAccounts} element={<HoaAccountsPage />} />
          <Route path={ROUTES.adminMessages} element={<MessagesPage />} />
          <Route path={ROUTES.receipt} element={<ReceiptPage />} />
        </Route>
        {/* Public: Stripe sends the payer back here, whatever the state of their session. */}
        <Route path={ROUTES.paymentSuccess} element={<PaymentSuccessPage />} />
        <Route path={ROUTES.paymentCanceled} element={<PaymentCanceledPage />} />
        {/* Public: a charge's pay link, opened by its token (or by an owner, signed in). */}
        <Route path={ROUTES.payLink} element={<PayLinkPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
