import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LockOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { adminKeys } from '../api/admin-keys';
import { adminSessionQueryOptions, useAdminSession } from '../api/check-admin-key';
import { AdminDashboard } from '../components/AdminDashboard';
import { LockedView } from '../components/LockedView';
import { useStoredAdminKey } from '../lib/admin-key';

const WRONG_KEY = 'That admin key is not valid';

/** /admin: locked until a key the server accepts is stored; the stored key opens it on load (SPEC §4). */
export default function AdminPage() {
  const queryClient = useQueryClient();
  const [storedKey, saveKey] = useStoredAdminKey();
  const session = useAdminSession(storedKey);
  const [checking, setChecking] = useState(false);
  const [keyError, setKeyError] = useState<string | null>(null);

  // A stored key the server no longer accepts is forgotten rather than opening an empty dashboard.
  useEffect(() => {
    if (storedKey && session.data === false) {
      saveKey(null);
      setKeyError(WRONG_KEY);
    }
  }, [storedKey, session.data, saveKey]);

  const unlock = async (key: string) => {
    if (!key) {
      notify({ title: 'Error', description: 'Please enter an admin key', type: 'error' });
      return;
    }
    setChecking(true);
    try {
      const valid = await queryClient.fetchQuery(adminSessionQueryOptions(key));
      if (!valid) {
        setKeyError(WRONG_KEY);
        notify({ title: 'Error', description: WRONG_KEY, type: 'error' });
        return;
      }
      setKeyError(null);
      saveKey(key);
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Could not check the admin key'), type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  const lock = () => {
    saveKey(null);
    queryClient.removeQueries({ queryKey: adminKeys.all });
  };

  const unlocked = storedKey !== null && session.data === true;
  return (
    <Container maxW="6xl" px="0">
      <Stack gap="6">
        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          {unlocked && (
            <Button variant="outline" size="sm" onClick={lock}>
              <LockOpen aria-hidden /> Lock
            </Button>
          )}
        </HStack>
        {storedKey !== null && session.isPending ? (
          <Text color="fg.muted">Loading...</Text>
        ) : unlocked ? (
          <AdminDashboard adminKey={storedKey} />
        ) : (
          <LockedView pending={checking} error={keyError} onUnlock={unlock} />
        )}
      </Stack>
    </Container>
  );
}
