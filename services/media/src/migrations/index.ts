import { CreateUploads1700000500000 } from './1700000500000-CreateUploads';
import { RememberRejectedUploads1700000600000 } from './1700000600000-RememberRejectedUploads';

/** Every migration of the media schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [CreateUploads1700000500000, RememberRejectedUploads1700000600000];
