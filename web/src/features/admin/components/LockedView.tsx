import { Button, Card, Field, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/widgets/input';

interface Props {
  pending: boolean;
  /** Shown under the field, e.g. when the server refused the key. */
  error: string | null;
  onUnlock: (key: string) => void;
}

/** SPEC §2: without a stored admin key, only this. */
export function LockedView({ pending, error, onUnlock }: Props) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onUnlock(value.trim());
  };
  return (
    <Card.Root variant="outline" rounded="card" maxW="md" mx="auto" w="full">
      <Card.Body p={{ base: '5', md: '8' }}>
        <form onSubmit={submit} noValidate aria-label="Unlock the admin dashboard">
          <Stack gap="5" align="stretch">
            <Stack gap="2" align="center" textAlign="center">
              <Lock aria-hidden size={28} />
              <Text color="fg.muted">Access restricted to administrators</Text>
            </Stack>
            <Field.Root invalid={!!error}>
              <Field.Label>Admin key</Field.Label>
              <Input type="password" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="current-password" />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={pending} loadingText="Unlock">
              Unlock
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
