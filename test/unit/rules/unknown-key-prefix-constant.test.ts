// StreamsConfig.CONSUMER_PREFIX and its kin exist (StreamsConfig.java: CONSUMER_PREFIX = "consumer."):
// used alone as a key they make a key named "consumer." that nothing reads, which is what is said,
// never "does not compile". A field the version has (a public *_DOC, a default) is never called missing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const streams = (line: string) => `import java.util.Properties;\nimport org.apache.kafka.streams.StreamsConfig;\nimport org.apache.kafka.clients.producer.ProducerConfig;\nclass S {\n  void f() {\n    Properties p = new Properties();\n    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "app");\n    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "b:9092");\n    ${line}\n  }\n}\n`;
const unknown = (java: string) => lint(java, { fileName: 'S.java' }).filter((d) => d.code === 'unknown-key');

describe('unknown-key: StreamsConfig prefix constants', () => {
  for (const [field, prefix, helper] of [['CONSUMER_PREFIX', 'consumer.', 'consumerPrefix'], ['PRODUCER_PREFIX', 'producer.', 'producerPrefix'], ['MAIN_CONSUMER_PREFIX', 'main.consumer.', 'mainConsumerPrefix'], ['TOPIC_PREFIX', 'topic.', 'topicPrefix']]) {
    it(`${field} alone as a key: a prefix, not a setting`, () => {
      const ds = unknown(streams(`p.put(StreamsConfig.${field}, "x");`));
      assert.equal(ds.length, 1);
      assert.equal(ds[0].message, `StreamsConfig.${field} is the prefix "${prefix}", not a setting: this writes a key named "${prefix}" that nothing reads. Use StreamsConfig.${helper}(<key>) to give a setting to that client.`);
      assert.doesNotMatch(ds[0].message, /does not compile|has no constant/);
    });
  }

  it('near miss: consumerPrefix(<key>) is a real setting and stays silent', () => {
    assert.deepEqual(unknown(streams('p.put(StreamsConfig.consumerPrefix(ProducerConfig.CLIENT_ID_CONFIG), "c");')), []);
  });

  it('a field that exists but names no key (a public *_DOC text) is never called missing', () => {
    const ds = unknown(streams('p.put(ProducerConfig.TRANSACTIONAL_ID_DOC, "x");'));
    assert.ok(ds.every((d) => !/does not compile|has no constant/.test(d.message)), ds.map((d) => d.message).join('\n'));
  });

  it('a misspelt *_CONFIG constant is a compile error in the build\'s version, and not judged without one', () => {
    const java = streams('p.put(ProducerConfig.LINGER_MSS_CONFIG, "5");');
    const [d] = lint(java, { fileName: 'S.java', workspace: { versions: { java: { client: 'java', version: '4.1.0', origin: 'pom.xml' } } } }).filter((x) => x.code === 'unknown-key');
    assert.match(d.message, /ProducerConfig has no constant LINGER_MSS_CONFIG in Kafka 4\.1\.0 \(the version from pom\.xml\): this does not compile/);
    assert.deepEqual(unknown(java), []);
  });
});
