import { mockFetch } from './test-render';
import { imageContentType, NotAnImageError, uploadImage, validateImageFiles } from './uploads';

const LOGO = { maxFiles: 1, maxBytes: 5242880, noun: 'logo' };
const PHOTOS = { maxFiles: 10, maxBytes: 52428800, noun: 'photo' };
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageContentType', () => {
  it('accepts jpeg, jpg, png, webp and gif', () => {
    expect(imageContentType(file('a.jpeg', 'image/jpeg'))).toBe('image/jpeg');
    expect(imageContentType(file('a.JPG', 'image/jpeg'))).toBe('image/jpeg');
    expect(imageContentType(file('a.png', 'image/png'))).toBe('image/png');
    expect(imageContentType(file('a.webp', 'image/webp'))).toBe('image/webp');
    expect(imageContentType(file('a.gif', 'image/gif'))).toBe('image/gif');
  });
  it('derives the type from the extension when the browser gives none', () => {
    expect(imageContentType(file('a.png', ''))).toBe('image/png');
    expect(imageContentType(file('a.txt', ''))).toBeNull();
  });
  it('refuses SVG, HTML and files whose name is not an image', () => {
    expect(imageContentType(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(imageContentType(file('a.html', 'text/html'))).toBeNull();
    expect(imageContentType(file('a.html', 'image/png'))).toBeNull();
  });
});

describe('validateImageFiles', () => {
  it('lets a small logo through', () => {
    expect(validateImageFiles([file('logo.png', 'image/png')], LOGO)).toBeNull();
  });
  it('refuses a logo over 5 MB but takes exactly 5 MB', () => {
    expect(validateImageFiles([file('big.png', 'image/png', 5242881)], LOGO)).toBe('big.png is larger than 5 MB.');
    expect(validateImageFiles([file('max.png', 'image/png', 5242880)], LOGO)).toBeNull();
  });
  it('refuses a second logo', () => {
    expect(validateImageFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], LOGO)).toBe('Only one logo can be uploaded.');
  });
  it('refuses photos over 50 MB', () => {
    expect(validateImageFiles([file('huge.jpg', 'image/jpeg', 52428801)], PHOTOS)).toBe('huge.jpg is larger than 50 MB.');
  });
  it('counts photos already attached against the limit of 10', () => {
    const three = [1, 2, 3].map((i) => file(`${i}.png`, 'image/png'));
    expect(validateImageFiles(three, PHOTOS, 7)).toBeNull();
    expect(validateImageFiles(three, PHOTOS, 8)).toBe('At most 10 photos can be attached.');
  });
  it('names the file of a wrong type', () => {
    expect(validateImageFiles([file('ok.png', 'image/png'), file('x.svg', 'image/svg+xml')], PHOTOS)).toBe('x.svg is not a JPEG, PNG, WebP or GIF image.');
  });
  it('refuses empty files', () => {
    expect(validateImageFiles([file('empty.png', 'image/png', 0)], PHOTOS)).toBe('empty.png is empty.');
  });
});

describe('uploadImage', () => {
  const OBJECT_PATH = '/api/objects/11111111-1111-4111-8111-111111111111';
  const realXhr = global.XMLHttpRequest;
  let puts: string[];

  beforeEach(() => {
    puts = [];
    // The object store answers every PUT; what matters is what the server says afterwards.
    class FakeXhr {
      upload = {};
      status = 200;
      statusText = 'OK';
      onload: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        puts.push(this.url);
        setTimeout(() => this.onload?.(), 0);
      }
    }
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  function serve(objectStatus: number) {
    return mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/objects/upload') return { body: { objectPath: OBJECT_PATH, uploadURL: 'http://store/put' } };
      if (method === 'HEAD' && url.pathname === OBJECT_PATH) return { status: objectStatus };
      return undefined;
    });
  }

  const png = () => new File(['x'], 'logo.png', { type: 'image/png' });

  it('answers the object path once the server accepts the stored bytes as an image', async () => {
    const { calls } = serve(200);
    await expect(uploadImage(png(), { sendFilename: true })).resolves.toBe(OBJECT_PATH);
    expect(puts).toEqual(['http://store/put']);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/objects/upload', `HEAD ${OBJECT_PATH}`]);
  });

  it('says the file is not an image when the server refused its bytes (an HTML page named .png)', async () => {
    serve(404);
    const attempt = uploadImage(png());
    await expect(attempt).rejects.toBeInstanceOf(NotAnImageError);
    await expect(attempt).rejects.toThrow('logo.png is not a JPEG, PNG, WebP or GIF image.');
  });
});
