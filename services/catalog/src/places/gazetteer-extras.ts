/**
 * What GeoNames does not say the way conference pages write it, added to the gazetteer when it is
 * built: the abbreviations of Canadian provinces, Australian states and Brazilian states (GeoNames
 * numbers those divisions; the United States' codes are already the postal ones), and a few
 * shorthand names of cities. Written from general knowledge.
 */
export const REGION_ABBREVIATIONS: Record<string, string> = {
  'CA.01': 'AB', 'CA.02': 'BC', 'CA.03': 'MB', 'CA.04': 'NB', 'CA.05': 'NL', 'CA.07': 'NS', 'CA.08': 'ON',
  'CA.09': 'PE', 'CA.10': 'QC', 'CA.11': 'SK', 'CA.12': 'YT', 'CA.13': 'NT', 'CA.14': 'NU',
  'AU.01': 'ACT', 'AU.02': 'NSW', 'AU.03': 'NT', 'AU.04': 'QLD', 'AU.05': 'SA', 'AU.06': 'TAS', 'AU.07': 'VIC', 'AU.08': 'WA',
  'BR.01': 'AC', 'BR.02': 'AL', 'BR.03': 'AP', 'BR.04': 'AM', 'BR.05': 'BA', 'BR.06': 'CE', 'BR.07': 'DF', 'BR.08': 'ES',
  'BR.29': 'GO', 'BR.13': 'MA', 'BR.14': 'MT', 'BR.11': 'MS', 'BR.15': 'MG', 'BR.16': 'PA', 'BR.17': 'PB', 'BR.18': 'PR',
  'BR.30': 'PE', 'BR.20': 'PI', 'BR.21': 'RJ', 'BR.22': 'RN', 'BR.23': 'RS', 'BR.24': 'RO', 'BR.25': 'RR', 'BR.26': 'SC',
  'BR.27': 'SP', 'BR.28': 'SE', 'BR.31': 'TO',
};

/** Shorthands that name one city wherever they are written. */
export const CITY_ALIASES: { alias: string; country: string; slug: string }[] = [
  { alias: 'NYC', country: 'US', slug: 'new-york-city' },
  { alias: 'CDMX', country: 'MX', slug: 'mexico-city' },
  { alias: 'HCMC', country: 'VN', slug: 'ho-chi-minh-city' },
];
