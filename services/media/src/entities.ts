/** Every entity of the media schema. */
export const entities = [];
