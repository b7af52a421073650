import { CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers without a country prefix are read as Indian ones (the contest is national; +91 is the default). */
export const DEFAULT_PHONE_COUNTRY = 'IN';

export interface NormalisedPhoneNumber {
  /** E.164, e.g. +919876543210: the one form stored and compared. */
  e164: string;
  /** The calling code with its plus sign, e.g. +91. */
  countryCode: string;
}

/** Codes go by SMS, so only numbers that can be mobiles are accepted (US-style plans cannot tell the two apart). */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** Parses what a person typed ("98765 43210", "+91-98765-43210", "0091 …") into E.164; null when not a valid mobile number. */
export function normalisePhoneNumber(input: string): NormalisedPhoneNumber | null {
  const trimmed = input.trim();
  // Reject letters outright: the parser would otherwise read "1-800-FLOWERS"-style vanity numbers.
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'), DEFAULT_PHONE_COUNTRY);
  if (!parsed || !parsed.isValid() || !TEXTABLE_TYPES.has(parsed.getType() ?? '')) return null;
  return { e164: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}

/** The country (ISO 3166 code) of a normalised number, e.g. IN for +919876543210. */
export function phoneCountry(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}

/** "India (+91)": how a refusal names the countries codes may be sent to. */
export function describeCountry(country: string): string {
  const name = new Intl.DisplayNames('en', { type: 'region' }).of(country) ?? country;
  return `${name} (+${getCountryCallingCode(country as CountryCode)})`;
}
