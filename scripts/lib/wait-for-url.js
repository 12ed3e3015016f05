'use strict';

/** Resolves once `url` answers 2xx (a just-started product), or throws after two minutes. */
async function waitForUrl(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

module.exports = { waitForUrl };
