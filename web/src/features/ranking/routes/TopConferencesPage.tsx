import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function TopConferencesPage() {
  return <PagePlaceholder title="Top Conferences" />;
}
