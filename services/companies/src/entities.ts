/** Every entity of the companies schema. */
export const entities = [];
