// kafka-tune lint's merging of repeated findings (cli/src/repeats.ts), in memory.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeRepeats } from '../../cli/src/repeats';

const at = (line: number, severity: number, message = 'SASL/PLAIN over SASL_PLAINTEXT') => ({ range: { start: { line, character: 0 }, end: { line, character: 1 } }, severity: severity as 1 | 2 | 3 | 4, code: 'sasl-plain-in-clear', message });

describe('mergeRepeats', () => {
  it('the same words at two severities are two findings: a warning is never folded into a hint', () => {
    const { results, merged } = mergeRepeats([{ file: 'a.properties', diagnostics: [at(2, 4)] }, { file: 'b.properties', diagnostics: [at(2, 2)] }]);
    assert.equal(merged, 0);
    assert.deepEqual(results.map((r) => r.diagnostics.map((d) => d.severity)), [[4], [2]]);
  });

  it('the same words at the same severity: one finding naming the others; errors are never merged', () => {
    const { results, merged } = mergeRepeats([{ file: 'a.properties', diagnostics: [at(2, 2), at(5, 1)] }, { file: 'b.properties', diagnostics: [at(2, 2), at(5, 1)] }]);
    assert.equal(merged, 1);
    assert.match(results[0].diagnostics[0].message, /\(The same at b\.properties:3\.\)$/);
    assert.deepEqual(results[1].diagnostics.map((d) => d.severity), [1]);
  });

  const loopback = (broker: string, port: number) => `KAFKA_LISTENERS binds listener HOST to localhost:${port} inside the container, and ${broker} publishes ${port}:${port}: Docker forwards a published port to the container's interface, not to its loopback, so a client connecting to localhost:${port} is refused. Bind HOST://0.0.0.0:${port}.`;
  const finding = (line: number, message: string, code = 'compose-listener-bound-to-loopback') => ({ range: { start: { line, character: 0 }, end: { line, character: 1 } }, severity: 2 as const, code, message });

  it('one file\'s finding for another broker, the names and ports the only difference, is named in the first (check 85)', () => {
    const { results, merged, likewise } = mergeRepeats([{ file: 'docker-compose.yml', diagnostics: [finding(16, loopback('broker-1', 9091)), finding(48, loopback('broker-2', 9092)), finding(80, loopback('broker-3', 9093))] }]);
    assert.deepEqual([merged, likewise], [2, 2]);
    assert.equal(results[0].diagnostics.length, 1);
    assert.match(results[0].diagnostics[0].message, /broker-1 publishes 9091:9091.*\(The same, for other names or numbers, at docker-compose\.yml:49, docker-compose\.yml:81\.\)$/);
  });

  it('a finding that starts with the broker\'s name folds too (check 87); findings merged from one anchor\'s line name it once', () => {
    const host = (n: number) => `kafka-${n} publishes port 909${n} to listener SSL, which advertises kafka-${n}:909${n}: a client on this machine is told to connect to kafka-${n}:909${n} for every partition leader, a name this machine does not resolve.`;
    const folded = mergeRepeats([{ file: 'compose.yml', diagnostics: [finding(10, host(1)), finding(20, host(2)), finding(30, host(3))] }]);
    assert.equal(folded.merged, 2);
    const anchor = mergeRepeats([{ file: 'compose.yml', diagnostics: [finding(5, loopback('broker-1', 9091)), finding(5, loopback('broker-2', 9092))] }]);
    assert.equal(anchor.merged, 1);
    assert.match(anchor.results[0].diagnostics[0].message, /\(The same holds for other services or clusters written on this line\.\)$/);
  });

  it('sibling keys one part apart fold too: internal.key.converter and internal.value.converter (check 89)', () => {
    const removed = (key: string, variable: string) => `'${key}' (${variable}) was removed in Kafka 3.0: a Kafka 3.9 Connect worker does not read it (Kafka 3.9 from docker-compose.yaml (confluentinc/cp-kafka-connect:7.9.1)).`;
    const folded = mergeRepeats([{ file: 'docker-compose.yaml', diagnostics: [finding(516, removed('internal.key.converter', 'CONNECT_INTERNAL_KEY_CONVERTER'), 'unknown-key'), finding(517, removed('internal.value.converter', 'CONNECT_INTERNAL_VALUE_CONVERTER'), 'unknown-key')] }]);
    assert.equal(folded.merged, 1);
    assert.match(folded.results[0].diagnostics[0].message, /^'internal\.key\.converter'.*\(The same, for other names or numbers, at docker-compose\.yaml:518\.\)$/);
    // Near miss: names two parts apart (ssl.keystore.location and sasl.jaas.config) stay apart.
    const apart = mergeRepeats([{ file: 'docker-compose.yaml', diagnostics: [finding(1, removed('ssl.keystore.location', 'CONNECT_SSL_KEYSTORE_LOCATION'), 'unknown-key'), finding(2, removed('sasl.jaas.config', 'CONNECT_SASL_JAAS_CONFIG'), 'unknown-key')] }]);
    assert.equal(apart.merged, 0);
  });

  it('near misses stay apart: another subject (letters differ), another file, another rule, or more than a fifth of the words different', () => {
    const typo = (written: string, meant: string) => `'${written}' is not a setting of the producer in Kafka 3.9: Kafka ignores it, so the setting keeps its default. Did you mean '${meant}'?`;
    const subjects = mergeRepeats([{ file: 'p.properties', diagnostics: [finding(1, typo('lingr.ms', 'linger.ms'), 'unknown-key'), finding(2, typo('bach.size', 'batch.size'), 'unknown-key')] }]);
    assert.equal(subjects.merged, 0);
    const files = mergeRepeats([{ file: 'a.yml', diagnostics: [finding(1, loopback('broker-1', 9091))] }, { file: 'b.yml', diagnostics: [finding(1, loopback('broker-2', 9092))] }]);
    assert.equal(files.merged, 0);
    const rules = mergeRepeats([{ file: 'a.yml', diagnostics: [finding(1, loopback('broker-1', 9091)), finding(2, loopback('broker-2', 9092), 'other-rule')] }]);
    assert.equal(rules.merged, 0);
    const far = loopback('broker-2', 9092).replace('Docker forwards a published port to the container\'s interface, not to its loopback', 'Podman hands each mapped socket over to a bridge device, never onto lo inside');
    assert.equal(mergeRepeats([{ file: 'a.yml', diagnostics: [finding(1, loopback('broker-1', 9091)), finding(2, far)] }]).merged, 0);
  });
});
