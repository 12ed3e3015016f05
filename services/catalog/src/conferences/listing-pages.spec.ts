import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { ConferenceEntity } from './conference.entity';
import { LISTING_ORDERS, ListingPages } from './listing-pages';

/** A query builder whose index query answers `total` rows counted, as the database would. */
function fakeDatabase() {
  const answers: { resolve: (total: number) => void }[] = [];
  const query = jest.fn(
    () =>
      new Promise<{ k: string; id: number; total: string }[]>((resolve) => {
        answers.push({ resolve: (total) => resolve([{ k: '2027-01-01', id: 1, total: String(total) }]) });
      }),
  );
  const qb = { select: () => qb, addSelect: () => qb, getQueryAndParameters: () => ['SELECT 1', []], connection: { query } };
  const matching = () => qb as unknown as SelectQueryBuilder<ConferenceEntity>;
  return { query, answers, matching };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('ListingPages', () => {
  const order = LISTING_ORDERS.upcoming;

  it('answers a stale index at once while one rebuild runs in the background, then the rebuilt one', async () => {
    const pages = new ListingPages({ subscribers: [] } as unknown as DataSource);
    const db = fakeDatabase();
    const first = pages.indexFor('k', order, db.matching, 0);
    db.answers[0].resolve(10);
    expect((await first).total).toBe(10);

    // Past the 30 s TTL: the old index answers without waiting; one rebuild starts, not one per request.
    expect((await pages.indexFor('k', order, db.matching, 31_000)).total).toBe(10);
    expect((await pages.indexFor('k', order, db.matching, 31_500)).total).toBe(10);
    expect(db.query).toHaveBeenCalledTimes(2);

    db.answers[1].resolve(11);
    await flush();
    expect((await pages.indexFor('k', order, db.matching, 32_000)).total).toBe(11);
    expect(db.query).toHaveBeenCalledTimes(2);
  });

  it('rebuilds before answering after a write in this process or when the index is very old', async () => {
    const pages = new ListingPages({ subscribers: [] } as unknown as DataSource);
    const db = fakeDatabase();
    const first = pages.indexFor('k', order, db.matching, 0);
    db.answers[0].resolve(10);
    await first;

    pages.invalidate();
    const afterWrite = pages.indexFor('k', order, db.matching, 1_000);
    db.answers[1].resolve(12);
    expect((await afterWrite).total).toBe(12);

    const muchLater = pages.indexFor('k', order, db.matching, 500_000);
    db.answers[2].resolve(13);
    expect((await muchLater).total).toBe(13);
  });

  it('does not let a background rebuild started before a write replace the index built after it', async () => {
    const pages = new ListingPages({ subscribers: [] } as unknown as DataSource);
    const db = fakeDatabase();
    const first = pages.indexFor('k', order, db.matching, 0);
    db.answers[0].resolve(10);
    await first;
    await pages.indexFor('k', order, db.matching, 31_000); // starts the background rebuild (answers[1])
    pages.invalidate();
    const afterWrite = pages.indexFor('k', order, db.matching, 31_100);
    db.answers[2].resolve(12);
    expect((await afterWrite).total).toBe(12);
    db.answers[1].resolve(11); // the older rebuild finishes last
    await flush();
    expect((await pages.indexFor('k', order, db.matching, 31_200)).total).toBe(12);
  });
});
