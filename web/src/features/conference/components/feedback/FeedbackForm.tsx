import { Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { PageInfo } from '@confdir/contracts/web';
import { FormField } from '@/components/form/FormField';
import { SelectControl } from '@/components/form/SelectField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCreateFeedback } from '../../api/feedback';
import { StarRatingInput } from '../reviews/StarRatingInput';
import type { FeedbackKind, FieldSpec, FormValues } from './feedback-kind';
import { Input } from '@/components/ui/widgets/input';
import { Textarea } from '@/components/ui/widgets/textarea';

/** The 'Leave a Review' and 'Mark Company Interest' forms (SPEC §2, §5), drawn from their field lists. */
export function FeedbackForm<R extends PageInfo, V extends FormValues, P>({ kind, conferenceId }: { kind: FeedbackKind<R, V, P>; conferenceId: number }) {
  const { form } = kind;
  const [initialValues] = useState(form.initialValues);
  const create = useCreateFeedback<P>(kind.path, conferenceId);
  const methods = useForm<V, unknown, V>({ resolver: zodResolver(form.schema), defaultValues: initialValues as DefaultValues<V> });

  function onSubmit(values: V) {
    const payload = form.toPayload(conferenceId, values);
    create.mutate(payload, {
      onSuccess: () => {
        methods.reset(form.afterSuccess(values, payload));
        notify(form.success);
      },
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, form.failure), type: 'error' }),
    });
  }

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Header>
        <Heading as="h2" size="md">
          {form.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={methods.handleSubmit(onSubmit)}>
          <Stack gap="4">
            {rows(form.fields).map((row) =>
              row.length > 1 || row[0].half ? (
                <SimpleGrid key={row[0].name} columns={{ base: 1, md: 2 }} gap="4">
                  {row.map((field) => (
                    <SpecField key={field.name} field={field} methods={methods} />
                  ))}
                </SimpleGrid>
              ) : (
                <SpecField key={row[0].name} field={row[0]} methods={methods} />
              ),
            )}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : form.submitLabel}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Consecutive half-width fields form one row. */
function rows<V extends FormValues>(fields: FieldSpec<V>[]): FieldSpec<V>[][] {
  const out: FieldSpec<V>[][] = [];
  for (const field of fields) {
    const last = out.at(-1);
    if (field.half && last?.[0].half) last.push(field);
    else out.push([field]);
  }
  return out;
}

/** One input of the list, drawn from its spec. */
function SpecField<V extends FormValues>({ field, methods }: { field: FieldSpec<V>; methods: UseFormReturn<V, unknown, V> }) {
  const name = field.name as Path<V>;
  const { register, watch, setValue } = methods;
  const error = methods.formState.errors[field.name]?.message as string | undefined;
  if (field.kind === 'rating') {
    return <StarRatingInput value={String(watch(name) ?? '')} registration={register(name)} onClear={() => setValue(name, '' as PathValue<V, Path<V>>)} />;
  }
  let input: ReactNode;
  if (field.kind === 'select') {
    input = <SelectControl placeholder={field.placeholder} options={field.options ?? []} {...register(name)} />;
  } else if (field.kind === 'textarea') {
    input = <Textarea rows={field.rows} maxLength={field.maxLength} placeholder={field.placeholder} {...register(name)} />;
  } else {
    input = <Input type={field.kind} autoComplete={field.autoComplete} maxLength={field.maxLength} placeholder={field.placeholder} {...register(name)} />;
  }
  return (
    <FormField label={field.label} required={field.required} error={error}>
      {input}
    </FormField>
  );
}
