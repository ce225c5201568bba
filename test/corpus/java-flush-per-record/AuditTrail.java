package com.example.audit;

import java.util.Collection;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Writes audit entries; each one flushed "to be safe" before the request returns. */
public final class AuditTrail implements AutoCloseable {
    private final KafkaProducer<String, String> producer;
    private final String topic;

    public AuditTrail(String bootstrap, String topic) {
        Properties cfg = new Properties();
        cfg.setProperty(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        cfg.setProperty(ProducerConfig.ACKS_CONFIG, "all");
        cfg.setProperty(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        this.producer = new KafkaProducer<>(cfg, new StringSerializer(), new StringSerializer());
        this.topic = topic;
    }

    public void record(String user, Collection<String> actions) {
        for (String action : actions) {
            producer.send(new ProducerRecord<>(topic, user, action), (meta, err) -> {
                if (err != null) {
                    System.err.printf("audit entry for %s lost: %s%n", user, err);
                }
            });
            // expect: java-flush-per-record
            producer.flush();
        }
    }

    @Override
    public void close() {
        producer.close();
    }
}
