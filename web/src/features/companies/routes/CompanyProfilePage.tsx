import { Button, Grid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { ApiError, errorMessage } from '@/lib/api-client';
import { canEditCompany } from '@/lib/company-access';
import { useHydrated } from '@/lib/use-hydrated';
import { useCompany } from '../api/get-company';
import { CompanyHeader } from '../components/CompanyHeader';
import { EditTokenNotice } from '../components/EditTokenNotice';
import { IcpSection } from '../components/IcpSection';
import { PhotoGallery } from '../components/PhotoGallery';
import { PipelineSection } from '../components/PipelineSection';
import { RecommendationsSection } from '../components/RecommendationsSection';
import { SimilarCompaniesSection } from '../components/SimilarCompaniesSection';
import { TrackRecord } from '../components/TrackRecord';
import { companyHead } from '../utils/company-head';
import { galleryPhotos } from '../utils/display';

function ProfileSkeleton() {
  return (
    <Stack gap="8" role="status" aria-busy="true" aria-label="Loading company">
      <Stack direction="row" gap="4" align="center">
        <Skeleton w="64px" h="64px" rounded="lg" />
        <SkeletonText noOfLines={2} w="60" />
      </Stack>
      <Skeleton h="40" rounded="card" />
      <Skeleton h="56" rounded="card" />
    </Stack>
  );
}

export default function CompanyProfilePage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error } = useCompany(slug);
  const location = useLocation();
  const navigate = useNavigate();
  // Set once by the create page; dismissing (or reloading after dismissing) hides it for good.
  const editToken = (location.state as { editToken?: string } | null)?.editToken;
  const dismissToken = () => navigate(location.pathname, { replace: true, state: null });
  const hydrated = useHydrated();

  if (isPending) return <ProfileSkeleton />;
  if (isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Stack gap="4" align="flex-start" py="10">
        <PageHead title={missing ? 'Company not found' : 'Company'} noindex />
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          Company not found
        </Text>
        {!missing && <Text color="fg.muted">{errorMessage(error, 'Failed to load company')}</Text>}
        <Button asChild variant="outline">
          <RouterLink to="/">Back to Conferences</RouterLink>
        </Button>
      </Stack>
    );
  }

  const { company, events, interests } = data;
  const canEdit = hydrated && canEditCompany(company.slug);
  return (
    <Stack gap="10">
      <PageHead {...companyHead(company)} />
      {editToken && <EditTokenNotice token={editToken} onDismiss={dismissToken} />}
      <CompanyHeader company={company} canEdit={canEdit} />
      <PhotoGallery photos={galleryPhotos(events)} />
      <Grid templateColumns={{ base: '1fr', lg: interests.length ? '2fr 1fr' : '1fr' }} gap="8" alignItems="start">
        <Stack gap="8" minW="0">
          <IcpSection company={company} />
          <RecommendationsSection companySlug={company.slug} />
          <TrackRecord companySlug={company.slug} events={events} canEdit={canEdit} />
          <SimilarCompaniesSection companySlug={company.slug} />
        </Stack>
        <PipelineSection interests={interests} />
      </Grid>
    </Stack>
  );
}
