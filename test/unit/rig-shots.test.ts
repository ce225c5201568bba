// The runner's named screenshots (scripts/vscode/shots.ts): a request is read from a log line, and
// one that names a file outside the screenshot folder or is malformed is refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseShotRequest, SHOT_MARKER } from '../../scripts/vscode/shots';

const line = (o: unknown) => `${SHOT_MARKER}${JSON.stringify(o)}`;

describe('named screenshot requests', () => {
  it('reads a request from a test\'s log line; other lines are not requests', () => {
    const req = parseShotRequest(line({ name: 'sweep', ack: '/tmp/a', waitFor: [{ selector: 'canvas', inWebview: true, scroll: 'end' }], clip: 'iframe.webview' }));
    assert.deepEqual(req, { name: 'sweep', ack: '/tmp/a', waitFor: [{ selector: 'canvas', inWebview: true, scroll: 'end' }], clip: 'iframe.webview' });
    assert.equal(parseShotRequest('  3 passing (16s)'), undefined);
    assert.equal(parseShotRequest('__vsct_screenshot__'), undefined, 'the failure-picture marker is not a named request');
  });

  it('refuses a name that could leave the folder, unknown fields and a bad scroll', () => {
    for (const name of ['../README', 'a/b', 'Shot.png', '']) assert.throws(() => parseShotRequest(line({ name, ack: '/tmp/a' })), /name/, name);
    assert.throws(() => parseShotRequest(line({ name: 'x', ack: '/tmp/a', path: '/etc/x' })));
    assert.throws(() => parseShotRequest(line({ name: 'x', ack: '/tmp/a', waitFor: [{ selector: 'a', scroll: 'top' }] })));
    assert.throws(() => parseShotRequest(`${SHOT_MARKER}{not json`));
  });
});
