import { IcpFields, icpItemLists, icpSimilarity, icpSimilarityScore } from './icp';

const icp = (industries: string | null, titles: string | null, regions: string | null, sizes: string | null): IcpFields => ({
  targetIndustries: industries,
  targetTitles: titles,
  targetRegions: regions,
  targetCompanySizes: sizes,
});

describe('icpSimilarityScore', () => {
  it('is the score of icpSimilarity, for lists empty on either side, shared or not, in any case', () => {
    const companies = [
      icp('Fintech, Banking, Payments', 'CFO, Head of Payments', 'Europe, North America', '50-200, 200-1000'),
      icp('fintech, insurance', 'CFO', 'europe', null),
      icp('Healthcare', null, 'Asia Pacific', '1-50'),
      icp(null, null, null, null),
      icp('Payments, Banking, Fintech, Retail', 'cfo, cto, vp engineering', 'Global', '200-1000'),
    ];
    for (const a of companies) {
      for (const b of companies) {
        expect(icpSimilarityScore(icpItemLists(a), icpItemLists(b))).toBe(icpSimilarity(a, b).score);
      }
    }
  });
});
