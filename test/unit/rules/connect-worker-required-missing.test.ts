import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectWorkerRequiredMissing } from '../../../server/src/service/rules/connectWorkerRequiredMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, lint } from '../../support/service';

const ID = 'connect-worker-required-missing';
const distributed = { fileName: 'connect-distributed.properties' };
const TOPICS = 'group.id=billing-connect\nconfig.storage.topic=billing-configs\noffset.storage.topic=billing-offsets\n';
const CONVERTERS = 'key.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';

describe('connect-worker-required-missing (DistributedConfig / StandaloneConfig keys without a default)', () => {
  it('a distributed worker without status.storage.topic and converters: one error on the first line, naming them', () => {
    const text = `bootstrap.servers=kafka-1.internal:9092\n${TOPICS}offset.storage.replication.factor=3\nplugin.path=/opt/connect\n`;
    const [d, ...rest] = findings(ID, text, distributed);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 0);
    assert.equal(d.message, 'This distributed Connect worker config has no key.converter, status.storage.topic or value.converter: DistributedConfig gives them no default (Kafka 4.4.0, the newest, as no version was found in the workspace; the same in every version from 2.8 on), so the worker stops at start-up with ConfigException "Missing required configuration "…" which has no default value.".');
  });

  it('one key missing is named in the exception; under any file name when most required keys are written', () => {
    const [d] = findings(ID, `bootstrap.servers=kafka-1.internal:9092\n${TOPICS}${CONVERTERS}`, { fileName: 'worker.properties' });
    assert.match(d.message, /has no status\.storage\.topic: DistributedConfig gives it no default .* "Missing required configuration "status\.storage\.topic" which has no default value\."\.$/);
  });

  it('bootstrap.servers only when the version is known and refuses it (4.2 on)', () => {
    const whole = `${TOPICS}status.storage.topic=billing-status\n${CONVERTERS}`;
    const [d] = findings(ID, `# kafka-tuning: client=java@4.2\n${whole}`, distributed);
    assert.match(d.message, /^This distributed Connect worker config has no bootstrap\.servers: DistributedConfig gives it no default \(Kafka 4\.2\.\d\)/);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@4.1\n${whole}`, distributed), []);
    assert.deepEqual(findings(ID, whole, distributed), []);
  });

  it('a standalone worker without converters', () => {
    const [d] = findings(ID, 'bootstrap.servers=localhost:9092\noffset.storage.file.filename=/var/lib/connect/offsets\nplugin.path=/opt/connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nkey.converter.schemas.enable=false\n', { fileName: 'connect-standalone.properties' });
    assert.match(d.message, /^This standalone Connect worker config has no value\.converter: StandaloneConfig gives it no default/);
  });

  it('a connector\'s config under a worker\'s file name (connect-standalone worker.properties connect-standalone.properties): a connector, not a worker (check 60)', () => {
    const connector = 'name=opensky\nconnector.class=com.example.OpenSkySourceConnector\ntasks.max=1\ntopic=flights\nkey.converter=org.apache.kafka.connect.storage.StringConverter\n';
    const ds = lint(connector, { fileName: 'config/connect-standalone.properties' });
    assert.deepEqual(ds.filter((d) => d.code === ID || d.code === 'wrong-role-key').map((d) => d.code), []);
    // Near miss: a worker file under that name still is one.
    assert.equal(findings(ID, `bootstrap.servers=kafka:9092\n${CONVERTERS}`, { fileName: 'config/connect-standalone.properties' }).length, 1);
  });

  it('near misses: a complete worker, fragments an image or script completes, templates, directive sections', () => {
    assert.deepEqual(findings(ID, `bootstrap.servers=kafka:9092\n${TOPICS}status.storage.topic=s\n${CONVERTERS}`, distributed), []);
    // A Docker overlay: the image writes the rest of the worker config from its environment.
    assert.deepEqual(findings(ID, 'group.id=billing-connect\noffset.storage.topic=billing-offsets\nplugin.path=/usr/share/java,/opt/connectors\nproducer.compression.type=lz4\n', { fileName: 'worker-overrides.properties' }), []);
    assert.deepEqual(findings(ID, `${CONVERTERS}plugin.path=/opt/connect\n`, distributed), []);
    // Blanks to fill in, and a Jinja loop that may write the missing keys.
    assert.deepEqual(findings(ID, 'bootstrap.servers=\ngroup.id=\nconfig.storage.topic=\noffset.storage.topic=\n', distributed), []);
    assert.deepEqual(findings(ID, `${TOPICS}{% for k, v in extra.items() %}\n{{ k }}={{ v }}\n{% endfor %}\n`, distributed), []);
    assert.deepEqual(findings(ID, `${TOPICS}# kafka-tuning: rate=100\nproducer.linger.ms=5\n`, distributed), []);
    // Both kinds' keys: which ConfigDef reads it is not told.
    assert.deepEqual(findings(ID, `${TOPICS}offset.storage.file.filename=/tmp/o\n`, { fileName: 'worker.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(connectWorkerRequiredMissing));
});
