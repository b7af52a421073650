import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { Toasts } from '../components/Toasts';
import { LandingPage } from '../pages/landing/LandingPage';
import { Layout } from './Layout';
import { withCatalogue } from '../i18n/i18n';

// Everything but the landing page loads on demand, keeping the landing page's JavaScript small.
// Each waits for the rest of the catalogue too (i18n/i18n.ts).
const CompleteProfilePage = lazy(withCatalogue(() => import('../pages/profile/CompleteProfilePage')));
const LeaderboardPage = lazy(withCatalogue(() => import('../pages/leaderboard/LeaderboardPage')));
const EntryPage = lazy(withCatalogue(() => import('../pages/entry/EntryPage')));
const PrivacyPage = lazy(withCatalogue(() => import('../pages/legal/PrivacyPage')));
const TermsPage = lazy(withCatalogue(() => import('../pages/legal/TermsPage')));
const AuthCallbackPage = lazy(withCatalogue(() => import('../pages/auth/AuthCallbackPage')));
const PublicEntryPage = lazy(withCatalogue(() => import('../pages/vote/PublicEntryPage')));
const GrievancesPage = lazy(withCatalogue(() => import('../grievances/GrievancesPage')));
const ResultsIndexPage = lazy(withCatalogue(() => import('../pages/results/ResultsIndexPage')));
const RoundResultsPage = lazy(withCatalogue(() => import('../pages/results/RoundResultsPage')));
const CertificatePage = lazy(withCatalogue(() => import('../pages/certificates/CertificatePage')));
const NotFoundPage = lazy(withCatalogue(() => import('../pages/NotFoundPage')));

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
          <Route path="results" element={<ResultsIndexPage />} />
          <Route path="results/:roundId" element={<RoundResultsPage />} />
          <Route path="results/:roundId/:submissionId" element={<RoundResultsPage />} />
          <Route path="certificates/:code" element={<CertificatePage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="grievances" element={<GrievancesPage />} />
          <Route path="auth/callback" element={<AuthCallbackPage />} />
          <Route path="auth/:provider/callback" element={<AuthCallbackPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <Toasts />
    </AuthProvider>
  );
}
