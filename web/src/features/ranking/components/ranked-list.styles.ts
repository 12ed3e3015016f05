import type { SystemStyleObject } from '@chakra-ui/react';
import { TYPE_PALETTE } from '@/config/theme';

/** Each type's badge colours: the palette named by data-palette (the TypeBadge look, as classes). */
const badgePalettes = Object.fromEntries([...new Set(Object.values(TYPE_PALETTE))].map((palette) => [`&[data-palette=${palette}]`, { colorPalette: palette }]));

/**
 * The ranked cards' look, resolved once per list instead of once per element and card: the cards are plain
 * elements with these classes. Same tokens as Chakra's Card (outline), Button (brand solid/outline), Heading,
 * Link and Badge (subtle) recipes, so the page looks as it did with those components.
 */
export const RANKED_LIST_CSS: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& .ranked-card': {
    display: 'flex',
    alignItems: 'center',
    gap: { base: '3', md: '5' },
    p: { base: '4', md: '5' },
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'card',
    transition: 'box-shadow 0.2s, border-color 0.2s',
    _hover: { shadow: 'md', borderColor: 'brand.emphasized' },
  },
  '& .ranked-rank': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'fg.muted', minW: { base: '8', md: '12' }, textAlign: 'center' },
  '& .ranked-vote': {
    colorPalette: 'brand',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    h: '16',
    minW: '14',
    px: '2',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    color: 'colorPalette.fg',
    cursor: 'pointer',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    _hover: { bg: 'colorPalette.subtle' },
    '&[aria-pressed=true]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'transparent', _hover: { bg: 'colorPalette.solid/90' } },
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    '& svg': { boxSize: '5' },
    '& span': { fontWeight: 'bold', fontSize: 'md', lineHeight: '1' },
  },
  '& .ranked-body': { display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1', minW: '0' },
  '& .ranked-title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: 'short',
    wordBreak: 'break-word',
    '& a': { color: 'fg', rounded: 'l1', _hover: { color: 'brand.fg', textDecoration: 'underline' } },
  },
  '& .ranked-meta': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '4',
    rowGap: '1',
    color: 'fg.muted',
    fontSize: 'sm',
    '& span': { display: 'inline-flex', alignItems: 'center', gap: '2', wordBreak: 'break-word' },
    '& svg': { boxSize: '4', flexShrink: '0' },
  },
  '& .ranked-foot': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
  '& .ranked-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    rounded: 'l2',
    px: '1.5',
    minH: '5',
    textStyle: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    ...badgePalettes,
  },
  '& .ranked-details': { color: 'brand.fg', fontWeight: 'semibold', fontSize: 'sm', rounded: 'l1', _hover: { textDecoration: 'underline' } },
  '& .ranked-sr': { srOnly: true },
};
