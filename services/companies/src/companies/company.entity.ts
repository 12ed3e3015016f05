import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ schema: 'companies', name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ name: 'logo_url', type: 'varchar', length: 100, nullable: true })
  logoUrl: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  locations: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  backing: string | null;

  @Column({ name: 'icp_summary', type: 'text', nullable: true })
  icpSummary: string | null;

  @Column({ name: 'target_industries', type: 'text', nullable: true })
  targetIndustries: string | null;

  @Column({ name: 'target_titles', type: 'text', nullable: true })
  targetTitles: string | null;

  @Column({ name: 'target_company_sizes', type: 'text', nullable: true })
  targetCompanySizes: string | null;

  @Column({ name: 'target_regions', type: 'text', nullable: true })
  targetRegions: string | null;

  @Column({ name: 'target_notes', type: 'text', nullable: true })
  targetNotes: string | null;

  /** SHA-256 of the edit token; null for companies only an administrator may change. */
  @Column({ name: 'edit_token_hash', type: 'bytea', nullable: true, select: false })
  editTokenHash: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
