import { pageLoader } from './page-loader';

type ScriptTiming = 'paint' | 'intent';

/** The script URLs the loader has added to the head so far. */
const added = (): string[] => [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');

/** A fresh document holding `body`, with the loader of a page of the given timing run on it. */
function openPage(timing: ScriptTiming, body: string): void {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  const tag = document.createElement('script');
  Object.assign(tag.dataset, { entry: '/assets/index-a1.js', preload: '/assets/react-b2.js /assets/Top-c3.js', timing });
  // A fresh document each time: listeners of an earlier test's loader must not see this one's events.
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = body;
  Object.defineProperty(doc, 'head', { value: document.head });
  pageLoader(doc, tag, ['votedConferences']);
  current = doc;
}
let current: Document;

/** React's node for an element as the loader reads it: `flags` 4096 while the render hydrating it has not committed. */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}
const ROOT: Fiber = { tag: 3, flags: 0, alternate: null, return: null };

/** What React does to an element it hydrates: it keeps the element's node and props on it, under a committed section. */
const hydrate = (el: Element, section: Fiber = ROOT): void => {
  Object.assign(el, { '__reactFiber$x1': { tag: 5, flags: 0, alternate: null, return: section }, '__reactProps$x1': {} });
  current.documentElement.setAttribute('data-hydrated', '');
};

