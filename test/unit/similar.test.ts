import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closest, keysNamedByClass } from '../../server/src/service/util/similar';
import { findings } from '../support/service';

describe('closest (did-you-mean for unknown keys)', () => {
  it('counts the same dotted words in another order as one slip', () => {
    assert.deepEqual(closest('max.tasks', ['tasks.max', 'errors.tolerance', 'name']), ['tasks.max']);
    assert.deepEqual(closest('ms.linger', ['linger.ms', 'acks']), ['linger.ms']);
  });

  it('near miss: other words, or a reordering that adds a word, are not suggested', () => {
    assert.deepEqual(closest('max.workers', ['tasks.max']), []);
    assert.deepEqual(closest('max.tasks.total', ['tasks.max']), []);
  });

  it('a MirrorMaker 2 file\'s max.tasks is reported as tasks.max misspelt', () => {
    const text = 'clusters = dc1, dc2\ndc1.bootstrap.servers = a:9092\ndc2.bootstrap.servers = b:9092\ndc1->dc2.enabled = true\nmax.tasks = 8\n';
    const [d] = findings('unknown-key', text, { fileName: 'mm2.properties' });
    assert.match(d.message, /^Unknown key 'max\.tasks' for a MirrorMaker 2 driver: .*Did you mean 'tasks\.max'\?$/);
  });
});

describe('keysNamedByClass (a class value names the key it was written for)', () => {
  const streamsKeys = ['default.deserialization.exception.handler', 'deserialization.exception.handler', 'default.production.exception.handler', 'production.exception.handler', 'processing.exception.handler'];

  it('a production handler under a misspelt key points at the production handler keys', () => {
    assert.deepEqual(keysNamedByClass('com.example.errors.StreamsProductionExceptionHandler', streamsKeys), ['default.production.exception.handler', 'production.exception.handler']);
    assert.deepEqual(keysNamedByClass('OrdersProductionExceptionHandler.class', streamsKeys), ['default.production.exception.handler', 'production.exception.handler']);
  });

  it('near miss: a class whose name spells no key, or shares only two words, names none', () => {
    assert.deepEqual(keysNamedByClass('org.apache.kafka.streams.errors.LogAndContinueExceptionHandler', streamsKeys), []);
    assert.deepEqual(keysNamedByClass('${HANDLER}', streamsKeys), []);
    assert.deepEqual(keysNamedByClass('com.example.RetryHandler', ['retry.handler']), []);
  });

  it('a Streams file: default.serialization.exception.handler with a production handler is pointed at the production key', () => {
    const text = 'application.id=orders\nbootstrap.servers=k:9092\ndefault.serialization.exception.handler=com.example.StreamsProductionExceptionHandler\n';
    const [d] = findings('unknown-key', text, { fileName: 'orders-streams.properties' });
    assert.match(d.message, /Did you mean 'default\.production\.exception\.handler' or 'production\.exception\.handler'\?/);
    assert.doesNotMatch(d.message, /deserialization/);
    // near miss: a deserialization handler under the same misspelt key keeps the nearest spelling
    const [n] = findings('unknown-key', text.replace('com.example.StreamsProductionExceptionHandler', 'org.apache.kafka.streams.errors.LogAndContinueExceptionHandler'), { fileName: 'orders-streams.properties' });
    assert.match(n.message, /Did you mean 'default\.deserialization\.exception\.handler'/);
  });
});
