import { Button, Field, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { rememberCompanyToken } from '@/lib/company-access';
import { Input } from '@/components/ui/widgets/input';

/** Lets the holder of a company's edit token use it in this browser. The server checks it on save. */
export function EditTokenForm({ slug, onSaved }: { slug: string; onSaved: () => void }) {
  const [token, setToken] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = token.trim();
    if (!value) return;
    rememberCompanyToken(slug, value);
    onSaved();
  }
  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Text fontSize="sm">Have the edit token you were given when this company was created? Use it here.</Text>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root flex="1" minW="56">
          <Field.Label>Edit token</Field.Label>
          <Input type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" disabled={!token.trim()}>
          Use token
        </Button>
      </Flex>
    </Stack>
  );
}
