/** Every migration of the companies schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [];
