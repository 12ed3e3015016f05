import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function AdminPage() {
  return <PagePlaceholder title="Admin Dashboard" />;
}
