import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The generated `search_vector` column lives only in SQL (see the migration); the app fills `search_text`. */
@Entity({ schema: 'catalog', name: 'conferences' })
export class ConferenceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ name: 'normalized_url', type: 'varchar', length: 2048 })
  normalizedUrl: string;

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'start_date_utc', type: 'timestamptz', nullable: true })
  startDateUtc: Date | null;

  @Column({ name: 'end_date_utc', type: 'timestamptz', nullable: true })
  endDateUtc: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  venue: string | null;

  @Column({ type: 'varchar', length: 20, default: 'General' })
  type: string;

  @Column({ type: 'varchar', length: 20 })
  source: string;

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: string;

  @Column({ type: 'boolean', default: false })
  online: boolean;

  @Column({ name: 'search_text', type: 'text', default: '', select: false })
  searchText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
