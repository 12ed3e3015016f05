import { pageSlots } from './pagination';

describe('pageSlots (SPEC §9)', () => {
  it('shows nothing without pages', () => {
    expect(pageSlots(1, 0)).toEqual([]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 1,2,3,4,…,last near the start', () => {
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageSlots(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageSlots(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });

  it('shows 1,…,last-3..last from page last-2 on', () => {
    expect(pageSlots(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageSlots(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('shows 1,…,p-1,p,p+1,…,last in the middle', () => {
    expect(pageSlots(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageSlots(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pageSlots(0, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageSlots(99, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });
});
