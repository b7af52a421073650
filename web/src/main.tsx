import '@fontsource-variable/outfit/wght.css';
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { prefetchRuntimeConfig } from './config/runtime-config';
import { startI18n } from './i18n/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const queryClient = createQueryClient();

// The active language's catalogue arrives before the first render (one small request), so no key ever shows;
// the stack's settings come beside it, so the development banner does not shift the page in later.
// The first render is a transition: React builds the tree in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that would keep the page from answering a tap.
void Promise.all([startI18n(), prefetchRuntimeConfig(queryClient)]).then(() =>
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
