// Following Kafka config the way the code does, within a file and across the workspace's files:
// @KafkaListener(properties = …) overrides, wildcard imports, helpers called per record, an
// application's own @ConfigurationProperties prefix handed to a client, kafkajs clients created in
// one module and used in another. Multi-file cases are in-memory workspaces: codeFactsOf() reads
// the files as the Node-side scan would, and the service gets the facts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeFactsOf } from '../../server/src/service/crossFile';
import { javaEdits } from '../../server/src/service/sites/java';
import type { SourceDocument } from '../../server/src/service/model';
import { applyEdits, doc, findings, lint, service } from '../support/service';

const codes = (ds: { code?: unknown; range: { start: { line: number } } }[]) => ds.map((d) => `${d.range.start.line}:${String(d.code)}`).sort();

function workspace(...docs: SourceDocument[]) {
  const code = codeFactsOf(docs);
  const s = service({ workspace: { code } });
  return { code, s, lint: (d: SourceDocument) => s.diagnostics(d), sites: (d: SourceDocument) => s.analyze(d).sites };
}

describe('@KafkaListener(properties = …): consumer overrides', () => {
  const listener = (props: string) => [
    'package demo;',
    'import org.springframework.kafka.annotation.KafkaListener;',
    'class Orders {',
    `  @KafkaListener(topics = "orders", groupId = "orders", properties = ${props})`,
    '  void on(String v) {}',
    '}',
    '',
  ].join('\n');

  it('reads key=value, key:value and key value, as Properties.load does, with exact ranges', () => {
    const text = listener('{"max.poll.records=10", "fetch.min.bytes: 1024", "session.timeout.ms 30000"}');
    const [site, ...rest] = service().analyze(doc(text, 'Orders.java')).sites;
    assert.equal(rest.length, 0);
    assert.equal(site.role, 'consumer');
    assert.equal(site.overrides, '@KafkaListener properties');
    assert.deepEqual(site.entries.map((e) => [e.key, e.value]), [['max.poll.records', '10'], ['fetch.min.bytes', '1024'], ['session.timeout.ms', '30000']]);
    const line = text.split('\n')[3];
    assert.equal(site.entries[1].keyRange.start.character, line.indexOf('fetch.min.bytes'));
    assert.equal(site.entries[1].valueRange.start.character, line.indexOf('1024'));
    // No lens, no benchmark: the rest of the config is the factory's.
    assert.deepEqual(service().sites(doc(text, 'Orders.java')), []);
  });

  it('reports a misspelt key and a value the consumer refuses, on the string', () => {
    const text = listener('{"max.poll.recrods=10", "auto.offset.reset=smallest"}');
    const ds = lint(text, { fileName: 'Orders.java' });
    assert.deepEqual(codes(ds), ['3:invalid-value', '3:unknown-key']);
    assert.match(ds.find((d) => d.code === 'unknown-key')!.message, /max\.poll\.recrods/);
  });

  it('stays silent on good overrides: no rule reasons from keys the factory holds', () => {
    // A lone override would otherwise look like a consumer with no group.id, no deserializers and
    // auto-commit on by default.
    assert.deepEqual(lint(listener('{"max.poll.records:50", "max.poll.interval.ms:600000"}'), { fileName: 'Orders.java' }), []);
    assert.deepEqual(lint(listener('"max.poll.records=1"'), { fileName: 'Orders.java' }), []);
  });

  it('leaves out what is only known at run time (a placeholder that expands to lines, a SpEL value)', () => {
    assert.deepEqual(service().analyze(doc(listener('{"${listener.overrides}"}'), 'Orders.java')).sites, []);
    const spel = listener('{"max.poll.records=#{${batch.size} * 2}", "fetch.min.bytes=${fetch.min}"}');
    assert.deepEqual(service().analyze(doc(spel, 'Orders.java')).sites[0].entries.map((e) => [e.key, e.value]), [['max.poll.records', undefined], ['fetch.min.bytes', '${fetch.min}']]);
    assert.deepEqual(lint(spel, { fileName: 'Orders.java' }), []);
  });

  it('a fix rewrites the value inside the string, and adds nothing the annotation cannot hold', () => {
    const text = listener('{"auto.offset.reset=smallest"}');
    const d = doc(text, 'Orders.java');
    const [site] = service().analyze(d).sites;
    const names = { constantFor: () => undefined };
    const fixed = applyEdits(text, javaEdits(d, site, { kind: 'set', key: 'auto.offset.reset', value: 'earliest' }, names));
    assert.match(fixed, /properties = \{"auto\.offset\.reset=earliest"\}/);
    assert.deepEqual(javaEdits(d, site, { kind: 'set', key: 'group.id', value: 'x' }, names), []);
    assert.deepEqual(javaEdits(d, site, { kind: 'remove', entry: site.entries[0] }, names), []);
  });
});

