import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSubmitConference } from '../api/submit-conference';
import { PastePageBox } from '../components/PastePageBox';
import { SubmitConferenceForm } from '../components/SubmitConferenceForm';
import { submissionFromPreview } from '../lib/prefill';
import { toPayload, type SubmissionForm, type SubmissionValues } from '../lib/submission-schema';

function duplicateSlug(error: unknown): string | undefined {
  const slug = error instanceof ApiError && error.status === 409 ? error.body?.details?.slug : undefined;
  return typeof slug === 'string' ? slug : undefined;
}

export default function SubmitPage() {
  const navigate = useNavigate();
  const submit = useSubmitConference();
  // Each reading of a website starts the form afresh from what that page said.
  const [prefill, setPrefill] = useState<{ version: number; values?: SubmissionForm }>({ version: 0 });

  const onSubmit = (values: SubmissionValues) =>
    submit.mutate(toPayload(values), {
      onSuccess: () => {
        notify({ title: 'Success!', description: 'Conference submitted successfully', type: 'success' });
        navigate('/');
      },
      onError: (error) => {
        const slug = duplicateSlug(error);
        const path = slug && `/conference/${encodeURIComponent(slug)}`;
        // The server names the existing page for API users; here the link below does that job.
        const message = errorMessage(error, 'Failed to submit conference').replace(` (/conference/${slug})`, '');
        notify({
          title: 'Error',
          type: 'error',
          description: path ? (
            <>
              {message}{' '}
              {/* The toaster lives outside the router, so the link navigates through this page's navigate. */}
              <Link
                href={path}
                color="inherit"
                fontWeight="semibold"
                textDecoration="underline"
                onClick={(e) => {
                  e.preventDefault();
                  navigate(path);
                }}
              >
                View the existing conference
              </Link>
            </>
          ) : (
            message
          ),
        });
      },
    });

  return (
    <Stack gap="8" maxW="2xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Submit a Conference
        </Heading>
        <Text color="fg.muted">Help the community by adding conferences you know about.</Text>
      </Stack>
      <PastePageBox onRead={(preview) => setPrefill((p) => ({ version: p.version + 1, values: submissionFromPreview(preview) }))} />
      <SubmitConferenceForm key={prefill.version} initial={prefill.values} pending={submit.isPending} onSubmit={onSubmit} />
    </Stack>
  );
}
