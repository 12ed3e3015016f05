import { Stack, Tabs } from '@chakra-ui/react';
import { useAdminConferences } from '../api/get-admin-conferences';
import { useAdminInterests } from '../api/get-admin-interests';
import { useAdminReviews } from '../api/get-admin-reviews';
import { AddByLinkForm } from './AddByLinkForm';
import { CompanyEventForm } from './CompanyEventForm';
import { ConferencesTable } from './ConferencesTable';
import { InterestsTable } from './InterestsTable';
import { ReviewsTable } from './ReviewsTable';

/** Tab titles stay on one line; on a phone the tab list scrolls sideways instead. */
const TRIGGER = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** SPEC §2 unlocked view: add by URL, then four tabs with their counts. */
export function AdminDashboard({ adminKey }: { adminKey: string }) {
  const conferences = useAdminConferences(adminKey);
  const reviews = useAdminReviews(adminKey);
  const interests = useAdminInterests(adminKey);

  return (
    <Stack gap="6">
      <AddByLinkForm adminKey={adminKey} />
      <Tabs.Root defaultValue="conferences" variant="line" lazyMount={false}>
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="conferences" {...TRIGGER}>Conferences ({conferences.data?.length ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="reviews" {...TRIGGER}>Reviews ({reviews.data?.length ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="interests" {...TRIGGER}>Company Interests ({interests.data?.length ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="companies" {...TRIGGER}>Companies</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="conferences">
          <ConferencesTable adminKey={adminKey} conferences={conferences.data} loading={conferences.isPending} error={conferences.isError} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewsTable adminKey={adminKey} reviews={reviews.data} loading={reviews.isPending} error={reviews.isError} />
        </Tabs.Content>
        <Tabs.Content value="interests">
          <InterestsTable adminKey={adminKey} interests={interests.data} loading={interests.isPending} error={interests.isError} />
        </Tabs.Content>
        <Tabs.Content value="companies">
          <CompanyEventForm adminKey={adminKey} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
