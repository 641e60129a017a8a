import { ROUTES } from '@lakeside/domain';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Outlet, Route, Routes } from 'react-router-dom';
import { CheckingPermissions } from '@/components/CheckingPermissions';
import { RequireSignIn } from '@/features/auth';
import { lazyComponent } from '@/lib/lazyComponent';
import { AppLayout } from './layout/AppLayout';
import { PrerenderedMyAccount } from './prerenderedMyAccount';

/**
 * A page's code, loaded when the page is first shown. The page the app opens on starts loading
 * at once, while Auth restores the session, instead of after it: a gated page used to wait for
 * the session first and only then fetch and run its code.
 */
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>) {
  const page = lazyComponent(load);
  // a failure (offline) is React's to show when it renders the page, not an unhandled rejection
  if (matchPath(path, window.location.pathname)) page.preload().catch(() => undefined);
  return page;
}

// Every page is its own chunk, so the landing page downloads none of the app pages' code
// (nor the Firestore / Functions SDKs they will use). A page only composes features.
const LandingPage = lazyPage(ROUTES.home, () => import('./routes/LandingPage'));
const AuthPage = lazyPage(ROUTES.auth, () => import('./routes/AuthPage'));
const AuthActionPage = lazyPage(ROUTES.authAction, () => import('./routes/AuthActionPage'));
const MyAccountPage = lazyPage(ROUTES.myAccount, () => import('./routes/MyAccountPage'));
const UsersPage = lazyPage(ROUTES.adminUsers, () => import('./routes/admin/UsersPage'));
const PropertiesPage = lazyPage(ROUTES.adminProperties, () => import('./routes/admin/PropertiesPage'));
const PaymentsPage = lazyPage(ROUTES.adminPayments, () => import('./routes/admin/PaymentsPage'));
const HoaAccountsPage = lazyPage(ROUTES.adminHoaAccounts, () => import('./routes/admin/HoaAccountsPage'));
const InboxPage = lazyPage(ROUTES.adminMessages, () => import('./routes/admin/InboxPage'));
const BillingPage = lazyPage(ROUTES.adminBilling, () => import('./routes/admin/BillingPage'));
const DelinquencyPage = lazyPage(ROUTES.adminDelinquency, () => import('./routes/admin/DelinquencyPage'));
const MailPage = lazyPage(ROUTES.adminMail, () => import('./routes/admin/MailPage'));
const PaperNoticesPage = lazyPage(ROUTES.adminPaperNotices, () => import('./routes/admin/PaperNoticesPage'));
const PaymentSuccessPage = lazyPage(ROUTES.paymentSuccess, () => import('./routes/PaymentSuccessPage'));
const PaymentCanceledPage = lazyPage(ROUTES.paymentCanceled, () => import('./routes/PaymentCanceledPage'));
const ReceiptPage = lazyPage(ROUTES.receipt, () => import('./routes/ReceiptPage'));
const StatementPage = lazyPage(ROUTES.statement, () => import('./routes/StatementPage'));
const PayLinkPage = lazyPage(ROUTES.payLink, () => import('./routes/PayLinkPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** The child route's page, with its own fallback while the page's code loads. */
function SuspendedOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Outlet />
    </Suspense>
  );
}

/** Spec §2's routes, from the one route table (ROUTES). AppLayout holds the Suspense boundary. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={ROUTES.auth} element={<AuthPage />} />
        {/* Public: the links of Firebase's e-mails (password reset, verification). */}
        <Route path={ROUTES.authAction} element={<AuthActionPage />} />
        <Route element={<RequireSignIn showPageWhileRestoring />}>
          {/* its frame (pre-rendered in index.html too) until its code has run, not a spinner */}
          <Route
            path={ROUTES.myAccount}
            element={
              <Suspense fallback={<PrerenderedMyAccount />}>
                <MyAccountPage />
              </Suspense>
            }
          />
        </Route>
        {/* The admin pages say 'Checking permissions...' from the first moment (spec §2): while
            the session is restored, while the page's code loads, and until the admin check. */}
        <Route element={<RequireSignIn pending={<CheckingPermissions />} />}>
          <Route element={<SuspendedOutlet fallback={<CheckingPermissions />} />}>
            <Route path={ROUTES.adminUsers} element={<UsersPage />} />
            <Route path={ROUTES.adminProperties} element={<PropertiesPage />} />
            <Route path={ROUTES.adminPayments} element={<PaymentsPage />} />
            <Route path={ROUTES.adminHoaAccounts} element={<HoaAccountsPage />} />
            <Route path={ROUTES.adminMessages} element={<InboxPage />} />
            <Route path={ROUTES.adminBilling} element={<BillingPage />} />
            <Route path={ROUTES.adminDelinquency} element={<DelinquencyPage />} />
            <Route path={ROUTES.adminMail} element={<MailPage />} />
            <Route path={ROUTES.adminPaperNotices} element={<PaperNoticesPage />} />
          </Route>
        </Route>
        <Route element={<RequireSignIn />}>
          <Route path={ROUTES.receipt} element={<ReceiptPage />} />
          <Route path={ROUTES.statement} element={<StatementPage />} />
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
