import { sharedData } from '../../../../testing/shared-data';
import { parseConfsTech } from '../import/confs-tech';
import { readConfsTechFolder } from '../import/confs-tech.importer';
import { gazetteer } from './gazetteer';
import { PlaceMatcher } from './place-matcher';

const DATA = sharedData('confs-tech', 'the confs.tech place checks');

// jest runs a skipped describe's body too, so nothing in it may read the folder at collection time.
(DATA ? describe : describe.skip)('places of the real confs.tech conferences', () => {
  const matcher = new PlaceMatcher(gazetteer());
  const placed = (DATA ? parseConfsTech(readConfsTechFolder(DATA)).candidates : []).filter((c) => c.input.city && c.input.attendanceMode !== 'online');
  const matches = placed.map((c) => ({ input: c.input, ...matcher.match({ location: c.input.location ?? null, country: null, city: c.input.city ?? null }) }));

  it('puts nearly every conference with a city on the map', () => {
    const found = matches.filter((m) => m.place).length;
    expect(found / matches.length).toBeGreaterThan(0.97);
  });

  it('never puts one in another country than the data says', () => {
    const elsewhere = matches.filter((m) => m.place && m.place.country !== m.input.country).map((m) => `${m.input.location} -> ${m.place?.country}/${m.place?.slug}`);
    expect(elsewhere).toEqual([]);
  });
});
