// Differential test: parseValue against the real kafka-clients ConfigDef (newest generated version)
// on seeded key/value pairs over every producer, consumer and admin key. Lives under test/unit so
// the unit phase runs it; needs java + mvn (jars cached under ~/.cache/kafka-tuning), else skipped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missingTools, NEWEST } from '../../catalog-gen/lib';
import { javaVerdicts, type Pair } from '../differential/oracle';
import { rng, valuesFor } from '../differential/values';
import { catalogFor, parseValue, type KeyInfo } from '../../server/src/service/catalog';
import { isModelledCustom } from '../../server/src/service/catalog/custom';
import type { Role } from '../../server/src/service/model';

const missing = missingTools();
// KAFKA_TUNING_DIFF_VERSION=3.9.1 runs the same comparison against an older generated version.
const VERSION = process.env.KAFKA_TUNING_DIFF_VERSION ?? NEWEST;

/** Not compared: CLASS (Kafka loads the class, which depends on the user's classpath) and validators we do not model. */
function modelled(info: KeyInfo): boolean {
  const other = (v: KeyInfo['validator']): boolean => !!v && ((v.kind === 'other' && !isModelledCustom(v)) || (v.kind === 'all' && v.of.some((p) => other(p))));
  return info.type !== 'CLASS' && !other(info.validator);
}

test(`parseValue agrees with Kafka ${VERSION} ConfigDef on valid/invalid`, { skip: missing && `${missing}: cannot run the Java oracle` }, () => {
  compare(VERSION, ['producer', 'consumer', 'admin'], 'kafka-clients', 1000);
});

// Streams' and Connect's own ConfigDefs (StreamsConfig, DistributedConfig ∪ StandaloneConfig,
// Sink/SourceConnectorConfig), and MirrorMaker 2's in the newest version whose connect-mirror jar exists.
test(`parseValue agrees with Kafka ${VERSION} StreamsConfig and Connect ConfigDefs`, { skip: missing && `${missing}: cannot run the Java oracle` }, () => {
  compare(VERSION, ['streams', 'connect', 'connector'], 'kafka-streams/connect-runtime', 500);
});
test('parseValue agrees with Kafka 4.1.2 MirrorMaker 2 ConfigDefs', { skip: missing && `${missing}: cannot run the Java oracle` }, () => {
  compare('4.1.2', ['mirrormaker'], 'connect-mirror', 300);
});

function compare(version: string, roles: Role[], jars: string, atLeast: number): void {
  const catalog = catalogFor(version);
  assert.equal(catalog.version, version);
  const next = rng(20240611);
  const pairs: Pair[] = [];
  const skipped: string[] = [];
  for (const role of roles) {
    for (const info of catalog.keys(role)) {
      if (!modelled(info)) { skipped.push(`${role}:${info.name}`); continue; }
      for (const value of valuesFor(info, next)) pairs.push({ role, key: info.name, value });
    }
  }
  const java = javaVerdicts(version, pairs);
  let agree = 0;
  let sameMessage = 0;
  let valid = 0;
  const disagreements: string[] = [];
  const messageDiffs: string[] = [];
  pairs.forEach((p, i) => {
    const ours = parseValue(catalog.key(p.role, p.key)!, p.value);
    const theirs = java[i];
    if (theirs.ok) valid++;
    if (ours.ok === theirs.ok) agree++;
    else disagreements.push(`${p.role} ${p.key}=${JSON.stringify(p.value)}: java ${theirs.ok ? 'ok' : theirs.message}, ours ${ours.ok ? 'ok' : ours.message}`);
    if (!ours.ok && !theirs.ok) {
      if (ours.message === theirs.message) sameMessage++;
      else messageDiffs.push(`${JSON.stringify(ours.message)} vs java ${JSON.stringify(theirs.message)}`);
    }
  });
  const invalid = pairs.length - valid;
  console.log(`differential vs ${jars} ${version}: ${pairs.length} pairs (${valid} valid, ${invalid} invalid in Java), ` +
    `verdict agreement ${agree}/${pairs.length}, same message ${sameMessage}/${invalid}; not compared: ${skipped.join(', ')}`);
  for (const d of messageDiffs.slice(0, 5)) console.log(`  message differs: ${d}`);
  assert.ok(pairs.length >= atLeast, `only ${pairs.length} pairs generated`);
  assert.deepEqual(disagreements.slice(0, 20), [], `${disagreements.length} verdicts differ`);
}
