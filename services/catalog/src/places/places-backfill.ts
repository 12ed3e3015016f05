import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { AttendanceMode } from '@confdir/contracts';
import { GAZETTEER_VERSION } from './gazetteer-build';
import { placeColumns } from './place-columns';

/** Namespace of the advisory lock one replica holds while it matches; other replicas skip. */
const BACKFILL_LOCK = 7302;
/** Rows per batch: one read and one write of ~500 rows, a few tens of milliseconds each at 100k. */
export const BACKFILL_BATCH = 500;
/** Pause between batches, so requests run between them. */
const PAUSE_MS = 20;

interface Row {
  id: number;
  location: string | null;
  country: string | null;
  city: string | null;
  attendanceMode: AttendanceMode;
  /** updated_at as text, to the microsecond: the row is written only if nobody changed it meanwhile. */
  stamp: string;
}

/**
 * Matches conferences stored before their place was matched on write (or with an older gazetteer)
 * once, in the background after start: batches in id order, each one read and one UPDATE … FROM unnest,
 * on one replica at a time (an advisory lock). A row written meanwhile, by this code or any other, is
 * left to its writer. It changes only the place columns, not updated_at: a page's content is the same
 * conference.
 */
@Injectable()
export class PlacesBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlacesBackfill.name);
  private stopping = false;
  /** The pass started at boot, for tests and shutdown. */
  done: Promise<number> = Promise.resolve(0);
  /** Called after a pass changed rows (place counts drop their figures). */
  onChanged: () => void = () => undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onApplicationBootstrap(): void {
    this.done = this.run().catch((err: Error) => {
      this.logger.warn(`Matching places of older conferences stopped: ${err.message}; the next start goes on`);
      return 0;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.done;
  }

  /** One pass; the number of rows matched, 0 when another replica holds the lock. */
  async run(): Promise<number> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [BACKFILL_LOCK, GAZETTEER_VERSION])) as { locked: boolean }[];
      if (!locked) return 0;
      try {
        return await this.batches(runner);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1, $2)', [BACKFILL_LOCK, GAZETTEER_VERSION]);
      }
    } finally {
      await runner.release();
    }
  }

  private async batches(runner: QueryRunner): Promise<number> {
    let matched = 0;
    const started = Date.now();
    for (let afterId = 0; !this.stopping; ) {
      const rows = (await runner.query(
        `SELECT id, location, country, city, attendance_mode AS "attendanceMode", updated_at::text AS stamp
           FROM catalog.conferences WHERE id > $1 AND place_version < $2 ORDER BY id LIMIT $3`,
        [afterId, GAZETTEER_VERSION, BACKFILL_BATCH],
      )) as Row[];
      if (rows.length === 0) break;
      matched += await this.write(runner, rows);
      afterId = rows[rows.length - 1].id;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    if (matched > 0) {
      this.logger.log(`Matched the places of ${matched} conferences in ${Date.now() - started} ms`);
      this.onChanged();
    }
    return matched;
  }

  private async write(runner: QueryRunner, rows: Row[]): Promise<number> {
    const places = rows.map((r) => placeColumns({ location: r.location, attendanceMode: r.attendanceMode, country: r.country?.trim() || null, city: r.city }));
    const result = (await runner.query(
      `UPDATE catalog.conferences c
          SET country = v.country, city = v.city, city_slug = v.slug, latitude = v.lat, longitude = v.lon, place_version = $8
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[]) AS v(id, country, city, slug, lat, lon, stamp)
        WHERE c.id = v.id AND c.place_version < $8 AND c.updated_at = v.stamp::timestamptz`,
      [
        rows.map((r) => r.id),
        places.map((p) => p.country),
        places.map((p) => p.city),
        places.map((p) => p.citySlug),
        places.map((p) => p.latitude),
        places.map((p) => p.longitude),
        rows.map((r) => r.stamp),
        GAZETTEER_VERSION,
      ],
    )) as [unknown, number];
    return result[1];
  }
}
