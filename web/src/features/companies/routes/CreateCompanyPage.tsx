import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function CreateCompanyPage() {
  return <PagePlaceholder title="Create Your Company Profile" />;
}
