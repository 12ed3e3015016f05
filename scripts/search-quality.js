#!/usr/bin/env node
'use strict';
/**
 * `npm run search:quality` (issue 32): how well the listing's search finds a conference by the rarest
 * word of its title, as typed and with one typo. A scratch database gets the confs.tech snapshot
 * (../shared/data/confs-tech, through the catalog's importer) plus synthetic rows (the bench:scale
 * seeder: the same names in other editions, so words are shared as in a real catalog); then a sample of
 * the upcoming conferences (of both) is searched through the catalog's own ConferencesService and the share found
 * among the first 10 answers is printed. Needs a build (`npm run build`).
 * Env: SEARCH_QUALITY_SYNTHETIC (rows added, default 2000), SEARCH_QUALITY_SAMPLE (conferences, default 150),
 *      DATABASE_URL (superuser; a database `confdir_test_search_quality` is made there and dropped after).
 */
const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { Client } = require('pg');
require('reflect-metadata');

const root = resolve(__dirname, '..');
const dist = (path) => join(root, 'services/catalog/dist', path);
const { provision, dropTestDatabase, withDatabase } = require('./lib/provision');
const { seed } = require('./bench-scale/seed');

const SYNTHETIC = Number(process.env.SEARCH_QUALITY_SYNTHETIC || 2000);
const SAMPLE = Number(process.env.SEARCH_QUALITY_SAMPLE || 150);
const FOLDER = resolve(root, '..', 'shared', 'data', 'confs-tech');

/** One typo of each kind in turn, in the middle of the word: swap of neighbours, deletion, replacement, insertion. */
function typo(word, i) {
  const at = Math.floor(word.length / 2);
  switch (i % 4) {
    case 0:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + (word[at] === 'x' ? 'q' : 'x') + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

async function catalogContext(databaseUrl) {
  const { NestFactory } = require('@nestjs/core');
  const { Module } = require('@nestjs/common');
  const { databaseModule, readServiceConfig } = require('@confdir/service-kit');
  const { entities } = require(dist('entities'));
  const { migrations } = require(dist('migrations'));
  const { ConferencesModule } = require(dist('conferences/conferences.module'));
  const config = readServiceConfig('catalog', { ...process.env, DATABASE_URL: databaseUrl });
  class QualityModule {}
  Module({ imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), ConferencesModule] })(QualityModule);
  return NestFactory.createApplicationContext(QualityModule, { logger: ['error', 'warn'] });
}

async function main() {
  if (!existsSync(dist('search/word-list.js'))) throw new Error('The catalog is not built yet: run `npm run build` first.');
  if (!existsSync(FOLDER)) {
    process.stdout.write('search:quality skipped: ../shared/data/confs-tech is missing\n');
    return;
  }
  const adminUrl = withDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/confdir', 'confdir_test_search_quality');
  await dropTestDatabase(adminUrl);
  const urls = await provision(adminUrl, process.env);
  const { importConfsTech } = require(dist('import/import-confs-tech.cli'));
  const report = await importConfsTech(urls.catalog, FOLDER);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const today = new Date(new Date().toISOString().slice(0, 10));
  const { rows: imported } = await admin.query('SELECT coalesce(max(id), 0) AS last FROM catalog.conferences');
  if (SYNTHETIC > 0) await seed(admin, SYNTHETIC, today);
  const app = await catalogContext(urls.catalog);
  try {
    const { ConferencesService } = require(dist('conferences/conferences.service'));
    const { words } = require(dist('conferences/text'));
    const conferences = app.get(ConferencesService);
    const { rows: upcoming } = await admin.query(
      `SELECT slug, title, id <= $2 AS real FROM catalog.conferences WHERE status = 'published' AND start_date_utc >= $1 ORDER BY id`,
      [today, imported[0].last],
    );
    const { rows: total } = await admin.query(`SELECT count(*)::int AS n FROM catalog.conferences`);
    const step = Math.max(1, Math.floor(upcoming.length / SAMPLE));
    const sample = upcoming.filter((_, i) => i % step === 0).slice(0, SAMPLE);
    const inTop10 = async (q, slug) => (await conferences.list({ q })).conferences.slice(0, 10).some((c) => c.slug === slug);
    let found = 0;
    let typoTried = 0;
    let typoFound = 0;
    const missed = [];
    for (const [i, c] of sample.entries()) {
      const candidates = [...new Set(words(c.title))].filter((w) => !/^\d+$/.test(w));
      if (candidates.length === 0) continue;
      const { rows } = await admin.query('SELECT word, df FROM catalog.search_words WHERE word = ANY($1)', [candidates]);
      const df = new Map(rows.map((r) => [r.word, r.df]));
      // The rarest word; of equals the longest (the one a visitor would type to find it).
      const word = candidates.sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0) || b.length - a.length)[0];
      if (!(await inTop10(word, c.slug))) {
        missed.push(`${word} → ${c.title}`);
        continue;
      }
      found++;
      if (word.length < 5) continue;
      typoTried++;
      if (await inTop10(typo(word, i), c.slug)) typoFound++;
      else missed.push(`${typo(word, i)} (typo of ${word}) → ${c.title}`);
    }
    const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '–');
    process.stdout.write(
      [
        `catalog: ${total[0].n} conferences (confs.tech: ${report.created} imported; synthetic: ${SYNTHETIC}); sample: ${sample.length} upcoming conferences, ${sample.filter((c) => c.real).length} of them from confs.tech`,
        `as typed: ${found}/${sample.length} in the first 10 (${pct(found, sample.length)}%)`,
        `one typo: ${typoFound}/${typoTried} of those found whose word has 5+ letters (${pct(typoFound, typoTried)}%); words under 5 letters: ${found - typoTried}`,
        ...missed.slice(0, 20).map((m) => `  missed: ${m}`),
      ].join('\n') + '\n',
    );
  } finally {
    await app.close();
    await admin.end();
    await dropTestDatabase(adminUrl);
  }
}

main().catch((err) => {
  process.stderr.write(`search:quality failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
