/**
 * How place names compare: case, accents, punctuation and spacing never tell two places apart, and
 * letters that Unicode does not decompose (ß, ø, ł, ı …) fold to their usual Latin spelling, so
 * "Zürich", "ZURICH" and "zurich" are one key and "Kraków" is "krakow". Other scripts stay as they
 * are ("москва", "東京"): the gazetteer lists those spellings as names of their own.
 */
const LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th', ħ: 'h', ŧ: 't' };
const UNDECOMPOSED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSED, (c) => LETTERS[c])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A city's slug: its key with hyphens, when that is plain ASCII ("Frankfurt am Main" → frankfurt-am-main); else null. */
export function slugOfName(name: string): string | null {
  const slug = placeKey(name).replace(/ /g, '-');
  return CITY_SLUG.test(slug) ? slug : null;
}

export const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
