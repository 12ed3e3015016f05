// @ts-check
'use strict';
/** Names and retention of scheduled backups: `confdir-20260101T030000Z` folders under BACKUP_DIR. */

const NAME = /^confdir-\d{8}T\d{6}Z$/;

/** The folder name of a backup started at `date`. @param {Date} date */
function backupName(date) {
  return `confdir-${date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
}

/**
 * The scheduled backups to delete: all but the newest `keep` finished ones. Only names this scheduler makes
 * are considered, so nothing else in the folder is ever touched.
 * @param {{ name: string, finished: boolean }[]} entries @param {number} keep
 */
function toPrune(entries, keep) {
  const finished = entries.filter((e) => NAME.test(e.name) && e.finished).map((e) => e.name).sort().reverse();
  return finished.slice(keep);
}

module.exports = { backupName, toPrune, BACKUP_NAME: NAME };
