import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'topic-name-illegal';
const worker = (config: string) => `bootstrap.servers=kafka-1:9092\ngroup.id=connect-cluster\nconfig.storage.topic=${config}\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n`;
const opts = { fileName: 'connect-distributed.properties' };

describe('topic-name-illegal (a Connect topic named with characters Kafka refuses)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a comment written after the value (check 64): an error that names the cause, and a fix that drops the comment', () => {
    const text = worker('ocid1.connectharness.oc1.phx.example-config #Replace');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.message, "config.storage.topic names the topic 'ocid1.connectharness.oc1.phx.example-config #Replace', which Kafka refuses: it contains characters other than ASCII letters and digits, '.', '_' and '-' (Topic.validate), so the worker fails to start. A .properties file has no comments after a value: '#Replace' is part of the name. Put the comment on a line of its own.");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^config\.storage\.topic=ocid1\.connectharness\.oc1\.phx\.example-config$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('other illegal names: a character Kafka refuses, a name over 249 characters, a dead-letter topic of a connector', () => {
    assert.match(findings(ID, worker('connect/configs'), opts)[0].message, /refuses: it contains characters other/);
    assert.match(findings(ID, worker('c'.repeat(250)), opts)[0].message, /it is 250 characters long, more than the 249 allowed/);
    const sink = 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nerrors.tolerance=all\nerrors.deadletterqueue.topic.name=orders dlq\n';
    assert.match(findings(ID, sink, { fileName: 'orders-sink.properties' })[0].message, /so the connector's tasks fail to start\.$/);
  });

  it('near misses: legal names with dots, dashes and underscores, references, and a client file\'s key of the same name', () => {
    assert.deepEqual(findings(ID, worker('_connect.configs-v2'), opts), []);
    assert.deepEqual(findings(ID, worker('${file:/opt/connect/topics.properties:config}'), opts), []);
    assert.deepEqual(findings(ID, worker('${env:CONFIG_TOPIC}'), opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka-1:9092\nacks=all\nconfig.storage.topic=a b\n', { fileName: 'producer.properties' }), []);
  });
});
