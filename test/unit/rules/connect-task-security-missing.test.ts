import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-task-security-missing';
const opts = { fileName: 'connect-distributed.properties' };
const HEAD = 'bootstrap.servers=ns.servicebus.windows.net:9093\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n';
const SECURE = (prefix = '') => `${prefix}security.protocol=SASL_SSL\n${prefix}sasl.mechanism=PLAIN\n${prefix}sasl.jaas.config=\${file:/opt/connect/secrets.properties:jaas}\n`;

describe('connect-task-security-missing (top-level security reaches only the worker\'s own clients)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('consumers secured, producers not (check 66): a warning naming the source connectors, and a fix that copies the settings', () => {
    const text = HEAD + SECURE() + SECURE('consumer.');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.equal(d.message, "security.protocol=SASL_SSL applies to the worker's own clients only (its group membership and its config, offset and status topics): Connect builds its tasks' clients from the producer. keys (Worker.baseProducerConfigs), and no producer.security.protocol is written, so the source connectors' producers connect in PLAINTEXT to a listener that expects SASL_SSL and never get through: their tasks fail. Write security.protocol, sasl.mechanism, sasl.jaas.config under producer. as well.");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^producer\.security\.protocol=SASL_SSL$/m);
    assert.match(fixed, /^producer\.sasl\.jaas\.config=\$\{file:\/opt\/connect\/secrets\.properties:jaas\}$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('neither secured (check 65\'s worker, the other way round too): one warning naming both kinds', () => {
    const [d] = findings(ID, HEAD + SECURE(), opts);
    assert.match(d.message, /from the producer\. or consumer\. keys \(Worker\.baseProducerConfigs, baseConsumerConfigs\), and no producer\.security\.protocol or consumer\.security\.protocol is written, so the source connectors' producers and the sink connectors' consumers connect in PLAINTEXT/);
  });

  it('near misses: both secured, a PLAINTEXT worker, a protocol from a reference, a client file', () => {
    assert.deepEqual(findings(ID, HEAD + SECURE() + SECURE('consumer.') + SECURE('producer.'), opts), []);
    assert.deepEqual(findings(ID, `${HEAD}security.protocol=PLAINTEXT\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}security.protocol=\${env:PROTOCOL}\n`, opts), []);
    assert.deepEqual(findings(ID, `bootstrap.servers=b:9093\n${SECURE()}acks=all\n`, { fileName: 'producer.properties' }), []);
  });
});
