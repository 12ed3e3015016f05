import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function SubmitPage() {
  return <PagePlaceholder title="Submit a Conference" />;
}
