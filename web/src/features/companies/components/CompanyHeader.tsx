import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Mail, Pencil } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { safeHttpUrl } from '@/lib/urls';
import type { Company } from '../types';
import { CompanyLogo } from './CompanyLogo';

export function CompanyHeader({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const website = safeHttpUrl(company.website);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
      <CompanyLogo url={company.logoUrl} name={company.name} />
      <Stack gap="1" flex="1" minW="0">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {company.name}
        </Heading>
        <HStack gap="4" wrap="wrap" fontSize="sm">
          {website && (
            <Link href={website} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
              <ExternalLink size={14} aria-hidden />
              {company.website?.replace(/^https?:\/\//, '')}
            </Link>
          )}
          {company.contactEmail && (
            <Link href={`mailto:${company.contactEmail}`} color="brand.fg" wordBreak="break-all">
              <Mail size={14} aria-hidden />
              {company.contactEmail}
            </Link>
          )}
        </HStack>
        {(company.locations || company.backing) && (
          <Text fontSize="sm" color="fg.muted">
            {[company.locations, company.backing].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
      {canEdit && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`/create-company?edit=${encodeURIComponent(company.slug)}`}>
            <Pencil aria-hidden />
            Edit Profile
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
