// `npm run catalog:generate [version…]`: regenerates server/catalog/java/kafka-<version>.json from the
// real Kafka jars (all VERSIONS when none is named). Needs java, javac and mvn; jars come from Maven Central.
import { writeFileSync, mkdirSync } from 'node:fs';
import { SetupError } from '../scripts/setup/util';
import { catalogPath, generate, missingTools, OUT_DIR, VERSIONS } from './lib';

function main(): void {
  const missing = missingTools();
  if (missing) throw new SetupError(`${missing}: install a JDK 17 and Maven to regenerate the catalog`);
  mkdirSync(OUT_DIR, { recursive: true });
  const versions = process.argv.slice(2).length ? process.argv.slice(2) : VERSIONS;
  for (const v of versions) {
    const t0 = Date.now();
    const text = generate(v);
    writeFileSync(catalogPath(v), text);
    const roles = (JSON.parse(text) as { roles: Record<string, object> }).roles;
    const sizes = Object.entries(roles).map(([r, k]) => `${r} ${Object.keys(k).length}`).join(', ');
    console.log(`kafka ${v}: ${sizes} (${Date.now() - t0} ms)`);
  }
}

try {
  main();
} catch (e) {
  console.error(e instanceof SetupError ? `catalog:generate failed: ${e.message}` : e);
  process.exit(1);
}
