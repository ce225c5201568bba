// Whole-config differential (issue 16, point 7): seeded configs are built into the real KafkaProducer,
// KafkaConsumer, Admin, StreamsConfig and Connect DistributedConfig/StandaloneConfig of the oldest
// and the newest Kafka we ship a catalog for, with no broker running; the language service, given the
// same config as a .properties file of that role, must predict every refusal with an error on the
// key Kafka names, and give no error to a config Kafka accepts. Needs java + mvn (jars cached under
// ~/.cache/kafka-tuning), else skipped. KAFKA_TUNING_WHOLE_DIFF_COUNT changes the configs per class.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missingTools, NEWEST, VERSIONS } from '../../catalog-gen/lib';
import { catalogFor } from '../../server/src/service/catalog';
import { construct, type Outcome, type Target } from '../differential/construct';
import { analyse, type Ours } from '../differential/verdict';
import { generate, type Case } from '../differential/wholeConfigs';
import { rng } from '../differential/values';

const missing = missingTools();
const TARGETS: Target[] = ['producer', 'consumer', 'admin', 'streams', 'distributed', 'standalone'];
const PER_CLASS = Number(process.env.KAFKA_TUNING_WHOLE_DIFF_COUNT ?? 2000);
const OLDEST = VERSIONS[0];

/**
 * Refusals the product does not predict with an error, each for a reason it cannot know from the
 * file. Each is still checked: `holds` says what the product must do instead.
 */
const EXCLUDED: Array<{ id: string; matches: RegExp; reason: string; holds: (ours: Ours) => boolean }> = [
  {
    id: 'missing-required-key',
    matches: /Missing required configuration "[^"]+" which has no default value|Invalid value null for configuration (key|value)\.(de)?serializer/,
    reason: 'a .properties file is handed to a program that adds what it leaves out (bootstrap.servers from --bootstrap-server, serializers chosen by kafka-console-producer, Connect\'s topics from the launcher\'s defaults), so a missing key with no default is not an error in a file',
    holds: (ours) => ours.errors.every((e) => !/no default|required/i.test(e.message)),
  },
  {
    id: 'auto-commit-without-group',
    matches: /enable\.auto\.commit cannot be set to true when default group id \(null\) is used/,
    reason: 'a .properties consumer file is often read by a tool that adds the group (kafka-console-consumer --group), so the product warns here and errs only where a Java map reaches new KafkaConsumer',
    holds: (ours) => ours.all.some((d) => d.code === 'auto-commit-without-group' && d.severity === 2),
  },
];

/** Kafka's message names the key it refused; our error must land on one of the keys it names. */
function namedKeys(message: string, written: readonly string[]): string[] {
  const lower = message.toLowerCase();
  return written.filter((k) => new RegExp(`(^|[^a-z0-9._-])${k.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9._-]|$)`).test(lower));
}

interface Tally { configs: number; refused: number; agree: number; excluded: Record<string, number>; missingRequired: number; disagreements: string[] }

function compare(version: string, cases: Case[], kafka: Outcome[], tally: Map<Target, Tally>): void {
  cases.forEach((c, i) => {
    const t = tally.get(c.target) ?? { configs: 0, refused: 0, agree: 0, excluded: {}, missingRequired: 0, disagreements: [] };
    tally.set(c.target, t);
    t.configs++;
    const theirs = kafka[i];
    const ours = analyse(version, c.target, c.config);
    const show = () => `${version} ${c.target} {${c.config.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')}}`;
    if (!theirs.refused) {
      if (ours.errors.length === 0) t.agree++;
      else t.disagreements.push(`${show()}: Kafka accepts, we say error: ${ours.errors.map((e) => `${e.code} on ${e.key}: ${e.message}`).join(' | ')}`);
      return;
    }
    t.refused++;
    const excluded = EXCLUDED.find((x) => x.matches.test(theirs.message));
    if (excluded) {
      t.excluded[excluded.id] = (t.excluded[excluded.id] ?? 0) + 1;
      if (!excluded.holds(ours)) t.disagreements.push(`${show()}: excluded case ${excluded.id} without the expected finding (Kafka: ${theirs.message})`);
      return;
    }
    const named = namedKeys(theirs.message, c.config.map(([k]) => k));
    const hit = ours.errors.filter((e) => named.length === 0 || named.includes(e.key));
    if (hit.length > 0) t.agree++;
    else t.disagreements.push(`${show()}: Kafka refuses (${theirs.message}), we ${ours.errors.length ? `say error elsewhere: ${ours.errors.map((e) => `${e.code} on ${e.key}`).join(', ')}` : 'say nothing'}`);
  });
}

test(`whole configs: the service predicts every start-up refusal of the real Kafka ${OLDEST} and ${NEWEST} clients`, { skip: missing && `${missing}: cannot run the Java oracle` }, async () => {
  const started = Date.now();
  const runs = [OLDEST, NEWEST].map((version) => {
    const catalog = catalogFor(version);
    const next = rng(20261205);
    const cases = TARGETS.flatMap((target) => generate(catalog, target, PER_CLASS, next));
    return { version, cases, kafka: construct(version, cases) };
  });
  const report: string[] = [];
  const problems: string[] = [];
  for (const run of runs) {
    const tally = new Map<Target, Tally>();
    compare(run.version, run.cases, await run.kafka, tally);
    for (const [target, t] of tally) {
      report.push(`${run.version} ${target}: ${t.configs} configs, ${t.refused} refused by Kafka, agreement ${t.agree + Object.values(t.excluded).reduce((a, b) => a + b, 0)}/${t.configs}` +
        `${Object.keys(t.excluded).length ? ` (excluded with reason: ${JSON.stringify(t.excluded)})` : ''}`);
      assert.ok(t.configs >= PER_CLASS, `${run.version} ${target}: only ${t.configs} configs`);
      problems.push(...t.disagreements);
    }
  }
  console.log(`whole-config differential in ${Date.now() - started} ms:\n  ${report.join('\n  ')}`);
  // One example per kind of disagreement (Kafka's message without its values, or our rule ids).
  const kinds = new Map<string, { n: number; example: string }>();
  for (const p of problems) {
    const kind = p.replace(/^\S+ (\S+) \{.*?\}: /s, '$1 ').replace(/Invalid value .*? for configuration/g, 'Invalid value for').replace(/[0-9]+/g, 'N').slice(0, 160);
    const k = kinds.get(kind) ?? { n: 0, example: p };
    k.n++;
    kinds.set(kind, k);
  }
  for (const [kind, { n, example }] of kinds) console.log(`  ${n}× ${kind}\n      e.g. ${example.slice(0, 900)}`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} configs where Kafka and the service disagree`);
});
