import { deferScripts } from './deferred-scripts';
import { framed, pageFrame } from './page-frame';

const TEMPLATE =
  '<html><head><title>Conferences</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" href="/assets/site-x.css"></head><body><div id="root"></div></body></html>';
const LOADER = '(function(d,t){})(document,document.currentScript)';
const PRELOADS = '<link rel="modulepreload" crossorigin href="/assets/Detail-d4.js">';
const PAGE = { head: '<title>JSConf</title>', body: '<h1>JSConf &lt;/body&gt;</h1>', state: '<script>window.__STATE__=1</script>' };

describe('pageFrame', () => {
  it("puts the page's head, body and state where the template had its title and root, its scripts in the loader", () => {
    const frame = pageFrame(TEMPLATE, PRELOADS, 'intent', LOADER);
    expect(frame).toBeDefined();
    const html = framed(frame!, PAGE);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/assets/site-x.css"><title>JSConf</title></head><body>' +
        '<div id="root"><h1>JSConf &lt;/body&gt;</h1></div><script>window.__STATE__=1</script>' +
        `<script data-entry="/assets/index-a1.js" data-preload="/assets/Detail-d4.js" data-timing="intent">${LOADER}</script></body></html>`,
    );
    // The same page as one pass over the whole HTML made it.
    const whole = TEMPLATE.replace('<title>Conferences</title>', '')
      .replace('</head>', `${PRELOADS}${PAGE.head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${PAGE.body}</div>${PAGE.state}`);
    expect(html).toBe(deferScripts(whole, 'intent', LOADER));
  });

  it('has no frame for a template without a root to render into', () => {
    expect(pageFrame('<html><head></head><body></body></html>', '', 'paint', LOADER)).toBeUndefined();
  });
});
