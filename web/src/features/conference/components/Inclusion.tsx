import { Link, Stack, Text } from '@chakra-ui/react';
import { SOCIAL_NETWORKS, socialProfile, type SocialNetwork } from '@confdir/contracts/web';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/layout/SectionCard';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';

const NETWORK_NAMES: Record<SocialNetwork, string> = { twitter: 'X (Twitter)', mastodon: 'Mastodon', bluesky: 'Bluesky' };

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline" wordBreak="break-word">
      {children}
      <Text as="span" srOnly>
        {' '}
        (opens in a new tab)
      </Text>
    </Link>
  );
}

/**
 * What the sources say about inclusion (issue 31): the code of conduct, captions or sign language,
 * scholarships, and where the conference posts. Only what is known is listed (false means "not said",
 * not "no"); nothing at all when nothing is. Profile links are built from the stored handle, never taken as sent.
 */
export function Inclusion({ conference }: { conference: Conference }) {
  const coc = safeHttpUrl(conference.cocUrl);
  const accounts = SOCIAL_NETWORKS.flatMap((network) => {
    const profile = socialProfile(network, conference[network]);
    const url = safeHttpUrl(profile?.url);
    return profile && url ? [{ network, url, handle: profile.handle }] : [];
  });
  if (!coc && !conference.captions && !conference.scholarship && accounts.length === 0) return null;
  return (
    <SectionCard id="inclusion" title="Inclusion">
      <Stack gap="3" fontSize="sm">
        {(coc || conference.captions || conference.scholarship) && (
          <Stack as="ul" listStyleType="disc" ps="5" gap="1">
            {coc && (
              <li>
                <ExternalLink href={coc}>Code of conduct</ExternalLink>
              </li>
            )}
            {conference.captions && <li>Captions or sign language interpretation offered</li>}
            {conference.scholarship && <li>Scholarships or diversity tickets offered</li>}
          </Stack>
        )}
        {accounts.length > 0 && (
          <Text>
            Follow:{' '}
            {accounts.map((a, i) => (
              <span key={a.network}>
                {i > 0 && ', '}
                <ExternalLink href={a.url}>{a.handle}</ExternalLink> on {NETWORK_NAMES[a.network]}
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
