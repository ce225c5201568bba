// Kafka jars for the catalog drift check and the differential test (the newest catalog version),
// resolved by Maven into ~/.m2 with the classpath cached under cacheDir('catalog-gen'); and the
// generator compiled once. Without java/mvn those tests skip, so this step does too.
import { classpath, compileGenerator, missingTools, NEWEST } from '../../../catalog-gen/lib';

export const title = `catalog generator + Kafka ${NEWEST} jars`;
export const order = 25;

export async function ensure(): Promise<void> {
  const missing = missingTools();
  if (missing) {
    console.log(`setup: skipping catalog jars (${missing}); the catalog drift and differential tests will skip`);
    return;
  }
  classpath(NEWEST);
  compileGenerator();
}
