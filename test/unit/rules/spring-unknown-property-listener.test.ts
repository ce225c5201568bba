// spring.kafka.listener.* takes KafkaProperties.Listener's fields only (Boot 2.0 to the 4.x tree).
// A client block nested there by mistake is bound by nobody.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'spring-unknown-property';
const yml = { fileName: 'application.yml' };

describe('spring-unknown-property under spring.kafka.listener', () => {
  it('a consumer block nested under listener: one warning for the block, naming its keys and where they belong', () => {
    const text = 'spring:\n  kafka:\n    listener:\n      missing-topics-fatal: false\n      consumer:\n        group-id: billing\n        auto-offset-reset: earliest\n';
    const [d, ...rest] = findings(ID, text, yml);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 5);
    assert.equal(d.message, "Spring Boot binds nothing under 'spring.kafka.listener.consumer': these 2 keys are ignored (group-id, auto-offset-reset). They belong one level up, under spring.kafka.consumer (spring.kafka.listener takes only the listener container's settings).");
  });

  it('a misspelt listener setting gets the listener key it meant, with a fix', () => {
    const text = 'spring.kafka.listener.ack-mod=manual\n';
    const [d] = findings(ID, text, { fileName: 'application.properties' });
    assert.match(d.message, /^Spring Boot has no property 'spring\.kafka\.listener\.ack-mod': it is ignored\. Use 'spring\.kafka\.listener\.ack-mode'\.$/);
    assert.equal(fix(ID, text, { fileName: 'application.properties' }), 'spring.kafka.listener.ack-mode=manual\n');
  });

  it("stays silent on every listener setting Boot defines (near misses), in Boot's relaxed spellings too", () => {
    const text = 'spring:\n  kafka:\n    listener:\n      ack-mode: manual_immediate\n      concurrency: 3\n      pollTimeout: 3s\n      missing_topics_fatal: false\n      observation-enabled: true\n      only-log-record-metadata: true\n      async-acks: true\n';
    assert.deepEqual(findings(ID, text, yml), []);
  });
});
