import { Box } from '@chakra-ui/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/test-render';
import { defineStyles, recipe, slotRecipe, useStyles } from './static-styles';

const styles = defineStyles({
  row: { display: 'flex', gap: '4', color: 'fg.muted', md: { gap: '8' } },
  heading: [recipe('heading', { size: 'xl' }), { wordBreak: 'break-word' }],
  card: slotRecipe('card', 'root', { variant: 'outline' }),
});

let cache: EmotionCache | null = null;

function Sample() {
  const s = useStyles(styles);
  cache = __unsafe_useEmotionCache();
  return (
    <div className={s.row} data-testid="row">
      <h2 className={s.heading}>Title</h2>
      <section className={s.card} data-testid="card" />
      {/* The same styles as a Chakra element: the same rule, so one class. */}
      <Box display="flex" gap="4" color="fg.muted" md={{ gap: '8' }} data-testid="box" />
    </div>
  );
}

/** The document's CSS as jsdom parsed it (it drops `@layer` blocks, which browsers apply). */
const documentCss = () => {
  const text = (rules: CSSRuleList): string => Array.from(rules, (rule) => ('cssRules' in rule ? text(rule.cssRules as CSSRuleList) : '') + rule.cssText).join('\n');
  return Array.from(document.styleSheets, (sheet) => text(sheet.cssRules)).join('\n');
};

describe('static styles', () => {
  it('give plain elements the rules Chakra resolves from tokens and breakpoints', () => {
    renderWithProviders(<Sample />);
    const row = screen.getByTestId('row').className;
    expect(row).toMatch(/^css-[a-z0-9]+$/);
    const css = documentCss();
    expect(css).toContain(`.${row} {display: flex; gap: var(--chakra-spacing-4); color: var(--chakra-colors-fg-muted);}`);
    expect(css).toContain(`@media screen and (min-width: 48rem) {.${row} {gap: var(--chakra-spacing-8);}}`);
    expect(css).toContain(`.${screen.getByRole('heading', { name: 'Title' }).className} {word-break: break-word;}`);
  });

  it('put a recipe’s styles in Chakra’s recipes layer, under the element’s own', () => {
    renderWithProviders(<Sample />);
    const heading = cache?.registered[screen.getByRole('heading', { name: 'Title' }).className];
    expect(heading).toMatch(/^@layer recipes\{font-family:var\(--chakra-fonts-heading\);font-weight:var\(--chakra-font-weights-semibold\);font-size:var\(--chakra-font-sizes-xl\);.*\}word-break:break-word;$/);
    expect(cache?.registered[screen.getByTestId('card').className]).toMatch(/^@layer recipes\{.*border-width:1px;.*\}$/);
  });

  it('name the same class as a Chakra element with the same styles', () => {
    renderWithProviders(<Sample />);
    expect(screen.getByTestId('box').className).toContain(screen.getByTestId('row').className);
  });
});
