import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-client-key-unprefixed';
const worker = { fileName: 'connect-distributed.properties' };
const BASE = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=cfg\noffset.storage.topic=off\nstatus.storage.topic=st\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';

describe('connect-client-key-unprefixed (a client setting at the top level of a worker file)', () => {
  it('information at the key, naming the prefixed form and where the tasks\' clients come from; the fix renames it', () => {
    const text = `${BASE}max.poll.records=2000\n`;
    const [d, ...rest] = findings(ID, text, worker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 7, character: 0 }, end: { line: 7, character: 16 } });
    assert.equal(d.message, "max.poll.records is a consumer setting, written here without its prefix: the connectors' tasks never get it, because a worker builds their clients only from keys written as consumer.max.poll.records (Worker.baseConsumerConfigs). Unprefixed, it reaches only the worker's own clients of its config, offset and status topics.");
    const fixed = fix(ID, text, worker);
    assert.match(fixed, /^consumer\.max\.poll\.records=2000$/m);
    assert.equal(findings(ID, fixed, worker).length, 0);
  });

  it('a producer setting in a standalone worker; a setting of several clients offers each prefix', () => {
    const [p] = findings(ID, 'bootstrap.servers=kafka:9092\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\noffset.storage.file.filename=/var/lib/connect/offsets\nlinger.ms=50\n', { fileName: 'connect-standalone.properties' });
    assert.match(p.message, /^linger\.ms is a producer setting, .* written as producer\.linger\.ms \(Worker\.baseProducerConfigs\)/);
    const [both] = findings(ID, `${BASE}max.request.size=2097152\nfetch.max.bytes=2097152\n`, worker).filter((d) => /fetch\.max\.bytes/.test(d.message));
    assert.match(both.message, /written as consumer\.fetch\.max\.bytes/);
  });

  it('near misses: the worker\'s own keys, a key also written with its prefix, prefixed keys, converter and connector keys', () => {
    assert.equal(findings(ID, `${BASE}session.timeout.ms=30000\nheartbeat.interval.ms=3000\nrequest.timeout.ms=40000\nssl.endpoint.identification.algorithm=https\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}max.poll.records=2000\nconsumer.max.poll.records=2000\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}consumer.max.poll.records=2000\nproducer.linger.ms=20\nadmin.retries=3\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}value.converter.schemas.enable=false\n`, worker).length, 0);
    assert.equal(findings(ID, 'name=s\nconnector.class=io.example.SinkConnector\ntopics=t\nmax.poll.records=10\n', { fileName: 'sink.properties' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
