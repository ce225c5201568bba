import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsStateDirTemp } from '../../../server/src/service/rules/streamsStateDirTemp';
import { assertDocsExamples } from '../../support/docsExamples';
import { findings } from '../../support/service';

const ID = 'streams-state-dir-temp';
const opts = { fileName: 'streams.properties' };
const HEAD = 'application.id=sessions\nbootstrap.servers=kafka:9092\n';

describe('streams-state-dir-temp (StreamsConfig state.dir)', () => {
  it('state.dir under /tmp: a warning on the value', () => {
    const [d, ...rest] = findings(ID, `${HEAD}state.dir=/tmp/kafka-streams\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 10 }, end: { line: 2, character: 28 } });
    assert.match(d.message, /^state\.dir=\/tmp\/kafka-streams is a temporary directory/);
  });

  it('/var/tmp and /dev/shm too', () => {
    assert.equal(findings(ID, `${HEAD}state.dir=/var/tmp/streams\n`, opts).length, 1);
    assert.equal(findings(ID, `${HEAD}state.dir=/dev/shm\n`, opts).length, 1);
  });

  it('near misses: a persistent directory, a name that only contains tmp, an unwritten state.dir', () => {
    assert.deepEqual(findings(ID, `${HEAD}state.dir=/var/lib/kafka-streams\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}state.dir=/data/tmpfiles/streams\n`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsStateDirTemp));
});
