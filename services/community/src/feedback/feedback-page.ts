import { FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';

/** Where a page starts and how long it is (from pageWindow of the contracts). */
export interface Window {
  offset: number;
  pageSize: number;
}

/**
 * One page of a feedback list (reviews or interests) and how many rows the whole list holds per
 * key (role or status), both computed by PostgreSQL: the page is what travels, never the list.
 * Reviews and interests are the same shape here; only the entity, filter, order and key differ.
 */
export async function feedbackPage<E extends ObjectLiteral, K extends string>(
  repo: Repository<E>,
  options: { where: FindOptionsWhere<E>; order: FindOptionsOrder<E>; window: Window; countBy: keyof E & string; keys: readonly K[] },
): Promise<{ rows: E[]; counts: Record<K, number>; total: number }> {
  const { where, order, window, countBy, keys } = options;
  const [rows, grouped] = await Promise.all([
    repo.find({ where, order, skip: window.offset, take: window.pageSize }),
    repo
      .createQueryBuilder('f')
      .select(`f.${countBy}`, 'key')
      .addSelect('count(*)::int', 'n')
      .where(where)
      .groupBy(`f.${countBy}`)
      .getRawMany<{ key: K; n: number }>(),
  ]);
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const { key, n } of grouped) if (key in counts) counts[key] = n;
  const total = grouped.reduce((sum, g) => sum + g.n, 0);
  return { rows, counts, total };
}

/** One page of an admin list with its total; the order is index-backed (see the paging migration). */
export async function adminPage<E extends ObjectLiteral>(repo: Repository<E>, order: FindOptionsOrder<E>, window: Window): Promise<{ rows: E[]; total: number }> {
  const [rows, total] = await repo.findAndCount({ order, skip: window.offset, take: window.pageSize });
  return { rows, total };
}
