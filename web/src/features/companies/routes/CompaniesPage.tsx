import { PagePlaceholder } from '@/components/placeholder/PagePlaceholder';

export default function CompaniesPage() {
  return <PagePlaceholder title="Companies" />;
}