describe('pageLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('an app page adds the preloads and then the entry after the first frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    openPage('paint', '<p>form</p>');
    expect(added()).toEqual([]);
    frames.shift()!(0);
    jest.runOnlyPendingTimers();
    expect(added()).toEqual(['/assets/react-b2.js', '/assets/Top-c3.js', '/assets/index-a1.js']);
  });

  it('a reading page fetches no script until the visitor points at, touches, focuses or types on it', () => {
    for (const intent of ['pointerover', 'touchstart', 'focusin', 'keydown']) {
      openPage('intent', '<a href="/upcoming">Upcoming</a>');
      jest.runAllTimers();
      expect(added()).toEqual([]);
      current.body.dispatchEvent(new Event(intent, { bubbles: true }));
      expect(added()).toEqual(['/assets/react-b2.js', '/assets/Top-c3.js', '/assets/index-a1.js']);
    }
  });

  it('a reading page loads after the first frame in a browser that holds the visitor\'s votes', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    localStorage.setItem('votedConferences', '[1]');
    try {
      openPage('intent', '<p>top</p>');
      frames.shift()!(0);
      jest.runOnlyPendingTimers();
      expect(added()).toHaveLength(3);
    } finally {
      localStorage.removeItem('votedConferences');
    }
  });

  it('replays controls used before hydration in the order they were used', () => {
    openPage('intent', '<select id="y"><option>2026</option><option>2027</option></select><select id="q"><option>Q1</option><option>Q2</option></select>');
    const [year, quarter] = [current.querySelector<HTMLSelectElement>('#y')!, current.querySelector<HTMLSelectElement>('#q')!];
    const seen: string[] = [];
    year.value = '2027';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    quarter.value = 'Q2';
    quarter.dispatchEvent(new Event('change', { bubbles: true }));
    current.addEventListener('change', (e) => seen.push((e.target as HTMLSelectElement).value));
    hydrate(quarter);
    jest.advanceTimersByTime(500);
    expect(seen).toEqual([]);
    hydrate(year);
    jest.advanceTimersByTime(200);
    expect(seen).toEqual(['2027', 'Q2']);
  });

  it('holds a click on a button until React has hydrated it, then clicks it once', () => {
    openPage('intent', '<button type="button">Upvote</button>');
    const button = current.querySelector('button')!;
    const clicks = jest.fn();
    current.addEventListener('click', clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(added()).toHaveLength(3);
    jest.advanceTimersByTime(500);
    expect(clicks).not.toHaveBeenCalled();
    hydrate(button);
    jest.advanceTimersByTime(100);
    expect(clicks).toHaveBeenCalledTimes(1);
    // Live now: the next click goes straight through.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the popover menu button to the browser', () => {
    openPage('intent', '<a href="#x">Link</a><button popovertarget="menu">Menu</button>');
    const events: Event[] = [];
    current.addEventListener('click', (e) => events.push(e));
    current.querySelector('a')!.click();
    current.querySelector('button')!.click();
    expect(events.map((e) => e.defaultPrevented)).toEqual([false, false]);
  });

  it("holds a form's submit and a select's change, and replays them on the hydrated elements", () => {
    openPage('intent', '<form><select><option value="a">A</option><option value="b">B</option></select><button type="submit">Send</button></form>');
    const form = current.querySelector('form')!;
    const select = current.querySelector('select')!;
    const submitted = jest.fn((e: Event) => e.preventDefault());
    const changed = jest.fn(() => select.value);
    form.requestSubmit = () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.value = 'a'; // React resets a select to its state while hydrating
    hydrate(select);
    current.addEventListener('change', changed);
    jest.advanceTimersByTime(100);
    expect(changed).toHaveReturnedWith('b');

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    hydrate(form);
    current.addEventListener('submit', submitted);
    jest.advanceTimersByTime(100);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('holds a submit while the section holding the form is still being hydrated, and sends it once that render committed', () => {
    openPage('intent', '<form><button type="submit">Send</button></form>');
    const form = current.querySelector('form')!;
    const submitted = jest.fn((e: Event) => e.preventDefault());
    form.requestSubmit = () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // The page has committed; the section's own render has reached the form (its props are on it) but not committed.
    const section: Fiber = { tag: 7, flags: 4096, alternate: null, return: { tag: 13, flags: 0, alternate: { ...ROOT, tag: 13 }, return: ROOT } };
    hydrate(form, section);
    current.addEventListener('submit', submitted);
    jest.advanceTimersByTime(500);
    expect(submitted).not.toHaveBeenCalled();
    section.flags = 0;
    jest.advanceTimersByTime(100);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('gives React a field typed into before hydration, before the click that followed it', () => {
    openPage('intent', '<input aria-label="Website"><button type="button">Fill</button>');
    const [input, button] = [current.querySelector('input')!, current.querySelector('button')!];
    const seen: string[] = [];
    input.value = 'https://conf.example';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    input.value = ''; // React sets the field back to its state while hydrating it
    let tracked = input.value; // and remembers what it saw
    Object.assign(input, { _valueTracker: { setValue: (v: string) => (tracked = v) } });
    // The instance's own value setter, as React defines it on a field it tracks.
    const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(input, 'value', {
      get: () => own.get!.call(input) as string,
      set: (v: string) => {
        tracked = v;
        own.set!.call(input, v);
      },
    });
    current.addEventListener('input', () => seen.push(tracked === input.value ? 'no change' : `typed ${input.value}`));
    current.addEventListener('click', () => seen.push('click'));
    hydrate(input);
    hydrate(button);
    jest.advanceTimersByTime(200);
    expect(seen).toEqual(['typed https://conf.example', 'click']);
  });

  it('replays on the element in the same place when React rendered the region anew', () => {
    openPage('intent', '<main><div><button type="button">Retry</button></div></main>');
    const old = current.querySelector('button')!;
    old.click();
    const clicks: string[] = [];
    const region = current.querySelector('div')!;
    region.innerHTML = '<button type="button">Retry</button>'; // what a client render of a mismatched boundary does
    const fresh = current.querySelector('button')!;
    fresh.addEventListener('click', () => clicks.push('fresh'));
    hydrate(fresh);
    jest.advanceTimersByTime(200);
    expect(clicks).toEqual(['fresh']);
  });

  it('gives a held click up when its element leaves the page', () => {
    openPage('intent', '<div><button type="button">Retry</button></div>');
    const button = current.querySelector('button')!;
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    button.click();
    button.remove();
    hydrate(button);
    jest.advanceTimersByTime(1000);
    expect(clicks).not.toHaveBeenCalled();
  });
});
