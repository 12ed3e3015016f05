import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfsTech } from '../import/confs-tech';
import { readConfsTechFolder } from '../import/confs-tech.importer';
import { gazetteer } from './gazetteer';
import { PlaceMatcher } from './place-matcher';

const DATA = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'data', 'confs-tech');
const describeWithData = existsSync(join(DATA, 'conferences')) ? describe : describe.skip;
if (!existsSync(join(DATA, 'conferences'))) console.log(`Skipping the confs.tech place checks: no ${DATA}`);

describeWithData('places of the real confs.tech conferences', () => {
  const matcher = new PlaceMatcher(gazetteer());
  const placed = parseConfsTech(readConfsTechFolder(DATA)).candidates.filter((c) => c.input.city && c.input.attendanceMode !== 'online');
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
