import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The labelled set that measures ICP-fit quality (issue 17). Twenty fictional but realistic companies,
 * each with an ICP written the way a marketer fills the profile form, a short track record of past
 * events (title, type, location, role, rating), and the ten upcoming conferences of the fixed pool
 * (the demo conferences in services/catalog/src/demo, by title) a person would pick for them after
 * reading the ICP. The labels were written by hand from the ICP texts before the scorer existed; do
 * not tune them to the scorer. precision-at-10.spec.ts reports the scorer's precision@10 against them.
 * The data lives in icp-labelled-set.json (data, not code); this file gives it its type.
 */
export interface LabelledPastEvent {
  title: string;
  type: string;
  location: string;
  role: 'ATTENDED' | 'SPONSORED' | 'SPOKE' | 'EXHIBITED';
  rating: number | null;
}

export interface LabelledCompany {
  name: string;
  icpSummary: string;
  targetIndustries: string;
  targetTitles: string;
  targetCompanySizes: string;
  targetRegions: string;
  targetNotes: string;
  trackRecord: LabelledPastEvent[];
  /** Titles of the ten best upcoming conferences of the pool, in no particular order. */
  best: string[];
}

export const ICP_LABELLED_SET: LabelledCompany[] = JSON.parse(readFileSync(join(__dirname, 'icp-labelled-set.json'), 'utf8')) as LabelledCompany[];
