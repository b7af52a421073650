import '@fontsource-variable/outfit/wght.css';
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { startI18n } from './i18n/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const queryClient = createQueryClient();

// The active language's catalogue arrives before the first render (one small request), so no key ever shows.
void startI18n().then(() =>
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
);
