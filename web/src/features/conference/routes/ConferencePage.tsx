import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { LoadError } from '@/components/layout/LoadError';
import { ServerFragment } from '@/components/server-fragment/ServerFragment';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { ApiError } from '@/lib/api-client';
import { siteBaseUrl } from '@/lib/site';
import { useConference } from '../api/get-conference';
import { ConferenceCompanies } from '../components/ConferenceCompanies';
import { ConferenceHeader } from '../components/ConferenceHeader';
import { ConferenceTabs } from '../components/ConferenceTabs';
import { Inclusion } from '../components/Inclusion';
import { TrackRecordBadge } from '../components/TrackRecordBadge';
import { conferenceHead } from '../lib/conference-head';

const styles = defineStyles({ page: { display: 'flex', flexDirection: 'column', gap: '8' } });

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
      <RouterLink to="/">
        <ArrowLeft aria-hidden /> Back
      </RouterLink>
    </Button>
  );
}

export default function ConferencePage() {
  const s = useStyles(styles);
  const { slug = '' } = useParams();
  const query = useConference(slug);

  if (query.isPending) {
    return (
      <Text color="fg.muted" py="16" textAlign="center" role="status">
        Loading...
      </Text>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Stack gap="4" align="center" textAlign="center" py="16">
          <PageHead title="Conference not found" noindex />
          <Heading as="h1" size="2xl">
            Conference not found
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="6">
        <PageHead title="Conference" noindex />
        <BackButton />
        <LoadError title="Could not load this conference" error={query.error} />
      </Stack>
    );
  }

  const conference = query.data;
  return (
    <div className={s.page}>
      <PageHead {...conferenceHead(conference, siteBaseUrl())} />
      <ServerFragment name="back">
        <BackButton />
      </ServerFragment>
      {/* Boundaries that never show a fallback (see Layout): each section hydrates as its own render and commit. */}
      <Suspense>
        <ConferenceHeader conference={conference} />
      </Suspense>
      <Suspense>
        <Inclusion conference={conference} />
      </Suspense>
      <Suspense>
        <TrackRecordBadge conferenceId={conference.id} />
      </Suspense>
      <Suspense>
        <ConferenceCompanies slug={conference.slug} />
      </Suspense>
      <Suspense>
        <ConferenceTabs conferenceId={conference.id} />
      </Suspense>
    </div>
  );
}
