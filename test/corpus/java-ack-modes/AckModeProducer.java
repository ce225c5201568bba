package com.example.training;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

// A training exercise: the same producer in three acknowledgement modes.
public class AckModeProducer {
    public enum AckMode { NONE, LEADER, ALL }

    private final KafkaProducer<String, String> producer;

    public AckModeProducer(String bootstrap, AckMode mode) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        // expect: idempotence-conflict
        props.put(ProducerConfig.ACKS_CONFIG, "0");
        if (mode == AckMode.ALL) {
            props.put(ProducerConfig.ACKS_CONFIG, "all");
        }
        producer = new KafkaProducer<>(props);
    }

    public void send(String topic, String key, String value) throws Exception {
        producer.send(new ProducerRecord<>(topic, key, value)).get();
    }

    public void close() {
        producer.close();
    }
}
