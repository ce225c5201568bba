import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closest } from '../../server/src/service/util/similar';
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
