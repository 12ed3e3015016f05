import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An upload we issued a presigned PUT for, and what verification found in the store. */
@Entity({ schema: 'media', name: 'uploads' })
export class Upload {
  @PrimaryColumn({ type: 'uuid' })
  key: string;

  @Column({ name: 'declared_content_type', type: 'varchar', length: 40 })
  declaredContentType: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  filename: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** Sniffed from the bytes. */
  @Column({ name: 'content_type', type: 'varchar', length: 40, nullable: true })
  contentType: string | null;

  @Column({ name: 'size_bytes', type: 'int', nullable: true })
  sizeBytes: number | null;

  /** The stored object's ETag when verified: a changed object is verified again before it is served. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  etag: string | null;

  /**
   * Set when the stored bytes failed verification and were deleted (for instance when a preview
   * fetched the object first), so a later save says it is not an image rather than missing.
   */
  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;
}
