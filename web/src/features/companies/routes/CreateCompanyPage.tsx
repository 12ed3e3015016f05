import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { canEditCompany } from '@/lib/company-access';
import { useCreateCompany } from '../api/create-company';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/CompanyForm';
import { EditTokenForm } from '../components/EditTokenForm';
import { companyToForm, emptyCompanyForm, toCompanyFields, type CompanyFormValues } from '../utils/company-form';

export default function CreateCompanyPage() {
  const [params] = useSearchParams();
  const editSlug = params.get('edit') || undefined;
  return editSlug ? <EditCompany slug={editSlug} /> : <CreateCompany />;
}

function PageHeading({ children }: { children: string }) {
  return (
    <Heading as="h1" size="2xl">
      {children}
    </Heading>
  );
}

function CreateCompany() {
  const navigate = useNavigate();
  const create = useCreateCompany();

  function onSubmit(values: CompanyFormValues) {
    create.mutate(toCompanyFields(values), {
      onSuccess: (company) => {
        notify({ title: 'Success!', description: 'Your company has been created.' });
        navigate(`/companies/${company.slug}`, { state: { editToken: company.editToken } });
      },
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to create company'), type: 'error' }),
    });
  }

  return (
    <Stack gap="6" maxW="3xl" mx="auto">
      <PageHeading>Create Your Company Profile</PageHeading>
      <CompanyForm initialValues={emptyCompanyForm} editing={false} pending={create.isPending} onSubmit={onSubmit} />
    </Stack>
  );
}

function EditCompany({ slug }: { slug: string }) {
  const navigate = useNavigate();
  // Access lives in localStorage; a saved token shows up on the next render.
  const [, setTokenVersion] = useState(0);
  const rerender = () => setTokenVersion((v) => v + 1);
  const profile = useCompany(slug);
  const update = useUpdateCompany(slug);

  function onSubmit(values: CompanyFormValues) {
    update.mutate(toCompanyFields(values), {
      onSuccess: (company) => {
        notify({ title: 'Success!', description: 'Your company has been updated.' });
        navigate(`/companies/${company.slug}`);
      },
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to update company'), type: 'error' }),
    });
  }

  return (
    <Stack gap="6" maxW="3xl" mx="auto">
      <PageHeading>Edit Company Profile</PageHeading>
      {profile.isPending ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading company">
          <Skeleton h="80" rounded="card" />
          <Skeleton h="64" rounded="card" />
        </Stack>
      ) : profile.isError ? (
        <Text role="alert">Company not found</Text>
      ) : (
        <>
          {!canEditCompany(slug) && (
            <Alert.Root status="warning" alignItems="flex-start">
              <Alert.Indicator />
              <Stack gap="3" flex="1">
                <Alert.Title>Only the browser that created this company (or an administrator) can save changes to it.</Alert.Title>
                <EditTokenForm slug={slug} onSaved={rerender} />
              </Stack>
            </Alert.Root>
          )}
          {/* Keyed so the form starts from the loaded company, not from an empty one. */}
          <CompanyForm key={profile.data.company.updatedAt} initialValues={companyToForm(profile.data.company)} editing pending={update.isPending} onSubmit={onSubmit} />
        </>
      )}
    </Stack>
  );
}
