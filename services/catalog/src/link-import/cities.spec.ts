import { COUNTRY_CODES } from '@confdir/contracts';
import { districtCity, GAZETTEER_COUNTRIES } from './cities';
import { cityCountry, firstKnownCity } from './countries';

describe('the city gazetteer', () => {
  it('files every city under a country the directory knows', () => {
    expect(GAZETTEER_COUNTRIES.filter((code) => !COUNTRY_CODES.includes(code))).toEqual([]);
  });

  it.each([
    ['Brno', 'CZ'],
    ['natal', 'BR'],
    ['Iasi', 'RO'],
    ['Нижний Новгород', 'RU'],
    ['London', 'GB'],
    ['Nice', null],
    ['Reading', null],
  ])('%s is a city of %s', (name, code) => {
    expect(cityCountry(name)).toBe(code);
  });

  it('finds a city named with small words between its capitals, in a sentence', () => {
    expect(firstKnownCity('Hackathon Rio de Janeiro - 11 Agosto')).toBe('Rio de Janeiro');
    expect(firstKnownCity('Located in Bochum, surrounded by the Ruhr')).toBe('Bochum');
  });

  it.each([
    ['渋谷区渋谷3-21-3', 'Tokyo'],
    ['Shibuya-ku', 'Tokyo'],
    ['南港區', 'Taipei'],
    ['강남구', 'Seoul'],
    // Shared by several cities: never mapped.
    ['中央区', null],
    ['Nangang District', null],
    ['Jung-gu', null],
  ])('the district %s is certainly in %s', (district, city) => {
    expect(districtCity(district)).toBe(city);
  });
});
