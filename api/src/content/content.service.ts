import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { contentError, ContentErrorCode } from './content-errors';
import { ContentDocument, ContentLanguage, localise, Localised, parseContentDocument } from './content-document';
import { SiteContentRepository } from './site-content.repository';

/** Browsers and nginx keep the public content this long; each API process rebuilds it at most this often. */
export const CONTENT_CACHE_SECONDS = 60;

export type PublicContent = Localised<ContentDocument> & { language: ContentLanguage; updatedAt: string };

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
    return { id: row.id, version: row.version, updatedAt: row.updatedAt.toISOString(), ...row.document };
  }

  /** The public read, in one language, from a short per-process cache (the endpoint is hit on every page). */
  async published(language: ContentLanguage): Promise<PublicContent> {
    const now = Date.now();
    if (!this.cached || this.cached.expiresAt <= now) {
      const record = this.read();
      this.cached = { expiresAt: now + CONTENT_CACHE_SECONDS * 1000, record };
      // A failed read is not kept: the next call tries the database again.
      record.catch(() => {
        if (this.cached?.record === record) this.cached = null;
      });
    }
    const { id: _id, version: _version, updatedAt, ...document } = await this.cached.record;
    return { ...localise(document, language), language, updatedAt };
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
