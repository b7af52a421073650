import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import accounts from './accounts';
import audit from './audit';
import content from './content';
import media from './media';
import broadcasts from './broadcasts';
import { authProvider } from './auth/authProvider';
import { Home } from './dashboard/Home';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n-provider';
import entries from './entries';
import grievances from './grievances';
import juryAssignments from './jury-assignments';
import juryConflicts from './jury-conflicts';
import { ConsoleLayout, ConsoleLogin } from './layout/ConsoleLayout';
import { consoleTheme } from './layout/theme';
import loginAttempts from './login-attempts';
import notifications from './notifications';
import ownershipClaims from './ownership-claims';
import certificates from './certificates';
import participants from './participants';
import results from './results';
import rounds from './rounds';
import scores from './scores';

// Pages seen before signing in, rarely: kept off the sign-in page's first load.
const SetPasswordPage = lazy(() => import('./auth/SetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));

/**
 * The organisers' and jury console. The menu and the routes follow authProvider.canAccess, so a juror
 * sees only their assignments, the entries assigned to them and their own scores.
 */
export function App() {
  return (
    <Admin
      title="Contest console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Home}
      theme={consoleTheme}
      layout={ConsoleLayout}
      loginPage={ConsoleLogin}
      requireAuth
      disableTelemetry
    >
      {/* Reached from an invitation or password-reset e-mail, or the sign-in page, before anyone signs in. */}
      <CustomRoutes noLayout>
        <Route
          path="/set-password"
          element={
            <Suspense fallback={null}>
              <SetPasswordPage />
            </Suspense>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Suspense fallback={null}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <Resource name="entries" {...entries} />
      <Resource name="jury-assignments" {...juryAssignments} />
      <Resource name="jury-conflicts" {...juryConflicts} />
      <Resource name="scores" {...scores} />
      <Resource name="participants" {...participants} />
      <Resource name="ownership-claims" {...ownershipClaims} />
      <Resource name="grievances" {...grievances} />
      <Resource name="rounds" {...rounds} />
      <Resource name="content" {...content} />
      <Resource name="media" {...media} />
      <Resource name="results" {...results} />
      <Resource name="certificates" {...certificates} />
      <Resource name="audit-log" {...audit} />
      <Resource name="accounts" {...accounts} />
      <Resource name="login-attempts" {...loginAttempts} />
      <Resource name="notifications" {...notifications} />
      <Resource name="broadcasts" {...broadcasts} />
    </Admin>
  );
}
