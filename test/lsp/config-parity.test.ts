// Same workspace, same findings in the editor and in CI: the language server (in process, with the
// same project-file lookup the Node entry wires) and the built kafka-tune CLI read one
// .kafka-tuning.json and the same inline suppressions. Before, rules turned off for the editor still
// failed CI, and there was no file both read.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createConnection } from 'vscode-languageserver/node';
import { projectConfigRuntime } from '../../server/src/node/projectConfig';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { moduleRuntime } from '../../server/src/node/workspaceFolders';
import { startServer } from '../../server/src/lsp/startServer';
import { languageIdForPath } from '../../common/src/model';
import { CLI } from '../support/cli';
import { TestClient } from '../support/lspClient';

const FILES: Record<string, string> = {
  '.kafka-tuning.json': JSON.stringify({
    rules: { 'unknown-key': 'error', 'acks-durability': 'off' },
    applicationKeys: ['app.**'],
    clientVersions: { java: '3.9' },
    workload: { recordBytes: 512, rate: 2000, partitions: 4 },
    ignore: ['fixtures/'],
  }),
  'producer.properties': [
    'acks=1',
    'app.retry.count=3',
    '# kafka-tuning-disable-next-line unknown-key -- read by our wrapper',
    'batch.sise=100',
    'lingr.ms=5',
    '# kafka-tuning-disable-next-line invalid-value',
    'compression.type=lz4',
    '',
  ].join('\n'),
  'svc/.kafka-tuning.json': JSON.stringify({ rules: { 'unknown-key': 'hint' } }),
  'svc/consumer.properties': 'group.id=g\nfetch.min.byte=1\nsession.timeout.ms=10000\n',
  'fixtures/template.properties': 'acks=2\nlingr.ms=5\n',
  'java/Producer.java': [
    'import java.util.Properties;',
    'import org.apache.kafka.clients.producer.KafkaProducer;',
    'class P {',
    '  KafkaProducer<String, String> p() {',
    '    Properties props = new Properties();',
    '    // kafka-tuning-disable-next-line unknown-key',
    '    props.put("lingr.ms", "5");',
    '    props.put("batch.sise", "5");',
    '    return new KafkaProducer<>(props);',
    '  }',
    '}',
    '',
  ].join('\n'),
};

const key = (d: Diagnostic) => `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.line + 1}:${d.range.end.character + 1} ${d.severity} ${d.code} ${d.message}`;

describe('one configuration file, same findings in the editor and the CLI', () => {
  const ws = mkdtempSync(join(tmpdir(), 'kt-parity-'));
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(ws, rel)), { recursive: true });
    writeFileSync(join(ws, rel), text);
  }
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const connection = createConnection(toServer, toClient);
  startServer(connection, { scanWorkspace: (uris) => scanWorkspace(uris.map((u) => u.replace(/^file:\/\//, ''))), ...moduleRuntime(), ...projectConfigRuntime() });
  const client = new TestClient(toClient, toServer);
  after(() => {
    client.dispose();
    connection.dispose();
    rmSync(ws, { recursive: true, force: true });
  });

  it('every file: the server publishes exactly what `kafka-tune lint --format json --min-severity hint` prints', async () => {
    await client.initialize(pathToFileURL(ws).href, null);
    const editor = new Map<string, string[]>();
    for (const rel of Object.keys(FILES).filter((f) => !f.endsWith('.json'))) {
      const uri = pathToFileURL(join(ws, rel)).href;
      await client.open(uri, languageIdForPath(rel) ?? 'plaintext', FILES[rel]);
      const published = await client.diagnostics(uri);
      if (published.diagnostics.length) editor.set(rel, published.diagnostics.map(key).sort());
    }
    const r = spawnSync(process.execPath, [CLI, 'lint', '.', '--format', 'json', '--min-severity', 'hint'], { cwd: ws, encoding: 'utf8', timeout: 60_000 });
    assert.ok(r.status === 0 || r.status === 1, r.stderr);
    const cli = new Map((JSON.parse(r.stdout) as Array<{ file: string; diagnostics: Diagnostic[] }>).map((x) => [x.file, x.diagnostics.map(key).sort()]));
    assert.deepEqual(Object.fromEntries(editor), Object.fromEntries(cli));

    // And the file really decided: the workspace file's levels, the nested one's, suppressions, ignore globs.
    const props = editor.get('producer.properties') ?? [];
    assert.ok(props.some((d) => / 1 unknown-key Unknown key 'lingr\.ms'/.test(d)), 'unknown-key raised to error by the project file');
    assert.ok(!props.some((d) => /batch\.sise|app\.retry/.test(d)), 'suppressed and application keys stay silent');
    assert.ok(!props.some((d) => / acks-durability /.test(d)), 'rule turned off in the file');
    assert.ok(props.some((d) => / unused-suppression .*'invalid-value'/.test(d)), 'the unused suppression is reported');
    assert.ok((editor.get('svc/consumer.properties') ?? []).some((d) => / 4 unknown-key /.test(d)), 'the nearest file wins (hint in svc/)');
    assert.ok(!editor.has('fixtures/template.properties'), 'ignored by the project file in both');
    const java = editor.get('java/Producer.java') ?? [];
    assert.deepEqual(java.filter((d) => / unknown-key /.test(d)).map((d) => d.split(' ')[0]), ['8:15-8:27'], 'the Java suppression silences line 7 only');
  });
});
