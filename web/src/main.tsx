import '@fontsource-variable/outfit/wght.css';
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { prepareDateFormats } from './lib/format';
import { prefetchRuntimeConfig } from './config/runtime-config';
import { preferredLanguage, startI18n } from './i18n/i18n';
import { atMost } from './lib/wait';
import { rulesQuery } from './content/use-rules';
import { siteContentQuery } from './content/use-site-content';
import { resultsIndexQuery } from './content/use-contest-stage';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const queryClient = createQueryClient();

/** How long the first render waits for the settings and the first screen's content (the API down answers at once). */
const FIRST_SCREEN_WAIT_MS = 1000;

const language = preferredLanguage();

// The active language's catalogue arrives before the first render (one small request), so no key ever shows.
// Beside it, for at most FIRST_SCREEN_WAIT_MS: the stack's settings, so the development banner does not shift
// the page in later, and what the first screen shows, so the hero renders once with the countdown and the
// organisers' words instead of rendering again (and moving text) when they arrive.
// The first render is a transition: React builds the tree in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that would keep the page from answering a tap.
const ready = Promise.all([
  startI18n(),
  atMost(
    FIRST_SCREEN_WAIT_MS,
    Promise.all([
      prefetchRuntimeConfig(queryClient),
      queryClient.prefetchQuery(siteContentQuery(language)), // every page's header and footer
      queryClient.prefetchQuery(resultsIndexQuery), // where the contest stands: the header and the hero
      window.location.pathname === '/' ? queryClient.prefetchQuery(rulesQuery(language)) : null, // the hero
    ]),
  ),
]);
// While those download, in a task of its own so that the requests leave first: the hero's dates need formats
// whose first build is slow (lib/format.ts).
setTimeout(() => prepareDateFormats(language));
void ready.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
