import { gazetteer } from './gazetteer';
import { locationParts, PlaceInput, PlaceMatcher } from './place-matcher';
import { placeKey, slugOfName } from './place-names';

const matcher = new PlaceMatcher(gazetteer());
const where = (location: string | null, extra: Partial<PlaceInput> = {}): string => {
  const { country, place } = matcher.match({ location, country: null, city: null, ...extra });
  return place ? `${place.country}/${place.slug}` : `${country ?? '-'}/-`;
};

describe('place names', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['ZÜRICH', 'zurich'],
    ['Kraków', 'krakow'],
    ['Łódź', 'lodz'],
    ['Düsseldorf', 'dusseldorf'],
    ['Straße', 'strasse'],
    ['Saint-Étienne', 'saint etienne'],
    ['  St. Louis ', 'st louis'],
    ['Москва', 'москва'],
  ])('%s folds to %s', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });

  it('slugs only what folds to ASCII', () => {
    expect(slugOfName('Frankfurt am Main')).toBe('frankfurt-am-main');
    expect(slugOfName("Xi'an")).toBe('xi-an');
    expect(slugOfName('Москва')).toBeNull();
  });

  it('splits a location into parts without post codes or house numbers', () => {
    expect(locationParts('Museu X, Rua Y 999, Curitiba, PR - Brasil')).toEqual(['Museu X', 'Rua Y', 'Curitiba', 'PR', 'Brasil']);
    expect(locationParts('Austin, TX 78701')).toEqual(['Austin', 'TX']);
    expect(locationParts('Desenzano del Garda (BS)')).toEqual(['Desenzano del Garda', 'BS']);
    expect(locationParts('Online')).toEqual([]);
  });
});

describe('the gazetteer', () => {
  it('gives every spelling of a city one slug', () => {
    for (const name of ['Zürich', 'Zurich', 'zuerich', 'Цюрих', 'チューリッヒ']) expect(where(name)).toBe('CH/zurich');
    for (const name of ['Munich', 'München', 'Monaco di Baviera', 'Мюнхен']) expect(where(name)).toBe('DE/munich');
    expect(where('Київ')).toBe('UA/kyiv');
    expect(where('Kiev')).toBe('UA/kyiv');
  });

  it('keeps the larger city on the plain slug and numbers the others by division', () => {
    expect(gazetteer().bySlug('US', 'portland')?.admin1).toBe('OR');
    expect(gazetteer().bySlug('US', 'portland-me')?.admin1).toBe('ME');
    expect(gazetteer().bySlug('CH', 'zurich')).toMatchObject({ name: 'Zürich', latitude: expect.closeTo(47.37, 1), longitude: expect.closeTo(8.55, 1) });
  });
});

describe('matching a conference to a place', () => {
  it.each([
    ['Paris', 'FR/paris'],
    ['Paris, France', 'FR/paris'],
    ['Paris, TX', 'US/paris'],
    ['Paris, TN', 'US/paris-tn'],
    ['Portland, OR', 'US/portland'],
    ['Portland, Maine', 'US/portland-me'],
    ['London', 'GB/london'],
    ['London, UK', 'GB/london'],
    ['London, ON', 'CA/london'],
    ['London, Ontario, Canada', 'CA/london'],
    ['Cambridge, MA', 'US/cambridge'],
    ['Cambridge, England', 'GB/cambridge'],
    ['Austin, TX 78701', 'US/austin'],
    ['New York, NY', 'US/new-york-city'],
    ['NYC', 'US/new-york-city'],
    ['Washington, DC', 'US/washington-d-c'],
    ['Atlanta, Georgia', 'US/atlanta'],
    ['Santa Clara Convention Center, Santa Clara, CA', 'US/santa-clara'],
    ['Museu Oscar Niemeyer, Curitiba, PR, Brasil', 'BR/curitiba'],
    ['Zürich, ZH, Switzerland', 'CH/zurich'],
    ['Berlin, DE', 'DE/berlin'],
    ['Singapore', 'SG/singapore'],
    ['Hong Kong', 'HK/hong-kong'],
    ['東京都千代田区', 'JP/tokyo'],
    ['台北市信義區', 'TW/taipei'],
    ['Bengaluru, KA, India', 'IN/bengaluru'],
    ['Salvador, Brazil', 'BR/salvador'],
  ])('%s is %s', (location, expected) => {
    expect(where(location)).toBe(expected);
  });

  it('never guesses between cities of similar weight: the country when they share it, else nothing', () => {
    expect(where('Cambridge')).toBe('-/-');
    expect(where('Valencia')).toBe('-/-');
    expect(where('Brühl, Germany')).toBe('DE/-');
    expect(where('Mexico')).toBe('MX/-');
    expect(where('Perthshire, Scotland')).toBe('GB/-');
    expect(where('Springfield')).toBe('US/-');
    expect(where('Córdoba')).toBe('-/-');
  });

  it("follows the writer's country and city fields", () => {
    expect(where('Valencia', { country: 'ES' })).toBe('ES/valencia');
    expect(where('Valencia', { country: 'VE' })).toBe('VE/valencia');
    expect(where('Paris', { country: 'DE' })).toBe('DE/-');
    expect(where('Messe, Halle 3', { city: 'Köln' })).toBe('DE/koeln');
    expect(where(null, { city: 'Zurich', country: 'CH' })).toBe('CH/zurich');
  });

  it('answers nothing, and never throws, for text that names no place', () => {
    for (const text of ['Online', 'TBA', "'; DROP TABLE conferences; --", '🎉🎉🎉', 'x'.repeat(200), '\u0000\u202e', ', , ,', '(((']) {
      expect(() => where(text)).not.toThrow();
      expect(where(text)).toBe('-/-');
    }
  });
});
