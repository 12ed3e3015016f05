import { Link, Text } from '@chakra-ui/react';
import { SYNC_SOURCE_LABELS, SYNC_SOURCE_SITES, type SyncSourceName } from '@confdir/contracts/web';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';

const known = (name: string): name is SyncSourceName => name in SYNC_SOURCE_LABELS;

/** "Listed on confs.tech and developers.events": the open datasets that list the conference, each linked to its site. */
export function ListedOn({ conference }: { conference: Conference }) {
  const sources = (conference.sources ?? []).map((s) => s.name).filter(known);
  if (sources.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Listed on{' '}
      {sources.map((name, i) => (
        <span key={name}>
          {i > 0 && (i === sources.length - 1 ? ' and ' : ', ')}
          <Link href={safeHttpUrl(SYNC_SOURCE_SITES[name])} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
            {SYNC_SOURCE_LABELS[name]}
            <Text as="span" srOnly>
              {' '}
              (opens in a new tab)
            </Text>
          </Link>
        </span>
      ))}
    </Text>
  );
}
