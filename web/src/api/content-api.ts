import { callApi } from './api-call';
import type { components } from './schema';

// The API's own types, generated from its OpenAPI document (`npm run openapi -w api`).
export type RoundView = components['schemas']['RoundViewDto'];
export type RulesContent = components['schemas']['RulesContentDto'];
export type RuleSection = RulesContent['rules'][number];

export function fetchRules(signal?: AbortSignal): Promise<RulesContent> {
  return callApi('get', '/content/rules', { signal });
}
