import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One voter's standing vote for one conference (unique per pair). */
@Entity({ schema: 'catalog', name: 'votes' })
export class VoteEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'conference_id', type: 'integer' })
  conferenceId: number;

  @Column({ name: 'voter_id', type: 'uuid' })
  voterId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Every vote and unvote, with a keyed hash of the client address, for rate limits and audits. */
@Entity({ schema: 'catalog', name: 'vote_events' })
export class VoteEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'conference_id', type: 'integer' })
  conferenceId: number;

  @Column({ name: 'voter_id', type: 'uuid' })
  voterId: string;

  @Column({ type: 'varchar', length: 10 })
  action: 'vote' | 'unvote';

  @Column({ name: 'client_hash', type: 'char', length: 64, nullable: true })
  clientHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
