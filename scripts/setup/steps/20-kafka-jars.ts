// Resolves Apache Kafka's broker, kafka-tools and trogdor jars from Maven Central once, with the tiny pom in
// scripts/kafka/, into ~/.cache/kafka-tuning/kafka/<version>/libs (outside the clone). A marker
// file written last makes a half-finished copy count as missing, so a re-run repairs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KAFKA_VERSION, LIBS_MARKER, kafkaLibsDir } from '../../kafka/jvm';
import { hasCommand, SetupError } from '../util';

export const title = `Kafka ${KAFKA_VERSION} jars (Maven Central)`;
export const order = 20;

/** Jars the set-up must have copied; a cache from before one was added to the pom is filled again. */
const REQUIRED = [`kafka_2.13-${KAFKA_VERSION}.jar`, `kafka-tools-${KAFKA_VERSION}.jar`, `trogdor-${KAFKA_VERSION}.jar`];

export async function ensure(): Promise<void> {
  const libs = kafkaLibsDir();
  if (existsSync(join(libs, LIBS_MARKER)) && REQUIRED.every((j) => existsSync(join(libs, j)))) return;
  if (!hasCommand('java')) throw new SetupError('java not found on PATH: the embedded Kafka broker needs Java 17+ (e.g. apt-get install openjdk-17-jdk-headless)');
  if (!hasCommand('mvn')) throw new SetupError('mvn not found on PATH: Maven resolves the Kafka jars (e.g. apt-get install maven)');
  rmSync(libs, { recursive: true, force: true });
  const pom = join(__dirname, '..', '..', 'kafka', 'pom.xml');
  // Full plugin coordinates: offline, a bare `dependency:` prefix fails as "No plugin found",
  // which hides the real cause (no network) that the message below should name.
  const r = spawnSync('mvn', ['-B', '-q', '-f', pom, 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies',
    `-Dkafka.version=${KAFKA_VERSION}`, `-Dkafka.libs=${libs}`], { encoding: 'utf8' });
  if (r.status !== 0) {
    rmSync(libs, { recursive: true, force: true }); // no half-filled cache dir left behind
    const out = `${r.stdout}\n${r.stderr}`;
    const offline = /Could not transfer|UnknownHost|Connect(ion)? (timed out|refused)|Network is unreachable|offline mode|No plugin found for prefix/i.test(out);
    const first = out.split('\n').find((l) => l.includes('[ERROR]'))?.replace(/\x1b\[[0-9;]*m/g, '').trim() ?? `exit ${r.status}`;
    throw new SetupError(offline
      ? `Maven could not download the Kafka ${KAFKA_VERSION} jars (offline or Maven Central unreachable); connect and run \`npm test -- setup\` again`
      : `Maven failed to copy the Kafka jars: ${first.slice(0, 300)}`);
  }
  const jars = readdirSync(libs).filter((f) => f.endsWith('.jar'));
  const missing = REQUIRED.filter((j) => !jars.includes(j));
  if (missing.length) throw new SetupError(`Maven finished but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in ${libs}`);
  const mb = jars.reduce((s, f) => s + statSync(join(libs, f)).size, 0) / 1e6;
  writeFileSync(join(libs, LIBS_MARKER), `${jars.length} jars, ${mb.toFixed(1)} MB\n`);
}
