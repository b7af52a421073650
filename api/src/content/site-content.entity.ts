import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ContentDocument } from './content-document';

/** The one row of the organisers' content (seeded by its migration with the contest's starting texts). */
@Entity('site_content')
export class SiteContent {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  /** Checked by parseContentDocument before every write. */
  @Column({ type: 'jsonb' })
  document!: ContentDocument;

  /** Bumped on every save, so a console edit made on a stale copy is refused rather than lost. */
  @Column({ type: 'int' })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

export const SITE_CONTENT_ID = 1;
