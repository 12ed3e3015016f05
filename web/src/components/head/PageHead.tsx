import { useContext, useEffect } from 'react';
import { applyHead, type PageHeadData } from '@/lib/page-head';
import { siteBaseUrl } from '@/lib/site';
import { HeadCollectorContext } from './head-collector';

/**
 * A page's title, description, canonical URL, link-preview tags and structured data. The server
 * collects what the rendered page passes and writes it into the document's head; in the browser
 * the tags are swapped whenever the page (or its data) changes. Renders nothing itself.
 */
export function PageHead(props: PageHeadData) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = props;
  const key = JSON.stringify(props);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageHeadData, siteBaseUrl());
  }, [key]);
  return null;
}
