// The "Accepted:" line of a hover says what the ConfigDef validator accepts. A ValidList without an
// element list (partition.assignment.strategy from 4.2, KIP-1161) once read "a list of  (case-sensitive)".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { doc, service } from '../support/service';

const hoverAt = (text: string, line: number, fileName: string) => {
  const h = service().hover(doc(text, fileName), { line, character: 1 });
  return h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '';
};
const accepted = (text: string) => /\nAccepted: ([^\n]*?)(?: {2})?\n/.exec(text + '\n')?.[1];

describe('hover: accepted values', () => {
  it('a class-valued list with no element list names class names and the 4.2 list limits', () => {
    const text = hoverAt('# kafka-tuning: client=java@4.4\npartition.assignment.strategy=org.apache.kafka.clients.consumer.RangeAssignor\n', 1, 'consumer.properties');
    assert.equal(accepted(text), 'a list of class names (no duplicate or empty elements)');
    assert.doesNotMatch(text, /a list of {2}|a list of \(/);
  });

  it('a list with an element list keeps it and its case rule; a non-empty list says so', () => {
    const broker = hoverAt('# kafka-tuning: client=java@4.4\nprocess.roles=broker,controller\nnode.id=1\ngroup.coordinator.rebalance.protocols=classic,consumer\n', 3, 'server.properties');
    assert.equal(accepted(broker), 'a list of consumer, classic, share, streams (case-sensitive) (no duplicate or empty elements, not empty)');
  });

  it('near misses: ranges and enumerations read as before; a validator with nothing to say adds no line', () => {
    assert.equal(accepted(hoverAt('linger.ms=5\n', 0, 'producer.properties')), 'at least 0');
    assert.match(accepted(hoverAt('acks=all\n', 0, 'producer.properties')) ?? '', /^all, -1, 0, 1/);
    assert.equal(accepted(hoverAt('# kafka-tuning: client=java@2.8\npartition.assignment.strategy=org.apache.kafka.clients.consumer.RangeAssignor\n', 1, 'consumer.properties')), undefined);
  });

  it('a deprecated key says since when and its replacement', () => {
    const text = hoverAt('# kafka-tuning: client=java@4.4\nprocess.roles=broker,controller\nnode.id=1\nbroker.id=1\n', 3, 'server.properties');
    assert.match(text, /Deprecated since Kafka 4\.4; Kafka's documentation says it will be removed in Kafka 5\.0; use `node\.id` instead/);
    assert.doesNotMatch(hoverAt('# kafka-tuning: client=java@4.4\nnode.id=1\nprocess.roles=broker\n', 1, 'server.properties'), /Deprecated since/);
  });
});
