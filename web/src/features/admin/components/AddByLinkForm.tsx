import { Button, Card, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { safeHttpUrl } from '@/lib/urls';
import { useAddByLink } from '../api/add-by-link';

const schema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Required')
    .refine((v) => safeHttpUrl(v) !== undefined, 'Must be a valid URL'),
});
type Values = z.infer<typeof schema>;

/** SPEC §2: paste a conference page's link; the server reads the page and adds the conference. */
export function AddByLinkForm({ adminKey }: { adminKey: string }) {
  const addByLink = useAddByLink(adminKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '' } });

  const onSubmit = ({ url }: Values) =>
    addByLink.mutate(url, {
      onSuccess: (conference) => {
        notify({ title: 'Success!', description: `Added: ${conference.title}` });
        reset({ url: '' });
      },
      onError: (err) => notify({ title: 'Parse Error', description: errorMessage(err, 'Failed to parse URL'), type: 'error' }),
    });

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body p={{ base: '4', md: '6' }}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="add-by-url-heading">
          <Stack gap="4">
            <Heading as="h2" size="md" id="add-by-url-heading">
              Add Conference by URL
            </Heading>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
              <Field.Root required invalid={!!errors.url} flex="1">
                <Field.Label>Conference page URL</Field.Label>
                <Input {...register('url')} type="url" inputMode="url" placeholder="https://example.com/conference" autoComplete="off" />
                <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={addByLink.isPending} loadingText="Parsing..." mt={{ sm: '6' }}>
                Parse &amp; Add
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
