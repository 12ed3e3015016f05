import { Button, Card, Field, Heading, Input, Link, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { useCreateAdminCompanyEvent } from '../api/create-company-event';
import { companyEventSchema, emptyCompanyEvent, toCompanyEventPayload, type CompanyEventForm as Values } from '../lib/company-event-schema';
import { COMPANY_EVENT_ROLES } from '../types';

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
              <Field.Root required invalid={!!errors.conferenceId}>
                <Field.Label>
                  Conference ID <Field.RequiredIndicator />
                </Field.Label>
                <Input {...register('conferenceId')} inputMode="numeric" autoComplete="off" />
                <Field.ErrorText>{errors.conferenceId?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!errors.role}>
                <Field.Label>
                  Role <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('role')}>
                    {COMPANY_EVENT_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.rating}>
                <Field.Label>Rating</Field.Label>
                <Input {...register('rating')} type="number" min={1} max={5} inputMode="numeric" />
                <Field.HelperText>1 to 5</Field.HelperText>
                <Field.ErrorText>{errors.rating?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.year}>
                <Field.Label>Year</Field.Label>
                <Input {...register('year')} type="number" min={2000} max={2100} inputMode="numeric" />
                <Field.ErrorText>{errors.year?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Outcomes</Field.Label>
              <Textarea {...register('outcomes')} rows={3} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Notes</Field.Label>
              <Textarea {...register('notes')} rows={3} />
            </Field.Root>
            <Field.Root invalid={!!errors.caseStudyUrl}>
              <Field.Label>Case Study URL</Field.Label>
              <Input {...register('caseStudyUrl')} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
              <Field.ErrorText>{errors.caseStudyUrl?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Adding..." alignSelf="flex-start">
              Add Company Event
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
