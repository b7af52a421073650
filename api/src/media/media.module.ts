import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaUpload } from './media-upload.entity';
import { MediaService } from './media.service';
import { MediaUploadsRepository } from './media-uploads.repository';

/** Console uploads of site images and films; the upload routes are registered in ConsolePublishingModule (admin/). */
@Module({
  imports: [TypeOrmModule.forFeature([MediaUpload])],
  providers: [MediaService, MediaUploadsRepository],
  exports: [MediaService],
})
export class MediaModule {}
