// The workspace scan reads the broker's group session-timeout bounds from broker config files, and
// keeps them only when every broker file that sets them agrees (like min.insync.replicas).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempWorkspaces } from '../support/tempWorkspace';
import { scanWorkspace } from '../../server/src/node/workspaceScan';

const workspace = tempWorkspaces('kt-scan-');

describe('workspace scan: broker session-timeout bounds', () => {
  it('reads group.min/max.session.timeout.ms from a broker config', async () => {
    const root = workspace({ 'config/server.properties': 'process.roles=broker\ngroup.min.session.timeout.ms=3000\ngroup.max.session.timeout.ms=600000\n' });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.groupMinSessionTimeoutMs, { value: '3000', file: join('config', 'server.properties') });
    assert.deepEqual(facts.groupMaxSessionTimeoutMs, { value: '600000', file: join('config', 'server.properties') });
  });

  it('drops a bound the broker files disagree on, and ignores client files', async () => {
    const root = workspace({
      'a/server.properties': 'group.min.session.timeout.ms=3000\n',
      'b/server.properties': 'group.min.session.timeout.ms=6000\n',
      'app/consumer.properties': 'group.max.session.timeout.ms=1\n',
    });
    const facts = await scanWorkspace([root]);
    assert.equal(facts.groupMinSessionTimeoutMs, undefined);
    assert.equal(facts.groupMaxSessionTimeoutMs, undefined);
    assert.equal('groupMinSessionTimeoutMs' in facts, false);
  });
});
