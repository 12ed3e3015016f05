import { FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { FeedbackCounter, FeedbackCounts } from './feedback-counts';

/** Where a page starts and how long it is (from pageWindow of the contracts). */
export interface Window {
  offset: number;
  pageSize: number;
}

/**
 * One page of a conference's feedback list (reviews or interests) and how many rows the whole list holds per key
 * (role or status), both computed by PostgreSQL: the page is what travels, never the list. The counts come first,
 * batched with other conferences' (FeedbackCounter); the page is read only when it holds rows.
 */
export async function feedbackPage<E extends ObjectLiteral, K extends string>(
  repo: Repository<E>,
  counter: FeedbackCounter<K>,
  options: { conferenceId: number; where: FindOptionsWhere<E>; order: FindOptionsOrder<E>; window: Window },
): Promise<{ rows: E[] } & FeedbackCounts<K>> {
  const { conferenceId, where, order, window } = options;
  const counted = await counter.count(conferenceId);
  const rows = counted.total > window.offset ? await repo.find({ where, order, skip: window.offset, take: window.pageSize }) : [];
  return { rows, ...counted };
}

/** One page of an admin list with its total; the order is index-backed (see the paging migration). */
export async function adminPage<E extends ObjectLiteral>(repo: Repository<E>, order: FindOptionsOrder<E>, window: Window): Promise<{ rows: E[]; total: number }> {
  const [rows, total] = await repo.findAndCount({ order, skip: window.offset, take: window.pageSize });
  return { rows, total };
}
