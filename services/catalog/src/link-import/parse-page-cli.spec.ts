import { join } from 'node:path';
import { CORPUS_MISSING, findCorpusDir, readCorpus } from './corpus';
import { parseArgs, parsePageCommand } from './parse-page-cli';

describe('npm run parse-page', () => {
  const dir = findCorpusDir();
  const entry = readCorpus()?.find((e) => e.file === 'extra/cloudbrew-2020.html');
  if (!dir) console.log(`parse-page-cli.spec.ts: one test ${CORPUS_MISSING}`);

  (dir && entry ? it : it.skip)('prints every field of a corpus page as JSON, with the source of each', async () => {
    const { code, stdout } = await parsePageCommand([join(dir!, entry!.file), '--url', entry!.servedUrl!], {});
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ title: 'CloudBrew 2020', startDate: '2020-12-10', endDate: '2020-12-11', url: 'https://www.cloudbrew.be/2020/' });
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['location', 'venue', 'imageUrl', 'description', 'cfpUrl', 'cfpEndDate', 'attendanceMode', 'eventStatus', 'country', 'city', 'notes']));
    expect(out.notes.startDate).toMatchObject({ source: 'page text' });
    expect(out.notes.url).toMatchObject({ source: 'page address' });
  });

  it('explains its usage and refuses addresses the fetcher refuses', async () => {
    expect(parseArgs(['page.html', '--url'])).toBeNull();
    expect(await parsePageCommand([], {})).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run -s parse-page') });
    expect(await parsePageCommand(['http://127.0.0.1/'], {})).toMatchObject({ code: 1, stderr: 'parse-page: 127.0.0.1 is not a public address\n' });
    expect(await parsePageCommand(['/no/such/file.html'], {})).toMatchObject({ code: 1 });
  });
});
