import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Conference } from '@/types/conference';
import { useAdminList } from '../api/get-admin-list';
import type { AdminInterest, AdminReview } from '../types';
import { AddByLinkForm } from './AddByLinkForm';
import { AdminPager } from './AdminPager';
import { CompanyEventForm } from './CompanyEventForm';
import { ConferencesTable } from './ConferencesTable';
import { interestModeration, reviewModeration } from './moderation-kinds';
import { ModerationTable } from './ModerationTable';
import { ReviewQueue } from './ReviewQueue';
import { SourcesPanel } from './SourcesPanel';
import type { SyncReviewJson } from '@confdir/contracts/web';
import { Tabs } from '@/components/ui/widgets/tabs';

/** Tab titles stay on one line; on a phone the tab list scrolls sideways instead. */
const TRIGGER = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** SPEC §2 unlocked view: add by URL, then the tabs with their totals (and the sync's sources and review queue); each list is read a page at a time. */
export function AdminDashboard({ adminKey }: { adminKey: string }) {
  const [pages, setPages] = useState({ conferences: 1, reviews: 1, interests: 1, syncReviews: 1 });
  const conferences = useAdminList<Conference>('conferences', adminKey, pages.conferences);
  const reviews = useAdminList<AdminReview>('reviews', adminKey, pages.reviews);
  const interests = useAdminList<AdminInterest>('interests', adminKey, pages.interests);
  const syncReviews = useAdminList<SyncReviewJson>('sync-reviews', adminKey, pages.syncReviews);
  const turn = (list: keyof typeof pages) => (page: number) => setPages((p) => ({ ...p, [list]: page }));

  return (
    <Stack gap="6">
      <AddByLinkForm adminKey={adminKey} />
      <Tabs.Root defaultValue="conferences" variant="line" lazyMount={false}>
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="conferences" {...TRIGGER}>Conferences ({conferences.data?.total ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="reviews" {...TRIGGER}>Reviews ({reviews.data?.total ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="interests" {...TRIGGER}>Company Interests ({interests.data?.total ?? 0})</Tabs.Trigger>
          <Tabs.Trigger value="companies" {...TRIGGER}>Companies</Tabs.Trigger>
          <Tabs.Trigger value="sources" {...TRIGGER}>Sources</Tabs.Trigger>
          <Tabs.Trigger value="sync-reviews" {...TRIGGER}>Review queue ({syncReviews.data?.total ?? 0})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="conferences">
          <ConferencesTable adminKey={adminKey} conferences={conferences.data?.items} loading={conferences.isPending} error={conferences.isError} />
          <AdminPager info={conferences.data} onPage={turn('conferences')} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ModerationTable kind={reviewModeration} adminKey={adminKey} rows={reviews.data?.items} loading={reviews.isPending} error={reviews.isError} />
          <AdminPager info={reviews.data} onPage={turn('reviews')} />
        </Tabs.Content>
        <Tabs.Content value="interests">
          <ModerationTable kind={interestModeration} adminKey={adminKey} rows={interests.data?.items} loading={interests.isPending} error={interests.isError} />
          <AdminPager info={interests.data} onPage={turn('interests')} />
        </Tabs.Content>
        <Tabs.Content value="companies">
          <CompanyEventForm adminKey={adminKey} />
        </Tabs.Content>
        <Tabs.Content value="sources">
          <SourcesPanel adminKey={adminKey} />
        </Tabs.Content>
        <Tabs.Content value="sync-reviews">
          <ReviewQueue adminKey={adminKey} reviews={syncReviews.data?.items} loading={syncReviews.isPending} error={syncReviews.isError} />
          <AdminPager info={syncReviews.data} onPage={turn('syncReviews')} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
