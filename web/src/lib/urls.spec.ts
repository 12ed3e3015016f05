import { safeHttpUrl, safeImageUrl } from './urls';

const SCRIPTS = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://a.example/x'];

describe('stored URLs (issue 11)', () => {
  it('keeps http(s) links', () => {
    expect(safeHttpUrl('https://acme.example/case')).toBe('https://acme.example/case');
    expect(safeHttpUrl('http://acme.example')).toBe('http://acme.example/');
  });

  it.each(SCRIPTS)('refuses %j as a link and as an image', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
    expect(safeImageUrl(value)).toBeUndefined();
  });

  it('refuses text that is not a URL', () => {
    expect(safeHttpUrl('acme.example')).toBeUndefined();
    expect(safeHttpUrl('')).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
  });

  it('lets images use paths on this site but not paths that leave it', () => {
    expect(safeImageUrl('/api/objects/logo.png')).toBe('/api/objects/logo.png');
    expect(safeImageUrl('//evil.example/x.png')).toBeUndefined();
    expect(safeImageUrl('/\\evil.example/x.png')).toBeUndefined();
    expect(safeImageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
