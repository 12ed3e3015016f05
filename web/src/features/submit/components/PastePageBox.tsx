import { Button, Card, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { LinkPreview } from '@confdir/contracts/web';
import { LinkPreviewFacts } from '@/components/link-preview/LinkPreviewFacts';
import { errorMessage } from '@/lib/api-client';
import { safeHttpUrl } from '@/lib/urls';
import { usePreviewLink } from '../api/preview-link';
import { Input } from '@/components/ui/widgets/input';

/**
 * "Paste the conference's website": the server reads the page (nothing is saved) and the form below
 * is filled with what it found; each value says where it came from and which ones to check.
 */
export function PastePageBox({ onRead }: { onRead: (preview: LinkPreview) => void }) {
  const read = usePreviewLink();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<LinkPreview | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (safeHttpUrl(url.trim()) === undefined) return setProblem('Must be a valid URL');
    setProblem(null);
    read.mutate(url.trim(), {
      onSuccess: (answer) => {
        setPreview(answer);
        onRead(answer);
      },
      onError: (err) => {
        setPreview(null);
        setProblem(errorMessage(err, 'Could not read that page'));
      },
    });
  };

  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Stack gap="4">
          <form onSubmit={onSubmit} noValidate aria-labelledby="paste-page-heading">
            <Stack gap="3">
              <Heading as="h2" size="md" id="paste-page-heading">
                Start from the website
              </Heading>
              <Field.Root invalid={!!problem}>
                <Field.Label>Paste the conference&apos;s website</Field.Label>
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full">
                  <Input value={url} onChange={(e) => setUrl(e.target.value)} type="url" inputMode="url" placeholder="https://example.com/2027/" autoComplete="url" flex="1" />
                  <Button type="submit" variant="outline" colorPalette="brand" loading={read.isPending} loadingText="Reading the page...">
                    Fill the form
                  </Button>
                </Stack>
                <Field.HelperText>We read the page and fill in what it says. Nothing is submitted until you press Submit Conference.</Field.HelperText>
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
            </Stack>
          </form>
          {preview && (
            <Stack as="section" gap="3" aria-labelledby="paste-page-result">
              <Heading as="h3" size="sm" id="paste-page-result">
                What the page says
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                The form below is filled in. Each field says how sure the reading is: verify those marked “Check this”, and fill in what the page did not say.
              </Text>
              <LinkPreviewFacts preview={preview} label="Fields read from the website" fields={['title', 'startDate', 'endDate', 'location', 'url', 'cfpUrl', 'cfpEndDate', 'attendanceMode', 'country', 'city']} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
