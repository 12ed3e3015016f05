import { Button, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ConferenceDetailsFieldset } from '@/components/form/ConferenceDetailsFieldset';
import { CONFERENCE_TYPES } from '@/config/constants';
import { EMPTY_SUBMISSION, submissionSchema, type SubmissionForm, type SubmissionValues } from '../lib/submission-schema';

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
            <Field.Root required invalid={!!errors.title}>
              <Field.Label>
                Conference Title <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('title')} placeholder="e.g. React Summit 2027" autoComplete="off" />
              <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.url}>
              <Field.Label>
                Event URL <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('url')} type="url" inputMode="url" placeholder="https://example.com" autoComplete="url" />
              <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <Field.Root invalid={!!errors.startDate}>
                <Field.Label>Start Date</Field.Label>
                <Input {...register('startDate')} type="date" />
                <Field.ErrorText>{errors.startDate?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.endDate}>
                <Field.Label>End Date</Field.Label>
                <Input {...register('endDate')} type="date" />
                <Field.ErrorText>{errors.endDate?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Location</Field.Label>
              <Input {...register('location')} placeholder="City, Country or Online" autoComplete="off" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('type')}>
                  {CONFERENCE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Heading as="h2" size="sm" pt="2">
              Call for papers, attendance and topics (optional)
            </Heading>
            <Controller
              control={control}
              name="details"
              render={({ field }) => (
                <ConferenceDetailsFieldset
                  value={field.value}
                  onChange={field.onChange}
                  errors={{ cfpUrl: errors.details?.cfpUrl?.message, city: errors.details?.city?.message, languages: errors.details?.languages?.message }}
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
