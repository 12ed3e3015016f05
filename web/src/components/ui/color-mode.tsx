import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, useState, type ReactNode } from 'react';
import { Moon, Sun } from 'lucide-react';

/** `nonce` lets the server-rendered theme script (it sets the class before paint) pass the CSP. */
export function ColorModeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <ThemeProvider attribute="class" disableTransitionOnChange nonce={nonce}>
      {children}
    </ThemeProvider>
  );
}

export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is only known in the browser: render the server's (light) icon until hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && resolvedTheme === 'dark';
  return (
    <IconButton variant="ghost" size="sm" aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  );
}
