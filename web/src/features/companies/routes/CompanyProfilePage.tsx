import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function CompanyProfilePage() {
  return <PagePlaceholder title="Company" />;
}
