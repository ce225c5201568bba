// One version throughout each message (the build's, not the catalog it is checked with), builds
// older than every catalog shipped, and Connect keys whose removal changes nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const build = (version: string) => ({ versions: { java: { client: 'java' as const, version, origin: 'pom.xml' } } });
const WORKER = (extra: string) => `bootstrap.servers=kafka:9092\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nkey.converter.schemas.enable=false\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter.schemas.enable=false\noffset.storage.topic=o\nconfig.storage.topic=c\nstatus.storage.topic=s\n${extra}`;
const DEAD = 'internal.key.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.value.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.key.converter.schemas.enable=false\ninternal.value.converter.schemas.enable=false\n';
const at = (ds: ReturnType<typeof lint>) => ds.map((d) => `${d.range.start.line + 1}:${d.code}/${d.severity}`);

describe('the version a message names', () => {
  it('a 3.0.0 build checked with the 3.0.2 catalog is called 3.0.0 throughout', () => {
    const [d] = lint('bootstrap.servers=b:9092\npartitioner.adaptive.partitioning.enable=true\n', { fileName: 'producer.properties', workspace: build('3.0.0') }).filter((x) => x.code === 'unknown-key');
    assert.match(d.message, /a Kafka 3\.0\.0 producer does not read it \(Kafka 3\.0\.0 from pom\.xml\)/);
    assert.doesNotMatch(d.message, /3\.0\.2/);
  });
});

describe('a build older than the oldest catalog', () => {
  it('a 0.10.2 worker: rest.port and internal converters are not "removed", they work there', () => {
    // A module that builds the worker itself (connect-runtime) gives the worker file its version.
    const worker = { versions: { java: { client: 'java' as const, version: '0.10.2', origin: 'connect-runtime in pom.xml' } } };
    const ds = lint(WORKER(`${DEAD}rest.port=8085\n`), { fileName: 'connect-distributed.properties', workspace: worker });
    assert.equal(ds.filter((d) => d.code === 'unknown-key').length, 0);
    // Still said once they will stop working, rest.port at information, the dead converters as hints.
    assert.deepEqual(at(ds.filter((d) => d.code === 'removed-in-newer-kafka')), ['10:removed-in-newer-kafka/4', '11:removed-in-newer-kafka/4', '14:removed-in-newer-kafka/3']);
  });

  it('a key the oldest catalog lacks is information and says which version was checked', () => {
    const [d] = lint('bootstrap.servers=b:9092\ngroup.id=g\nsesion.timeout.ms=1000\n', { fileName: 'consumer.properties', workspace: build('0.8.2') }).filter((x) => x.code === 'unknown-key');
    assert.equal(d.severity, 3);
    assert.match(d.message, /Checked against Kafka 2\.8\.2, the oldest version this tool knows/);
    assert.doesNotMatch(d.message, /Kafka ignores it/);
  });

  it('a constant 0.8.2 had is not "does not compile" for a 0.8.2 build: its fields are not known, so nothing is said', () => {
    const java = 'import org.apache.kafka.clients.consumer.*;\nimport java.util.Properties;\nclass A {\n  void f() {\n    Properties p = new Properties();\n    p.put("bootstrap.servers", "b:9092");\n    p.put(ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY, "range");\n    new KafkaConsumer<String, String>(p);\n  }\n}\n';
    assert.deepEqual(lint(java, { fileName: 'A.java', workspace: build('0.8.2') }).filter((x) => x.range.start.line === 6).map((x) => x.message), []);
    const [now] = lint(java, { fileName: 'A.java', workspace: build('3.7.0') }).filter((x) => x.code === 'unknown-key');
    assert.match(now.message, /has no constant PARTITION_ASSIGNMENT_STRATEGY in Kafka 3\.7\.0 \(the version from pom\.xml\): this does not compile/);
  });
});

describe('Connect keys whose removal changes nothing', () => {
  it('internal.*.converter=JsonConverter with schemas off, version unknown: hints; rest.port stays information', () => {
    const ds = lint(WORKER(`${DEAD}rest.port=8085\n`), { fileName: 'connect-distributed.properties' }).filter((d) => d.code === 'unknown-key');
    assert.deepEqual(at(ds), ['10:unknown-key/4', '11:unknown-key/4', '14:unknown-key/3']);
    assert.match(ds[0].message, /deleting it changes nothing/);
    // The converter's own schemas.enable line is unread with it: named in the same hint.
    assert.match(ds[0].message, /The internal\.key\.converter\.schemas\.enable=false line goes with it\.$/);
    assert.match(ds[1].message, /The internal\.value\.converter\.schemas\.enable=false line goes with it\.$/);
  });

  it('rest.port=8083 and rest.host.name=0.0.0.0 name where the REST server listens anyway: hints; with listeners written they do not', () => {
    const ds = lint(WORKER('rest.host.name=0.0.0.0\nrest.port=8083\n'), { fileName: 'connect-distributed.properties' }).filter((d) => d.code === 'unknown-key');
    assert.deepEqual(at(ds), ['10:unknown-key/4', '11:unknown-key/4']);
    assert.match(ds[1].message, /listens where listeners says, http:\/\/:8083 by default .*: deleting it changes nothing\.$/);
    const listeners = lint(WORKER('listeners=http://127.0.0.1:8090\nrest.port=8083\n'), { fileName: 'connect-distributed.properties' }).filter((d) => d.code === 'unknown-key');
    assert.deepEqual(at(listeners), ['11:unknown-key/3']);
  });

  it('MirrorMaker 2: a groups.blacklist equal to groups.exclude\'s default changes nothing; another list is a hint with no version found, a warning on a known 4.x', () => {
    const mm2 = (line: string) => lint(`clusters = a, b\na.bootstrap.servers = a1:9092\nb.bootstrap.servers = b1:9092\na->b.enabled = true\n${line}\n`, { fileName: 'mm2.properties' }).filter((d) => d.code === 'unknown-key');
    const [same] = mm2('groups.blacklist = console-consumer-.*, connect-.*, __.*');
    assert.equal(same.severity, 4);
    assert.match(same.message, /Without it groups\.exclude applies with its default, console-consumer-\.\*,connect-\.\*,__\.\*, which is this same list: deleting it changes nothing\.$/);
    // Another list: its exclusions stop on upgrade. With no version found that is only possible (a
    // 3.x driver still reads it): a hint; on a known 4.1 driver, a warning.
    assert.equal(mm2('topics.blacklist = .*[\\-\\.]internal, .*\\.replica, __consumer_offsets')[0].severity, 4);
    assert.equal(mm2('# kafka-tuning: client=java@4.1\ntopics.blacklist = .*[\\-\\.]internal, .*\\.replica, __consumer_offsets')[0].severity, 2);
  });

  it('near-miss: another internal converter changes the stored format on upgrade and stays information', () => {
    const ds = lint(WORKER('internal.value.converter=io.confluent.connect.avro.AvroConverter\n'), { fileName: 'connect-distributed.properties' }).filter((d) => d.code === 'unknown-key');
    assert.deepEqual(at(ds), ['10:unknown-key/3']);
  });
});
