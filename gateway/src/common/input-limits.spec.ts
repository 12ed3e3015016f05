import { inputProblem } from './input-limits';

describe('inputProblem', () => {
  const deep = (levels: number): unknown => {
    let v: unknown = 'leaf';
    for (let i = 0; i < levels; i++) v = { a: v };
    return v;
  };

  it('allows 32 levels of nesting and refuses 33, without recursion on huge depths', () => {
    expect(inputProblem(deep(32), 32)).toBeUndefined();
    expect(inputProblem(deep(33), 32)).toBe('JSON nested deeper than 32 levels');
    expect(inputProblem(deep(200_000), 32)).toBe('JSON nested deeper than 32 levels');
  });

  it('names the field holding a lone surrogate, in body order', () => {
    expect(inputProblem({ ok: 'fine', userEmail: 'a\ud800@b.c', later: '\udc00' }, 32)).toBe('userEmail must be well-formed Unicode text');
    expect(inputProblem({ photos: ['ok', '\udfff'] }, 32)).toBe('photos[1] must be well-formed Unicode text');
    expect(inputProblem({ ['k\ud800']: 1 }, 32)).toBe('a field name in body must be well-formed Unicode text');
    expect(inputProblem('\ud800', 32)).toBe('body must be well-formed Unicode text');
  });

  it('accepts surrogate pairs, numbers, null and empty input', () => {
    expect(inputProblem({ name: 'Emoji 🎉 𝒳', n: 1, z: null, b: true, list: [] }, 32)).toBeUndefined();
    expect(inputProblem(undefined, 32)).toBeUndefined();
  });
});
