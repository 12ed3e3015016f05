import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function BrowsePage() {
  return <PagePlaceholder title="Upcoming Conferences" />;
}
