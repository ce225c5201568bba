import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogVersions, compareVersions, defaultHistory } from '../../../server/src/service/catalog';
import { DEFAULT_CHANGES } from '../../../server/src/service/rules/defaultChanged';
import { findings, fix } from '../../support/service';

const ID = 'default-changed';
const at = (version: string, role = 'producer') => `# kafka-tuning: client=java@${version} role=${role}\n`;

describe('default-changed (docs/sources.md#producer-configs, #consumer-configs history)', () => {
  it('lists the unset changed keys with the value this version runs with, once per site, as a hint', () => {
    const ds = findings(ID, `${at('4.1')}batch.size=65536\n`);
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 4);
    assert.deepEqual(ds[0].range, { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } });
    assert.equal(ds[0].message, 'Unset keys whose default changed across versions; java client 4.1 (directive) runs with linger.ms=5 (0 before 4.0, KIP-1030); acks=all (1 before 3.0, KIP-679); enable.idempotence=true (false before 3.0, KIP-679).');
  });

  it('a file of several maps with the same unset keys gets the note once; different words stay apart', () => {
    const map = (n: number, extra = '') => `  KafkaProducer<String, String> p${n}() {\n    Properties props = new Properties();\n    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "b:9092");\n${extra}    return new KafkaProducer<>(props);\n  }\n`;
    const java = (body: string) => `import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\nclass Fixtures {\n${body}}\n`;
    const opts = { fileName: 'Fixtures.java', workspace: { versions: { java: { client: 'java' as const, version: '3.7.0' } } } };
    assert.equal(findings(ID, java(map(1) + map(2) + map(3)), opts).length, 1);
    assert.equal(findings(ID, java(map(1) + map(2, '    props.put(ProducerConfig.ACKS_CONFIG, "1");\n')), opts).length, 2);
  });

  it('a Spring block key the application\'s code reads itself (getProperty) is not called unset; the other keys still are', () => {
    const yml = 'spring:\n  kafka:\n    producer:\n      acks: all\n      linger-ms: 2\n';
    const modules = { 'file:///test/': { folder: 'file:///test/', versions: { java: { client: 'java' as const, version: '4.1.0', origin: 'pom.xml' } } } };
    const plain = findings(ID, yml, { fileName: '/test/src/main/resources/application.yml', workspace: { modules } });
    assert.match(plain[0]?.message ?? '', /linger\.ms=5/);
    const codeReadKeys = [{ key: 'spring.kafka.producer.linger-ms', file: 'file:///test/src/main/java/KafkaConfig.java', how: 'getProperty' as const }];
    const read = findings(ID, yml, { fileName: '/test/src/main/resources/application.yml', workspace: { modules, codeReadKeys } });
    assert.doesNotMatch(read[0]?.message ?? '', /linger\.ms/);
  });

  it('a Spring profile file (application-local.yml) overlays application.yml: silent; the base file still gets the note', () => {
    const yml = '# kafka-tuning: client=java@2.8\nspring:\n  kafka:\n    consumer:\n      group-id: orders\n';
    for (const name of ['application-local.yml', 'application-prod.properties', 'bootstrap-dev.yaml']) {
      const text = name.endsWith('.properties') ? '# kafka-tuning: client=java@2.8\nspring.kafka.consumer.group-id=orders\n' : yml;
      assert.deepEqual(findings(ID, text, { fileName: `src/main/resources/${name}` }), [], name);
    }
    assert.match(findings(ID, yml, { fileName: 'src/main/resources/application.yml' })[0]?.message ?? '', /session\.timeout\.ms=10000/);
  });

  it('before the change it shows the old value and when it changes', () => {
    const [d] = findings(ID, `${at('2.8')}linger.ms=10\n`);
    assert.match(d.message, /runs with acks=1 \(all from 3\.0, KIP-679\); enable\.idempotence=false \(true from 3\.0, KIP-679\)\.$/);
    const [c] = findings(ID, `${at('3.9', 'consumer')}group.id=g\n`);
    assert.match(c.message, /runs with session\.timeout\.ms=45000 \(10000 before 3\.0, KIP-735\)\.$/);
  });

  it('says nothing of enable.idempotence to a client older than the key (0.11, KIP-98)', () => {
    // An independent check found "java client 0.10.2 … runs with enable.idempotence=false" on a 0.10.2 build.
    const [d] = findings(ID, `${at('0.10.2')}linger.ms=10\n`);
    assert.match(d.message, /runs with acks=1 \(all from 3\.0, KIP-679\); retries=0 \(2147483647 from 2\.1, KIP-91\)\.$/);
    assert.doesNotMatch(d.message, /enable\.idempotence/);
    // near miss: 0.11.0 has the key, and its default false is said
    assert.match(findings(ID, `${at('0.11.0')}linger.ms=10\n`)[0].message, /enable\.idempotence=false \(true from 3\.0, KIP-679\); retries=0 \(2147483647 from 2\.1, KIP-91\)\.$/);
  });

  it('before 2.1 an unset retries is 0 (KIP-91), except on an idempotent producer', () => {
    // An independent check found the 2.0.0 note silent on retries=0, the default that loses records.
    assert.match(findings(ID, `${at('2.0.0')}linger.ms=10\n`)[0].message, /retries=0 \(2147483647 from 2\.1, KIP-91\)/);
    // near misses: 2.1 retries by default (nothing to say), and an idempotent 2.0 producer retries without end
    assert.doesNotMatch(findings(ID, `${at('2.1.0')}linger.ms=10\n`)[0].message, /retries/);
    assert.doesNotMatch(findings(ID, `${at('2.0.0')}enable.idempotence=true\n`)[0]?.message ?? '', /retries/);
  });

  it('notes that 3.0.0/3.1.0 default idempotence to true but leave it off (KAFKA-13598)', () => {
    const [d] = findings(ID, `${at('3.1.0')}linger.ms=5\nacks=all\n`);
    assert.match(d.message, /enable\.idempotence=true \(false before 3\.0, KIP-679, yet off in practice unless written \(KAFKA-13598\)\)/);
  });

  it('before 3.0 an idempotent producer runs with acks=all, so the hint does not claim acks=1 there', () => {
    // KafkaProducer.configureAcks (0.11 to 2.8) overrides an unset acks to all when idempotence is on.
    const [d] = findings(ID, `${at('2.0.0')}enable.idempotence=true\n`);
    assert.match(d.message, /runs with linger\.ms=0 \(5 from 4\.0, KIP-1030\)\.$/);
    assert.doesNotMatch(d.message, /acks=/);
    // A transactional.id turns idempotence on too: neither acks=1 nor enable.idempotence=false is said.
    const [t] = findings(ID, `${at('2.6.0')}transactional.id=ledger-writer\n`);
    assert.doesNotMatch(t.message, /acks=|enable\.idempotence=/);
    // Near miss: without idempotence the 2.x producer does run with acks=1.
    const [n] = findings(ID, `${at('2.0.0')}enable.idempotence=false\n`);
    assert.match(n.message, /acks=1 \(all from 3\.0, KIP-679\)/);
  });

  it('from 3.2 a written acks=1 switches the default idempotence off, so enable.idempotence=true is not claimed', () => {
    const [d] = findings(ID, `${at('3.7.0')}acks=1\n`);
    assert.doesNotMatch(d.message, /enable\.idempotence=/);
    // Near miss: acks=all keeps the default idempotence on.
    const [n] = findings(ID, `${at('3.7.0')}acks=all\n`);
    assert.match(n.message, /enable\.idempotence=true \(false before 3\.0, KIP-679\)/);
  });

  it('stays silent without a known version, and when every changed key is written', () => {
    assert.equal(findings(ID, 'batch.size=65536\n').length, 0);
    assert.equal(findings(ID, `${at('4.1')}linger.ms=5\nacks=all\nenable.idempotence=true\n`).length, 0);
  });

  it('fix writes the running values explicitly and re-lints clean', () => {
    const fixed = fix(ID, `${at('3.9')}batch.size=65536\n`);
    // Three inserts at one point: the helper applies same-position edits in reverse, so compare as a set.
    assert.deepEqual(fixed.split('\n').slice(2).sort(), ['', 'acks=all', 'enable.idempotence=true', 'linger.ms=0']);
    assert.ok(fixed.startsWith(`${at('3.9')}batch.size=65536\n`));
    assert.equal(findings(ID, fixed).length, 0);
  });

  it('the allow-list agrees with the generated catalogs on both sides of each change', () => {
    assert.ok(catalogVersions().length > 2);
    for (const c of DEFAULT_CHANGES) {
      const history = defaultHistory(c.role, c.key);
      assert.ok(history.length > 0, c.key);
      for (const h of history) {
        const expected = compareVersions(h.version, c.since) >= 0 ? c.after : c.before;
        assert.equal(h.default, expected, `${c.key} in ${h.version}`);
      }
    }
  });
});