describe('Java: wildcard imports and helpers', () => {
  it('resolves a serde class brought in by a wildcard import', () => {
    const text = [
      'import java.util.*;',
      'import org.apache.kafka.clients.producer.*;',
      'import org.apache.kafka.common.serialization.*;',
      'class Sender {',
      '  KafkaProducer<String, String> make() {',
      '    Properties p = new Properties();',
      '    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");',
      '    p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);',
      '    p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringDeserializer.class);',
      '    return new KafkaProducer<>(p);',
      '  }',
      '}',
      '',
    ].join('\n');
    const [site] = service().analyze(doc(text, 'Sender.java')).sites;
    assert.equal(site.entries.find((e) => e.key === 'key.serializer')?.value, 'org.apache.kafka.common.serialization.StringSerializer');
    const [d] = findings('serializer-direction', text, { fileName: 'Sender.java' });
    assert.equal(d.range.start.line, 8);
    // A class of another package under another wildcard stays as written.
    const other = text.replace('StringDeserializer.class', 'AvroThing.class').replace('import org.apache.kafka.common.serialization.*;', 'import org.apache.kafka.common.serialization.*;\nimport com.acme.serde.*;');
    assert.equal(service().analyze(doc(other, 'Sender.java')).sites[0].entries.find((e) => e.key === 'value.serializer')?.value, 'AvroThing');
  });

  const perRecord = (call: string) => [
    'import java.time.Duration;',
    'import java.util.*;',
    'import org.apache.kafka.clients.consumer.*;',
    'import org.apache.kafka.clients.producer.*;',
    'class Forwarder {',
    '  void loop(KafkaConsumer<String, String> consumer) {',
    '    while (true) {',
    '      ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(100));',
    `      for (ConsumerRecord<String, String> r : records) ${call}`,
    '    }',
    '  }',
    '  void forward(ConsumerRecord<String, String> r) {',
    '    Properties p = new Properties();',
    '    p.put("bootstrap.servers", "localhost:9092");',
    '    p.put("key.serializer", "org.apache.kafka.common.serialization.StringSerializer");',
    '    p.put("value.serializer", "org.apache.kafka.common.serialization.StringSerializer");',
    '    try (KafkaProducer<String, String> producer = new KafkaProducer<>(p)) {',
    '      producer.send(new ProducerRecord<>("out", r.value()), (m, e) -> {});',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');

  it('a client created in a helper called once per polled record is created per record', () => {
    const [d, ...rest] = findings('java-client-per-message', perRecord('forward(r);'), { fileName: 'Forwarder.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 16);
    assert.match(d.message, /in forward\(\), which is called inside the for loop over the polled records \(line 9\)/);
  });

  it('stays silent when the helper is called behind an if, or outside the record loop', () => {
    assert.deepEqual(findings('java-client-per-message', perRecord('if (r.key() == null) forward(r);'), { fileName: 'Forwarder.java' }), []);
    const once = perRecord('System.out.println(r);').replace('  void loop(', '  void start(ConsumerRecord<String, String> first) { forward(first); }\n  void loop(');
    assert.deepEqual(findings('java-client-per-message', once, { fileName: 'Forwarder.java' }), []);
  });

  it('commitSync() in a helper called per record is a commit per record', () => {
    const text = perRecord('handle(consumer, r);').replace('  void forward(', [
      '  void handle(KafkaConsumer<String, String> consumer, ConsumerRecord<String, String> r) {',
      '    System.out.println(r.value());',
      '    consumer.commitSync();',
      '  }',
      '  void forward(',
    ].join('\n'));
    const [d, ...rest] = findings('java-commit-sync-per-record', text, { fileName: 'Forwarder.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 13);
  });
});

describe('Spring: an application prefix bound by @ConfigurationProperties and handed to a client', () => {
  const settings = doc([
    'package demo;',
    'import java.util.HashMap;',
    'import java.util.Map;',
    'import org.springframework.boot.context.properties.ConfigurationProperties;',
    '@ConfigurationProperties(prefix = "nakadi.kafka")',
    'public class NakadiKafkaSettings {',
    '  private Map<String, String> producer = new HashMap<>();',
    '  private Map<String, String> consumer = new HashMap<>();',
    '  private Map<String, String> cacheOptions = new HashMap<>();',
    '  public Map<String, String> getProducer() { return producer; }',
    '  public Map<String, String> getConsumer() { return consumer; }',
    '  public Map<String, String> getCacheOptions() { return cacheOptions; }',
    '}',
    '',
  ].join('\n'), 'src/main/java/demo/NakadiKafkaSettings.java');
  const clients = doc([
    'package demo;',
    'import java.util.*;',
    'import org.apache.kafka.clients.producer.KafkaProducer;',
    'import org.apache.kafka.clients.consumer.KafkaConsumer;',
    'class Clients {',
    '  private final NakadiKafkaSettings settings;',
    '  Clients(NakadiKafkaSettings settings) { this.settings = settings; }',
    '  KafkaProducer<String, String> producer() {',
    '    return new KafkaProducer<>(new HashMap<String, Object>(settings.getProducer()));',
    '  }',
    '  KafkaConsumer<String, String> consumer() {',
    '    Map<String, Object> m = new HashMap<>(settings.getConsumer());',
    '    m.put("group.id", "nakadi");',
    '    return new KafkaConsumer<>(m);',
    '  }',
    '  Cache cache() { return new Cache(settings.getCacheOptions()); }',
    '}',
    '',
  ].join('\n'), 'src/main/java/demo/Clients.java');
  const yml = doc([
    'server:',
    '  port: 8080',
    'nakadi:',
    '  kafka:',
    '    producer:',
    '      bootstrap.servers: localhost:9092',
    '      acks: 0',
    '      key.serializer: org.apache.kafka.common.serialization.StringSerializer',
    '      value.serializer: org.apache.kafka.common.serialization.StringSerializer',
    '      linger.msx: 5',
    '    consumer:',
    '      bootstrap.servers: localhost:9092',
    '      max.poll.records: 10',
    '    cache-options:',
    '      expire.after: 10m',
    '',
  ].join('\n'), 'src/main/resources/application.yml');

  it('finds which bound maps reach which client, and whether the code adds keys of its own', () => {
    const { code } = workspace(settings, clients);
    assert.deepEqual(code.boundKafkaMaps, [
      { path: 'nakadi.kafka.producer', role: 'producer', whole: true, source: 'NakadiKafkaSettings.java' },
      { path: 'nakadi.kafka.consumer', role: 'consumer', whole: false, source: 'NakadiKafkaSettings.java' },
    ]);
  });

  it('analyses the keys under the prefix as that client config', () => {
    const w = workspace(settings, clients);
    const sites = w.sites(yml);
    assert.deepEqual(sites.map((s) => [s.role, s.overrides ?? null, s.entries.map((e) => e.key)]), [
      ['producer', null, ['bootstrap.servers', 'acks', 'key.serializer', 'value.serializer', 'linger.msx']],
      // The code puts group.id itself: the file shows overrides, and no rule says "no group.id".
      ['consumer', 'nakadi.kafka.consumer.* (merged with other settings in the code)', ['bootstrap.servers', 'max.poll.records']],
    ]);
    assert.deepEqual(codes(w.lint(yml)), ['6:acks-durability', '9:unknown-key']);
  });

  it('a fix rewrites the written value under the prefix', () => {
    const w = workspace(settings, clients);
    const d = w.lint(yml).find((x) => x.code === 'acks-durability')!;
    const edits = w.s.codeActions(yml, d.range, ['quickfix']).flatMap((a) => (a.edit?.changes ? Object.values(a.edit.changes)[0] : []));
    assert.ok(edits.length > 0);
    assert.ok(edits.every((e) => e.range.start.line === 6), 'only the acks line changes');
  });

  it('serializers handed to the constructor make the prefix overrides: no rule reasons from absent keys', () => {
    const withSerdes = doc(clients.text.replace('new KafkaProducer<>(new HashMap<String, Object>(settings.getProducer()))',
      'new KafkaProducer<>(new HashMap<String, Object>(settings.getProducer()), new StringSerializer(), new StringSerializer())'), 'src/main/java/demo/Clients.java');
    const w = workspace(settings, withSerdes);
    assert.equal(w.code.boundKafkaMaps?.find((m) => m.role === 'producer')?.whole, false);
    const onlyBootstrap = doc('nakadi:\n  kafka:\n    producer:\n      bootstrap.servers: localhost:9092\n      acks: all\n', 'application.yml');
    assert.deepEqual(w.lint(onlyBootstrap), []);
  });

  it('stays silent without the code that hands the map to a client', () => {
    // The same file with only the binding class: nakadi.kafka.* is the application's business.
    assert.deepEqual(workspace(settings).code.boundKafkaMaps, undefined);
    assert.deepEqual(workspace(settings).lint(yml), []);
    assert.deepEqual(lint(yml.text, { fileName: 'application.yml' }), []);
  });

  it('stays silent on a kafka.* prefix bound to a class whose map reaches no Kafka client', () => {
    const cacheProps = doc([
      'import java.util.Map;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      '@ConfigurationProperties("kafka")',
      'record KafkaTopicsSettings(Map<String, String> topics) {}',
      '',
    ].join('\n'), 'KafkaTopicsSettings.java');
    const user = doc([
      'import org.apache.kafka.clients.producer.KafkaProducer;',
      'class Publisher {',
      '  private final KafkaTopicsSettings settings;',
      '  Publisher(KafkaTopicsSettings settings) { this.settings = settings; }',
      '  String topic(String name) { return settings.topics().get(name); }',
      '  Object router() { return new Router(settings.topics()); }',
      '}',
      '',
    ].join('\n'), 'Publisher.java');
    const w = workspace(cacheProps, user);
    assert.equal(w.code.boundKafkaMaps, undefined);
    assert.deepEqual(w.lint(doc('kafka:\n  topics:\n    orders: orders.v1\n    linger.ms: nope\n', 'application.yml')), []);
  });

  it('follows a @Bean method bound with @ConfigurationProperties, and a holder method that copies its map', () => {
    const beans = doc([
      'import java.util.*;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      'import org.springframework.context.annotation.Bean;',
      'import org.springframework.kafka.core.*;',
      'class KafkaConfig {',
      '  @Bean',
      '  @ConfigurationProperties(prefix = "app.kafka.consumer")',
      '  Map<String, Object> consumerProps() { return new HashMap<>(); }',
      '  @Bean',
      '  ConsumerFactory<String, String> consumerFactory() { return new DefaultKafkaConsumerFactory<>(consumerProps()); }',
      '}',
      '',
    ].join('\n'), 'KafkaConfig.java');
    const holder = doc([
      'import java.util.*;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      '@ConfigurationProperties(prefix = "streams")',
      'class StreamsSettings {',
      '  private final Map<String, String> properties = new HashMap<>();',
      '  public Properties asProperties() {',
      '    Properties p = new Properties();',
      '    p.putAll(properties);',
      '    return p;',
      '  }',
      '}',
      '',
    ].join('\n'), 'StreamsSettings.java');
    const app = doc([
      'import org.apache.kafka.streams.KafkaStreams;',
      'class App {',
      '  KafkaStreams start(StreamsSettings settings, org.apache.kafka.streams.Topology t) { return new KafkaStreams(t, settings.asProperties()); }',
      '}',
      '',
    ].join('\n'), 'App.java');
    const { code } = workspace(beans, holder, app);
    assert.deepEqual(code.boundKafkaMaps, [
      // A Spring consumer factory's listeners add group.id and their own properties: overrides.
      { path: 'app.kafka.consumer', role: 'consumer', whole: false, source: 'KafkaConfig.java' },
      { path: 'streams.properties', role: 'streams', whole: true, source: 'StreamsSettings.java' },
    ]);
  });

  it('follows a copy of the bound map: entrySet().stream().filter(…).collect(toMap(…)), Map.copyOf', () => {
    const config = doc([
      'import java.util.*;',
      'import java.util.stream.Collectors;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      'import org.springframework.context.annotation.Bean;',
      'import org.springframework.kafka.core.*;',
      '@ConfigurationProperties(prefix = "audit-producer")',
      'class AuditProducerConfig {',
      '  Map<String, String> properties;',
      '  public void setProperties(Map<String, String> p) { properties = p; }',
      '  @Bean',
      '  ProducerFactory<String, String> auditProducerFactory() {',
      '    Map<String, Object> configs = properties.entrySet().stream()',
      '        .filter(e -> e.getValue() != null && !e.getValue().isBlank())',
      '        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));',
      '    return new DefaultKafkaProducerFactory<>(configs);',
      '  }',
      '}',
      '',
    ].join('\n'), 'AuditProducerConfig.java');
    const copy = doc([
      'import java.util.*;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      'import org.apache.kafka.clients.admin.Admin;',
      '@ConfigurationProperties(prefix = "ops-admin")',
      'class OpsAdmin {',
      '  Map<String, Object> properties = new HashMap<>();',
      '  Admin admin() { return Admin.create(Map.copyOf(properties)); }',
      '}',
      '',
    ].join('\n'), 'OpsAdmin.java');
    const w = workspace(config, copy);
    assert.deepEqual(w.code.boundKafkaMaps, [
      { path: 'audit-producer.properties', role: 'producer', whole: true, source: 'AuditProducerConfig.java' },
      { path: 'ops-admin.properties', role: 'admin', whole: true, source: 'OpsAdmin.java' },
    ]);
    const yml = doc('audit-producer:\n  topic: audit\n  properties:\n    bootstrap.servers: kafka:9092\n    acks: 1\n', 'application.yml');
    assert.deepEqual(codes(w.lint(yml)), ['4:acks-durability']);
  });

  it('a stream that maps the entries to other keys is not the bound map (near miss)', () => {
    const renamed = doc([
      'import java.util.*;',
      'import java.util.stream.Collectors;',
      'import org.springframework.boot.context.properties.ConfigurationProperties;',
      'import org.apache.kafka.clients.producer.KafkaProducer;',
      '@ConfigurationProperties(prefix = "relay")',
      'class Relay {',
      '  Map<String, String> properties;',
      '  KafkaProducer<String, String> open() {',
      '    return new KafkaProducer<>(properties.entrySet().stream().map(e -> Map.entry("x." + e.getKey(), e.getValue()))',
      '        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));',
      '  }',
      '}',
      '',
    ].join('\n'), 'Relay.java');
    assert.equal(workspace(renamed).code.boundKafkaMaps, undefined);
  });
});

describe('kafkajs: a client created in one module and used in another', () => {
  const kafka = doc([
    "import { Kafka } from 'kafkajs';",
    "const kafka = new Kafka({ clientId: 'orders', brokers: ['localhost:9092'] });",
    'export const producer = kafka.producer({ idempotent: true });',
    "export const consumer = kafka.consumer({ groupId: 'orders' });",
    'export default kafka;',
    '',
  ].join('\n'), 'src/kafka.ts');
  const publisher = doc([
    "import { producer } from './kafka';",
    "import kafka from './kafka';",
    'export async function publishAll(items: string[]) {',
    '  for (const i of items) {',
    "    await producer.send({ topic: 'orders', acks: 1, messages: [{ value: i }] });",
    '  }',
    '}',
    "app.post('/audit', async (req, res) => {",
    '  const p = kafka.producer();',
    '  await p.connect();',
    "  await p.send({ topic: 'audit', messages: [{ value: req.body }] });",
    '  await p.disconnect();',
    '});',
    '',
  ].join('\n'), 'src/publisher.ts');

  it('lists what a module exports', () => {
    const { code } = workspace(kafka);
    assert.deepEqual(Object.keys(code.tsExports ?? {}), ['file:///test/src/kafka']);
    assert.deepEqual([...Object.values(code.tsExports ?? {})[0]].sort((x, y) => x.name.localeCompare(y.name)), [
      { name: 'consumer', library: 'kafkajs', api: 'consumer', file: 'kafka.ts' },
      { name: 'default', library: 'kafkajs', api: 'client', file: 'kafka.ts' },
      { name: 'producer', library: 'kafkajs', api: 'producer', idempotent: true, file: 'kafka.ts' },
    ]);
  });

  it('the importing module gets its sends, its per-request client and the producer idempotence', () => {
    const w = workspace(kafka, publisher);
    const ds = w.lint(publisher);
    assert.deepEqual(codes(ds), ['4:kafkajs-idempotent-acks', '4:kafkajs-serial-send', '8:client-per-request', '8:kafkajs-producer-not-idempotent']);
    assert.match(ds.find((d) => d.code === 'kafkajs-idempotent-acks')!.message, /created in kafka\.ts/);
    // Alone, the module names no Kafka library: nothing to say.
    assert.deepEqual(lint(publisher.text, { fileName: 'src/publisher.ts' }), []);
  });

  it('follows require() and a consumer run in another module', () => {
    const worker = doc([
      "const { consumer } = require('./kafka');",
      'async function main() {',
      "  await consumer.subscribe({ topics: ['orders'] });",
      '  await consumer.run({ autoCommit: true, eachMessage: async ({ message }) => { queue.push(message); } });',
      '}',
      'main();',
      '',
    ].join('\n'), 'src/worker.js');
    const sites = workspace(kafka, worker).sites(worker);
    assert.deepEqual(sites.map((s) => [s.role, s.syntax === 'ts' && s.ts.api]), [['consumer', 'run']]);
  });

  it('stays silent on an import of a package or of a module that exports no client', () => {
    const util = doc('export const topic = "orders";\n', 'src/util.ts');
    const other = doc([
      "import { producer } from 'some-kafka-wrapper';",
      "import { topic } from './util';",
      'export async function go(items: string[]) {',
      '  for (const i of items) await producer.send({ topic, messages: [{ value: i }] });',
      '}',
      '',
    ].join('\n'), 'src/other.ts');
    assert.deepEqual(workspace(kafka, util, other).lint(other), []);
  });

  it('a send in a helper that a loop awaits per item is serial (same file)', () => {
    const text = [
      "import { Kafka } from 'kafkajs';",
      "const producer = new Kafka({ clientId: 'a', brokers: ['k:9092'] }).producer();",
      'async function publish(o: string) {',
      "  await producer.send({ topic: 'orders', messages: [{ value: o }] });",
      '}',
      'export async function all(orders: string[]) {',
      '  for (const o of orders) await publish(o);',
      '}',
      '',
    ].join('\n');
    const [d, ...rest] = findings('kafkajs-serial-send', text, { fileName: 'pub.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /in publish\(\), which a loop awaits once per item/);
    // Also called once outside a loop: not every call is per item.
    const mixed = text.replace('export async function all', "export async function one() { await publish('x'); }\nexport async function all");
    assert.deepEqual(findings('kafkajs-serial-send', mixed, { fileName: 'pub.ts' }), []);
  });
});
