import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'spring-yaml-duplicate-key';
const opts = { fileName: 'src/main/resources/application.yml' };

describe('spring-yaml-duplicate-key (Spring Boot refuses a YAML key written twice in one mapping)', () => {
  it('reports a second top-level spring: block as a start-up failure, on the later key', () => {
    const text = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: orders\nserver:\n  port: 8080\nspring:\n  application:\n    name: orders\n';
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 7, character: 0 }, end: { line: 7, character: 6 } });
    assert.equal(d.message, "'spring' is already a key of this mapping (line 1). Spring Boot loads YAML with duplicate keys refused (OriginTrackedYamlLoader), so the application fails to start with DuplicateKeyException \"found duplicate key spring\". Merge the two 'spring' blocks, or put the second after a '---' line if it is meant as another document.");
  });

  it('reports a leaf repeated inside the kafka block (a block whose indentation slipped), and still reads both', () => {
    const text = 'spring:\n  kafka:\n    consumer:\n      group-id: orders\n      auto-offset-reset: earliest\n      group-id: billing\n';
    const [d] = findings(ID, text, opts);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^'group-id' is already a key of this mapping \(line 4\)/);
  });

  it('stays silent on the same key in two --- documents, on the same leaf under other parents, and on merge keys', () => {
    const docs = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n---\nspring:\n  config:\n    activate:\n      on-profile: prod\n  kafka:\n    bootstrap-servers: kafka-prod:9092\n';
    assert.equal(findings(ID, docs, opts).length, 0);
    const parents = 'spring:\n  kafka:\n    producer:\n      client-id: orders\n    consumer:\n      client-id: orders\n';
    assert.equal(findings(ID, parents, opts).length, 0);
    const merges = 'defaults: &d\n  acks: all\nretries: &r\n  retries: 3\nspring:\n  kafka:\n    producer:\n      <<: *d\n      <<: *r\n      client-id: orders\n';
    assert.equal(findings(ID, merges, opts).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
