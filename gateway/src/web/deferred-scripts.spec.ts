import { runInNewContext } from 'node:vm';
import { deferScripts, LOADER_SCRIPT } from './deferred-scripts';

const PAGE =
  '<html><head><title>t</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n<link rel="modulepreload" crossorigin href="/assets/Top-c3.js"></head>' +
  '<body><div id="root"><h1>Top</h1></div></body></html>';

describe('deferScripts', () => {
  it('moves the module script and preloads out of the head into one loader whose text is the same in every page', () => {
    const html = deferScripts(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(html).toContain(`<script data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/Top-c3.js">${LOADER_SCRIPT}</script>`);
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('<h1>Top</h1>'));
  });

  it('leaves a page without exactly one module entry as it was', () => {
    const none = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferScripts(none)).toBe(none);
  });

  it('adds the preloads and then the entry only after the first frame, or at once in a hidden tab', () => {
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const loader = /<script data-entry[^>]*>([^<]*)<\/script>/.exec(deferScripts(PAGE))![1];
    const run = (visibilityState: string): void =>
      runInNewContext(loader, {
        document: {
          visibilityState,
          currentScript: { dataset: { entry: '/assets/index-a1.js', preload: '/assets/react-b2.js /assets/Top-c3.js' } },
          createElement: (tag: string) => ({ tag }),
          head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
        },
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        setTimeout: (fn: () => void) => timers.push(fn),
      });

    run('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added.map((el) => el.href ?? el.src)).toEqual(['/assets/react-b2.js', '/assets/Top-c3.js', '/assets/index-a1.js']);
    expect(added.at(-1)).toMatchObject({ tag: 'script', type: 'module' });

    added.length = 0;
    run('hidden');
    expect(added).toHaveLength(3);
  });
});
