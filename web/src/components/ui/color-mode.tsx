import { IconButton } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Moon, Sun } from 'lucide-react';

/*
 * The visitor's colour mode: 'light', 'dark' or 'system' (the default), kept in localStorage under
 * `theme` and shown as the class `light`/`dark` and the color-scheme of <html>, which Chakra's
 * conditions read. This is next-themes' behaviour with the options the site used (class attribute,
 * system preference, transitions off while switching), under its storage key so a stored choice
 * carries over; written here, it weighs ~1 KB gzip less in the first load of every page.
 */
const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const isMode = (mode: string) => mode === 'light' || mode === 'dark';

/**
 * Runs in the server-rendered page before it paints, so a dark page never flashes light: the stored
 * mode (or the system's) as the class and color-scheme of <html>. The same text in every page: the
 * server's CSP allows it by its hash (entry-server's `inlineScripts`).
 */
export const BEFORE_PAINT = `(function(){try{var d=document.documentElement,t=localStorage.getItem("${STORAGE_KEY}")||"system",m=t==="system"?(matchMedia("${DARK_QUERY}").matches?"dark":"light"):t;d.classList.remove("light","dark");d.classList.add(m);if(m==="light"||m==="dark")d.style.colorScheme=m}catch(e){}})()`;

const systemMode = () => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

function storedTheme(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Sets the mode on <html> with transitions off, so the whole page switches at once. */
function applyTheme(theme: string): void {
  const mode = theme === 'system' ? systemMode() : theme;
  const noTransitions = document.createElement('style');
  noTransitions.appendChild(document.createTextNode('*,*::before,*::after{transition:none!important}'));
  document.head.appendChild(noTransitions);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = isMode(mode) ? mode : '';
  // Styles are recomputed without transitions before they come back.
  window.getComputedStyle(document.body);
  setTimeout(() => document.head.removeChild(noTransitions), 1);
}

interface ColorMode {
  /** 'light' or 'dark' in the browser (a stored other value as it is), undefined on the server. */
  resolvedTheme?: string;
  setTheme: (theme: string) => void;
}

const ColorModeContext = createContext<ColorMode>({ setTheme: () => {} });

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const browser = typeof window !== 'undefined';
  const [theme, setThemeState] = useState(() => (browser ? (storedTheme() ?? 'system') : undefined));
  const [system, setSystem] = useState(() => (browser ? systemMode() : undefined));

  const setTheme = useCallback((next: string) => {
    setThemeState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice holds until the page is left.
    }
  }, []);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => {
      setSystem(media.matches ? 'dark' : 'light');
      if (theme === 'system') applyTheme('system');
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  // Another tab's choice applies here too; a cleared one falls back to the system's.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      if (event.newValue) setThemeState(event.newValue);
      else setTheme('system');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setTheme]);

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  const value = useMemo(() => ({ resolvedTheme: theme === 'system' ? system : theme, setTheme }), [theme, system, setTheme]);
  return (
    <ColorModeContext.Provider value={value}>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />
      {children}
    </ColorModeContext.Provider>
  );
}

export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useContext(ColorModeContext);
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
