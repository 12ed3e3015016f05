import fc from 'fast-check';
import { firstPositions } from './icp-candidates';

/** What the ICP-word group was before the merge: every hit once, sorted, the first `count`. */
function gatherAndSort(lists: number[][], count: number): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b).slice(0, count);
}

const ascendingList = fc.uniqueArray(fc.integer({ min: 0, max: 4000 }), { maxLength: 300 }).map((list) => list.sort((a, b) => a - b));

describe('firstPositions (the ICP-word group of a window)', () => {
  it('picks the soonest conferences matching any term, each once, in window order', () => {
    expect(firstPositions([[1, 5, 9], [2, 5, 7], [], [0, 9]], 5)).toEqual([0, 1, 2, 5, 7]);
    expect(firstPositions([[3, 4]], 10)).toEqual([3, 4]);
    expect(firstPositions([], 10)).toEqual([]);
    expect(firstPositions([[1, 2]], 0)).toEqual([]);
  });

  it('answers as gathering every hit and sorting them would, for any lists and page size', () => {
    fc.assert(
      fc.property(fc.array(ascendingList, { maxLength: 16 }), fc.integer({ min: 0, max: 200 }), (lists, count) => {
        expect(firstPositions(lists, count)).toEqual(gatherAndSort(lists, count));
      }),
    );
  });
});
