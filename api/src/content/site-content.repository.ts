import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContentDocument } from './content-document';
import { SITE_CONTENT_ID, SiteContent } from './site-content.entity';

/** The one row of site content. Every call takes the caller's manager (its transaction, or the default). */
@Injectable()
export class SiteContentRepository {
  read(manager: EntityManager): Promise<SiteContent> {
    return manager.findOneByOrFail(SiteContent, { id: SITE_CONTENT_ID });
  }

  /** The row, locked for the rest of the transaction so that two saves take turns. */
  lock(manager: EntityManager): Promise<SiteContent> {
    return manager
      .getRepository(SiteContent)
      .createQueryBuilder('content')
      .setLock('pessimistic_write')
      .where('content.id = :id', { id: SITE_CONTENT_ID })
      .getOneOrFail();
  }

  async replace(manager: EntityManager, document: ContentDocument, version: number): Promise<void> {
    await manager.update(SiteContent, { id: SITE_CONTENT_ID }, { document, version });
  }
}
