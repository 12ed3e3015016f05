import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { InterestStatus } from '@confdir/contracts';

@Entity({ schema: 'community', name: 'interests' })
export class Interest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conference_id', type: 'integer' })
  conferenceId: number;

  @Column({ name: 'company_name', type: 'varchar' })
  companyName: string;

  @Column({ type: 'varchar' })
  status: InterestStatus;

  @Column({ type: 'varchar', nullable: true })
  comment: string | null;

  @Column({ name: 'submitted_by', type: 'varchar', nullable: true })
  submittedBy: string | null;

  @Column({ name: 'contact_email', type: 'varchar', nullable: true })
  contactEmail: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
