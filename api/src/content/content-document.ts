import { FieldErrors, validationFailed } from '../common/errors/api-error';
import {
  isSiteLanguage,
  SITE_LANGUAGES,
  SiteLanguage,
  TRANSLATED_LANGUAGES,
  TranslatedLanguage,
} from '../common/languages';

/**
 * The organisers' editable content of the contest: everything a visitor reads about this contest that is
 * not a round (rounds and their dates belong to the contest domain). Every visitor-facing text holds English
 * (required) and any of the site's other languages (a blank one shows the English).
 */
export type LocalisedText = { en: string } & { [Code in TranslatedLanguage]?: string | null };

/** An organiser's word on a language's texts: drafts (e.g. shipped machine translations) await their review. */
export const LANGUAGE_REVIEW_STATES = ['draft', 'reviewed'] as const;
export type LanguageReviewState = (typeof LANGUAGE_REVIEW_STATES)[number];
export type LanguageStatus = Record<TranslatedLanguage, LanguageReviewState>;

/** A film on the landing page: a file on this site (with its poster) or an Instagram post. */
export type Film = { kind: 'video'; url: string; posterUrl: string | null } | { kind: 'instagram'; url: string };

export interface JuryMember {
  name: LocalisedText;
  title: LocalisedText;
  photoUrl: string | null;
  bio: LocalisedText;
}

/** Someone who signs the certificates: their name and title as printed, and their signature as an image. */
interface Signatory {
  name: LocalisedText;
  title: LocalisedText;
  signatureUrl: string | null;
}

/** What the certificates print besides the holder's achievement: who awards them, their logo, who signs. */
interface CertificateContent {
  organiserName: LocalisedText;
  logoUrl: string | null;
  signatories: Signatory[];
}

export interface ContentDocument {
  contestName: LocalisedText;
  tagline: LocalisedText;
  organiser: { name: LocalisedText; logoUrl: string | null; emblemUrl: string | null };
  partner: { name: LocalisedText; url: string; logoUrl: string } | null;
  supportEmail: string | null;
  prizes: Array<{ title: LocalisedText; description: LocalisedText }>;
  awardsText: LocalisedText;
  jury: JuryMember[];
  introFilm: Film | null;
  sampleFilm: Film | null;
  shareText: LocalisedText;
  /** The picture of a shared link's preview (1200×630); null: the site's built-in /og-image.png. */
  shareImageUrl: string | null;
  faq: Array<{ question: LocalisedText; answer: LocalisedText }>;
  legal: { termsUpdated: string; privacyUpdated: string };
  certificate: CertificateContent;
  /** The languages the site offers (its switch lists these), English always among them, in the site's order. */
  languages: SiteLanguage[];
  /** Per translated language: still a draft awaiting an organiser's review, or reviewed. */
  languageStatus: LanguageStatus;
}

/** Replaces every LocalisedText with the string in one language (English where it has none). */
export type Localised<T> = T extends LocalisedText
  ? string
  : T extends Array<infer Item>
    ? Array<Localised<Item>>
    : T extends object
      ? { [K in keyof T]: Localised<T[K]> }
      : T;

export const LIMITS = {
  shortText: 200,
  longText: 2000,
  prizes: 10,
  jury: 24,
  faq: 30,
  signatories: 3,
} as const;

/**
 * A path on this site: one slash, then a character that is not another one. `//host/x` is protocol-relative
 * (a browser loads it from `host`); a backslash (`/\host`, which browsers read as `//`) is outside the set.
 */
