// The application's own keys next to Kafka's: one hint per config, never "ignored"; Spring keys
// under spring.kafka.* that Boot does not bind are hints unless they are a near miss of Boot's own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, lint } from '../../support/service';

describe('application-keys', () => {
  const APP = 'bootstrap.servers=b:9092\nacks=all\ntopic=orders\npool.maxTotal=8\napp.retry.count=3\n';

  it('one hint for the file, on the first such key, listing them', () => {
    const ds = lint(APP, { fileName: 'producer.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}/${d.severity}`), ['3:application-keys/4']);
    assert.equal(ds[0].message, "3 keys here are not settings of any Kafka version from 2.8 on: 'topic', 'pool.maxTotal', 'app.retry.count'. Fine if your application reads them; a Kafka client does not.");
    assert.doesNotMatch(ds[0].message, /ignore|default/);
  });

  it('a producer key removed before the oldest catalog is not called one no Kafka version defined', () => {
    // block.on.buffer.full was a 0.9-era KafkaProducer setting: true to say 2.8+ lacks it, untrue to say Kafka never had it.
    const [d] = lint('bootstrap.servers=b:9092\nacks=all\nblock.on.buffer.full=true\n', { fileName: 'producer.properties' });
    assert.equal(d.code, 'application-keys');
    assert.doesNotMatch(d.message, /no Kafka version|not a Kafka setting/);
    assert.match(d.message, /^'block\.on\.buffer\.full' is not a setting of any Kafka version from 2\.8 on\./);
  });

  it('a misspelt Kafka key among them is still an unknown-key warning', () => {
    const ds = lint(APP + 'linger.msec=5\n', { fileName: 'producer.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}`).sort(), ['3:application-keys', '6:unknown-key']);
  });

  it('a Kafka key under the application\'s own namespace (bank.application.id beside bank.input.topic, bank.output.topic) is the application\'s, not a misspelling (check 81)', () => {
    const text = 'bank.application.id=ledger-totals\nbank.input.topic=payments\nbank.output.topic=payment-totals\nbootstrap.servers=localhost:9092\n';
    const ds = lint(text, { fileName: 'streams.properties' });
    assert.deepEqual(ds.filter((d) => d.code === 'unknown-key'), []);
    assert.match(ds.find((d) => d.code === 'application-keys')?.message ?? '', /'bank\.application\.id'/);
    // Near miss: with one sibling only, the prefix is no namespace and the slip is still said.
    const lone = lint('bank.application.id=ledger-totals\nbank.input.topic=payments\nbootstrap.servers=localhost:9092\n', { fileName: 'streams.properties' });
    assert.match(lone.find((d) => d.code === 'unknown-key')?.message ?? '', /Did you mean 'application\.id'\?/);
  });

  it('names who else reads a broker, Connect or MirrorMaker 2 file: its plugins, not an application', () => {
    // An independent check found "Fine if your application reads it; a Kafka client does not" on a broker's server.properties.
    const broker = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka\nheap.opts=-Xmx1G\n';
    const [b] = lint(broker, { fileName: 'server.properties' }).filter((d) => d.code === 'application-keys');
    assert.equal(b.message, "'heap.opts' is not a setting of any Kafka version from 2.8 on. Fine if a plugin the broker loads (an authorizer, a metrics reporter, a config provider) reads it; the broker itself does not.");
    const mm2 = 'clusters = east, west\neast.bootstrap.servers = e1:9092\nwest.bootstrap.servers = w1:9092\neast->west.enabled = true\neast->west.mm2-internal.replication.factor = 1\n';
    const [m] = lint(mm2, { fileName: 'mm2.properties' }).filter((d) => d.code === 'application-keys');
    assert.match(m.message, /Fine if a plugin MirrorMaker 2 loads \(a replication policy, a config provider\) reads it; MirrorMaker 2 itself does not\.$/);
  });

  it('near-miss: a clean producer file has no hint', () => {
    assert.deepEqual(lint('bootstrap.servers=b:9092\nacks=all\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
  });
});

describe('spring-unknown-property on the application\'s own spring.kafka.* keys', () => {
  const yaml = (body: string) => lint(`spring:\n  kafka:\n    bootstrap-servers: b:9092\n${body}`, { fileName: 'application.yml' }).filter((d) => d.code === 'spring-unknown-property');

  it('a key of the application\'s own is a hint, not "ignored"', () => {
    const [d] = yaml('    topic:\n      orders: orders-v1\n');
    assert.equal(d.severity, 4);
    assert.equal(d.message, "Spring Boot does not bind 'spring.kafka.topic.orders'; fine if your code reads it.");
  });

  it('a Kafka key in Boot spelling: a hint naming properties[...]', () => {
    const [d] = yaml('    producer:\n      linger-ms: 5\n');
    assert.equal(d.severity, 4);
    assert.equal(d.message, "Spring Boot does not bind 'spring.kafka.producer.linger-ms'; fine if your code reads it, otherwise use 'spring.kafka.producer.properties[linger.ms]'.");
  });

  it('a Kafka key in Boot spelling in a module whose code was searched and does not read it: information, the client keeps its default', () => {
    const modules = { 'file:///test/': { folder: 'file:///test/', versions: { java: { client: 'java' as const, version: '3.7.1', origin: 'pom.xml' } } } };
    const text = 'spring:\n  kafka:\n    bootstrap-servers: b:9092\n    producer:\n      linger-ms: 5\n';
    const [d] = lint(text, { fileName: 'src/main/resources/application.yml', workspace: { modules } }).filter((x) => x.code === 'spring-unknown-property');
    assert.equal(d.severity, 3);
    assert.equal(d.message, "Spring Boot does not bind 'spring.kafka.producer.linger-ms', and no code in this module reads it (no @Value, getProperty or @ConfigurationProperties for it): this line has no effect, and linger.ms does not reach the client from here (code that builds the client may still set it). Use 'spring.kafka.producer.properties[linger.ms]'.");
    // Check 66: a Kotlin class that builds the Streams client sets the serde itself; the message must not say what the client ends up with.
    assert.doesNotMatch(d.message, /keeps its default/);
    // The module's code reads it: not reported at all.
    const codeReadKeys = [{ key: 'spring.kafka.producer.linger-ms', file: 'file:///test/src/main/java/Cfg.java', how: '${…}' as const }];
    assert.equal(lint(text, { fileName: 'src/main/resources/application.yml', workspace: { modules, codeReadKeys } }).filter((x) => x.code === 'spring-unknown-property').length, 0);
    // The application's own key (no Kafka key of that name) stays a hint there.
    const [own] = lint('spring:\n  kafka:\n    topic:\n      orders: orders-v1\n', { fileName: 'src/main/resources/application.yml', workspace: { modules } }).filter((x) => x.code === 'spring-unknown-property');
    assert.equal(own.severity, 4);
  });

  it('a near miss of a Boot property stays a warning', () => {
    const [d] = yaml('    consumer:\n      group-idd: g\n');
    assert.equal(d.severity, 2);
  });

  // Kafka 2.8's Plugins.newConverter hands internal.key.converter the keys under its name, so
  // "not a setting of any Kafka version from 2.8 on" would be untrue for them.
  it('leaves a worker\'s internal converter settings out, and still lists the worker file\'s own keys', () => {
    const worker = 'bootstrap.servers=k:9092\ngroup.id=sync-workers\nconfig.storage.topic=sw-configs\noffset.storage.topic=sw-offsets\nstatus.storage.topic=sw-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\ninternal.key.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.key.converter.schemas.enable=false\n';
    const hints = (text: string) => lint(text, { fileName: 'connect-distributed.properties' }).filter((d) => d.code === 'application-keys');
    assert.equal(hints(worker).length, 0);
    const [h] = hints(`${worker}sync.owner=platform-team\n`);
    assert.match(h.message, /^'sync\.owner' is not a setting/);
  });

  it("a MirrorMaker 2 file's Connect worker key keeps its history: rest.port (DistributedConfig 2.8.2, gone in 3.0.2) is 'removed in 3.0', not the application's own", () => {
    const mm2 = 'clusters = east, west\neast.bootstrap.servers = e1:9092\nwest.bootstrap.servers = w1:9092\neast->west.enabled = true\nrest.port = 8083\n';
    const out = lint(mm2, { fileName: 'mm2.properties' });
    assert.deepEqual(out.filter((d) => d.code === 'application-keys'), []);
    const [d] = out.filter((x) => x.code === 'unknown-key');
    assert.match(d.message, /^'rest\.port' was removed in Kafka 3\.0: a Kafka 4\.4\.0 MirrorMaker 2 driver does not read it/);
  });
});

describe('application-keys on a client older than the catalogs (check 27)', () => {
  it('says the old client may read the keys, which later releases removed', () => {
    const text = '// kafka-tuning: client=java@0.10.1\nbootstrap.servers=k:9092\nmetadata.fetch.timeout.ms=5000\n';
    const [d] = findings('application-keys', text.replace('//', '#'), { fileName: 'producer.properties' });
    assert.match(d.message, /This module's client is Kafka 0\.10\.1, older than 2\.8: it may be one of its settings, which later releases removed\.$/);
    const [now] = findings('application-keys', 'bootstrap.servers=k:9092\nmetadata.fetch.timeout.ms=5000\n', { fileName: 'producer.properties' });
    assert.doesNotMatch(now?.message ?? '', /older than/);
  });
});

describe('tiered storage plugin keys in a broker file (check 60)', () => {
  it('keys under rlmm.config. / rsm.config. are the tiered-storage plugins\' (the broker passes them on); an unprefixed copy reaches neither', () => {
    const text = 'process.roles=broker\nnode.id=1\nremote.log.storage.system.enable=true\nrlmm.config.remote.log.metadata.topic.replication.factor=1\nrsm.config.dir=/var/tiered\nremote.log.metadata.topic.replication.factor=1\n';
    const ds = lint(text, { fileName: 'server.properties' }).filter((d) => ['application-keys', 'unknown-key', 'plugin-key'].includes(String(d.code)));
    assert.deepEqual(ds.map((d) => d.range.start.line), [5]);
    assert.match(ds[0].message, /^'remote\.log\.metadata\.topic\.replication\.factor' is not a setting of any Kafka version/);
  });
});
