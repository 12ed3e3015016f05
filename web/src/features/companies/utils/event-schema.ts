import { z } from 'zod';
import { EVENT_ROLES } from '../types';

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const inRange = (min: number, max: number) => (value: string) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max);

/** Client checks of the event dialog (SPEC §5, §9); the server checks the same again. */
export const eventFormSchema = z.object({
  mode: z.enum(['list', 'custom']),
  conferenceId: z.string(),
  customConferenceName: z.string(),
  location: z.string(),
  role: z.enum(EVENT_ROLES),
  rating: z.string().refine(inRange(1, 5), 'Rating must be between 1 and 5'),
  year: z.string().trim().refine(inRange(2000, 2100), 'Year must be between 2000 and 2100'),
  month: z.string().refine(inRange(1, 12), 'Invalid input'),
  outcomes: z.string(),
  notes: z.string(),
  caseStudyUrl: z.string().trim().refine((v) => v === '' || isUrl(v), 'Must be a valid URL'),
  photoUrls: z.array(z.string()),
});
