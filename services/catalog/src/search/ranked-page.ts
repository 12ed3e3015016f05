import { SelectQueryBuilder } from 'typeorm';
import { ConferenceEntity } from '../conferences/conference.entity';
import { ListingOrder } from '../conferences/listing-pages';
import { relevanceScore, SearchTerm } from './search-terms';

/**
 * One page of the first `window` rows `matching` selects in listing `order`, reordered by relevance
 * (relevanceScore), then that order: however common the words, the ranking reads a bounded set.
 */
export function rankedPage(
  matching: SelectQueryBuilder<ConferenceEntity>,
  terms: SearchTerm[],
  order: ListingOrder,
  page: { window: number; offset: number; limit: number },
): Promise<ConferenceEntity[]> {
  const score = relevanceScore(terms);
  const candidates = matching.select('c.id').orderBy(order.key, order.direction).addOrderBy('c.id', order.direction).limit(page.window);
  return matching.connection
    .getRepository(ConferenceEntity)
    .createQueryBuilder('c')
    .where(`c.id IN (${candidates.getQuery()})`)
    .setParameters({ ...candidates.getParameters(), ...score.params })
    .orderBy(`(${score.sql})`, 'DESC')
    .addOrderBy(order.key, order.direction)
    .addOrderBy('c.id', order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .getMany();
}
