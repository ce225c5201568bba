// max-request-above-broker-limit: a producer's max.request.size raised past the broker's default
// record-batch limit (1048588) where the scanned workspace names no broker or topic limit, and the
// near misses where the file or the workspace leaves room for one (compression, a limit named
// anywhere, no scan), with the scan's side over real files.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';
import { tempWorkspaces } from '../../support/tempWorkspace';
import { scanWorkspace } from '../../../server/src/node/workspaceScan';

const ID = 'max-request-above-broker-limit';
const scanned = (messageSizeLimits: string[] = []) => ({ workspace: { messageSizeLimits } });
const producer = (extra = '') => `bootstrap.servers=localhost:9092\nmax.request.size=20971520\n${extra}`;
const workspace = tempWorkspaces('kt-size-limit-');

describe(ID, () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('informs on a raised max.request.size when the scanned workspace names no broker or topic limit', () => {
    const [d, ...rest] = findings(ID, producer(), { fileName: 'producer.properties', ...scanned() });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 17 }, end: { line: 1, character: 25 } });
    assert.equal(d.message, "max.request.size=20971520 (20 MiB) lets send() take a record of up to 20 MiB, but a broker refuses a record batch larger than the topic's max.message.bytes (by default the broker's message.max.bytes, 1048588, about 1 MiB), and no file in this workspace sets either. A record over that passes send() and then fails with RecordTooLargeException: a batch of one record is not split and retried. Raise the topic's max.message.bytes (or the brokers' message.max.bytes) to match, or leave max.request.size at its default.");
  });

  it('near miss: a MirrorMaker 2 cluster\'s producer lines (remote topics take the source topic\'s max.message.bytes, check 92)', () => {
    const mm2 = 'clusters=kafka1,kafka2\nkafka1.bootstrap.servers=k1:9092\nkafka2.bootstrap.servers=k2:9092\nkafka1->kafka2.enabled=true\nkafka2.producer.max.request.size=2000000\n';
    assert.deepEqual(findings(ID, mm2, { fileName: 'mm2.properties', ...scanned() }), []);
  });

  it('a Spring Boot producer that passes the key through spring.kafka.producer.properties', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: localhost:9092\n    producer:\n      properties:\n        max.request.size: 22020096\n';
    const [d] = findings(ID, yml, { fileName: 'src/main/resources/application.yml', ...scanned() });
    assert.ok(d, 'one finding');
    assert.match(d.message, /^spring\.kafka\.producer\.properties\.max\.request\.size=22020096 \(21 MiB\) lets send\(\) take a record of up to 21 MiB/);
  });

  it('says buffer.memory is the bound when it is the smaller (send() refuses a record over either)', () => {
    const [d] = findings(ID, producer('buffer.memory=8388608\n'), { fileName: 'producer.properties', ...scanned() });
    assert.match(d.message, /take a record of up to 8 MiB,/);
  });

  it('near misses stay silent: compression on, a limit named anywhere, no scan, a value at the broker default, a test resource, a consumer', () => {
    const silent = (text: string, opts: Parameters<typeof findings>[2]) => assert.deepEqual(findings(ID, text, opts), [], JSON.stringify(opts) + text);
    // The producer checks the uncompressed size, the broker the compressed batch.
    silent(producer('compression.type=lz4\n'), { fileName: 'producer.properties', ...scanned() });
    // A topic created with --config max.message.bytes in a script: the limit may be raised there.
    silent(producer(), { fileName: 'producer.properties', ...scanned(['scripts/create-topics.sh']) });
    // A single file, no workspace: nothing is known of the brokers.
    silent(producer(), { fileName: 'producer.properties' });
    silent('bootstrap.servers=localhost:9092\nmax.request.size=1048588\n', { fileName: 'producer.properties', ...scanned() });
    silent('bootstrap.servers=localhost:9092\nmax.request.size=1048576\n', { fileName: 'producer.properties', ...scanned() });
    silent('spring:\n  kafka:\n    producer:\n      properties:\n        max.request.size: 22020096\n', { fileName: 'src/test/resources/application.yml', ...scanned() });
    silent('bootstrap.servers=localhost:9092\ngroup.id=g\nmax.partition.fetch.bytes=20971520\n', { fileName: 'consumer.properties', ...scanned() });
  });
});

describe(`${ID}: the workspace scan`, () => {
  it('lists each file that names message.max.bytes or max.message.bytes, in any spelling', async () => {
    const root = workspace({
      'docker-compose.yml': 'services:\n  kafka:\n    image: apache/kafka:3.9.0\n    environment:\n      KAFKA_MESSAGE_MAX_BYTES: 20971520\n',
      'scripts/create-topics.sh': '#!/bin/sh\nkafka-topics.sh --create --topic big --config max.message.bytes=20971520\n',
      'src/main/java/app/Topics.java': 'class Topics { Object t = TopicBuilder.name("big").config(TopicConfig.MAX_MESSAGE_BYTES_CONFIG, "20971520").build(); }\n',
      'config/server.properties': 'process.roles=broker\nmessage.max.bytes=20971520\n',
      'app/producer.properties': 'max.request.size=20971520\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual([...facts.messageSizeLimits!].sort(), ['config/server.properties', 'docker-compose.yml', 'scripts/create-topics.sh', 'src/main/java/app/Topics.java']);
  });

  it('an empty list for a workspace scanned whole that names neither', async () => {
    const root = workspace({ 'app/producer.properties': 'max.request.size=20971520\n', 'README.md': 'message.max.bytes is not read from Markdown\n' });
    assert.deepEqual((await scanWorkspace([root])).messageSizeLimits, []);
  });
});
