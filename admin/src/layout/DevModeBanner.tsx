import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';

let mode: Promise<string | null> | null = null;

/** /config.json is written by the deployment (nginx serves it); {"mode":"development"} marks a test system. */
function deploymentMode(): Promise<string | null> {
  mode ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((config: { mode?: unknown } | null) => (typeof config?.mode === 'string' ? config.mode : null))
    .catch(() => null);
  return mode;
}

/** A strip on every console screen of a development deployment, so nobody mistakes it for the real contest. */
export function DevModeBanner() {
  const [development, setDevelopment] = useState(false);
  useEffect(() => {
    let live = true;
    void deploymentMode().then((value) => live && setDevelopment(value === 'development'));
    return () => {
      live = false;
    };
  }, []);
  if (!development) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0, mb: 1 }}>
      Development mode: demo data and test accounts, not the live contest.
    </Alert>
  );
}
