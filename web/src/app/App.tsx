import { FluentProvider, makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { NotifyProvider } from '@/components/notify';
import { AuthSessionProvider } from '@/features/auth';
import { auth, firebaseApp } from '@/lib/firebase/app';
import { AppRoutes } from './AppRoutes';
import { PwaStatus } from './pwa';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

export function App() {
  useGlobalStyles();
  return (
    // No className here: FluentProvider copies it onto every portal's mount node (tooltips,
    // drawers), where a size would cover the page. AppLayout gives the page its full height.
    <FluentProvider theme={webLightTheme}>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <AuthSessionProvider>
            <NotifyProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
              <PwaStatus />
            </NotifyProvider>
          </AuthSessionProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </FluentProvider>
  );
}
