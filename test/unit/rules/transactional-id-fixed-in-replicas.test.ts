import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'transactional-id-fixed-in-replicas';

const springProducer = (txValue: string, sink = 'new KafkaProducer<>(props)', returns = 'KafkaProducer<String, String>') => `package com.example.payments;

import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class LedgerProducerConfig {
    @Bean
    public ${returns} ledgerProducer() {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
        props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        props.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, ${txValue});
        return ${sink};
    }
}
`;

const kafkajsService = (tx: string, extra = "import express from 'express';\n") => `import { Kafka } from 'kafkajs';
${extra}
const kafka = new Kafka({ clientId: 'outbox', brokers: ['kafka1:9092'] });
export const producer = kafka.producer({ transactionalId: ${tx}, idempotent: true, maxInFlightRequests: 1 });
`;

describe('transactional-id-fixed-in-replicas (KIP-98 fencing)', () => {
  it('warns on a literal id in a Spring bean, naming the id, the fencing and a per-instance suffix', () => {
    const ds = findings(ID, springProducer('"ledger-tx"'), { fileName: 'LedgerProducerConfig.java' });
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 2);
    assert.equal(ds[0].range.start.line, 14);
    assert.match(ds[0].message, /^ProducerConfig\.TRANSACTIONAL_ID_CONFIG is the fixed 'ledger-tx' in code that runs as several instances \(a Spring bean\): .*ProducerFencedException \(KIP-98\).*'ledger-tx-' plus the pod name or an instance index\.$/);
  });

  it('warns on a literal kafkajs transactionalId in an HTTP service or a consume-transform-produce worker', () => {
    const [d] = findings(ID, kafkajsService("'outbox-tx'"), { fileName: 'relay.ts' });
    assert.match(d.message, /^transactionalId is the fixed 'outbox-tx' .*\(an HTTP service\).*PRODUCER_FENCED or INVALID_PRODUCER_EPOCH/);
    const worker = kafkajsService("'enricher-tx'", '') + "const consumer = kafka.consumer({ groupId: 'enricher' });\nawait consumer.run({ eachMessage: async ({ message }) => {\n  const tx = await producer.transaction();\n  await tx.send({ topic: 'enriched', messages: [message] });\n  await tx.commit();\n} });\n";
    const [w] = findings(ID, worker, { fileName: 'enricher.ts' });
    assert.match(w.message, /\(a consumer group member that produces in its handler\)/);
  });

  it('near miss: a script that sends in a transaction once and then reads the topic back with a consumer', () => {
    const script = kafkajsService("'someId'", '') + "async function readBack() {\n  const consumer = kafka.consumer({ groupId: 'check' });\n  await consumer.subscribe({ topics: ['demo'] });\n  await consumer.run({ eachMessage: async ({ message }) => { console.log(String(message.value)); } });\n}\nasync function main() {\n  const tx = await producer.transaction();\n  await tx.send({ topic: 'demo', messages: [{ value: 'x' }] });\n  await tx.commit();\n  await readBack();\n}\nvoid main();\n";
    assert.deepEqual(findings(ID, script, { fileName: 'transaction-demo.js' }), []);
  });

  it('warns on a fixed prefix given to a Spring producer factory: every instance numbers the same ids from 0', () => {
    const [d] = findings(ID, springProducer('"ledger-tx-"', 'new DefaultKafkaProducerFactory<>(props)', 'ProducerFactory<String, String>'), { fileName: 'LedgerProducerConfig.java' });
    assert.equal(d.range.start.line, 14);
    assert.match(d.message, /the factory uses it as transactionIdPrefix and names its producers 'ledger-tx-' plus 0, 1, 2…, the same names in every instance/);
    assert.match(d.message, /must be unique per instance/);
  });

  it('stays silent on ids built per instance, Spring factories (they number their own ids), scripts and tests', () => {
    assert.equal(findings(ID, springProducer('"ledger-tx-" + System.getenv("HOSTNAME")'), { fileName: 'LedgerProducerConfig.java' }).length, 0);
    assert.equal(findings(ID, springProducer('"ledger-tx-" + System.getenv("HOSTNAME")', 'new DefaultKafkaProducerFactory<>(props)', 'ProducerFactory<String, String>'), { fileName: 'LedgerProducerConfig.java' }).length, 0);
    assert.equal(findings(ID, springProducer('txPrefix', 'new DefaultKafkaProducerFactory<>(props)', 'ProducerFactory<String, String>'), { fileName: 'LedgerProducerConfig.java' }).length, 0, 'a prefix from @Value("${spring.application.instance-id}") is not known statically');
    assert.equal(findings(ID, kafkajsService('`outbox-tx-${process.env.POD_NAME}`'), { fileName: 'relay.ts' }).length, 0);
    assert.equal(findings(ID, kafkajsService("'outbox-tx'", ''), { fileName: 'backfill-once.ts' }).length, 0, 'a one-off script: no sign of replicas');
    assert.equal(findings(ID, springProducer('"ledger-tx"'), { fileName: 'src/test/java/LedgerProducerConfigTest.java' }).length, 0);
    assert.equal(findings(ID, kafkajsService("'outbox-tx'"), { fileName: 'relay.test.ts' }).length, 0);
  });
});

