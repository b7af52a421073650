import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContentConsoleController } from './content-console.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { SiteContentRepository } from './site-content.repository';
import { SiteContent } from './site-content.entity';

/** The organisers' editable contest content: the site's read and the console's editing routes. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteContent]), ConsoleModule],
  controllers: [ContentController, ContentConsoleController],
  providers: [ContentService, SiteContentRepository],
  exports: [ContentService],
})
export class ContentModule {}
