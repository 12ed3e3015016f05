// @ts-check
'use strict';
/** Resident memory and CPU time of a process tree, read from /proc (Linux). */
const { readdirSync, readFileSync } = require('node:fs');
const { setInterval, clearInterval } = require('node:timers');

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** pid → parent pid for every process we can see. */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) map.set(Number(name), ppid);
  }
  return map;
}

/** A short name from the command line: gateway, catalog, …, start, baseline. */
function label(pid) {
  const args = read(`/proc/${pid}/cmdline`).split('\0').filter(Boolean);
  const script = args.find((a) => a.endsWith('.js')) ?? args[0] ?? String(pid);
  const m = /(gateway|services\/(\w+))\/dist\/main\.js$/.exec(script);
  if (m) return m[2] ?? m[1];
  return script.replace(/.*\//, '').replace(/\.js$/, '');
}

/** The pids of the trees rooted at `roots`. */
function treeOf(roots) {
  const tree = parents();
  const pids = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of tree) {
      if (pids.has(ppid) && !pids.has(pid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  return pids;
}

/**
 * Samples the trees rooted at `roots` every `everyMs`; stop() returns { name: peak MB }. `onPeak(name, mb)` hears each
 * new peak as it is sampled, so a log can say which load raised it.
 */
function sampleRss(roots, everyMs = 500, onPeak = () => undefined) {
  const peak = {};
  const tick = () => {
    for (const pid of treeOf(roots)) {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
      if (!kb) continue;
      const name = label(pid);
      if (kb / 1024 > (peak[name] ?? 0)) {
        peak[name] = kb / 1024;
        onPeak(name, peak[name]);
      }
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return () => {
    clearInterval(timer);
    tick();
    return peak;
  };
}

/**
 * CPU time (user + system, ms) used so far by each process of the trees, by name. Differences over a
 * load divided by its requests give CPU per request: unlike latency, it does not grow with the other
 * work on a shared machine (contention inflates it a little, through cache misses). `others` adds
 * processes outside the trees under a name of their own (e.g. the database's backends).
 */
function cpuMs(roots, others = {}) {
  const ms = {};
  const add = (pid, name) => {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) return;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (1-based), in clock ticks of 10 ms.
    const ticks = Number(fields[11]) + Number(fields[12]);
    ms[name] = (ms[name] ?? 0) + ticks * 10;
  };
  for (const pid of treeOf(roots)) add(pid, label(pid));
  for (const [name, pids] of Object.entries(others)) for (const pid of pids) add(pid, name);
  return ms;
}

module.exports = { sampleRss, cpuMs };
