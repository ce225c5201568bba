package com.acme.ledger;

import java.util.HashMap;
import java.util.Map;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.*;

@Configuration
public class LedgerClients {

    private final LedgerKafkaSettings settings;

    public LedgerClients(LedgerKafkaSettings settings) {
        this.settings = settings;
    }

    @Bean
    public ProducerFactory<String, String> ledgerProducerFactory() {
        return new DefaultKafkaProducerFactory<>(new HashMap<String, Object>(settings.getProducer()));
    }

    @Bean
    public ConsumerFactory<String, String> ledgerConsumerFactory() {
        Map<String, Object> merged = new HashMap<>(settings.getConsumer());
        merged.put("group.id", "ledger-projector");
        return new DefaultKafkaConsumerFactory<>(merged);
    }

    @Bean
    public ReadModelJanitor janitor() {
        return new ReadModelJanitor(settings.getRetention());
    }
}
