import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { resolve } from 'node:path';
import { databaseModule, readServiceConfig } from '@confdir/service-kit';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { ConferencesModule } from '../conferences/conferences.module';
import { ConfsTechImporter, formatReport, ImportReport, readConfsTechFolder } from './confs-tech.importer';

/**
 * `node services/catalog/dist/import/import-confs-tech.cli.js <folder>` with DATABASE_URL set to the
 * catalog role's connection string (`npm run import:confs-tech -- <folder>` sets it up).
 */
export async function importConfsTech(databaseUrl: string, folder: string): Promise<ImportReport> {
  const files = readConfsTechFolder(folder);
  const config = readServiceConfig('catalog', { ...process.env, DATABASE_URL: databaseUrl });

  @Module({ imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), ConferencesModule], providers: [ConfsTechImporter] })
  class ImportModule {}

  const app = await NestFactory.createApplicationContext(ImportModule, { logger: ['error', 'warn'] });
  try {
    return await app.get(ConfsTechImporter).import(files);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    process.stderr.write('Usage: npm run import:confs-tech -- <folder with conferences/<year>/<topic>.json>\n');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('DATABASE_URL (the catalog role connection string) is required\n');
    process.exit(2);
  }
  try {
    const report = await importConfsTech(databaseUrl, resolve(folder));
    process.stdout.write(`${formatReport(folder, report)}\n`);
  } catch (err) {
    process.stderr.write(`Import failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
