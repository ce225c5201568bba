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
    const worker = kafkajsService("'enricher-tx'", '') + "const consumer = kafka.consumer({ groupId: 'enricher' });\nawait consumer.run({ eachMessage: async () => {} });\n";
    assert.equal(findings(ID, worker, { fileName: 'enricher.ts' }).length, 1);
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
