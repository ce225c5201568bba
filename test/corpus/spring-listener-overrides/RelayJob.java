package com.acme.payments;

import java.time.Duration;
import java.util.List;
import java.util.Properties;

import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.*;

/** Copies settled payments to the ledger topic. */
public class RelayJob {

    private final KafkaConsumer<String, String> consumer;

    public RelayJob(KafkaConsumer<String, String> consumer) {
        this.consumer = consumer;
    }

    public void run() {
        consumer.subscribe(List.of("payments.settled"));
        while (true) {
            ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
            for (ConsumerRecord<String, String> record : records) {
                relay(record);
            }
        }
    }

    private void relay(ConsumerRecord<String, String> record) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9092");
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        // expect: java-client-per-message
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
            producer.send(new ProducerRecord<>("ledger.entries", record.key(), record.value()), (meta, error) -> {
                if (error != null) System.err.println(error.getMessage());
            });
        }
    }
}
