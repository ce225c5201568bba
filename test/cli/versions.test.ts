// `kafka-tune lint` shows, per file, the Kafka version it was checked against and where it came
// from (JSON `checkedAgainst`, SARIF artifacts' properties.kafkaTuning, one text line per module):
// a whole-repository run can be checked against the builds without probing with findings.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { lintJsonSchema } from '../../common/src/checkedAgainst';
import { runCli } from '../support/cli';

const roots: string[] = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kt-cli-versions-'));
  chmodSync(root, 0o755);
  roots.push(root);
  for (const [rel, text] of Object.entries({ '.git/HEAD': 'ref: refs/heads/main\n', ...files })) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const dep = (artifact: string, version: string) => `<dependency><groupId>org.apache.kafka</groupId><artifactId>${artifact}</artifactId><version>${version}</version></dependency>`;
const PRODUCER = 'bootstrap.servers=kafka:9092\nacks=all\n';

/** A parent pom whose only Kafka artifact is the broker's (kafka_2.13), a module on a 0.11 client, and a file under no build file. */
const TREE = {
  'pom.xml': `<project><modelVersion>4.0.0</modelVersion><groupId>shop</groupId><artifactId>parent</artifactId><version>1</version><packaging>pom</packaging><dependencies>${dep('kafka_2.13', '3.0.0')}</dependencies></project>`,
  'im/pom.xml': '<project><modelVersion>4.0.0</modelVersion><parent><groupId>shop</groupId><artifactId>parent</artifactId><version>1</version></parent><artifactId>im</artifactId></project>',
  'im/src/main/resources/producer.properties': PRODUCER,
  'legacy/pom.xml': `<project><modelVersion>4.0.0</modelVersion><artifactId>legacy</artifactId><dependencies>${dep('kafka-clients', '0.11.0.1')}</dependencies></project>`,
  'legacy/producer.properties': PRODUCER,
  'legacy/README.properties': 'title=not a Kafka file\n',
};

describe('the versions each file was checked against', () => {
  it('JSON: every linted file with its module and checkedAgainst, valid against the schema', async () => {
    const root = repository(TREE);
    const r = await runCli(['lint', 'im', 'legacy', '--format', 'json'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    const out = lintJsonSchema.parse(JSON.parse(r.stdout));
    const by = Object.fromEntries(out.map((f) => [f.file, f]));
    assert.deepEqual(by['im/src/main/resources/producer.properties'].checkedAgainst, [{ client: 'java', version: '3.0.0', checked: '3.0.2', source: 'kafka_2.13 in pom.xml, inherited by im/pom.xml' }]);
    assert.equal(by['im/src/main/resources/producer.properties'].module, 'im');
    assert.deepEqual(by['legacy/producer.properties'].checkedAgainst, [{ client: 'java', version: '0.11.0', checked: '2.8.2', source: 'legacy/pom.xml (0.11.0.1)' }]);
    // Files without findings are listed too; one with no Kafka config has no assumption.
    assert.deepEqual(by['legacy/README.properties']?.checkedAgainst, []);
  });

  it('text: one line per module, and "none found" for a file under no build file', async () => {
    const versions = (out: string) => out.split('\n').filter((l) => l.startsWith('versions: '));
    const root = repository({ ...TREE, 'im/src/main/resources/consumer.properties': 'bootstrap.servers=kafka:9092\ngroup.id=im\n' });
    assert.deepEqual(versions((await runCli(['lint', 'im', 'legacy'], { cwd: root })).stdout), [
      'versions: im — Kafka 3.0.0 (kafka_2.13 in pom.xml, inherited by im/pom.xml), 2 files',
      'versions: legacy — Kafka 0.11.0 (legacy/pom.xml (0.11.0.1); checked against 2.8.2, the oldest known), 1 file',
    ]);
    const bare = repository({ 'config/producer.properties': PRODUCER });
    assert.deepEqual(versions((await runCli(['lint', '.'], { cwd: bare })).stdout), ['versions: no build file — Kafka: none found, newest (4.4.0) checked, 1 file']);
  });

  it('SARIF: each linted file is an artifact carrying properties.kafkaTuning.checkedAgainst', async () => {
    const root = repository({ ...TREE, 'im/src/main/resources/producer.properties': `${PRODUCER}lingr.ms=5\n` });
    const r = await runCli(['lint', 'im', '--format', 'sarif'], { cwd: root });
    const run = (JSON.parse(r.stdout) as { runs: Array<{ artifacts: Array<{ location: { uri: string }; properties: { kafkaTuning: { module?: string; checkedAgainst: unknown[] } } }>; results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { index: number } } }> }> }> }).runs[0];
    assert.deepEqual(run.artifacts.map((a) => a.location.uri), ['im/src/main/resources/producer.properties']);
    assert.deepEqual(run.artifacts[0].properties.kafkaTuning, { module: 'im', checkedAgainst: [{ client: 'java', version: '3.0.0', checked: '3.0.2', source: 'kafka_2.13 in pom.xml, inherited by im/pom.xml' }] });
    assert.ok(run.results.length > 0);
    for (const res of run.results) assert.equal(res.locations[0].physicalLocation.artifactLocation.index, 0);
  });
});

describe('a Connect worker file in a connector module (check 77)', () => {
  it('takes the module\'s connect-api version given through a property, and says no "removed" claim about the newest Kafka', async () => {
    const root = repository({
      'pom.xml': `<project><modelVersion>4.0.0</modelVersion><artifactId>github-source</artifactId><properties><kafka.version>0.10.2.0-cp1</kafka.version></properties><dependencies>${dep('connect-api', '${kafka.version}')}</dependencies></project>`,
      'config/worker.properties': 'bootstrap.servers=kafka:9092\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.key.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.value.converter=org.apache.kafka.connect.json.JsonConverter\nrest.port=8083\noffset.storage.file.filename=/tmp/connect.offsets\n',
    });
    const r = await runCli(['lint', '.', '--format', 'json'], { cwd: root });
    const [worker] = lintJsonSchema.parse(JSON.parse(r.stdout)).filter((f) => f.file === 'config/worker.properties');
    assert.equal(worker.checkedAgainst[0]?.version, '0.10.2');
    assert.match(worker.checkedAgainst[0]?.source ?? '', /^connect-api, kafka\.version in pom\.xml/);
    assert.deepEqual(worker.diagnostics.filter((d) => /a Kafka 4\.\d+\.\d+ Connect worker does not read it/.test(d.message)), []);
  });
});
