/** Every entity of the catalog schema. */
export const entities = [];
