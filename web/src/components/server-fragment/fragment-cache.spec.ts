import createCache from '@emotion/cache';
import { FragmentCache, fragmentHtml } from './fragment-cache';

const page = '<header><div data-fragment="header-1_R_1_"><div class="css-a"><div>x</div></div><span class="css-b">y</span></div><div>after</div></header>';

describe('fragmentHtml', () => {
  it('cuts out what is inside the fragment, nested divs included, and nothing after it', () => {
    expect(fragmentHtml(page, 'header-1_R_1_')).toBe('<div class="css-a"><div>x</div></div><span class="css-b">y</span>');
  });

  it('finds nothing for a key the page does not hold or a fragment cut short', () => {
    expect(fragmentHtml(page, 'footer-2026_R_2_')).toBeUndefined();
    expect(fragmentHtml('<div data-fragment="k"><div>', 'k')).toBeUndefined();
  });
});

describe('FragmentCache', () => {
  it('keeps a missed fragment from its page and gives it back with the rules of its classes', () => {
    const fragments = new FragmentCache();
    const first = createCache({ key: 'css' });
    first.inserted = { a: '.css-a{color:red}', b: '.css-b{color:blue}', other: '.css-other{}' };
    const render = fragments.forRender(first);
    expect(render.take('header-1_R_1_')).toBeUndefined();
    fragments.keep(page, render.missed, first);

    const next = createCache({ key: 'css' });
    expect(fragments.forRender(next).take('header-1_R_1_')).toBe(fragmentHtml(page, 'header-1_R_1_'));
    // The next page's styles list the copied classes as its own render would have.
    expect(next.inserted).toEqual({ a: '.css-a{color:red}', b: '.css-b{color:blue}' });
  });
});
