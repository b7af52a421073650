import { useQuery, type QueryClient } from '@tanstack/react-query';

/**
 * Settings read at run time, so an operator changes them without rebuilding the site (README, "Public site"):
 * /config.json, which nginx answers with the stack's mode, and /site-settings.json, a static file of the
 * build that the operator replaces (support address, partner logo, analytics). Either may be missing: the
 * SPA fallback then answers HTML, and defaults apply.
 */
export interface RuntimeConfig {
  mode: 'development' | 'production';
  supportEmail: string | null;
  partner: { name: string; url: string; logoUrl: string } | null;
  analytics: { scriptUrl: string; attributes: Record<string, string> } | null;
}

const DEFAULTS: RuntimeConfig = { mode: 'production', supportEmail: null, partner: null, analytics: null };

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const config = asRecord(raw);
  if (!config) return DEFAULTS;
  const partner = asRecord(config.partner);
  const analytics = asRecord(config.analytics);
  const attributes = asRecord(analytics?.attributes) ?? {};
  return {
    mode: config.mode === 'development' ? 'development' : 'production',
    supportEmail: asString(config.supportEmail),
    partner:
      partner && asString(partner.name) && asString(partner.url) && asString(partner.logoUrl)
        ? { name: asString(partner.name)!, url: asString(partner.url)!, logoUrl: asString(partner.logoUrl)! }
        : null,
    analytics:
      analytics && asString(analytics.scriptUrl)
        ? {
            scriptUrl: asString(analytics.scriptUrl)!,
            attributes: Object.fromEntries(
              Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            ),
          }
        : null,
  };
}

async function readJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return await response.json();
  } catch {
    return null;
  }
}

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const [stack, site] = await Promise.all([readJson('/config.json'), readJson('/site-settings.json')]);
  // The stack's own file wins where both speak, so a deployment can pin a setting centrally.
  return parseRuntimeConfig({ ...(asRecord(site) ?? {}), ...(asRecord(stack) ?? {}) });
}

const runtimeConfigQuery = {
  queryKey: ['runtime-config'],
  queryFn: loadRuntimeConfig,
  staleTime: Infinity,
  retry: false,
} as const;

/**
 * Reads the settings before the first render, beside the catalogue (main.tsx): the development banner is then
 * there from the first paint instead of pushing the page down when /config.json answers.
 */
export const prefetchRuntimeConfig = (queryClient: QueryClient) => queryClient.prefetchQuery(runtimeConfigQuery);

export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery(runtimeConfigQuery);
  return data ?? DEFAULTS;
}
