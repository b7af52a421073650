import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { MediaConsoleController } from './media-console.controller';
import { MediaUpload } from './media-upload.entity';
import { MediaService } from './media.service';
import { MediaUploadsRepository } from './media-uploads.repository';

/** Console uploads of site images and films, with their console routes. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaUpload]), ConsoleModule],
  controllers: [MediaConsoleController],
  providers: [MediaService, MediaUploadsRepository],
  exports: [MediaService],
})
export class MediaModule {}
