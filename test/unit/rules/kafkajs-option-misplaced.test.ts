// kafkajs reads each call's options by name: one written in another call is ignored there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-option-misplaced';
const opts = { fileName: 'src/kafka.js' };
const HEAD = "const { Kafka, Partitioners } = require('kafkajs');\n";

describe(ID, () => {
  it('createPartitioner in new Kafka(), fromBeginning in kafka.consumer(), retries beside retry: one warning each', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], createPartitioner: Partitioners.LegacyPartitioner, retries: 10 });\nconst consumer = kafka.consumer({ groupId: 'g', fromBeginning: true });\nconst producer = kafka.producer({ idempotent: true });\nmodule.exports = { consumer, producer };\n`;
    const ds = findings(ID, text, opts);
    assert.deepEqual(ds.map((d) => d.message), [
      "'createPartitioner' is read by kafka.producer(), not by new Kafka(): kafkajs ignores it here, so it keeps its default. Move it to kafka.producer().",
      "'retries' is read by retry: { … }, not by new Kafka(): kafkajs ignores it here, so it keeps its default. Move it to retry: { … }.",
      "'fromBeginning' is read by consumer.subscribe(), not by kafka.consumer(): kafkajs ignores it here, so it keeps its default. Move it to consumer.subscribe().",
    ]);
    assert.equal(ds[0].severity, 2);
  });

  it('acks or compression in kafka.producer(): read per send (ProducerRecord), ignored there', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst producer = kafka.producer({ acks: -1, idempotent: true });\nmodule.exports = { producer };\n`;
    assert.deepEqual(findings(ID, text, opts).map((d) => d.message), ["'acks' is read by producer.send(), not by kafka.producer(): kafkajs ignores it here, so it keeps its default. Move it to producer.send()."]);
  });

  it('near misses: options in their own call, a misspelling (the misspelt-option rule\'s), unknown names of the application', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], retry: { retries: 10 } });\nconst consumer = kafka.consumer({ groupId: 'g', maxWaitTimeInMs: 100, sessionTimout: 30000, tenant: 'acme' });\nconst producer = kafka.producer({ createPartitioner: Partitioners.LegacyPartitioner, allowAutoTopicCreation: false });\nmodule.exports = { consumer, producer };\n`;
    assert.deepEqual(findings(ID, text, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
