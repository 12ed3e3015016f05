import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation, UpdateDateColumn } from 'typeorm';
import type { CompanyEventRole } from '@confdir/contracts';
import { Company } from './company.entity';

@Entity({ schema: 'companies', name: 'company_events' })
export class CompanyEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** A catalog conference id; not a foreign key because catalog owns another schema. */
  @Column({ name: 'conference_id', type: 'int', nullable: true })
  conferenceId: number | null;

  @Column({ name: 'custom_conference_name', type: 'varchar', length: 300, nullable: true })
  customConferenceName: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 20 })
  role: CompanyEventRole;

  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @Column({ type: 'smallint', nullable: true })
  year: number | null;

  @Column({ type: 'smallint', nullable: true })
  month: number | null;

  @Column({ type: 'text', nullable: true })
  outcomes: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'case_study_url', type: 'varchar', length: 2048, nullable: true })
  caseStudyUrl: string | null;

  @Column({ name: 'photo_urls', type: 'text', array: true, nullable: true })
  photoUrls: string[] | null;

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
