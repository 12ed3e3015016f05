import { Badge, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { cfpState, deadlineLabel } from '@/lib/cfp';
import { languageName } from '@/lib/discovery';
import { topicLabel } from '@/lib/discovery-labels';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { topicPath } from '@/lib/site';

/** The call for papers (deadline with its zone, countdown, link), topics and languages of a conference. */
export function CfpAndTopics({ conference }: { conference: Conference }) {
  const cfpUrl = safeHttpUrl(conference.cfpUrl);
  const deadline = deadlineLabel(conference);
  const state = cfpState(conference);
  return (
    <Stack gap="2" fontSize="sm">
      {(deadline || cfpUrl) && (
        <Text>
          <Text as="span" fontWeight="semibold">
            Call for papers:
          </Text>{' '}
          {deadline && `last day ${deadline}`}
          {state && ` — ${state.open ? state.countdown : 'closed'}`}
          {cfpUrl && (
            <>
              {deadline ? '. ' : ''}
              <Link href={cfpUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
                Submit a talk
                <Text as="span" srOnly>
                  {' '}
                  (opens in a new tab)
                </Text>
              </Link>
            </>
          )}
        </Text>
      )}
      {conference.topics.length > 0 && (
        <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-label="Topics">
          {conference.topics.map((t) => (
            <li key={t}>
              {/* Each topic opens its page (issue 35). */}
              <Badge asChild variant="subtle" colorPalette="purple" _hover={{ textDecoration: 'underline' }}>
                <RouterLink to={topicPath(t)}>
                  {topicLabel(t)}
                  {/* "Go" alone is no description of where a link leads (Lighthouse's link-text audit) */}
                  <VisuallyHidden> conferences</VisuallyHidden>
                </RouterLink>
              </Badge>
            </li>
          ))}
        </HStack>
      )}
      {conference.languages.length > 0 && <Text color="fg.muted">In {conference.languages.map(languageName).join(', ')}</Text>}
    </Stack>
  );
}
