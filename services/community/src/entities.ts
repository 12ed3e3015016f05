/** Every entity of the community schema. */
export const entities = [];
