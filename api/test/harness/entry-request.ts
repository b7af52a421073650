/**
 * The body of a valid `POST /submissions`: an entrant who ticked both confirmations on the English form, agreeing to
 * the consent version the test environment runs with (`CONSENT_VERSION`'s default).
 */
export function entryRequest(instagramUrl: string, category = 'life') {
  return {
    instagramUrl,
    category,
    hashtagsAdded: true,
    consent: true,
    consentVersion: '2025-09-15',
    language: 'en',
  };
}
