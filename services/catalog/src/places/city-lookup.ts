import { gazetteer } from './gazetteer';
import { PlaceMatcher } from './place-matcher';
import { slugOfName } from './place-names';

let matcher: PlaceMatcher | undefined;

/**
 * The slug of the city of `country` that `text` names: a slug or name that folds to one ("zurich",
 * "Zürich", "ZURICH"), else a name in any spelling or script that leads to one city of the country
 * ("München" → munich, "Цюрих" → zurich). Null when it names none, or more than one.
 */
export function citySlugIn(country: string, text: string): string | null {
  const slug = slugOfName(text);
  if (slug && gazetteer().bySlug(country, slug)) return slug;
  matcher ??= new PlaceMatcher(gazetteer());
  return matcher.match({ location: null, country, city: text }).place?.slug ?? null;
}
