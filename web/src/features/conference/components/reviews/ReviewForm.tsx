import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { REVIEW_ROLES } from '../../api/reviews';
import { useCreateReview } from '../../api/reviews-create';
import {
  emptyReviewForm,
  readRememberedReviewer,
  rememberReviewer,
  REVIEW_LIMITS,
  reviewFormSchema,
  ROLE_LABELS,
  toReviewPayload,
  type ReviewFormValues,
} from './review-form';
import { StarRatingInput } from './StarRatingInput';

/** 'Leave a Review' (SPEC §2, §5): name and e-mail are kept, and remembered, after a review is published. */
export function ReviewForm({ conferenceId }: { conferenceId: number }) {
  const [initialValues] = useState(() => emptyReviewForm(readRememberedReviewer()));
  const create = useCreateReview(conferenceId);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: initialValues });

  function onSubmit(values: ReviewFormValues) {
    const payload = toReviewPayload(conferenceId, values);
    create.mutate(payload, {
      onSuccess: () => {
        const reviewer = { userName: payload.userName, userEmail: payload.userEmail ?? '' };
        rememberReviewer(reviewer);
        reset(emptyReviewForm(reviewer));
        notify({ title: 'Review submitted!', description: 'Your review has been published.' });
      },
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to submit review'), type: 'error' }),
    });
  }

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Header>
        <Heading as="h2" size="md">
          Leave a Review
        </Heading>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root invalid={Boolean(errors.userName)} required>
                <Field.Label>
                  Your Name
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input autoComplete="name" maxLength={REVIEW_LIMITS.name} {...register('userName')} />
                <Field.ErrorText>{errors.userName?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.userEmail)}>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="email" maxLength={REVIEW_LIMITS.email} {...register('userEmail')} />
                <Field.ErrorText>{errors.userEmail?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.role)} required>
              <Field.Label>
                Your Role
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="Select your role" {...register('role')}>
                  {REVIEW_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
            </Field.Root>
            <StarRatingInput value={watch('rating')} registration={register('rating')} onClear={() => setValue('rating', '')} />
            <Field.Root invalid={Boolean(errors.title)}>
              <Field.Label>Title</Field.Label>
              <Input maxLength={REVIEW_LIMITS.title} {...register('title')} />
              <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.body)} required>
              <Field.Label>
                Review body
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={4} maxLength={REVIEW_LIMITS.body} placeholder="Share your experience" {...register('body')} />
              <Field.ErrorText>{errors.body?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Review'}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
