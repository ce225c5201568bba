// The CLI README's CI recipe (cli/README.md) does what it says: its recommended .kafka-tuning.json and threshold turn
// a tree whose only errors sit in test fixtures and fill-in templates green, while a real mistake
// outside them still fails the run. The configuration is read from the README itself, so
// the page and the test cannot drift apart.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runCli } from '../support/cli';

const readme = readFileSync(join(__dirname, '../../cli/README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## In CI'));
const recommended = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)?.[1] ?? 'null') as object;
const command = /`kafka-tune (lint --min-severity warning \.)`/.exec(section)?.[1].split(' ');

describe('README CI recipe', () => {
  const root = mkdtempSync(join(tmpdir(), 'kt-readme-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  write('clients/src/test/resources/broken-producer.properties', 'acks=2\nlingr.ms=5\n');
  write('test/fixtures/consumer.properties', 'group.id=g\nfetch.min.byte=1\n');
  write('config/templates/producer.properties', 'acks=${ACKS}\nbatch.size=${BATCH}\n');
  write('config/connect-template.properties', 'acks=__ACKS__\n');
  write('app/src/main/resources/producer.properties', 'acks=all\nlinger.ms=5\n');

  it('red without the configuration, green with it, red again for a real mistake outside the ignored paths', async () => {
    assert.ok(recommended && command, 'the README shows a configuration and a command');
    const before = await runCli(command as string[], { cwd: root });
    assert.equal(before.code, 1, 'the fixtures and templates fail a first run');
    write('.kafka-tuning.json', JSON.stringify(recommended));
    const green = await runCli(command as string[], { cwd: root });
    assert.equal(green.code, 0, green.stdout + green.stderr);
    write('app/src/main/resources/producer.properties', 'acks=2\nlingr.ms=5\n');
    const red = await runCli(command as string[], { cwd: root });
    assert.equal(red.code, 1);
    assert.match(red.stdout, /^app\/src\/main\/resources\/producer\.properties:1:6: error/m);
    assert.match(red.stdout, /^app\/src\/main\/resources\/producer\.properties:2:1: warning/m, 'warnings are listed too');
  });
});
