import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ConferenceDetailsFieldset } from '@/components/form/ConferenceDetailsFieldset';
import { FormField } from '@/components/form/FormField';
import { SelectControl } from '@/components/form/SelectField';
import { CONFERENCE_TYPES } from '@/config/constants';
import { EMPTY_SUBMISSION, submissionSchema, type SubmissionForm, type SubmissionValues } from '../lib/submission-schema';
import { Input } from '@/components/ui/widgets/input';

const TYPE_OPTIONS = CONFERENCE_TYPES.map((t) => ({ value: t, label: t }));

interface Props {
  pending: boolean;
  onSubmit: (values: SubmissionValues) => void;
  /** Values read from the conference's website; the form starts from them (remount it to apply new ones). */
  initial?: SubmissionForm;
}

export function SubmitConferenceForm({ pending, onSubmit, initial = EMPTY_SUBMISSION }: Props) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubmissionForm, unknown, SubmissionValues>({ resolver: zodResolver(submissionSchema), defaultValues: initial });

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body p={{ base: '5', md: '8' }}>
        {/* noValidate: our messages (SPEC §5), not the browser's, explain what is wrong. */}
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Submit a Conference">
          <Stack gap="5">
            <FormField label="Conference Title" required error={errors.title?.message}>
              <Input {...register('title')} placeholder="e.g. React Summit 2027" autoComplete="off" />
            </FormField>
            <FormField label="Event URL" required error={errors.url?.message}>
              <Input {...register('url')} type="url" inputMode="url" placeholder="https://example.com" autoComplete="url" />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label="Start Date" error={errors.startDate?.message}>
                <Input {...register('startDate')} type="date" />
              </FormField>
              <FormField label="End Date" error={errors.endDate?.message}>
                <Input {...register('endDate')} type="date" />
              </FormField>
            </SimpleGrid>
            <FormField label="Location" error={errors.location?.message}>
              <Input {...register('location')} placeholder="City, Country or Online" autoComplete="off" />
            </FormField>
            <FormField label="Type">
              <SelectControl options={TYPE_OPTIONS} {...register('type')} />
            </FormField>
            <Heading as="h2" size="sm" pt="2">
              Call for papers, attendance, topics and inclusion (optional)
            </Heading>
            <Controller
              control={control}
              name="details"
              render={({ field }) => (
                <ConferenceDetailsFieldset
                  value={field.value}
                  onChange={field.onChange}
                  errors={{
                    cfpUrl: errors.details?.cfpUrl?.message,
                    city: errors.details?.city?.message,
                    languages: errors.details?.languages?.message,
                    cocUrl: errors.details?.cocUrl?.message,
                    twitter: errors.details?.twitter?.message,
                    mastodon: errors.details?.mastodon?.message,
                    bluesky: errors.details?.bluesky?.message,
                  }}
                />
              )}
            />
            <HStack gap="3" pt="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={pending} loadingText="Submitting...">
                Submit Conference
              </Button>
              <Button type="button" variant="outline" onClick={() => reset(EMPTY_SUBMISSION)} disabled={pending}>
                Clear Form
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              By submitting, you confirm this conference information is accurate.
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
