import { SOCIAL_NETWORKS, socialProfile, type SocialNetwork } from '@confdir/contracts/web';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/layout/SectionCard';
import { SR_ONLY, stack, TEXT_LINK } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';

const NETWORK_NAMES: Record<SocialNetwork, string> = { twitter: 'X (Twitter)', mastodon: 'Mastodon', bluesky: 'Bluesky' };

const styles = defineStyles({
  body: stack('3', { fontSize: 'sm' }),
  list: stack('1', { listStyleType: 'disc', ps: '5' }),
  link: [...TEXT_LINK, { wordBreak: 'break-word' }],
  srOnly: SR_ONLY,
});

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const s = useStyles(styles);
  return (
    <a className={s.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={s.srOnly}> (opens in a new tab)</span>
    </a>
  );
}

/**
 * What the sources say about inclusion (issue 31): the code of conduct, captions or sign language,
 * scholarships, and where the conference posts. Only what is known is listed (false means "not said",
 * not "no"); nothing at all when nothing is. Profile links are built from the stored handle, never taken as sent.
 */
export function Inclusion({ conference }: { conference: Conference }) {
  const s = useStyles(styles);
  const coc = safeHttpUrl(conference.cocUrl);
  const accounts = SOCIAL_NETWORKS.flatMap((network) => {
    const profile = socialProfile(network, conference[network]);
    const url = safeHttpUrl(profile?.url);
    return profile && url ? [{ network, url, handle: profile.handle }] : [];
  });
  if (!coc && !conference.captions && !conference.scholarship && accounts.length === 0) return null;
  return (
    <SectionCard id="inclusion" title="Inclusion">
      <div className={s.body}>
        {(coc || conference.captions || conference.scholarship) && (
          <ul className={s.list}>
            {coc && (
              <li>
                <ExternalLink href={coc}>Code of conduct</ExternalLink>
              </li>
            )}
            {conference.captions && <li>Captions or sign language interpretation offered</li>}
            {conference.scholarship && <li>Scholarships or diversity tickets offered</li>}
          </ul>
        )}
        {accounts.length > 0 && (
          <p>
            Follow:{' '}
            {accounts.map((a, i) => (
              <span key={a.network}>
                {i > 0 && ', '}
                <ExternalLink href={a.url}>{a.handle}</ExternalLink> on {NETWORK_NAMES[a.network]}
              </span>
            ))}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
