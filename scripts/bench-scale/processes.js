// @ts-check
'use strict';
/** Resident memory of a process tree, sampled from /proc (Linux), kept as the peak per process. */
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

/** Samples the trees rooted at `roots` every `everyMs`; stop() returns { name: peak MB }. */
function sampleRss(roots, everyMs = 500) {
  const peak = {};
  const tick = () => {
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
    for (const pid of pids) {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
      if (!kb) continue;
      const name = label(pid);
      peak[name] = Math.max(peak[name] ?? 0, kb / 1024);
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

module.exports = { sampleRss };
