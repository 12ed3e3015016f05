import { createContext } from 'react';
import type { PageHeadData } from '@/lib/page-head';

/** On the server, the rendered page leaves its head here for the document; the browser has none. */
export interface HeadCollector {
  head?: PageHeadData;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
