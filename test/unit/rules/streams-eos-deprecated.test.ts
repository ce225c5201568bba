// processing.guarantee values per catalog: 2.8.2 at_least_once/exactly_once/exactly_once_beta;
// 3.0.2–3.9.1 add exactly_once_v2; 4.0.2+ only at_least_once/exactly_once_v2 (see the rule file).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsEosDeprecated } from '../../../server/src/service/rules/streamsEosDeprecated';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'streams-eos-deprecated';
const opts = { fileName: 'streams.properties' };
const base = (v: string, g: string) => `# kafka-tuning: client=java@${v}\napplication.id=payments\nbootstrap.servers=kafka:9092\nprocessing.guarantee=${g}\n`;

describe('streams-eos-deprecated (StreamsConfig processing.guarantee, KIP-732)', () => {
  it('exactly_once on 3.7: a warning on the value, with the replacement', () => {
    const [d, ...rest] = findings(ID, base('3.7', 'exactly_once'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 21 }, end: { line: 3, character: 33 } });
    assert.match(d.message, /^processing\.guarantee=exactly_once is deprecated since Kafka Streams 3\.0 \(KIP-732\) and removed in 4\.0/);
  });

  it('exactly_once_beta on 3.0 too; the fix writes exactly_once_v2 and the file is clean', () => {
    assert.equal(findings(ID, base('3.0', 'exactly_once_beta'), opts).length, 1);
    const fixed = fix(ID, base('3.0', 'exactly_once_beta'), opts);
    assert.equal(fixed, base('3.0', 'exactly_once_v2'));
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: exactly_once_v2, 2.8 (no v2 yet), 4.x and an unknown version (invalid-value reports it there)', () => {
    assert.deepEqual(findings(ID, base('3.9', 'exactly_once_v2'), opts), []);
    assert.deepEqual(findings(ID, base('2.8', 'exactly_once'), opts), []);
    const four = base('4.1', 'exactly_once');
    assert.deepEqual(findings(ID, four, opts), []);
    assert.equal(findings('invalid-value', four, opts).length, 1);
    assert.deepEqual(findings(ID, 'application.id=a\nbootstrap.servers=k:9092\nprocessing.guarantee=exactly_once\n', opts), []);
  });

  const javaOpts = { fileName: 'StreamsSettings.java' };
  const java = (value: string, decl = '') => `import java.util.Properties;
import org.apache.kafka.streams.StreamsConfig;

class StreamsSettings {
  static Properties config(boolean eos) {
    Properties p = new Properties();
    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "orders");
    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
${decl}    p.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, ${value});
    return p;
  }
}
`;

  it('a Java conditional with exactly_once in one branch, also through a local: a warning for any version', () => {
    const direct = findings(ID, java('eos ? "exactly_once" : "at_least_once"'), javaOpts);
    assert.equal(direct.length, 1);
    assert.equal(direct[0].severity, 2);
    assert.match(direct[0].message, /^One branch of this conditional sets processing\.guarantee=exactly_once, .* Kafka Streams 4\.0 and newer refuse it \(3\.x runs it/);
    const throughLocal = findings(ID, java('guarantee', '    final String guarantee = eos ? "exactly_once" : "at_least_once";\n'), javaOpts);
    assert.equal(throughLocal.length, 1);
    assert.equal(throughLocal[0].range.start.line, 9);
    const beta = findings(ID, `// kafka-tuning: client=java@3.6\n${java('eos ? "exactly_once_beta" : "at_least_once"')}`, javaOpts);
    assert.match(beta[0].message, /processing\.guarantee=exactly_once_beta, .*Kafka Streams 3\.6 runs it with a deprecation warning, and 4\.0 refuses it/);
  });

  it('near misses: a conditional between exactly_once_v2 and at_least_once, and one with a branch it cannot read', () => {
    assert.deepEqual(findings(ID, java('eos ? "exactly_once_v2" : "at_least_once"'), javaOpts), []);
    assert.deepEqual(findings(ID, java('eos ? "exactly_once" : System.getenv("GUARANTEE")'), javaOpts), []);
    // Kafka Streams 2.8: the old names are its only exactly-once modes (no exactly_once_v2 yet).
    assert.deepEqual(findings(ID, `// kafka-tuning: client=java@2.8\n${java('eos ? "exactly_once" : "at_least_once"')}`, javaOpts), []);
  });

  it('StreamsConfig\'s own value constants are read as their values (the catalog holds them from the jars)', () => {
    const direct = `// kafka-tuning: client=java@3.7\n${java('StreamsConfig.EXACTLY_ONCE')}`;
    assert.match(findings(ID, direct, javaOpts)[0]?.message ?? '', /^processing\.guarantee=exactly_once is deprecated since Kafka Streams 3\.0/);
    const ternary = java('eos ? StreamsConfig.EXACTLY_ONCE_BETA : StreamsConfig.AT_LEAST_ONCE');
    assert.match(findings(ID, ternary, javaOpts)[0]?.message ?? '', /^One branch of this conditional sets processing\.guarantee=exactly_once_beta/);
    // From 4.0 the constant is gone and the value refused: invalid-value says it where the version is newest.
    const [gone] = findings('invalid-value', java('StreamsConfig.EXACTLY_ONCE'), javaOpts);
    assert.match(gone?.message ?? '', /^StreamsConfig\.EXACTLY_ONCE does not exist in Kafka 4\.\d+\.\d+, so this does not compile; and its value in older releases, exactly_once, is refused here too: /);
    // The literal string compiles, and is refused at start-up only.
    assert.doesNotMatch(findings('invalid-value', java('"exactly_once"'), javaOpts)[0]?.message ?? '', /does not compile/);
    assert.deepEqual(findings(ID, java('eos ? StreamsConfig.EXACTLY_ONCE_V2 : StreamsConfig.AT_LEAST_ONCE'), javaOpts), []);
  });

  it('both old names in one conditional are named together', () => {
    const [d] = findings(ID, java('beta ? "exactly_once_beta" : "exactly_once"'), javaOpts);
    assert.match(d.message, /^This conditional sets processing\.guarantee=exactly_once_beta or exactly_once, .*refuse them/);
  });

  it('its documented examples', () => assertDocsExamples(streamsEosDeprecated));
});
