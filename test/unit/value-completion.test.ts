// Value completion that knows the key's unit (issue #20, point 4): a millisecond key is offered
// plain numbers of milliseconds with "30 s" beside them, never "30s" (ConfigDef rejects it); a
// byte key round sizes with KiB/MiB; booleans and enums as the catalog lists them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CompletionItem } from 'vscode-languageserver-types';
import { caret, doc, service } from '../support/service';

const complete = (textWithCaret: string, fileName = 'producer.properties'): CompletionItem[] => {
  const c = caret(textWithCaret);
  return service().completion(doc(c.text, fileName), c.pos);
};
const pairs = (items: CompletionItem[]) => items.map((i) => [i.label, i.detail]);

describe('value completion by unit', () => {
  it('a millisecond key: whole milliseconds with the readable duration, the default marked', () => {
    const items = complete('request.timeout.ms=|\n');
    assert.ok(items.every((i) => /^\d+$/.test(i.label)), items.map((i) => i.label).join(' '));
    assert.deepEqual(pairs(items).filter(([l]) => ['500', '30000', '60000', '300000'].includes(l!)), [['500', '500 ms'], ['30000', 'default · 30 s'], ['60000', '1 min'], ['300000', '5 min']]);
    assert.equal(items.find((i) => i.preselect)?.label, '30000');
    // In numeric order, not text order.
    assert.deepEqual(items.map((i) => Number(i.label)), items.map((i) => Number(i.label)).sort((a, b) => a - b));
  });

  it('a byte key: round sizes with KiB/MiB, within what the type holds', () => {
    const items = complete('batch.size=|\n');
    assert.deepEqual(pairs(items).filter(([l]) => ['16384', '1048576', '33554432'].includes(l!)), [['16384', 'default · 16 KiB'], ['1048576', '1 MiB'], ['33554432', '32 MiB']]);
    assert.ok(items.every((i) => /^\d+$/.test(i.label)));
  });

  it('a default past what a JavaScript number holds is offered exactly as Kafka prints it', () => {
    const items = complete('max.compaction.lag.ms=|\n', 'topic.properties');
    const last = items[items.length - 1];
    assert.deepEqual([last.label, last.detail, last.preselect], ['9223372036854775807', 'default', true]);
  });

  it('booleans and enums as before', () => {
    assert.deepEqual(pairs(complete('enable.idempotence=|\n')), [['true', 'default'], ['false', undefined]]);
    assert.deepEqual(complete('acks=|\n').map((i) => i.label), ['all', '-1', '0', '1']);
  });

  it('a Spring properties[...] pass-through key, in .properties and YAML', () => {
    const props = complete('spring.kafka.producer.properties[linger.ms]=|\n', 'application.properties');
    assert.ok(props.some((i) => i.label === '30000' && i.detail === '30 s'));
    const yml = complete('spring:\n  kafka:\n    producer:\n      properties:\n        "[linger.ms]": |\n', 'application.yml');
    assert.ok(yml.some((i) => i.label === '1000' && i.detail === '1 s'));
  });

  it('near misses: a key without a unit, a unit-looking key of another type, Boot\'s own converting keys', () => {
    // retries is a count: no millisecond or byte ladder.
    assert.deepEqual(complete('retries=|\n'), []);
    // compression.type is a string enum: its values, no numbers.
    assert.ok(complete('compression.type=|\n').every((i) => !/^\d+$/.test(i.label)));
    // Boot converts batch-size: 16KB itself; no plain-number list that would suggest it must be bytes.
    assert.deepEqual(complete('spring.kafka.producer.batch-size=|\n', 'application.properties'), []);
    // Never a word with a unit glued on.
    for (const key of ['linger.ms', 'session.timeout.ms', 'max.block.ms', 'delivery.timeout.ms']) {
      assert.ok(complete(`${key}=|\n`).every((i) => /^\d+$/.test(i.label)), key);
    }
  });
});
