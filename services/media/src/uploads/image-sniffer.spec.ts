import { sniffImageType } from './image-sniffer';

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their magic numbers', () => {
    expect(sniffImageType(hex('ffd8ffe0 00104a46 49460001'))).toBe('image/jpeg');
    expect(sniffImageType(hex('89504e47 0d0a1a0a 0000000d'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses SVG, HTML, other RIFF files, truncated headers and empty objects', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(hex('89504e47'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
