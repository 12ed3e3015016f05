import { deferScripts } from './deferred-scripts';

const PAGE =
  '<html><head><title>t</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n<link rel="modulepreload" crossorigin href="/assets/Top-c3.js"></head>' +
  '<body><div id="root"><h1>Top</h1></div></body></html>';
const LOADER = '(function(d,t){})(document,document.currentScript)';

describe('deferScripts', () => {
  it('moves the module script and preloads out of the head into one loader whose text is the same in every page', () => {
    const html = deferScripts(PAGE, 'intent', LOADER);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(html).toContain(`<script data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/Top-c3.js" data-timing="intent">${LOADER}</script>`);
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('<h1>Top</h1>'));
    expect(deferScripts(PAGE, 'paint', LOADER)).toContain('data-timing="paint"');
  });

  it('leaves a page without exactly one module entry as it was', () => {
    const none = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferScripts(none, 'intent', LOADER)).toBe(none);
  });
});