// DefaultKafkaProducerFactory.setTransactionIdPrefix and spring.kafka.producer.transaction-id-prefix:
// the suffix is a counter from 0 in every instance (DefaultTransactionIdSuffixStrategy).
const springFactory = (setter: string, txEntry = '') => `package com.example.payments;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.ProducerFactory;

@Configuration
public class LedgerProducerConfig {
    @Bean
    public ProducerFactory<String, String> ledgerProducerFactory() {
        Map<String, Object> props = new HashMap<>();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
${txEntry}        DefaultKafkaProducerFactory<String, String> factory = new DefaultKafkaProducerFactory<>(props);
        factory.setTransactionIdPrefix(${setter});
        return factory;
    }
}
`;

describe('transactional-id-fixed-in-replicas: Spring transaction-id prefixes', () => {
  it('warns on a fixed setTransactionIdPrefix(…) in a Spring bean, at its argument', () => {
    const java = springFactory('"ledger-tx-"');
    const ds = findings(ID, java, { fileName: 'LedgerProducerConfig.java' });
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 2);
    assert.equal(ds[0].range.start.line, 17);
    assert.equal(java.split('\n')[17].slice(ds[0].range.start.character, ds[0].range.end.character), '"ledger-tx-"');
    assert.match(ds[0].message, /^setTransactionIdPrefix is given the fixed 'ledger-tx-' in code that runs as several instances \(a Spring bean\): .*'ledger-tx-' plus 0, 1, 2…, counting from 0 in every instance.*must be unique per instance/);
  });

  it('a constant of the class as the prefix is read too', () => {
    const java = springFactory('PREFIX').replace('public class LedgerProducerConfig {', 'public class LedgerProducerConfig {\n    private static final String PREFIX = "ledger-tx-";');
    assert.equal(findings(ID, java, { fileName: 'LedgerProducerConfig.java' }).length, 1);
  });

  it('near misses: a prefix built per instance, a @Value field, a test source, a file with no service', () => {
    assert.deepEqual(findings(ID, springFactory('"ledger-tx-" + System.getenv("HOSTNAME") + "-"'), { fileName: 'LedgerProducerConfig.java' }), []);
    assert.deepEqual(findings(ID, springFactory('txPrefix'), { fileName: 'LedgerProducerConfig.java' }), []);
    assert.deepEqual(findings(ID, springFactory('"ledger-tx-"'), { fileName: 'src/test/java/LedgerProducerConfigTest.java' }), []);
    const plain = springFactory('"ledger-tx-"').replace('@Configuration\n', '').replace('    @Bean\n', '').replace(/import org\.springframework\.context\.annotation\.\w+;\n/g, '');
    assert.deepEqual(findings(ID, plain, { fileName: 'LedgerProducerConfig.java' }), []);
  });

  it('a per-instance setter overrides a fixed transactional.id in the map: silent; a fixed one is reported once, at the setter', () => {
    const entry = '        props.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "ledger-tx-");\n';
    assert.deepEqual(findings(ID, springFactory('"ledger-" + System.getenv("POD_NAME") + "-"', entry), { fileName: 'LedgerProducerConfig.java' }), []);
    const ds = findings(ID, springFactory('"other-tx-"', entry), { fileName: 'LedgerProducerConfig.java' });
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /^setTransactionIdPrefix is given the fixed 'other-tx-'/);
  });

  it('spring.kafka.producer.transaction-id-prefix: information, worded as a condition on several instances', () => {
    const text = 'spring.kafka.bootstrap-servers=kafka1:9092\nspring.kafka.producer.transaction-id-prefix=tx-\n';
    const ds = findings(ID, text, { fileName: 'application.properties' });
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 3);
    assert.equal(ds[0].range.start.line, 1);
    assert.match(ds[0].message, /^spring\.kafka\.producer\.transaction-id-prefix is the fixed 'tx-': Spring Boot makes it the producer factory's transactionIdPrefix.*If this application runs as several instances, they use the same transactional\.ids/);
    const yaml = 'spring:\n  kafka:\n    bootstrap-servers: kafka1:9092\n    producer:\n      transaction-id-prefix: orders-tx-\n';
    assert.equal(findings(ID, yaml, { fileName: 'application.yml' }).length, 1);
  });

  it('spring.kafka.producer.properties[transactional.id] also becomes the factory\'s prefix', () => {
    const ds = findings(ID, 'spring.kafka.bootstrap-servers=kafka1:9092\nspring.kafka.producer.properties[transactional.id]=tx-\n', { fileName: 'application.properties' });
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /is the fixed 'tx-': Spring's DefaultKafkaProducerFactory takes a transactional\.id in its config as its transactionIdPrefix, and the factory names/);
    assert.doesNotMatch(ds[0].message, /Spring Boot makes it/);
  });

  it('near misses in Boot files: a placeholder, a profile that builds it per instance, a test resource', () => {
    assert.deepEqual(findings(ID, 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.producer.transaction-id-prefix=tx-${HOSTNAME}-\n', { fileName: 'application.properties' }), []);
    const profiles = 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.producer.transaction-id-prefix=tx-\n#---\nspring.config.activate.on-profile=k8s\nspring.kafka.producer.transaction-id-prefix=tx-${POD_NAME}-\n';
    assert.deepEqual(findings(ID, profiles, { fileName: 'application.properties' }), []);
    // The same file with a fixed value in the profile too is reported (once per document that writes one).
    assert.equal(findings(ID, profiles.replace('tx-${POD_NAME}-', 'tx-k8s-'), { fileName: 'application.properties' }).length, 2);
    assert.deepEqual(findings(ID, 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.producer.transaction-id-prefix=tx-\n', { fileName: 'src/test/resources/application.properties' }), []);
  });
});
