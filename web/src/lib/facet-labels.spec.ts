import { withCounts } from './facet-labels';

describe('withCounts', () => {
  it('labels each value with its count, zero when the facets leave it out, and keeps "any"', () => {
    const options = [
      { value: '', label: 'Any format' },
      { value: 'online', label: 'Online' },
      { value: 'hybrid', label: 'Hybrid' },
    ];
    expect(withCounts(options, [{ value: 'online', count: 123 }]).map((o) => o.label)).toEqual(['Any format', 'Online (123)', 'Hybrid (0)']);
    expect(withCounts(options, undefined)).toEqual(options);
  });
});
