// The README is the Marketplace page: its settings and commands tables are package.json's
// contributes as they are (npm run docs:readme rewrites them), every image it shows exists, and
// it asks a user of the extension for nothing only a developer of it needs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_README, commandsTable, manifest, README, settingsTable, withCliTables, withTables } from '../../scripts/gen-readme-tables';
import { metricRows } from '../../common/src/bench';

const readme = readFileSync(README, 'utf8');

describe('README for users', () => {
  it('the settings and commands tables are generated from package.json (npm run docs:readme)', () => {
    assert.equal(readme, withTables(readme, manifest()));
  });

  it('lists every contributed setting and command, and marks what needs a trusted workspace', () => {
    const m = manifest();
    const settings = settingsTable(m), commands = commandsTable(m);
    for (const key of Object.keys(m.contributes.configuration.properties)) assert.match(settings, new RegExp(`\\| \`${key.replace(/\./g, '\\.')}\` \\|`));
    for (const c of m.contributes.commands) assert.ok(commands.includes(`\`${c.command}\``), c.command);
    assert.match(commands, /Kafka Tuning: Benchmark this config \| `kafkaTuning\.benchmark` \| trusted workspaces only/);
    assert.match(settings, /`kafkaTuning\.benchmark\.bootstrap` .*A workspace value is ignored until the workspace is trusted\. \|$/m);
    assert.doesNotMatch(settings, /`kafkaTuning\.benchmark\.perfTestCommand` .*until the workspace is trusted/, 'a machine-scoped setting is never read from a workspace');
    assert.doesNotMatch(settings, /#kafkaTuning\.|``/, 'VS Code setting links read as plain ids');
  });

  it('a marker block that is missing is an error, not a silent no-op', () => {
    assert.throws(() => withTables('# no markers\n', manifest()), /no "<!-- settings:start/);
  });

  it('shows pictures that exist, in PNG (the Marketplace refuses SVG)', () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(images.length >= 3, 'the three screenshots');
    for (const src of images) {
      assert.match(src, /\.png$/);
      assert.ok(existsSync(join(README, '..', src)), `${src} exists (npm run screenshots makes them)`);
    }
  });

  it('asks users for no developer prerequisite', () => {
    // Everything before the section for people who build it themselves.
    const forUsers = readme.slice(0, readme.indexOf('## Build it yourself'));
    assert.ok(forUsers.length > 2000, 'the README has a "Build it yourself" section after the user part');
    for (const word of [/\bMaven\b/, /\bJava 17\b/, /\bJDK\b/, /apt-get/, /chromium/i, /code-server/, /libkrb5/, /npm ci/]) assert.doesNotMatch(forUsers, word);
  });
});

describe('cli/README.md', () => {
  const cli = readFileSync(CLI_README, 'utf8');
  it('the bench JSON keys table is generated from the result rows (npm run docs:readme) and names every producer and consumer key', () => {
    assert.equal(cli, withCliTables(cli));
    for (const kind of ['producer', 'consumer'] as const) {
      for (const [key] of metricRows(kind)) assert.match(cli, new RegExp(`\\| ${kind} \\| \`${key}\` \\|`), `${kind} ${key}`);
    }
  });
  it('documents every environment variable the bench command reads', () => {
    for (const v of ['KAFKA_TUNING_BOOTSTRAP', 'KAFKA_TUNING_PERF_COMMAND', 'KAFKA_TUNING_KAFKA_LIBS', 'KAFKA_HOME', 'KAFKA_TUNING_TROGDOR_COORDINATOR']) assert.ok(cli.includes(`\`${v}\``), v);
  });
});
