package com.example.sample;

import java.time.Duration;
import java.util.Properties;

import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;

// Reads one batch of audit events and commits it by hand.
public class OneShotReader {

    public static void main(String[] args) {
        Properties props = new Properties();
        props.put("bootstrap.servers", "localhost:9092");
        props.put("group.id", "audit-reader");
        props.put("enable.auto.commit", "false");
        props.put("key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
        props.put("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props);
        // expect: java-poll-unsubscribed
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(5));
        records.forEach(r -> System.out.println(r.key() + " " + r.value()));
        consumer.commitSync();
        consumer.close();
    }
}
