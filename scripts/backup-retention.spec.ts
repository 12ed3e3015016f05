import { backupName, toPrune } from './lib/backup/retention';

describe('scheduled backup retention', () => {
  it('names a backup after its UTC start time', () => {
    expect(backupName(new Date('2026-03-04T05:06:07.890Z'))).toBe('confdir-20260304T050607Z');
  });

  it('keeps the newest finished backups and touches nothing else in the folder', () => {
    const entries = [
      { name: 'confdir-20260101T030000Z', finished: true },
      { name: 'confdir-20260103T030000Z', finished: true },
      { name: 'confdir-20260102T030000Z', finished: true },
      { name: 'confdir-20260104T030000Z', finished: false },
      { name: 'my-own-dump', finished: true },
      { name: 'confdir-20251231T030000Z', finished: true },
    ];
    expect(toPrune(entries, 2)).toEqual(['confdir-20260101T030000Z', 'confdir-20251231T030000Z']);
    expect(toPrune(entries, 10)).toEqual([]);
  });
});
