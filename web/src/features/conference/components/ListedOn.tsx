import { SYNC_SOURCE_LABELS, SYNC_SOURCE_SITES, type SyncSourceName } from '@confdir/contracts/web';
import { SR_ONLY, TEXT_LINK } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';

const known = (name: string): name is SyncSourceName => name in SYNC_SOURCE_LABELS;

const styles = defineStyles({ text: { fontSize: 'sm', color: 'fg.muted' }, link: TEXT_LINK, srOnly: SR_ONLY });

/** "Listed on confs.tech and developers.events": the open datasets that list the conference, each linked to its site. */
export function ListedOn({ conference }: { conference: Conference }) {
  const s = useStyles(styles);
  const sources = (conference.sources ?? []).map((source) => source.name).filter(known);
  if (sources.length === 0) return null;
  return (
    <p className={s.text}>
      Listed on{' '}
      {sources.map((name, i) => (
        <span key={name}>
          {i > 0 && (i === sources.length - 1 ? ' and ' : ', ')}
          <a className={s.link} href={safeHttpUrl(SYNC_SOURCE_SITES[name])} target="_blank" rel="noopener noreferrer">
            {SYNC_SOURCE_LABELS[name]}
            <span className={s.srOnly}> (opens in a new tab)</span>
          </a>
        </span>
      ))}
    </p>
  );
}
