// invalid-value on the value checks older clients made in their constructors, not in ConfigDef
// (catalog/constructorChecks.ts): measured against the 2.8.2 jars by the whole-config differential.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const errs = (text: string) => findings('invalid-value', text, { fileName: 'client.properties' });

describe('invalid-value: constructor checks of older clients', () => {
  it('security.protocol=TLS on a 2.8 producer: SecurityProtocol.forName has no such protocol', () => {
    const [d] = errs('# kafka-tuning: client=java@2.8.2 role=producer\nsecurity.protocol=TLS\n');
    assert.equal(d.severity, 1);
    assert.match(d.message, /^security\.protocol=TLS stops the client when it is created: IllegalArgumentException "No enum constant org\.apache\.kafka\.common\.security\.auth\.SecurityProtocol\.TLS"\. Accepted: one of: plaintext, ssl, sasl_plaintext, sasl_ssl \(any case\)\./);
  });

  it('compression.type=GZIP on a 2.8 producer: CompressionType.forName knows the lower-case names only', () => {
    const [d] = errs('# kafka-tuning: client=java@2.8.2 role=producer\ncompression.type=GZIP\n');
    assert.match(d.message, /^compression\.type=GZIP stops the client when it is created: IllegalArgumentException "Unknown compression name: GZIP"/);
  });

  it('an empty compression.type on 3.1: the constructor refuses it, so no newer release is said to be the first to', () => {
    const text = '# kafka-tuning: client=java@3.1.1 role=producer\ncompression.type=\nacks=all\n';
    const [d] = errs(text);
    assert.match(d.message, /^compression\.type= stops the client when it is created: IllegalArgumentException "Unknown compression name: "/);
    assert.deepEqual(findings('value-refused-by-newer-kafka', text, { fileName: 'client.properties' }), []);
  });

  it('an empty group.instance.id on a 2.8 consumer', () => {
    assert.equal(errs('# kafka-tuning: client=java@2.8.2 role=consumer\ngroup.instance.id=\n').length, 1);
  });

  it('near misses: any case of a real protocol, the exact codec name, a real member id, and roles whose ConfigDef does not read the key', () => {
    for (const text of [
      '# kafka-tuning: client=java@2.8.2 role=producer\nsecurity.protocol=sasl_ssl\nsasl.jaas.config=x required;\n',
      '# kafka-tuning: client=java@2.8.2 role=producer\ncompression.type=gzip\n',
      '# kafka-tuning: client=java@2.8.2 role=consumer\ngroup.instance.id=member-1\n',
      '# kafka-tuning: client=java@2.8.2 role=consumer\ncompression.type=GZIP\n',
    ]) assert.equal(errs(text).length, 0, text);
  });
});

describe('invalid-value in Connect worker files: the worker mode\'s ConfigDef, then the Admin client it creates at start', () => {
  const worker = (file: string, body: string) => findings('invalid-value', body, { fileName: file }).concat(findings('out-of-range', body, { fileName: file }));

  it('security.protocol=TLS stops a 2.8 worker at Admin.create(config.originals()) although WorkerConfig accepts it', () => {
    const [d] = worker('connect-standalone.properties', '# kafka-tuning: client=java@2.8.2\noffset.storage.file.filename=/var/lib/connect/offsets\nsecurity.protocol=TLS\n');
    assert.match(d.message, /^security\.protocol=TLS stops the client when it is created: IllegalArgumentException/);
    assert.equal(worker('connect-distributed.properties', '# kafka-tuning: client=java@2.8.2\ngroup.id=connect\nsecurity.protocol=TLS\n').length, 1);
  });

  it('a distributed-only key in a standalone file is not judged by DistributedConfig\'s validator (near miss), but an Admin key still is', () => {
    assert.equal(worker('connect-standalone.properties', 'offset.storage.file.filename=/var/lib/connect/offsets\nconfig.storage.replication.factor=0\n').length, 0);
    assert.match(worker('connect-standalone.properties', 'offset.storage.file.filename=/var/lib/connect/offsets\nrequest.timeout.ms=-1\n')[0].message, /Value must be at least 0/);
    assert.equal(worker('connect-distributed.properties', 'group.id=connect\nconfig.storage.replication.factor=0\n').length, 1);
  });
});
