import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReviewRole, ReviewStatus } from '@confdir/contracts';

@Entity({ schema: 'community', name: 'reviews' })
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conference_id', type: 'integer' })
  conferenceId: number;

  @Column({ name: 'user_name', type: 'varchar' })
  userName: string;

  @Column({ name: 'user_email', type: 'varchar', nullable: true })
  userEmail: string | null;

  @Column({ type: 'varchar' })
  role: ReviewRole;

  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @Column({ type: 'varchar', nullable: true })
  title: string | null;

  @Column({ type: 'varchar' })
  body: string;

  @Column({ type: 'varchar', default: 'published' })
  status: ReviewStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
