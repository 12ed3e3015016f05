import { Upload } from './uploads/upload.entity';

/** Every entity of the media schema. */
export const entities = [Upload];
