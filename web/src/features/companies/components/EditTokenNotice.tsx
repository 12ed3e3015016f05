import { Alert, Box, Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Code } from '@/components/ui/widgets/code';

/**
 * Shown right after a company is created: the edit token is kept in this browser, and this is the
 * only time a person sees it, so they can keep it to edit the profile from elsewhere.
 */
export function EditTokenNotice({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Alert.Root status="info" alignItems="flex-start" role="region" aria-label="Your edit token">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>Save your edit token</Alert.Title>
        <Alert.Description>
          <Text>This browser can edit this profile. To edit it from another browser, keep this token somewhere safe: it is shown only once.</Text>
        </Alert.Description>
        <Flex gap="2" align="center" wrap="wrap">
          <Box minW="0" maxW="full" overflowX="auto">
            <Code data-testid="edit-token" fontSize="sm" px="2" py="1" whiteSpace="nowrap">
              {token}
            </Code>
          </Box>
          <Button size="xs" variant="outline" onClick={copy}>
            {copied ? 'Copied' : 'Copy token'}
          </Button>
        </Flex>
      </Stack>
      <CloseButton size="sm" aria-label="Dismiss edit token notice" onClick={onDismiss} />
    </Alert.Root>
  );
}
