import { subject } from './subjects';

/** Message patterns the companies service answers. */
export const COMPANIES_PATTERNS = {
  list: subject('companies.list'),
  getBySlug: subject('companies.get-by-slug'),
  create: subject('companies.create'),
  update: subject('companies.update'),
  createEvent: subject('companies.events.create'),
  updateEvent: subject('companies.events.update'),
  deleteEvent: subject('companies.events.delete'),
  listEvents: subject('companies.events.list'),
} as const;
