import { TypeOrmModule } from '@nestjs/typeorm';
import { DynamicModule } from '@nestjs/common';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { ServiceConfig } from './config';
import { PoolCounts, timedClient, watchPool } from './metrics/database-metrics';

// pg's Client class, extended to time each query (pg ships no type declarations).
const { Client: PgClient } = require('pg') as { Client: Parameters<typeof timedClient>[1] };

export interface SchemaOptions {
  schema: string;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
}

/** One DataSource per schema, its own migrations table, migrations on start, never synchronize. */
export function dataSourceOptions(config: ServiceConfig, opts: SchemaOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    schema: opts.schema,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Query errors reach the caller (and the RPC filter logs unexpected ones); expected ones,
    // such as a unique-slug retry, would only be noise here.
    logging: ['warn', 'migration'],
    extra: {
      max: config.dbPoolSize,
      connectionTimeoutMillis: 3000,
      // A query that hangs must fail rather than hold a request until the gateway gives up.
      statement_timeout: config.dbStatementTimeoutMs,
      options: `-c search_path=${opts.schema}`,
      // Every query of the service passes here and is timed (confdir_db_query_duration_seconds).
      Client: timedClient(opts.schema, PgClient),
    },
  };
}

/** The service's DataSource; once connected, its pool is what confdir_db_pool_connections reports. */
export function databaseModule(config: ServiceConfig, opts: SchemaOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => ({ ...dataSourceOptions(config, opts), retryAttempts: 3, retryDelay: 1000 }),
    dataSourceFactory: async (options) => {
      const db = await new DataSource(options!).initialize();
      watchPool(opts.schema, (db.driver as PostgresDriver).master as PoolCounts);
      return db;
    },
  });
}

/**
 * A hot read as a named prepared statement on the DataSource's own pg pool: PostgreSQL parses and plans
 * it once per connection instead of on every call (planning the ICP events join and its sort took
 * several times as long as running it). `name` stands for `text`, so each name is used with one fixed text.
 */
export async function preparedQuery<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as PgPool;
  return (await pool.query({ name, text, values })).rows as T[];
}

/** What preparedQuery uses of pg's Pool (pg ships no type declarations). */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
