import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import type { SiteLanguage } from '../common/languages';
import { AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { themeLabel } from '../contest/contest-content';
import { entryPreview, previewContent, renderPreviewTags, sitePreview } from './link-preview';
import { VotesService } from './votes.service';

/** The link preview tags of an entry's shareable page, for crawlers that run no JavaScript. */
@Injectable()
export class LinkPreviewService {
  constructor(
    private readonly votes: VotesService,
    private readonly content: ContentService,
    private readonly config: AppConfig,
  ) {}

  /**
   * The entry's tags, in `language` (the sharer's, from the shared address's `?lang=`); for an id that is unknown
   * or not public (pending, rejected, blocked author) the site's generic ones, exactly as for any other page, so a
   * preview tells nothing about entries that are not public.
   */
  async entryTags(submissionId: string, language: SiteLanguage = 'en'): Promise<string> {
    const content = previewContent(await this.content.published(language));
    const entry = await this.votes.publicEntry(submissionId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'not_found') return null;
      throw error;
    });
    if (!entry) return renderPreviewTags(sitePreview(content, this.config.publicUrl, language));
    return renderPreviewTags(
      entryPreview(
        {
          submissionId: entry.submissionId,
          displayName: entry.user.displayName,
          rank: entry.rank,
          votes: entry.metrics.votes,
          theme: themeLabel(entry.category),
          votingOpen: entry.voting !== null,
        },
        content,
        this.config.publicUrl,
        language,
      ),
    );
  }
}