const SITE_PATH = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]{0,299}$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>]{3,500}$/;
const INSTAGRAM_POST = /^https:\/\/(www\.)?instagram\.com\/(p|reel|reels)\/[A-Za-z0-9_-]{5,64}\/?$/;
const EMAIL = /^[^\s@"<>]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Raw = Record<string, unknown>;

/** Reads a console-submitted document field by field, collecting every problem under its path. */
class DocumentReader {
  readonly errors: FieldErrors = {};

  fail(path: string, message: string): null {
    (this.errors[path] ??= []).push(message);
    return null;
  }

  object(value: unknown, path: string, keys: readonly string[]): Raw | null {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return this.fail(path, 'must be an object');
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.fail(path ? `${path}.${key}` : key, 'is not an accepted field');
    }
    return value as Raw;
  }

  /**
   * English required; each other language optional, kept only where written (a blank one shows the English).
   * Hindi is always present (null when blank): the previous version, running beside this one during an
   * upgrade, recognises a text by it.
   */
  text(value: unknown, path: string, max: number): LocalisedText {
    const raw = this.object(value, path, SITE_LANGUAGES);
    const text: LocalisedText = { en: this.string(raw?.en, `${path}.en`, max, true) ?? '', hi: null };
    for (const code of TRANSLATED_LANGUAGES) {
      const translation = this.string(raw?.[code], `${path}.${code}`, max, false);
      if (translation !== null) text[code] = translation;
    }
    return text;
  }

  /** The codes as given (withDefaults orders them and adds English); undefined when there is no list. */
  languages(value: unknown, path: string): SiteLanguage[] | undefined {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return this.fail(path, 'must be a list') ?? [];
    const unknown = value.filter((code) => !isSiteLanguage(code));
    if (unknown.length) this.fail(path, `has unknown language codes: ${unknown.join(', ')}`);
    return value.filter(isSiteLanguage);
  }

  /** The states marked (withDefaults fills in the rest). */
  languageStatus(value: unknown, path: string): Partial<LanguageStatus> {
    const raw = value === undefined || value === null ? {} : (this.object(value, path, TRANSLATED_LANGUAGES) ?? {});
    const status: Partial<LanguageStatus> = {};
    for (const code of TRANSLATED_LANGUAGES) {
      const state = raw[code];
      if (state === undefined || state === null) continue;
      if ((LANGUAGE_REVIEW_STATES as readonly unknown[]).includes(state)) status[code] = state as LanguageReviewState;
      else this.fail(`${path}.${code}`, 'must be "draft" or "reviewed"');
    }
    return status;
  }

  string(value: unknown, path: string, max: number, required: boolean): string | null {
    if (value === undefined || value === null || value === '') {
      return required ? this.fail(path, 'is required') : null;
    }
    if (typeof value !== 'string') return this.fail(path, 'must be text');
    const trimmed = value.trim();
    if (!trimmed) return required ? this.fail(path, 'is required') : null;
    if (trimmed.length > max) return this.fail(path, `must be at most ${max} characters`);
    return trimmed;
  }

  matching(value: unknown, path: string, pattern: RegExp, what: string, required: boolean): string | null {
    const text = this.string(value, path, 500, required);
    if (text !== null && !pattern.test(text)) return this.fail(path, `must be ${what}`);
    return text;
  }

  sitePath(value: unknown, path: string, required = false): string | null {
    return this.matching(value, path, SITE_PATH, 'a path on this site (one leading /), e.g. /media/logo.png', required);
  }

  list<T>(value: unknown, path: string, max: number, read: (item: unknown, path: string) => T): T[] {
    if (!Array.isArray(value)) return this.fail(path, 'must be a list') ?? [];
    if (value.length > max) return this.fail(path, `must have at most ${max} items`) ?? [];
    return value.map((item, index) => read(item, `${path}.${index}`));
  }

  film(value: unknown, path: string): Film | null {
    if (value === null || value === undefined) return null;
    const raw = this.object(value, path, ['kind', 'url', 'posterUrl']);
    if (!raw) return null;
    if (raw.kind === 'instagram') {
      if (raw.posterUrl !== undefined && raw.posterUrl !== null)
        this.fail(`${path}.posterUrl`, 'applies to video files only');
      const url = this.matching(raw.url, `${path}.url`, INSTAGRAM_POST, 'a link to an Instagram post or reel', true);
      return { kind: 'instagram', url: url ?? '' };
    }
    if (raw.kind === 'video') {
      return {
        kind: 'video',
        url: this.sitePath(raw.url, `${path}.url`, true) ?? '',
        posterUrl: this.sitePath(raw.posterUrl, `${path}.posterUrl`),
      };
    }
    return this.fail(`${path}.kind`, 'must be "video" or "instagram"');
  }
}

