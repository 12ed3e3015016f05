import { interestLabel, interestPalette, roleLabel, rolePalette } from './roles';

describe('role colours', () => {
  it('gives every role its own colour, DID_NOT_ATTEND included', () => {
    const roles = ['ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED', 'DID_NOT_ATTEND'];
    const colours = roles.map(rolePalette);
    expect(new Set(colours).size).toBe(roles.length);
    expect(rolePalette('DID_NOT_ATTEND')).toBe('gray');
  });
  it('falls back to gray and the raw text for an unknown role', () => {
    expect(rolePalette('JUDGED')).toBe('gray');
    expect(roleLabel('JUDGED')).toBe('JUDGED');
    expect(roleLabel('SPOKE')).toBe('Spoke');
  });
  it('colours pipeline statuses', () => {
    expect(interestPalette('ATTENDING')).toBe('green');
    expect(interestPalette('whatever')).toBe('gray');
  });

  it('names pipeline statuses as the conference page does', () => {
    expect(interestLabel('NOT_GOING')).toBe('Not Going');
    expect(interestLabel('SPONSORING')).toBe('Sponsoring');
    expect(interestLabel('whatever')).toBe('whatever');
  });
});
