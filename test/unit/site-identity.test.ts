// Sites are built once and frozen (server/src/service/sites/build.ts), and each has an id that
// survives edits to its values: the benchmark panel finds "its" config again by that id when Run
// is pressed, so the id must not move when a value changes or an unrelated config is added.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { doc, service } from '../support/service';

const javaFile = (lingerA: string, extra = '') => `import org.apache.kafka.clients.producer.*;
import java.util.Properties;
class App {${extra}
  void a() {
    Properties props = new Properties();
    props.put(ProducerConfig.LINGER_MS_CONFIG, "${lingerA}");
    new KafkaProducer<String, String>(props);
  }
  void b() {
    Properties props = new Properties();
    props.put(ProducerConfig.LINGER_MS_CONFIG, "20");
    new KafkaProducer<String, String>(props);
  }
}
`;

const ids = (text: string, fileName: string) => service().analyze(doc(text, fileName)).sites.map((s) => s.id);

describe('site identity', () => {
  it('two maps with the same name get ordinals; editing a value keeps every id', () => {
    const before = ids(javaFile('5'), 'App.java');
    assert.deepEqual(before, ['java:props#0', 'java:props#1']);
    assert.deepEqual(ids(javaFile('50'), 'App.java'), before);
  });

  it('a config added above under another name does not shift the ids of the others', () => {
    const extra = `
  void c() {
    Properties admin = new Properties();
    admin.put("bootstrap.servers", "b:9092");
    Admin.create(admin);
  }`;
    const after = ids(javaFile('5', extra), 'App.java');
    assert.deepEqual(after.filter((id) => id.startsWith('java:props')), ['java:props#0', 'java:props#1']);
    assert.equal(after.length, 3);
  });

  it('.properties, kafkajs and Spring sites have ids of their own kind', () => {
    assert.deepEqual(ids('linger.ms=5\nproducer.override.acks=all\n', 'worker.properties'), ['properties#0', 'properties:producer.override.#0']);
    const ts = "import { Kafka } from 'kafkajs';\nconst k = new Kafka({ brokers: ['b:9092'] });\nconst p = k.producer({ idempotent: true });\nconst c = k.consumer({ groupId: 'g' });\n";
    assert.deepEqual(ids(ts, 'app.ts'), ['ts:client:new Kafka({...})#0', 'ts:producer:k.producer({...})#0', 'ts:consumer:k.consumer({...})#0']);
    assert.deepEqual(ids('spring:\n  kafka:\n    producer:\n      acks: all\n    consumer:\n      group-id: g\n', 'application.yml'), ['spring:producer#0', 'spring:consumer#0']);
  });
});

describe('sites are frozen once built', () => {
  it('a rule, a hover or the benchmark cannot change a site after it is built', () => {
    const [site] = service().analyze(doc('# kafka-tuning: rate=100\nlinger.ms=5\n', 'producer.properties')).sites;
    assert.ok(Object.isFrozen(site) && Object.isFrozen(site.workload) && Object.isFrozen(site.client));
    // Reflect.set answers false where an assignment in strict code would throw.
    assert.equal(Reflect.set(site, 'role', 'consumer'), false);
    assert.equal(Reflect.set(site.workload, 'rate', 1), false);
    assert.equal(site.role, 'producer');
    assert.equal(site.workload.rate, 100);
  });

  it('the directive, the workspace version and the default workload are applied in the one build step', () => {
    const s = service({ workspace: { versions: { java: { client: 'java', version: '3.9.1', origin: 'pom.xml' } } }, settings: { workload: { recordBytes: 512, rate: 9 } } });
    const [site] = s.analyze(doc('import org.apache.kafka.clients.producer.*;\nclass A { void a() {\n  // kafka-tuning: rate=2000\n  Properties p = new Properties();\n  p.put(ProducerConfig.ACKS_CONFIG, "all");\n  new KafkaProducer<String, String>(p);\n} }\n', 'A.java')).sites;
    assert.deepEqual({ ...site.workload }, { recordBytes: 512, rate: 2000 }, 'the directive wins over the setting; the setting fills the rest');
    assert.deepEqual({ ...site.client }, { client: 'java', version: '3.9.1', origin: 'pom.xml' });
  });
});

describe('where a site\'s role and version came from', () => {
  const origin = (text: string, fileName: string, opts = {}) => service(opts).sites(doc(text, fileName)).map((s) => [s.role, s.roleOrigin, s.version, s.versionOrigin]);

  it('.properties: directive over file name over keys; nothing when nothing tells', () => {
    assert.deepEqual(origin('# kafka-tuning: role=consumer\nlinger.ms=5\n', 'producer.properties'), [['consumer', 'directive', undefined, undefined]]);
    assert.deepEqual(origin('bootstrap.servers=b:9092\n', 'producer.properties'), [['producer', 'file name', undefined, undefined]]);
    assert.deepEqual(origin('linger.ms=5\nbatch.size=16384\n', 'app.properties'), [['producer', 'keys', undefined, undefined]]);
    // A near-miss: only keys every client has say nothing about the role.
    assert.deepEqual(origin('bootstrap.servers=b:9092\nsecurity.protocol=SSL\n', 'app.properties'), [[undefined, undefined, undefined, undefined]]);
  });

  it('the version and its source: directive, then the workspace build file, then the setting', () => {
    const ws = { workspace: { versions: { java: { client: 'java' as const, version: '3.9.1', origin: 'pom.xml' } } } };
    assert.deepEqual(origin('# kafka-tuning: client=java@4.1\nlinger.ms=5\n', 'producer.properties', ws), [['producer', 'file name', '4.1', 'directive']]);
    assert.deepEqual(origin('linger.ms=5\n', 'producer.properties', ws), [['producer', 'file name', '3.9.1', 'pom.xml']]);
    assert.deepEqual(origin('linger.ms=5\n', 'producer.properties', { settings: { javaClientVersion: '3.7' } }), [['producer', 'file name', '3.7', 'setting']]);
  });
});
