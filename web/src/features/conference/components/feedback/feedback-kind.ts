import type { ZodType, ZodTypeDef } from 'zod';
import type { PageInfo } from '@confdir/contracts/web';
import type { FeedbackPath } from '../../api/feedback';

/**
 * What tells reviews from company interest (issue 13): one generic tab, form, list and summary
 * read these descriptions, so the two differ in data only.
 */
export type FormValues = Record<string, string>;

/** One input of the form; consecutive `half` fields share a row on wide screens. */
export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'select' | 'rating';
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  options?: readonly { value: string; label: string }[];
  half?: boolean;
}

/** One entry of the list as the card shows it: every string is a visitor's text, rendered as text. */
export interface FeedbackEntry {
  id: number;
  name: string;
  badge: { label: string; palette: string };
  date: string;
  rating?: number | null;
  title?: string | null;
  text?: string | null;
  byline?: string | null;
}

/** The summary card; null hides it. `headline` is the big figure with a star (the average rating). */
export interface FeedbackSummary {
  title: string;
  headline?: { value: string; label: string };
  counts: { label: string; value: number }[];
}

export interface FeedbackKind<R extends PageInfo, V extends FormValues, P> {
  path: FeedbackPath;
  /** Tab title; the total follows in brackets once known. */
  tabTitle: string;
  /** Plural noun of the "Showing N of T …" line and the "Show more …" button. */
  noun: string;
  emptyText: string;
  loadError: string;
  entries: (page: R) => FeedbackEntry[];
  summary: (page: R) => FeedbackSummary | null;
  form: {
    title: string;
    submitLabel: string;
    fields: FieldSpec<V>[];
    schema: ZodType<V, ZodTypeDef, V>;
    initialValues: () => V;
    toPayload: (conferenceId: number, values: V) => P;
    /** What the form holds after a success (SPEC §5: some fields clear, some stay). */
    afterSuccess: (values: V, payload: P) => V;
    success: { title: string; description: string };
    failure: string;
  };
}
