package com.example.publisher;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;

public class EventPublisherConfig {
    public Producer<String, String> producer(String brokers) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        settings.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        settings.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        settings.put(ProducerConfig.ACKS_CONFIG, "all");
        // never give up on a send while the cluster is unreachable
        // expect: max-block-forever
        settings.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, Long.MAX_VALUE);
        return new KafkaProducer<>(settings);
    }
}
