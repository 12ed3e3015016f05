import { badge, hstack, icon, paletteBadge, SR_ONLY, stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe } from '@/components/ui/static-styles';
import { TYPE_PALETTE } from '@/config/theme';

const palettes = [...new Set(Object.values(TYPE_PALETTE))];

/** The picture placeholder's gradient in each type's colours, named by data-palette. */
const typeGradients = Object.fromEntries(palettes.map((palette) => [`&[data-palette=${palette}]`, { gradientFrom: `${palette}.400` }]));

/**
 * The browse grid's conference cards: plain elements with these classes (static-styles.ts) look as the Card
 * (outline), Badge, Heading, Link, Stack and Icon components they replace did, without their work per element.
 */
export const cardStyles = defineStyles({
  item: { listStyleType: 'none' },
  card: {
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
  picture: { h: { base: '28', md: '40' }, w: 'full', objectFit: 'cover' },
  placeholder: {
    h: { base: '28', md: '40' },
    w: 'full',
    bgGradient: 'to-br',
    gradientTo: 'brand.700',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    ...typeGradients,
  },
  placeholderIcon: icon('10', { color: 'white', opacity: 0.85 }),
  body: stack('3', { p: '5', flex: '1' }),
  type: paletteBadge('subtle', 'sm'),
  title: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md', lineHeight: 'short', wordBreak: 'break-word' },
  titleLink: [recipe('link'), { color: 'fg', _hover: { color: 'brand.fg' } }],
  meta: stack('1.5'),
  row: hstack('2', { color: 'fg.muted', fontSize: 'sm' }),
  rowIcon: icon('4'),
  location: { wordBreak: 'break-word' },
  facts: hstack('2', { flexWrap: 'wrap', fontSize: 'sm' }),
  inPerson: badge('outline', 'gray', 'sm'),
  remote: badge('outline', 'teal', 'sm'),
  cfp: hstack('1.5', { color: 'fg.muted', '&[data-open]': { color: 'fg' } }),
  source: { fontSize: 'xs', color: 'fg.muted', mt: 'auto' },
  footer: hstack('2', { px: '5', pb: '5', pt: '0' }),
  details: [recipe('link'), { color: 'brand.fg', fontWeight: 'semibold', fontSize: 'sm' }],
  sr: SR_ONLY,
});
