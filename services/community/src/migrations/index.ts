/** Every migration of the community schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [];
