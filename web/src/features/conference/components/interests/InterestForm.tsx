import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { INTEREST_STATUSES } from '../../api/interests';
import { useCreateInterest } from '../../api/interests-create';
import { emptyInterestForm, INTEREST_LIMITS, interestFormSchema, STATUS_LABELS, toInterestPayload, type InterestFormValues } from './interest-form';

/** 'Mark Company Interest' (SPEC §2, §5): after success the status and comment clear, the rest stays. */
export function InterestForm({ conferenceId }: { conferenceId: number }) {
  const create = useCreateInterest(conferenceId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InterestFormValues>({ resolver: zodResolver(interestFormSchema), defaultValues: emptyInterestForm });

  function onSubmit(values: InterestFormValues) {
    create.mutate(toInterestPayload(conferenceId, values), {
      onSuccess: () => {
        reset({ ...values, status: '', comment: '' });
        notify({ title: 'Interest submitted!', description: 'Your company interest has been recorded.' });
      },
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to submit interest'), type: 'error' }),
    });
  }

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Header>
        <Heading as="h2" size="md">
          Mark Company Interest
        </Heading>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root invalid={Boolean(errors.status)} required>
                <Field.Label>
                  Status
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select status" {...register('status')}>
                    {INTEREST_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.status?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.companyName)}>
                <Field.Label>Company Name</Field.Label>
                <Input autoComplete="organization" maxLength={INTEREST_LIMITS.companyName} placeholder="Leave empty for default company" {...register('companyName')} />
                <Field.ErrorText>{errors.companyName?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.submittedBy)}>
                <Field.Label>Your Name</Field.Label>
                <Input autoComplete="name" maxLength={INTEREST_LIMITS.name} {...register('submittedBy')} />
                <Field.ErrorText>{errors.submittedBy?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.contactEmail)}>
                <Field.Label>Contact Email</Field.Label>
                <Input type="email" autoComplete="email" maxLength={INTEREST_LIMITS.email} {...register('contactEmail')} />
                <Field.ErrorText>{errors.contactEmail?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.comment)}>
              <Field.Label>Comment</Field.Label>
              <Textarea rows={3} maxLength={INTEREST_LIMITS.comment} {...register('comment')} />
              <Field.ErrorText>{errors.comment?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Interest'}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
