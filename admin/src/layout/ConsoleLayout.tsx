import type { ReactNode } from 'react';
import { Layout, Login, LoginForm } from 'react-admin';
import { DevModeBanner } from './DevModeBanner';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <DevModeBanner />
      {children}
    </Layout>
  );
}

export function ConsoleLogin() {
  return (
    <Login>
      <DevModeBanner />
      <LoginForm />
    </Login>
  );
}
