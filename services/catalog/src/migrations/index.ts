/** Every migration of the catalog schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [];
