import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaUpload } from './media-upload.entity';
import { MediaService } from './media.service';

/** Console uploads of site images and films; the upload routes are registered in ConsolePublishingModule (admin/). */
@Module({
  imports: [TypeOrmModule.forFeature([MediaUpload])],
  providers: [MediaService],
  exports: [MediaService],
})
export class MediaModule {}
