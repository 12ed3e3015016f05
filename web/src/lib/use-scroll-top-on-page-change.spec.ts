import { renderHook } from '@testing-library/react';
import { useScrollTopOnPageChange } from './use-scroll-top-on-page-change';

/** The window scrolled to `y`, as the browser leaves it. */
function scrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('useScrollTopOnPageChange', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrolledTo(1800);
  });
  afterEach(() => scrollTo.mockRestore());

  const pages = (initialPage: number | undefined) => renderHook(({ page }) => useScrollTopOnPageChange(page), { initialProps: { page: initialPage } });

  it('scrolls smoothly to the top when another page is shown, not on the first one', () => {
    const view = pages(1);
    expect(scrollTo).not.toHaveBeenCalled();
    view.rerender({ page: undefined });
    view.rerender({ page: 2 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('goes on when a scroll ends short of the top, until it is there', () => {
    const view = pages(1);
    view.rerender({ page: 2 });
    scrolledTo(640); // stopped half-way by another scroll
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrolledTo(0);
    window.dispatchEvent(new Event('scrollend'));
    scrolledTo(300);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the scroll to the reader once they scroll themselves, and stops on the next page change', () => {
    const view = pages(1);
    view.rerender({ page: 2 });
    window.dispatchEvent(new Event('wheel'));
    scrolledTo(900);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    view.rerender({ page: 3 });
    view.unmount();
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
