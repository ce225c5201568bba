// Under exactly-once Streams gives its producer idempotence and a transactional.id itself, so the
// producer rules that assume idempotence may be off must not speak about the producer.* lines of a
// Streams file then (found by a new-user review: "records reorder" and "turns off idempotence" were
// untrue there). Without exactly-once they still apply.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const codes = (text: string) => lint(text, { fileName: 'streams.properties' }).map((d) => String(d.code));
const EOS = 'application.id=orders\nbootstrap.servers=kafka-1:9092\nprocessing.guarantee=exactly_once_v2\n';

describe('Streams exactly-once producer: idempotence is Streams\' own', () => {
  it('producer.enable.idempotence=false: overwritten (streams-ignored-client-key), no reordering claim', () => {
    const c = codes(`${EOS}producer.enable.idempotence=false\n`);
    assert.ok(c.includes('streams-ignored-client-key'), c.join(', '));
    assert.ok(!c.includes('inflight-reordering'), c.join(', '));
  });
  it('producer.acks=1: the start-up error only, not "turns off idempotence"', () => {
    const c = codes(`${EOS}producer.acks=1\n`);
    assert.ok(c.includes('streams-eos-producer-conflict'), c.join(', '));
    assert.ok(!c.includes('acks-durability'), c.join(', '));
  });
  it('near miss: at-least-once Streams, producer.acks=1 is the usual durability trade (acks-durability speaks)', () => {
    const c = codes('application.id=orders\nbootstrap.servers=kafka-1:9092\nproducer.acks=1\n');
    assert.ok(c.includes('acks-durability'), c.join(', '));
  });
});
