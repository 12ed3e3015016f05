import { randomUUID } from 'node:crypto';
import { ErrorCode, LOGO_MAX_BYTES, MEDIA_PATTERNS, ObjectLocation, PHOTO_MAX_BYTES, UploadParameters, VerifiedObject } from '@confdir/contracts';
import { ServiceCalls, serviceCalls } from '../../../testing/service-calls';
import { Stack, startStack } from '../../../testing/stack';

/** A real 2x2 PNG and 1x1 GIF; JPEG and WebP by their headers, which is all the service reads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a4649460001', 'hex'), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(64)]);
const UPLOAD_TYPES_MESSAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
const LOGO_RULE = 'Logo must be an image of at most 5 MB (JPEG, PNG, WebP or GIF)';
const PHOTO_RULE = 'Photo must be an image of at most 50 MB (JPEG, PNG, WebP or GIF)';

/** A PNG of exactly `size` bytes: the signature, then padding. */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/**
 * The media service on its own, over NATS, with real Postgres and the embedded S3 store: what it
 * issues, what it finds in the store after a browser's PUT, and what it deletes.
 */
describe('media service: upload parameters and verification after upload', () => {
  let stack: Stack;
  let svc: ServiceCalls;

  beforeAll(async () => {
    stack = await startStack({ services: ['media'] });
    svc = serviceCalls(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const presign = (contentType = 'image/png') => svc.send<UploadParameters>(MEDIA_PATTERNS.createUpload, { contentType });
  const keyOf = (objectPath: string) => objectPath.split('/').pop() as string;
  const put = async (uploadURL: string, bytes: Buffer, contentType = 'image/png') => {
    const res = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
    expect(res.ok).toBe(true);
  };
  const uploaded = async (bytes: Buffer, contentType = 'image/png') => {
    const params = await presign(contentType);
    await put(params.uploadURL, bytes, contentType);
    return { ...params, key: keyOf(params.objectPath) };
  };
  const verify = (objectPath: string, maxBytes: number, label: string) => svc.send<VerifiedObject>(MEDIA_PATTERNS.verify, { objectPath, maxBytes, label });
  const refusal = (objectPath: string, maxBytes: number, label: string) => svc.refusal(MEDIA_PATTERNS.verify, { objectPath, maxBytes, label });
  const inStore = async (key: string) => (await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`, { method: 'HEAD' })).ok;
  const record = async (key: string) =>
    (await svc.sql('SELECT declared_content_type, content_type, size_bytes, verified_at IS NOT NULL AS verified, rejected_at IS NOT NULL AS rejected FROM media.uploads WHERE key = $1', [key]))[0];
  const uploadCount = async () => (await svc.sql<{ n: number }>('SELECT count(*)::int AS n FROM media.uploads'))[0].n;

  describe('upload parameters', () => {
    it('issue a presigned PUT under a fresh key for each image type SPEC allows, recording the declared type', async () => {
      const keys = new Set<string>();
      for (const [declared, stored] of [
        ['image/jpeg', 'image/jpeg'],
        ['image/jpg', 'image/jpg'],
        ['image/png', 'image/png'],
        ['image/webp', 'image/webp'],
        ['image/gif', 'image/gif'],
        [' IMAGE/PNG ', 'image/png'],
      ]) {
        const { objectPath, uploadURL } = await presign(declared);
        const key = keyOf(objectPath);
        expect(objectPath).toBe(`/api/objects/${key}`);
        expect(new URL(uploadURL).pathname).toBe(`/${stack.s3.bucket}/${key}`);
        expect(await record(key)).toEqual({ declared_content_type: stored, content_type: null, size_bytes: null, verified: false, rejected: false });
        keys.add(key);
      }
      expect(keys.size).toBe(6);
    });

    it('are refused for anything but those image types, recording nothing', async () => {
      const before = await uploadCount();
      for (const contentType of ['image/svg+xml', 'text/html', 'application/pdf', 'image/tiff', 'image/png; charset=utf-8', 'image/', '', null, 42]) {
        expect(await svc.refusal(MEDIA_PATTERNS.createUpload, { contentType })).toEqual({ code: ErrorCode.Validation, message: UPLOAD_TYPES_MESSAGE });
      }
      expect(await svc.refusal(MEDIA_PATTERNS.createUpload, {})).toEqual({ code: ErrorCode.Validation, message: UPLOAD_TYPES_MESSAGE });
      // A size cannot be agreed in advance: a presigned PUT cannot bound it, so verification does.
      expect(await svc.refusal(MEDIA_PATTERNS.createUpload, { contentType: 'image/png', size: 10 })).toEqual({ code: ErrorCode.Validation, message: 'property size should not exist' });
      expect(await uploadCount()).toBe(before);
    });
  });

  describe('verification', () => {
    it.each([
      ['a PNG', PNG, 'image/png'],
      ['a GIF', GIF, 'image/gif'],
      ['a JPEG', JPEG, 'image/jpeg'],
      ['a WebP', WEBP, 'image/webp'],
    ])('accepts %s, keeps it and records the type its bytes have', async (_name, bytes, type) => {
      const { objectPath, key } = await uploaded(bytes);
      expect(await verify(objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ objectPath, contentType: type, size: bytes.length });
      expect(await inStore(key)).toBe(true);
      expect(await record(key)).toMatchObject({ content_type: type, size_bytes: bytes.length, verified: true, rejected: false });
      expect(await svc.send<ObjectLocation>(MEDIA_PATTERNS.getObject, { key })).toMatchObject({ contentType: type, size: bytes.length });
    });

    it('trusts the bytes over the declared type', async () => {
      const { objectPath, key } = await uploaded(GIF, 'image/png');
      expect(await verify(objectPath, LOGO_MAX_BYTES, 'Logo')).toMatchObject({ contentType: 'image/gif' });
      expect(await record(key)).toMatchObject({ declared_content_type: 'image/png', content_type: 'image/gif' });
    });

    it('accepts an image previewed (served) before it is saved, and serves it afterwards', async () => {
      const { objectPath, key } = await uploaded(PNG);
      expect(await svc.send<ObjectLocation>(MEDIA_PATTERNS.getObject, { key })).toMatchObject({ contentType: 'image/png', size: PNG.length });
      expect(await verify(objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ objectPath, contentType: 'image/png', size: PNG.length });
      expect(await svc.send<ObjectLocation>(MEDIA_PATTERNS.getObject, { key })).toMatchObject({ contentType: 'image/png' });
      expect(await inStore(key)).toBe(true);
    });

    it.each([
      ['an HTML page', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1')],
      ['a WAV file (RIFF but not WebP)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00', 'latin1')],
      ['a truncated PNG signature', PNG.subarray(0, 4)],
      ['an empty object', Buffer.alloc(0)],
    ])('refuses %s declared as image/png and deletes it from the store', async (_name, bytes) => {
      const { objectPath, key } = await uploaded(bytes);
      expect(await inStore(key)).toBe(true);
      expect(await refusal(objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });
      expect(await inStore(key)).toBe(false);
      expect(await record(key)).toMatchObject({ verified: false, rejected: true });
      // Asked again, it still says why rather than "not found", and it is never served.
      expect(await refusal(objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });
      expect(await svc.refusal(MEDIA_PATTERNS.getObject, { key })).toEqual({ code: ErrorCode.NotFound, message: 'Object not found' });
    });

    it('accepts an image of exactly the limit and refuses and deletes one a byte over it', async () => {
      const exact = await uploaded(pngOf(LOGO_MAX_BYTES));
      expect(await verify(exact.objectPath, LOGO_MAX_BYTES, 'Logo')).toMatchObject({ size: LOGO_MAX_BYTES });
      expect(await inStore(exact.key)).toBe(true);

      const over = await uploaded(pngOf(LOGO_MAX_BYTES + 1));
      expect(await refusal(over.objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });
      expect(await inStore(over.key)).toBe(false);
      expect(await record(over.key)).toMatchObject({ rejected: true, size_bytes: null });
    });

    it('refuses a verified photo as a smaller logo without deleting it, since it may be in use', async () => {
      const { objectPath, key } = await uploaded(pngOf(LOGO_MAX_BYTES + 1));
      expect(await verify(objectPath, PHOTO_MAX_BYTES, 'Photo')).toMatchObject({ size: LOGO_MAX_BYTES + 1 });
      expect(await refusal(objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });
      expect(await inStore(key)).toBe(true);
      expect(await verify(objectPath, PHOTO_MAX_BYTES, 'Photo')).toMatchObject({ contentType: 'image/png' });
    });

    it('refuses and deletes a verified object replaced through its still-valid upload URL', async () => {
      const { objectPath, uploadURL, key } = await uploaded(PNG);
      await verify(objectPath, PHOTO_MAX_BYTES, 'Photo');
      await put(uploadURL, Buffer.from('<!doctype html><script>alert(1)</script>'));
      expect(await refusal(objectPath, PHOTO_MAX_BYTES, 'Photo')).toEqual({ code: ErrorCode.Validation, message: PHOTO_RULE });
      expect(await inStore(key)).toBe(false);

      // Even for another image: a logo swapped for a bigger one after its check must not slip past the limit.
      const logo = await uploaded(PNG);
      await verify(logo.objectPath, LOGO_MAX_BYTES, 'Logo');
      await put(logo.uploadURL, pngOf(LOGO_MAX_BYTES + 1));
      expect(await refusal(logo.objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });
      expect(await inStore(logo.key)).toBe(false);
    });

    it('stops serving a verified object replaced afterwards, whatever the new bytes, and deletes it', async () => {
      // Saved as a logo under the 5 MB limit, then swapped through the same URL for a bigger image.
      const logo = await uploaded(PNG);
      await verify(logo.objectPath, LOGO_MAX_BYTES, 'Logo');
      await put(logo.uploadURL, pngOf(LOGO_MAX_BYTES + 1));
      expect(await svc.refusal(MEDIA_PATTERNS.getObject, { key: logo.key })).toEqual({ code: ErrorCode.NotFound, message: 'Object not found' });
      expect(await inStore(logo.key)).toBe(false);
      expect(await refusal(logo.objectPath, LOGO_MAX_BYTES, 'Logo')).toEqual({ code: ErrorCode.Validation, message: LOGO_RULE });

      // An upload not yet verified is checked when first served, and served.
      const preview = await uploaded(PNG);
      await put(preview.uploadURL, GIF);
      expect(await svc.send<ObjectLocation>(MEDIA_PATTERNS.getObject, { key: preview.key })).toMatchObject({ contentType: 'image/gif', size: GIF.length });
    });

    it('says an upload never sent is missing, deletes nothing, and verifies it once it arrives', async () => {
      const { objectPath, uploadURL } = await presign();
      expect(await refusal(objectPath, PHOTO_MAX_BYTES, 'Photo')).toEqual({ code: ErrorCode.Validation, message: 'Photo upload was not found; please upload it again' });
      expect(await record(keyOf(objectPath))).toMatchObject({ verified: false, rejected: false });
      await put(uploadURL, PNG);
      expect(await verify(objectPath, PHOTO_MAX_BYTES, 'Photo')).toEqual({ objectPath, contentType: 'image/png', size: PNG.length });
    });

    it('refuses a path it never issued, even when the store holds an image under it', async () => {
      const key = randomUUID();
      await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
      expect(await refusal(`/api/objects/${key}`, PHOTO_MAX_BYTES, 'Photo')).toEqual({ code: ErrorCode.Validation, message: 'Photo was not uploaded here; please upload it again' });
      expect(await svc.refusal(MEDIA_PATTERNS.getObject, { key })).toEqual({ code: ErrorCode.NotFound, message: 'Object not found' });
      expect(await svc.refusal(MEDIA_PATTERNS.verify, { objectPath: 'https://elsewhere.example.com/a.png', maxBytes: PHOTO_MAX_BYTES })).toEqual({
        code: ErrorCode.Validation,
        message: 'Not an uploaded object path',
      });
    });
  });
});
