import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MediaKind = 'image' | 'film';

/** One file uploaded in the console; see the media-uploads migration. */
@Entity('media_uploads')
export class MediaUpload {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar' })
  kind!: MediaKind;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ type: 'varchar' })
  url!: string;

  @Column({ type: 'int', array: true, nullable: true })
  widths!: number[] | null;

  @Column({ type: 'int', nullable: true })
  width!: number | null;

  @Column({ type: 'int', nullable: true })
  height!: number | null;

  /** bigint arrives as text from pg; films can pass 2 GB. */
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  bytes!: number;

  @Column({ type: 'varchar', nullable: true })
  originalName!: string | null;

  @Column({ type: 'uuid', nullable: true })
  uploadedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
