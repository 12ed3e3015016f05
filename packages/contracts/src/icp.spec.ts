import { IcpFields, icpItemLists, icpSimilarity, IcpSimilarityIndex } from './icp';

const icp = (industries: string | null, titles: string | null, regions: string | null, sizes: string | null): IcpFields => ({
  targetIndustries: industries,
  targetTitles: titles,
  targetRegions: regions,
  targetCompanySizes: sizes,
});

describe('IcpSimilarityIndex', () => {
  it('scores as icpSimilarity does, for lists empty on either side, shared or not, in any case, and leaves out zeros', () => {
    const companies = [
      icp('Fintech, Banking, Payments', 'CFO, Head of Payments', 'Europe, North America', '50-200, 200-1000'),
      icp('fintech, insurance', 'CFO', 'europe', null),
      icp('Healthcare', null, 'Asia Pacific', '1-50'),
      icp(null, null, null, null),
      icp('Payments, Banking, Fintech, Retail', 'cfo, cto, vp engineering', 'Global', '200-1000'),
    ];
    const index = new IcpSimilarityIndex(companies.map(icpItemLists));
    for (const a of companies) {
      const expected = new Map(companies.map((b, i) => [i, icpSimilarity(a, b).score] as const).filter(([, score]) => score > 0));
      expect(index.scores(icpItemLists(a))).toEqual(expected);
    }
  });
});
