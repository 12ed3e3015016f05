import { GAZETTEER_FILE, isCurrent, writeGazetteer } from './gazetteer-build';

/** `npm run build` runs this after compiling: makes the catalog's gazetteer file from the npm packages, unless it is current. */
const started = Date.now();
if (isCurrent()) {
  console.log(`gazetteer: ${GAZETTEER_FILE} is current`);
} else {
  writeGazetteer();
  console.log(`gazetteer: wrote ${GAZETTEER_FILE} (${Date.now() - started} ms)`);
}
