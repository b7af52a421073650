import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { contentError, ContentErrorCode } from './content-errors';
import { SITE_LANGUAGES, type SiteLanguage } from '../common/languages';
import { ContentDocument, localise, Localised, parseContentDocument, withDefaults } from './content-document';
import { SiteContentRepository } from './site-content.repository';

/** Browsers and nginx keep the public content this long; each API process rebuilds it at most this often. */
export const CONTENT_CACHE_SECONDS = 60;

/** The document in one language for visitors; which languages are drafts is the console's business. */
export type PublicContent = Localised<Omit<ContentDocument, 'languageStatus'>> & {
  language: SiteLanguage;
  updatedAt: string;
};

/** What the console reads and writes: the document in every language, with its version. */
export type ContentRecord = ContentDocument & { id: number; version: number; updatedAt: string };

/** Keys of a ContentRecord that are not part of the document; the console sends them back on save. */
const RECORD_KEYS = ['id', 'version', 'updatedAt'] as const;

@Injectable()
export class ContentService {
  private cached: { expiresAt: number; record: Promise<ContentRecord> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteContent: SiteContentRepository,
  ) {}

  async read(manager: EntityManager = this.dataSource.manager): Promise<ContentRecord> {
    const row = await this.siteContent.read(manager);
    return {
      id: row.id,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      ...withDefaults(row.document),
    };
  }

  /** The public read, in one language, from a short per-process cache (the endpoint is hit on every page). */
  async published(language: SiteLanguage): Promise<PublicContent> {
    const { id: _id, version: _version, updatedAt, languageStatus: _status, ...document } = await this.cachedRecord();
    return { ...localise(document, language), language, updatedAt };
  }

  /**
   * The prizes' titles in order of place, in every language (English where one is not written), from the same
   * cache: what certificates print, without localising the whole document once per language.
   */
  async prizeTitles(): Promise<Record<SiteLanguage, string[]>> {
    const { prizes } = await this.cachedRecord();
    return Object.fromEntries(
      SITE_LANGUAGES.map((language) => [language, prizes.map((prize) => localise(prize.title, language))]),
    ) as Record<SiteLanguage, string[]>;
  }

  private cachedRecord(): Promise<ContentRecord> {
    const now = Date.now();
    if (!this.cached || this.cached.expiresAt <= now) {
      const record = this.read();
      this.cached = { expiresAt: now + CONTENT_CACHE_SECONDS * 1000, record };
      // A failed read is not kept: the next call tries the database again.
      record.catch(() => {
        if (this.cached?.record === record) this.cached = null;
      });
    }
    return this.cached.record;
  }

  /**
   * Replaces the document. `onSaved` runs in the same transaction (the console's audit entry), so the change
   * and its record commit together. A version other than the stored one means someone saved in between.
   */
  async replace(
    body: unknown,
    onSaved: (before: ContentRecord, after: ContentRecord, manager: EntityManager) => Promise<void>,
  ): Promise<ContentRecord> {
    const document = parseContentDocument(body, RECORD_KEYS);
    const expectedVersion = (body as { version?: unknown }).version;
    const saved = await this.dataSource.transaction(async (manager) => {
      const before = await this.siteContent.lock(manager);
      if (expectedVersion !== undefined && expectedVersion !== before.version) {
        throw contentError(ContentErrorCode.Changed, { version: before.version });
      }
      const beforeRecord = await this.read(manager);
      await this.siteContent.replace(manager, document, before.version + 1);
      const after = await this.read(manager);
      await onSaved(beforeRecord, after, manager);
      return after;
    });
    this.cached = null;
    return saved;
  }
}
