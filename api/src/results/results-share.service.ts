import { Injectable } from '@nestjs/common';
import type { SiteLanguage } from '../common/languages';
import { AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { previewContent, renderPreviewTags, sitePreview } from '../votes/link-preview';
import { PublicResultsService } from './public-results.service';
import { resultsError, ResultsErrorCode } from './results-errors';
import { resultsPreview, shareImageText, winnerImageText, winnerPreview, type ShareImageText } from './results-share';
import { renderShareImage } from './results-share-image';
import { MAX_RESULTS_LIMIT, type PublishedRoundDto, type ResultLineDto } from './results.dto';

/** Rendered images kept per text: a round's image changes only when its title, count or the contest's name do. */
const IMAGE_MEMORY = 16;

/** A results page's link preview and share image, for crawlers that run no JavaScript. */
@Injectable()
export class ResultsShareService {
  private readonly images = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly results: PublicResultsService,
    private readonly content: ContentService,
    private readonly config: AppConfig,
  ) {}

  /** The round's public heading from the same (cached) answer as GET /results: null unless public now. */
  private async publicRound(roundId: number): Promise<PublishedRoundDto | null> {
    return (await this.results.index()).items.find((round) => round.roundId === roundId) ?? null;
  }

  /**
   * A winner's public line: the final round's (whose page holds at most one page of winners, one per prize),
   * once its results are public; null for anyone else.
   */
  private async publicWinner(
    roundId: number,
    submissionId: string,
  ): Promise<{ round: PublishedRoundDto; line: ResultLineDto } | null> {
    const round = await this.publicRound(roundId);
    if (round?.outcome !== 'winners') return null;
    const { items } = await this.results.roundResults(roundId, { limit: MAX_RESULTS_LIMIT });
    const line = items.find((item) => item.submissionId === submissionId);
    return line ? { round, line } : null;
  }

  /**
   * The `<head>` tags of /results/{roundId}; for a round that is not public the site's generic ones, as for any
   * other page, so a preview tells nothing before publication.
   */
  async linkPreviewTags(roundId: number, language: SiteLanguage = 'en'): Promise<string> {
    const content = previewContent(await this.content.published(language));
    const round = await this.publicRound(roundId);
    return renderPreviewTags(
      round
        ? resultsPreview(round, content, this.config.publicUrl, language)
        : sitePreview(content, this.config.publicUrl, language),
    );
  }

  /** The tags of a winner's page, /results/{roundId}/{submissionId}; the generic ones for anyone else. */
  async winnerTags(roundId: number, submissionId: string, language: SiteLanguage = 'en'): Promise<string> {
    const content = previewContent(await this.content.published(language));
    const winner = await this.publicWinner(roundId, submissionId);
    return renderPreviewTags(
      winner
        ? winnerPreview(winner.round, winner.line, content, this.config.publicUrl, language)
        : sitePreview(content, this.config.publicUrl, language),
    );
  }

  /** The round's share image (PNG); 404 `results_not_published` until its results are public. */
  async shareImage(roundId: number): Promise<Buffer> {
    const round = await this.publicRound(roundId);
    if (!round) throw resultsError(ResultsErrorCode.NotPublished);
    const { contestName } = await this.content.published('en');
    return this.image(shareImageText(round, contestName, this.config.publicUrl));
  }

  /** A winner's share image (PNG); 404 `results_not_published` unless they are a winner of public results. */
  async winnerImage(roundId: number, submissionId: string): Promise<Buffer> {
    const winner = await this.publicWinner(roundId, submissionId);
    if (!winner) throw resultsError(ResultsErrorCode.NotPublished);
    const { contestName } = await this.content.published('en');
    return this.image(winnerImageText(winner.round, winner.line, contestName, this.config.publicUrl));
  }

  private image(text: ShareImageText): Promise<Buffer> {
    const key = JSON.stringify(text);
    let image = this.images.get(key);
    if (!image) {
      if (this.images.size >= IMAGE_MEMORY) this.images.clear();
      image = renderShareImage(text);
      // A failed render is not kept: the next request tries again.
      image.catch(() => this.images.delete(key));
      this.images.set(key, image);
    }
    return image;
  }
}
