import type { SystemStyleObject } from '@chakra-ui/react';
import { recipe } from './static-styles';

/**
 * Style entries (static-styles.ts) that several reading pages share, each what the Chakra component it
 * replaces resolved to: the same look, without that component's work on every render.
 */

/** Hidden but read by screen readers (Chakra's `srOnly`). */
export const SR_ONLY: SystemStyleObject = { srOnly: true };

/** A link in running text: Chakra's Link, brand colour, underlined. */
export const TEXT_LINK = [recipe('link'), { color: 'brand.fg', textDecoration: 'underline' }] as const;

/** Chakra's Icon at `size` (a token), kept from shrinking in a row. */
export const icon = (size: string, extra: SystemStyleObject = {}) => [recipe('icon'), { boxSize: size, flexShrink: 0, ...extra }] as const;

/** Chakra's Badge: `variant`, `colorPalette` and `size` (the recipe's default when left out) as its props. */
export const badge = (variant: string, colorPalette: string, size?: string) => [recipe('badge', size ? { variant, size } : { variant }), { colorPalette }] as const;

/** The palettes a badge may take from data (a type, a role, a status). */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand'];

/** Chakra's Badge whose palette the element names: `data-palette="green"`. */
export const paletteBadge = (variant: string, size?: string) =>
  [recipe('badge', size ? { variant, size } : { variant }), Object.fromEntries(PALETTES.map((palette) => [`&[data-palette=${palette}]`, { colorPalette: palette }])) as SystemStyleObject] as const;

/** Chakra's Stack (`direction` column) or HStack (`row`, centred) with a gap. */
export const stack = (gap: string, extra: SystemStyleObject = {}): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap, ...extra });
export const hstack = (gap: string, extra: SystemStyleObject = {}): SystemStyleObject => ({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap, ...extra });
