import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import { readString, writeString } from '@/lib/storage';

/** The header every admin call carries (SPEC §6). */
export function adminHeaders(key: string): Record<string, string> {
  return { 'x-admin-key': key };
}

/** The admin key kept in localStorage 'adminKey' (SPEC §3), so the dashboard opens on load. */
export function useStoredAdminKey() {
  const [key, setKey] = useState<string | null>(() => readString(STORAGE_KEYS.adminKey) || null);
  const save = useCallback((value: string | null) => {
    writeString(STORAGE_KEYS.adminKey, value);
    setKey(value);
  }, []);
  return [key, save] as const;
}
