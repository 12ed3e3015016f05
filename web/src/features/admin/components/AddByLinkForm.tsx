import { Button, Card, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LinkPreview } from '@confdir/contracts/web';
import { LinkPreviewFacts } from '@/components/link-preview/LinkPreviewFacts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { safeHttpUrl } from '@/lib/urls';
import { useAddByLink } from '../api/add-by-link';
import { usePreviewLink } from '../api/preview-link';
import { Input } from '@/components/ui/widgets/input';

const schema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Required')
    .refine((v) => safeHttpUrl(v) !== undefined, 'Must be a valid URL'),
});
type Values = z.infer<typeof schema>;

/**
 * SPEC §2: paste a conference page's link; the server reads the page and shows what it found, field
 * by field with where each value came from; nothing is saved until the admin confirms.
 */
export function AddByLinkForm({ adminKey }: { adminKey: string }) {
  const previewLink = usePreviewLink(adminKey);
  const addByLink = useAddByLink(adminKey);
  const [preview, setPreview] = useState<{ url: string; read: LinkPreview } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '' } });

  const onSubmit = ({ url }: Values) =>
    previewLink.mutate(url, {
      onSuccess: (read) => setPreview({ url, read }),
      onError: (err) => {
        setPreview(null);
        notify({ title: 'Parse Error', description: errorMessage(err, 'Failed to parse URL'), type: 'error' });
      },
    });

  const confirm = () =>
    preview &&
    addByLink.mutate(preview.url, {
      onSuccess: (conference) => {
        notify({ title: 'Success!', description: `Added: ${conference.title}` });
        setPreview(null);
        reset({ url: '' });
      },
      onError: (err) => notify({ title: 'Parse Error', description: errorMessage(err, 'Failed to parse URL'), type: 'error' }),
    });

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap="5">
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
                <Button type="submit" colorPalette="brand" loading={previewLink.isPending} loadingText="Parsing..." mt={{ sm: '6' }}>
                  Parse &amp; Add
                </Button>
              </Stack>
            </Stack>
          </form>
          {preview && (
            <Stack as="section" gap="4" aria-labelledby="add-by-url-preview-heading" borderTopWidth="1px" pt="4">
              <Heading as="h3" size="sm" id="add-by-url-preview-heading">
                What the page says
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Nothing is saved yet. Each field says where it was read and how sure the reading is: verify those marked “Check this” before adding.
              </Text>
              <LinkPreviewFacts preview={preview.read} label="Fields read from the page" />
              <HStack gap="3" wrap="wrap">
                <Button colorPalette="brand" onClick={confirm} loading={addByLink.isPending} loadingText="Adding...">
                  Add conference
                </Button>
                <Button variant="outline" onClick={() => setPreview(null)} disabled={addByLink.isPending}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
