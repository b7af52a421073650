import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ListQuery, Page } from '../console/simple-rest/list-query';
import { orderList } from '../console/simple-rest/sql-builder';
import { MediaKind, MediaUpload } from './media-upload.entity';

/** Reads of the media uploads table for the console's list. */
@Injectable()
export class MediaUploadsRepository {
  constructor(@InjectRepository(MediaUpload) private readonly uploads: Repository<MediaUpload>) {}

  async page(query: ListQuery<{ kind: MediaKind[] }>): Promise<Page<MediaUpload>> {
    const builder = this.uploads.createQueryBuilder('upload');
    if (query.filter.kind) builder.andWhere('upload.kind IN (:...kinds)', { kinds: query.filter.kind });
    orderList(builder, query.sort, 'DESC').skip(query.offset).take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }
}