const DOCUMENT_KEYS = [
  'contestName',
  'tagline',
  'organiser',
  'partner',
  'supportEmail',
  'prizes',
  'awardsText',
  'jury',
  'introFilm',
  'sampleFilm',
  'shareText',
  'shareImageUrl',
  'faq',
  'legal',
  'certificate',
  'languages',
  'languageStatus',
] as const;

/** What a document saved before languages were a setting offers: the two languages the site had then. */
const DEFAULT_LANGUAGES: readonly SiteLanguage[] = ['en', 'hi'];

/** A document as stored or as sent: the sections added since the first release may be missing. */
type DocumentWithoutDefaults = Omit<ContentDocument, 'certificate' | 'languages' | 'languageStatus'> & {
  certificate?: CertificateContent | null;
  languages?: readonly SiteLanguage[] | null;
  languageStatus?: Partial<LanguageStatus> | null;
};

/**
 * The one place the later sections get their defaults, for a document as sent (parseContentDocument) and as
 * stored (ContentService.read): the stored one may lack them (the first migration's document has no
 * certificate section, nothing adds one) or hold them partly (migration 1763828200000 writes the languages
 * unordered and marks only those it filled). Certificates name the site's organiser until the organisers fill
 * that section in; a document from before languages were a setting offers English and Hindi; English is always
 * offered (every text's fallback), in the site's order; a language nobody marked is the organisers' own
 * writing, reviewed.
 */
export function withDefaults(document: DocumentWithoutDefaults): ContentDocument {
  const { certificate, languages, languageStatus, ...rest } = document;
  const offered = languages ?? DEFAULT_LANGUAGES;
  const reviewed = Object.fromEntries(TRANSLATED_LANGUAGES.map((code) => [code, 'reviewed'])) as LanguageStatus;
  return {
    ...rest,
    certificate: certificate ?? {
      organiserName: rest.organiser.name,
      logoUrl: rest.organiser.logoUrl,
      signatories: [],
    },
    languages: SITE_LANGUAGES.filter((code) => code === 'en' || offered.includes(code)),
    languageStatus: { ...reviewed, ...languageStatus },
  };
}

/**
 * The document as the console sent it, checked whole: any problem answers 400 `validation_failed` naming
 * every bad field (e.g. `jury.2.name.en`), so nothing is stored half-way. `ignored` keys (the record's id and
 * timestamps, which react-admin sends back) are dropped.
 */
