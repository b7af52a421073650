import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { SiteContentRepository } from './site-content.repository';
import { SiteContent } from './site-content.entity';

/**
 * The organisers' editable contest content; the console's editing routes are registered in
 * ConsolePublishingModule (admin/).
 */
@Module({
  imports: [TypeOrmModule.forFeature([SiteContent])],
  controllers: [ContentController],
  providers: [ContentService, SiteContentRepository],
  exports: [ContentService],
})
export class ContentModule {}
