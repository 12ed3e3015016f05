import { keysMatch } from './admin-key.guard';

describe('keysMatch', () => {
  it('accepts only the exact key', () => {
    expect(keysMatch('correct-horse-battery', 'correct-horse-battery')).toBe(true);
    expect(keysMatch('correct-horse-batterY', 'correct-horse-battery')).toBe(false);
    expect(keysMatch('correct-horse', 'correct-horse-battery')).toBe(false);
    expect(keysMatch('', 'correct-horse-battery')).toBe(false);
  });
});
