package com.example.training;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Exercise 3: a producer written from memory, with the serializer keys in the wrong case. */
public class MisspeltProducer {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, LabSupport.BROKERS);
        // expect: unknown-key
        props.put("key.Serializer", "org.apache.kafka.common.serialization.StringSerializer");
        // expect: unknown-key
        props.put("value.Serializer", "org.apache.kafka.common.serialization.StringSerializer");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
            producer.send(new ProducerRecord<>("lab-3", "k", "v")).get();
        }
    }
}
