/** Every migration of the media schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [];
