import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/form/FormField';
import { SelectControl } from '@/components/form/SelectField';
import { notify } from '@/components/ui/toaster';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { useCreateAdminCompanyEvent } from '../api/create-company-event';
import { companyEventSchema, emptyCompanyEvent, toCompanyEventPayload, type CompanyEventForm as Values } from '../lib/company-event-schema';
import { COMPANY_EVENT_ROLES } from '../types';
import { Input } from '@/components/ui/widgets/input';
import { Textarea } from '@/components/ui/widgets/textarea';

const ROLE_OPTIONS = COMPANY_EVENT_ROLES.map((r) => ({ value: r, label: r }));

/** SPEC §2 Companies tab: a past conference of the featured company. */
export function CompanyEventForm({ adminKey }: { adminKey: string }) {
  const create = useCreateAdminCompanyEvent(adminKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(companyEventSchema), defaultValues: emptyCompanyEvent() });

  const onSubmit = (values: Values) =>
    create.mutate(toCompanyEventPayload(values), {
      onSuccess: () => {
        notify({ title: 'Company event added successfully!' });
        reset(emptyCompanyEvent());
      },
      onError: (err) => notify({ title: 'Error', description: errorMessage(err, 'Failed to add event'), type: 'error' }),
    });

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body p={{ base: '4', md: '6' }}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="company-event-heading">
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h3" size="md" id="company-event-heading">
                Add a past conference
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Adds an event to the track record of{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={`/companies/${FEATURED_COMPANY_SLUG}`}>/companies/{FEATURED_COMPANY_SLUG}</RouterLink>
                </Link>
                .
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label="Conference ID" required error={errors.conferenceId?.message}>
                <Input {...register('conferenceId')} inputMode="numeric" autoComplete="off" />
              </FormField>
              <FormField label="Role" required error={errors.role?.message}>
                <SelectControl options={ROLE_OPTIONS} {...register('role')} />
              </FormField>
              <FormField label="Rating" error={errors.rating?.message} helperText="1 to 5">
                <Input {...register('rating')} type="number" min={1} max={5} inputMode="numeric" />
              </FormField>
              <FormField label="Year" error={errors.year?.message}>
                <Input {...register('year')} type="number" min={2000} max={2100} inputMode="numeric" />
              </FormField>
            </SimpleGrid>
            <FormField label="Outcomes" error={errors.outcomes?.message}>
              <Textarea {...register('outcomes')} rows={3} />
            </FormField>
            <FormField label="Notes" error={errors.notes?.message}>
              <Textarea {...register('notes')} rows={3} />
            </FormField>
            <FormField label="Case Study URL" error={errors.caseStudyUrl?.message}>
              <Input {...register('caseStudyUrl')} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Adding..." alignSelf="flex-start">
              Add Company Event
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
