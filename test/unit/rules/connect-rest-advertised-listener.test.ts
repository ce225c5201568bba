// rest.advertised.listener is the scheme of the worker's advertised REST URL (Connect
// RestServer.determineAdvertisedProtocol: the value lower-cased, no validator; advertisedUrl:
// UriBuilder.scheme(value)).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectRestAdvertisedListener } from '../../../server/src/service/rules/connectRestAdvertisedListener';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-rest-advertised-listener';
const opts = { fileName: 'connect-distributed.properties' };
const worker = (lines: string[]) => ['bootstrap.servers=kafka:9092', 'group.id=connect-cluster', 'config.storage.topic=connect-configs', 'offset.storage.topic=connect-offsets', 'status.storage.topic=connect-status', ...lines, ''].join('\n');

describe('connect-rest-advertised-listener (RestServer.advertisedUrl: the listener is the URL\'s scheme)', () => {
  it('swapped with the host name: a warning that shows the URL, and a fix that swaps them back', () => {
    const text = worker(['listeners=https://0.0.0.0:8443', 'rest.advertised.host.name=https', 'rest.advertised.listener=node1.connect']);
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^rest\.advertised\.listener=node1\.connect is not a protocol: .*told node1\.connect:\/\/https:8443\/ .*rest\.advertised\.host\.name=https looks like the other half of a swap/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /rest\.advertised\.host\.name=node1\.connect\n/);
    assert.match(fixed, /rest\.advertised\.listener=https\n/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('not swapped: the fix sets the listeners\' protocol', () => {
    const text = worker(['listeners=http://:8083', 'rest.advertised.listener=PLAINTEXT']);
    assert.equal(findings(ID, text, opts).length, 1);
    assert.match(fix(ID, text, opts), /rest\.advertised\.listener=http\n/);
  });

  it('a value that is no URI scheme (a URL, an IP address, an underscore) stops the worker at start-up, in either mode: an error; a URL is split by the fix', () => {
    for (const v of ['https://connect-1.internal:8443', '10.0.0.7', 'connect_1']) {
      const [d] = findings(ID, worker([`rest.advertised.listener=${v}`]), opts);
      assert.equal(d?.severity, 1, v);
      assert.match(d.message, /is not even a URL scheme .*UriBuilder\.scheme\), which throws IllegalArgumentException, so the worker does not start/);
    }
    const standalone = 'bootstrap.servers=kafka:9092\noffset.storage.file.filename=/var/lib/connect/offsets\nrest.advertised.listener=10.0.0.7\n';
    assert.equal(findings(ID, standalone, { fileName: 'connect-standalone.properties' }).length, 1);
    const fixed = fix(ID, worker(['rest.advertised.listener=https://connect-1.internal:8443']), opts);
    assert.match(fixed, /rest\.advertised\.listener=https\n/);
    assert.match(fixed, /rest\.advertised\.host\.name=connect-1\.internal\n/);
    assert.match(fixed, /rest\.advertised\.port=8443\n/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses stay silent: http, HTTPS in capitals, a placeholder, a standalone worker, no key', () => {
    assert.deepEqual(findings(ID, worker(['rest.advertised.host.name=connect-1', 'rest.advertised.listener=http']), opts), []);
    assert.deepEqual(findings(ID, worker(['rest.advertised.listener=HTTPS']), opts), []);
    assert.deepEqual(findings(ID, worker(['rest.advertised.listener=${CONNECT_PROTOCOL}']), opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\noffset.storage.file.filename=/var/lib/connect/offsets\nrest.advertised.listener=connect-one\n', { fileName: 'connect-standalone.properties' }), []);
    assert.deepEqual(findings(ID, worker(['rest.advertised.host.name=connect-1']), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectRestAdvertisedListener));
});
