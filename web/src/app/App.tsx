import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { Toasts } from '../components/Toasts';
import { LandingPage } from '../pages/landing/LandingPage';
import { Layout } from './Layout';

// Everything but the landing page loads on demand, keeping the landing page's JavaScript small.
const CompleteProfilePage = lazy(() => import('../pages/profile/CompleteProfilePage'));
const LeaderboardPage = lazy(() => import('../pages/leaderboard/LeaderboardPage'));
const EntryPage = lazy(() => import('../pages/entry/EntryPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const AuthCallbackPage = lazy(() => import('../pages/auth/AuthCallbackPage'));
const PublicEntryPage = lazy(() => import('../pages/vote/PublicEntryPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function App() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="complete-profile" element={<CompleteProfilePage />} />
          <Route path="submissions" element={<LeaderboardPage />} />
          <Route path="submission-success" element={<EntryPage />} />
          <Route path="entries/:id" element={<PublicEntryPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="auth/callback" element={<AuthCallbackPage />} />
          <Route path="auth/:provider/callback" element={<AuthCallbackPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <Toasts />
    </AuthProvider>
  );
}
