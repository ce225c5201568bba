// producer.override.* in a MirrorMaker 2 file (check 66): at the top it reaches neither a worker nor
// a connector (MirrorMakerConfig.workerConfig / connectorBaseConfig), under a cluster prefix only
// that cluster's worker, whose producer ignores 'override.…'; under a flow prefix it is right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mm2Example } from '../../../server/src/service/rules/mirrormakerScopes';
import { lint } from '../../support/service';

const opts = { fileName: 'mm2.properties' };
const on = (line: string) => lint(mm2Example(line), opts).filter((d) => d.range.start.line === 4);

describe('wrong-role-key on client overrides in a MirrorMaker 2 file', () => {
  it('at the top: reaches nothing, written per flow instead; no fix that deletes the setting', () => {
    const [d, ...rest] = on('producer.override.acks = all');
    assert.equal(rest.length, 0);
    assert.equal(d.code, 'wrong-role-key');
    assert.equal(d.message, "'producer.override.acks' at the top of a MirrorMaker 2 file reaches neither its Connect workers nor its connectors: MirrorMakerConfig gives a worker only its cluster's '<cluster>.' settings and a few top-level groups (*.storage.*, the converters, task., worker.), and a connector only its own settings and its flow's '<source>-><target>.' ones. Write it per flow ('<source>-><target>.producer.override.acks'), which the flow's connectors pass to their producers (KIP-458).");
    assert.doesNotMatch(d.message, /worker's own producer receives/);
  });

  it('under a cluster prefix: that cluster\'s worker gets it and its producer ignores it', () => {
    const [d] = on('backup.producer.override.linger.ms = 5');
    assert.equal(d.code, 'wrong-role-key');
    assert.match(d.message, /^'backup\.producer\.override\.linger\.ms' goes, under the cluster prefix 'backup\.', to the Connect worker that writes to backup, whose own producer receives 'override\.linger\.ms' and ignores it/);
    assert.match(d.message, /'<source>->backup\.producer\.override\.linger\.ms'.*'backup\.producer\.linger\.ms'/);
  });

  it('near misses: under a flow prefix it is where it belongs (nothing said); a Connect worker file keeps its own message', () => {
    assert.deepEqual(on('primary->backup.producer.override.compression.type = zstd'), []);
    const worker = lint('bootstrap.servers=kafka:9092\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nproducer.override.acks=all\n', { fileName: 'connect-distributed.properties' });
    assert.match(worker.find((d) => d.code === 'wrong-role-key')!.message, /here the worker's own producer receives 'override\.acks' and ignores it\. Move it to the connector's configuration\.$/);
  });
});
