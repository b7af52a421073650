import { ApiProperty } from '@nestjs/swagger';

/** One upload as the console sees it (POST answers and the list). */
export class MediaUploadDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: ['image', 'film'], enumName: 'MediaKind' })
  kind!: 'image' | 'film';

  @ApiProperty({
    example: '/media/3f6c0a9e1b2d4c5e6f708192-1280.webp',
    description: 'The path to store in the content: the widest rendition of an image, or the film',
  })
  url!: string;

  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'Images: the widths written, each at the same name with its width (for srcset)',
  })
  widths!: number[] | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Images: the widest rendition, in pixels' })
  width!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  height!: number | null;

  @ApiProperty({ description: 'Size of the uploaded file in bytes' })
  bytes!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The file name on the uploader’s computer' })
  originalName!: string | null;

  @ApiProperty()
  createdAt!: Date;
}
