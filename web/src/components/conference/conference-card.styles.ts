import type { SystemStyleObject } from '@chakra-ui/react';
import { TYPE_PALETTE } from '@/config/theme';

const palettes = [...new Set(Object.values(TYPE_PALETTE))];

/** Each type's colours, named by data-palette: the badge's palette and the picture placeholder's gradient. */
const typePalettes = Object.fromEntries(palettes.map((palette) => [`&[data-palette=${palette}]`, { colorPalette: palette, gradientFrom: `${palette}.400` }]));

/** Chakra's Link recipe (plain variant), which the card's two links had. */
const LINK: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
};

/** Chakra's Badge recipe (size sm). */
const BADGE: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
};

/** An icon beside a line of text (Chakra's Icon recipe, box 4). */
const ROW_ICON: SystemStyleObject = { display: 'inline-block', lineHeight: '1em', flexShrink: '0', color: 'currentcolor', verticalAlign: 'middle', boxSize: '4' };

/**
 * The browse grid's conference cards, resolved once per grid instead of once per element and card: the
 * cards are plain elements with these classes. Same tokens as the Card (outline), Badge, Heading, Link,
 * Stack and Icon styles they replace, so the grid looks as it did with those components.
 */
export const CONFERENCE_CARD_CSS: SystemStyleObject = {
  '& .conf-card-item': { listStyleType: 'none' },
  '& .conf-card': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    color: 'fg',
    textAlign: 'start',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    overflow: 'hidden',
    rounded: 'card',
    transition: 'box-shadow 0.2s, transform 0.2s, border-color 0.2s',
    _hover: { shadow: 'lg', transform: 'translateY(-2px)', borderColor: 'brand.emphasized' },
    h: 'full',
  },
  '& .conf-card-picture': { h: { base: '28', md: '40' }, w: 'full', objectFit: 'cover' },
  '& .conf-card-placeholder': {
    h: { base: '28', md: '40' },
    w: 'full',
    bgGradient: 'to-br',
    gradientTo: 'brand.700',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    ...typePalettes,
    '& svg': { display: 'inline-block', lineHeight: '1em', flexShrink: '0', verticalAlign: 'middle', boxSize: '10', color: 'white', opacity: 0.85 },
  },
  '& .conf-card-body': { p: '5', flex: '1', display: 'flex', flexDirection: 'column', gap: '3' },
  '& .conf-card-type': { ...BADGE, bg: 'colorPalette.subtle', color: 'colorPalette.fg', ...typePalettes },
  '& .conf-card-title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'md',
    lineHeight: 'short',
    wordBreak: 'break-word',
    '& a': { ...LINK, color: 'fg', _hover: { ...(LINK._hover as object), color: 'brand.fg' } },
  },
  '& .conf-card-meta': { display: 'flex', flexDirection: 'column', gap: '1.5' },
  '& .conf-card-row': { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '2', color: 'fg.muted', fontSize: 'sm', '& svg': ROW_ICON },
  '& .conf-card-location': { wordBreak: 'break-word' },
  '& .conf-card-facts': { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '2', flexWrap: 'wrap', fontSize: 'sm' },
  '& .conf-card-mode': {
    ...BADGE,
    colorPalette: 'teal',
    color: 'colorPalette.fg',
    '--outline-shadow-legacy': 'colors.colorPalette.muted',
    '--outline-shadow': 'colors.colorPalette.border',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'var(--outline-shadow, var(--outline-shadow-legacy))',
    '&[data-palette=gray]': { colorPalette: 'gray' },
  },
  '& .conf-card-cfp': { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '1.5', color: 'fg.muted', '&[data-open]': { color: 'fg' }, '& svg': ROW_ICON },
  '& .conf-card-source': { fontSize: 'xs', color: 'fg.muted', mt: 'auto' },
  '& .conf-card-footer': { display: 'flex', alignItems: 'center', gap: '2', px: '5', pb: '5', pt: '0' },
  '& .conf-card-details': { ...LINK, color: 'brand.fg', fontWeight: 'semibold', fontSize: 'sm' },
  '& .conf-card-sr': { srOnly: true },
};
