import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { includeGlobalStyles } from '@/config/theme';
import { globalStyles } from '@/config/theme-global';

// jsdom lacks what Chakra (Ark UI) expects of a browser.
Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Element.prototype.scrollTo = () => {};
window.scrollTo = () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// findBy*/waitFor wait for what a user would wait for, not 1 s: at load 20 on CI a re-render after a fetch took over 5 s.
configure({ asyncUtilTimeout: 15_000 });
// Chakra in jsdom renders slowly on a shared 2-core machine; these tests assert behaviour, not speed.
jest.setTimeout(60_000);
// Tests render without a server's CSS, as a client-rendered page does: the theme keeps its global
// styles. Here, before a test file's imports, because a widget's module builds the theme as it loads.
includeGlobalStyles(globalStyles);
