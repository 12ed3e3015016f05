import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from './ids';
import { SYNC_REVIEW_ACTIONS, SYNC_SOURCE_NAMES } from './sync.types';
import type { SyncReviewAction } from './sync.types';

export * from './sync.types';

const toId = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);

/** `:name` of /api/admin/sources/:name/sync. */
export class SyncSourceMessage {
  @IsIn(SYNC_SOURCE_NAMES, { message: `name must be one of: ${SYNC_SOURCE_NAMES.join(', ')}` })
  name: string;
}

/** Body of POST /api/admin/sync-reviews/:id: link the entry to a listed conference, or list it as a new one. */
export class ResolveSyncReviewBody {
  @IsIn(SYNC_REVIEW_ACTIONS, { message: `action must be one of: ${SYNC_REVIEW_ACTIONS.join(', ')}` })
  action: SyncReviewAction;

  /** The conference to link to (action link). */
  @IsOptional()
  @Transform(toId)
  @IsInt({ message: 'conferenceId must be a positive integer' })
  @Min(1, { message: 'conferenceId must be a positive integer' })
  @Max(MAX_ID, { message: 'conferenceId must be a positive integer' })
  conferenceId?: number;
}

export class ResolveSyncReviewMessage extends ResolveSyncReviewBody {
  @IsInt({ message: 'id must be a positive integer' })
  @Min(1, { message: 'id must be a positive integer' })
  @Max(MAX_ID, { message: 'id must be a positive integer' })
  id: number;
}