export function parseContentDocument(value: unknown, ignored: readonly string[] = []): ContentDocument {
  const r = new DocumentReader();
  const raw = r.object(value, '', [...DOCUMENT_KEYS, ...ignored]) ?? {};
  const { shortText, longText } = LIMITS;
  const organiser = r.object(raw.organiser, 'organiser', ['name', 'logoUrl', 'emblemUrl']);
  const partner =
    raw.partner === null || raw.partner === undefined
      ? null
      : r.object(raw.partner, 'partner', ['name', 'url', 'logoUrl']);
  const legal = r.object(raw.legal, 'legal', ['termsUpdated', 'privacyUpdated']);
  // Documents saved before certificates existed have no section: the organiser's name and logo stand in.
  const certificate =
    raw.certificate === undefined || raw.certificate === null
      ? null
      : r.object(raw.certificate, 'certificate', ['organiserName', 'logoUrl', 'signatories']);
  const day = (v: unknown, path: string) => {
    const text = r.matching(v, path, DAY, 'a date as YYYY-MM-DD', true);
    // Round-tripped, so 30 February (which Date would roll into March) is refused too.
    const parsed = text ? new Date(`${text}T00:00:00Z`) : null;
    if (parsed && (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text)) {
      r.fail(path, 'must be a real date');
    }
    return text ?? '';
  };
  const document = withDefaults({
    contestName: r.text(raw.contestName, 'contestName', shortText),
    tagline: r.text(raw.tagline, 'tagline', shortText),
    organiser: {
      name: r.text(organiser?.name, 'organiser.name', shortText),
      logoUrl: r.sitePath(organiser?.logoUrl, 'organiser.logoUrl'),
      emblemUrl: r.sitePath(organiser?.emblemUrl, 'organiser.emblemUrl'),
    },
    partner: partner && {
      name: r.text(partner.name, 'partner.name', shortText),
      url: r.matching(partner.url, 'partner.url', HTTPS_URL, 'an https:// address', true) ?? '',
      logoUrl: r.sitePath(partner.logoUrl, 'partner.logoUrl', true) ?? '',
    },
    supportEmail: r.matching(raw.supportEmail, 'supportEmail', EMAIL, 'an e-mail address', false),
    prizes: r.list(raw.prizes, 'prizes', LIMITS.prizes, (item, path) => {
      const prize = r.object(item, path, ['title', 'description']);
      return {
        title: r.text(prize?.title, `${path}.title`, shortText),
        description: r.text(prize?.description, `${path}.description`, longText),
      };
    }),
    awardsText: r.text(raw.awardsText, 'awardsText', longText),
    jury: r.list(raw.jury, 'jury', LIMITS.jury, (item, path) => {
      const member = r.object(item, path, ['name', 'title', 'photoUrl', 'bio']);
      return {
        name: r.text(member?.name, `${path}.name`, shortText),
        title: r.text(member?.title, `${path}.title`, shortText),
        photoUrl: r.sitePath(member?.photoUrl, `${path}.photoUrl`),
        bio: r.text(member?.bio, `${path}.bio`, longText),
      };
    }),
    introFilm: r.film(raw.introFilm, 'introFilm'),
    sampleFilm: r.film(raw.sampleFilm, 'sampleFilm'),
    shareText: r.text(raw.shareText, 'shareText', shortText),
    shareImageUrl: r.sitePath(raw.shareImageUrl, 'shareImageUrl'),
    faq: r.list(raw.faq, 'faq', LIMITS.faq, (item, path) => {
      const entry = r.object(item, path, ['question', 'answer']);
      return {
        question: r.text(entry?.question, `${path}.question`, shortText),
        answer: r.text(entry?.answer, `${path}.answer`, longText),
      };
    }),
    legal: {
      termsUpdated: day(legal?.termsUpdated, 'legal.termsUpdated'),
      privacyUpdated: day(legal?.privacyUpdated, 'legal.privacyUpdated'),
    },
    certificate: certificate && {
      organiserName: r.text(certificate.organiserName, 'certificate.organiserName', shortText),
      logoUrl: r.sitePath(certificate.logoUrl, 'certificate.logoUrl'),
      signatories: r.list(
        certificate.signatories ?? [],
        'certificate.signatories',
        LIMITS.signatories,
        (item, path) => {
          const signatory = r.object(item, path, ['name', 'title', 'signatureUrl']);
          return {
            name: r.text(signatory?.name, `${path}.name`, shortText),
            title: r.text(signatory?.title, `${path}.title`, shortText),
            signatureUrl: r.sitePath(signatory?.signatureUrl, `${path}.signatureUrl`),
          };
        },
      ),
    },
    languages: r.languages(raw.languages, 'languages'),
    languageStatus: r.languageStatus(raw.languageStatus, 'languageStatus'),
  });
  if (Object.keys(r.errors).length) throw validationFailed(r.errors, 'The content has errors; nothing was saved');
  return document;
}

function isLocalisedText(value: unknown): value is LocalisedText {
  return !!value && typeof value === 'object' && typeof (value as LocalisedText).en === 'string';
}

/** A text in one language; blank or missing there, its English. */
function inLanguage(text: LocalisedText, language: SiteLanguage): string {
  return (language !== 'en' && text[language]?.trim()) || text.en;
}

/** The document in one language; a text not yet translated falls back to its English. */
export function localise<T>(value: T, language: SiteLanguage): Localised<T> {
  if (isLocalisedText(value)) return inLanguage(value, language) as Localised<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => localise(item, language)) as Localised<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localise(item, language)]),
    ) as Localised<T>;
  }
  return value as Localised<T>;
}
