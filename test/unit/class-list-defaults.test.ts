// ConfigDef prints a list-of-classes default with Class.toString ("class org.apache…RangeAssignor,
// class …"), which the client cannot load back if written into a file: the catalog keeps Kafka's
// text, but hovers, the effective config and the OpenMessaging Benchmark export show class names
// (found by a review: the exported consumer carried "class org…" and would not construct).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogFor, defaultHistory } from '../../server/src/service/catalog';

test('list-of-classes defaults read as class names, in every version', () => {
  assert.equal(catalogFor('4.4.0').key('consumer', 'partition.assignment.strategy')?.default, 'org.apache.kafka.clients.consumer.RangeAssignor,org.apache.kafka.clients.consumer.CooperativeStickyAssignor');
  for (const h of defaultHistory('consumer', 'partition.assignment.strategy')) assert.doesNotMatch(h.default ?? '', /\bclass /, h.version);
});

test('near miss: other defaults keep their text, including ones that contain the word', () => {
  assert.equal(catalogFor('4.4.0').key('producer', 'linger.ms')?.default, '5');
  assert.equal(catalogFor('4.4.0').key('producer', 'partitioner.class')?.default, null);
});
