// The VS Code rig's nested npm installs must not inherit what the outer `npm test` says about
// itself: code-server's postinstall reads the Node major from npm_config_user_agent, and an
// inherited "node/v20" made it refuse on a fresh machine although it ran on Node 24.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outerNpmStripped } from '../../scripts/vscode/install';

describe('outerNpmStripped', () => {
  const outer = {
    PATH: '/usr/bin',
    npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false',
    npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js',
    npm_node_execpath: '/usr/bin/node',
    npm_lifecycle_event: 'test',
    npm_package_name: 'kafka-tuning',
    npm_config_registry: 'https://registry.example/',
    npm_config_cache: '/root/.npm',
  };

  it('drops the outer npm run description', () => {
    const env = outerNpmStripped(outer);
    for (const k of ['npm_config_user_agent', 'npm_execpath', 'npm_node_execpath', 'npm_lifecycle_event', 'npm_package_name']) {
      assert.equal(env[k], undefined, k);
    }
  });

  it('keeps the user\'s npm settings and everything else', () => {
    const env = outerNpmStripped(outer);
    assert.equal(env.npm_config_registry, 'https://registry.example/');
    assert.equal(env.npm_config_cache, '/root/.npm');
    assert.equal(env.PATH, '/usr/bin');
    assert.equal(outer.npm_config_user_agent.startsWith('npm/'), true, 'input left unchanged');
  });
});
