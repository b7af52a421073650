import { answer, publicApi } from './api-call';
import type { components } from './schema';
import type { SiteLanguage } from '../i18n/languages';

// The API's own types, generated from its OpenAPI document (`npm run openapi -w api`).
export type RoundView = components['schemas']['RoundViewDto'];
export type RulesContent = components['schemas']['RulesContentDto'];
export type RuleSection = RulesContent['rules'][number];

/** GET /content/rules, the rounds' texts in `language` where the organisers wrote them (else English). */
export function fetchRules(language: SiteLanguage, signal?: AbortSignal): Promise<RulesContent> {
  return answer(publicApi.GET('/content/rules', { params: { query: { lang: language } }, signal }));
}
