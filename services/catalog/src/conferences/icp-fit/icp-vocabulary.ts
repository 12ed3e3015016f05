import type { IcpFilterRegion } from '@confdir/contracts';

/**
 * The words the ICP-fit rules understand: which ICP words point to which conference type, and which
 * countries each region names. Plain tables, so every score can be explained by a line here.
 */

/** ICP words (folded, lower case) → the conference types whose audience they describe. */
export const TYPE_KEYWORDS: Record<string, string[]> = {
  Security: [
    'security', 'cybersecurity', 'infosecurity', 'ciso', 'soc', 'compliance', 'threat', 'detection', 'nis2', 'pci',
    'appsec', 'infosec', 'identity', 'zero trust', 'incident response',
  ],
  Fintech: [
    'fintech', 'banking', 'bank', 'banks', 'payments', 'payment', 'finance', 'financial', 'cfo', 'treasury', 'trading',
    'capital markets', 'hedge funds', 'insurance', 'insurtech', 'lending', 'remittances', 'psd2', 'open banking', 'quant', 'money',
  ],
  'Bio/Health': [
    'healthcare', 'health', 'hospitals', 'hospital', 'clinics', 'clinical', 'patient', 'patients', 'pharma', 'biotech',
    'life sciences', 'genomics', 'medical', 'ehr', 'hipaa', 'telehealth', 'nursing', 'cmio', 'bioinformatics', 'scientific', 'bio',
  ],
  AI: [
    'ai', 'ml', 'machine learning', 'llm', 'llms', 'mlops', 'data scientist', 'data science', 'gpus', 'gpu', 'deep learning',
    'computer vision', 'head of ai', 'data', 'analytics',
  ],
  DevOps: [
    'devops', 'sre', 'kubernetes', 'cloud native', 'platform engineer', 'infrastructure', 'observability', 'finops',
    'site reliability', 'cloud', 'developers', 'developer', 'software engineer', 'open source', 'data engineer', 'data engineering',
  ],
  SaaS: [
    'saas', 'b2b', 'sales', 'revops', 'cro', 'go-to-market', 'marketing', 'cmo', 'growth', 'crm', 'revenue', 'customer success',
    'ecommerce', 'it director', 'cio',
  ],
  Tech: [
    'hardware', 'iot', 'embedded', 'electronics', 'robotics', 'automotive', 'telecom', '5g', 'mobile', 'network', 'open ran',
    'devices', 'consumer electronics', 'software', 'developers', 'engineering', 'cto', 'government', 'digital',
  ],
  General: [
    'startups', 'startup', 'founders', 'founder', 'investors', 'investor', 'venture capital', 'vc', 'ecosystem', 'media',
    'retail', 'brands', 'b2c', 'government', 'consumer', 'partner', 'chief digital officer',
  ],
};

/** Share of the type score every company gets for broad events, whose crowd is everyone's. */
export const BROAD_TYPE_FLOOR: Record<string, number> = { General: 0.3, Tech: 0.25 };

/** Words too common to say anything about fit. */
export const STOPWORDS = new Set([
  'and', 'or', 'of', 'the', 'a', 'an', 'for', 'in', 'at', 'to', 'with', 'on', 'by', 'head', 'vp', 'chief', 'officer', 'director',
  'manager', 'lead', 'teams', 'team', 'people', 'companies', 'company', 'conference', 'summit', 'world', 'global', 'annual',
  'expo', 'exhibition', 'forum', 'festival', 'week', 'day', 'days', 'europe', 'usa', 'east', 'west', 'north', 'south',
]);

const EUROPE = [
  'austria', 'belgium', 'bulgaria', 'croatia', 'cyprus', 'czechia', 'czech republic', 'denmark', 'estonia', 'finland', 'france',
  'germany', 'greece', 'hungary', 'iceland', 'ireland', 'italy', 'latvia', 'lithuania', 'luxembourg', 'malta', 'netherlands',
  'norway', 'poland', 'portugal', 'romania', 'serbia', 'slovakia', 'slovenia', 'spain', 'sweden', 'switzerland',
  'united kingdom', 'ukraine',
];
const NORTH_AMERICA = ['united states', 'canada', 'mexico'];
const MIDDLE_EAST = ['qatar', 'saudi arabia', 'united arab emirates', 'bahrain', 'kuwait', 'oman', 'israel', 'jordan', 'turkey', 'egypt'];
const APAC = [
  'singapore', 'australia', 'new zealand', 'japan', 'south korea', 'china', 'hong kong', 'taiwan', 'india', 'indonesia',
  'malaysia', 'thailand', 'vietnam', 'philippines',
];
const SOUTHEAST_ASIA = ['singapore', 'indonesia', 'malaysia', 'thailand', 'vietnam', 'philippines'];
const LATAM = ['brazil', 'argentina', 'chile', 'colombia', 'peru', 'mexico', 'uruguay'];
const AFRICA = ['south africa', 'nigeria', 'kenya', 'egypt', 'morocco', 'ghana', 'rwanda'];

/** Region words a company may write → the countries they cover. */
export const REGION_COUNTRIES: Record<string, string[]> = {
  europe: EUROPE,
  emea: [...EUROPE, ...MIDDLE_EAST, ...AFRICA],
  eu: EUROPE,
  uk: ['united kingdom'],
  'united kingdom': ['united kingdom'],
  dach: ['germany', 'austria', 'switzerland'],
  nordics: ['denmark', 'finland', 'iceland', 'norway', 'sweden'],
  benelux: ['belgium', 'netherlands', 'luxembourg'],
  'north america': NORTH_AMERICA,
  americas: [...NORTH_AMERICA, ...LATAM],
  us: ['united states'],
  usa: ['united states'],
  'united states': ['united states'],
  canada: ['canada'],
  latam: LATAM,
  'latin america': LATAM,
  'middle east': MIDDLE_EAST,
  mena: [...MIDDLE_EAST, 'morocco'],
  gcc: ['qatar', 'saudi arabia', 'united arab emirates', 'bahrain', 'kuwait', 'oman'],
  apac: APAC,
  asia: APAC,
  'asia pacific': APAC,
  'southeast asia': SOUTHEAST_ASIA,
  sea: SOUTHEAST_ASIA,
  anz: ['australia', 'new zealand'],
  india: ['india'],
  africa: AFRICA,
};

/** Regions that mean "anywhere". */
export const GLOBAL_REGIONS = new Set(['global', 'worldwide', 'anywhere', 'international', 'remote']);

/** The region names a visitor can filter by, and the countries each covers. */
export const FILTER_REGIONS: Record<IcpFilterRegion, string[]> = {
  Europe: EUROPE,
  'North America': NORTH_AMERICA,
  'Latin America': LATAM,
  'Middle East': MIDDLE_EAST,
  'Asia Pacific': APAC,
  Africa: AFRICA,
};

/** Ways a location's last part names a country → the country. */
export const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states', us: 'united states', 'u.s.': 'united states', 'u.s.a.': 'united states', 'united states of america': 'united states',
  uk: 'united kingdom', 'u.k.': 'united kingdom', england: 'united kingdom', scotland: 'united kingdom', wales: 'united kingdom',
  uae: 'united arab emirates', ksa: 'saudi arabia', korea: 'south korea', holland: 'netherlands', 'the netherlands': 'netherlands',
  deutschland: 'germany', espana: 'spain', 'czech republic': 'czechia',
};

/** US state and Canadian province codes: "Austin, TX" names the United States. */
export const US_STATES = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc'.split(' '),
);
