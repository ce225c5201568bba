package com.acme.ledger;

import java.util.HashMap;
import java.util.Map;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** Client settings of the ledger service, written under ledger.kafka.* in application.yml. */
@ConfigurationProperties(prefix = "ledger.kafka")
public class LedgerKafkaSettings {

    private Map<String, String> producer = new HashMap<>();
    private Map<String, String> consumer = new HashMap<>();
    /** How long entries stay in the local read model; not a Kafka setting. */
    private Map<String, String> retention = new HashMap<>();

    public Map<String, String> getProducer() {
        return producer;
    }

    public Map<String, String> getConsumer() {
        return consumer;
    }

    public Map<String, String> getRetention() {
        return retention;
    }
}
