import { defineConfig, type SystemConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';

/**
 * The part of the theme only its global CSS reads (Chakra computes nothing else from it): Chakra's
 * global styles and @keyframes, then the app's. Animations name keyframes by string (spinner,
 * skeleton), so a server-rendered page, whose CSS already has them, builds its system without this
 * (theme.ts includeGlobalStyles, main.tsx). Chakra's config first: the order the app's overrides need.
 */
export const globalStyles: SystemConfig[] = [
  defineConfig({ globalCss, theme: { keyframes } }),
  defineConfig({
    globalCss: {
      'html, body': { bg: 'bg', color: 'fg' },
      '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      '.skip-link': { position: 'absolute', left: '-9999px', top: '2', zIndex: 'skipLink', bg: 'bg', color: 'fg', px: '3', py: '2', rounded: 'md' },
      '.skip-link:focus': { left: '2' },
      // ServerFragment's wrapper: no box of its own.
      '[data-fragment]': { display: 'contents' },
    },
  }),
];
