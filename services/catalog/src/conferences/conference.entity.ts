import { AttendanceMode, ConferenceTopic, EventStatus } from '@confdir/contracts';
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

  @Column({ name: 'cfp_url', type: 'varchar', length: 2048, nullable: true })
  cfpUrl: string | null;

  /** A calendar day (pg `date` read as 'YYYY-MM-DD'). */
  @Column({ name: 'cfp_end_date', type: 'date', nullable: true })
  cfpEndDate: string | null;

  @Column({ name: 'cfp_timezone', type: 'varchar', length: 64, default: 'AoE' })
  cfpTimezone: string;

  /** End of cfpEndDate in cfpTimezone, computed on write so "open" and the deadline order use one index. */
  @Column({ name: 'cfp_closes_at', type: 'timestamptz', nullable: true })
  cfpClosesAt: Date | null;

  @Column({ name: 'attendance_mode', type: 'varchar', length: 10, default: 'in-person' })
  attendanceMode: AttendanceMode;

  /** schema.org eventStatus; `status` above is moderation (published/hidden). */
  @Column({ name: 'event_status', type: 'varchar', length: 12, default: 'scheduled' })
  eventStatus: EventStatus;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** The gazetteer city (places/), with its coordinates; null when online or not known. */
  @Column({ name: 'city_slug', type: 'varchar', length: 100, nullable: true })
  citySlug: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  /** The gazetteer version the place was matched with; older rows are matched again in the background (places-backfill.ts). */
  @Column({ name: 'place_version', type: 'smallint', default: 0, select: false })
  placeVersion: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: ConferenceTopic[];

  @Column({ name: 'coc_url', type: 'varchar', length: 2048, nullable: true })
  cocUrl: string | null;

  @Column({ type: 'boolean', default: false })
  captions: boolean;

  @Column({ type: 'boolean', default: false })
  scholarship: boolean;

  /** Canonical handles (contracts social.ts): `name`, `@user@host`, `name.bsky.social`. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  twitter: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  mastodon: string | null;

  @Column({ type: 'varchar', length: 253, nullable: true })
  bluesky: string | null;

  @Column({ name: 'search_text', type: 'text', default: '', select: false })
  searchText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
