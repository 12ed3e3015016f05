import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function ConferencePage() {
  return <PagePlaceholder title="Conference" />;
}
