package com.example.ledger;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Reads transfer requests and posts one debit and one credit per request, in a transaction, so
 * that a reader never sees half a transfer.
 */
public class TransferPoster {
    public static void main(String[] args) {
        Properties in = new Properties();
        in.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka:9092");
        in.put(ConsumerConfig.GROUP_ID_CONFIG, "transfer-poster");
        in.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        in.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        in.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        in.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);

        Properties out = new Properties();
        out.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka:9092");
        out.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "transfer-poster-" + args[0]);
        out.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        out.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);

        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(in);
             KafkaProducer<String, String> producer = new KafkaProducer<>(out)) {
            producer.initTransactions();
            consumer.subscribe(List.of("transfer-requests"));
            while (true) {
                ConsumerRecords<String, String> requests = consumer.poll(Duration.ofSeconds(1));
                if (requests.isEmpty()) continue;
                producer.beginTransaction();
                try {
                    for (ConsumerRecord<String, String> r : requests) {
                        String[] parts = r.value().split(",");
                        producer.send(new ProducerRecord<>("postings", parts[0], "debit," + parts[2]));
                        producer.send(new ProducerRecord<>("postings", parts[1], "credit," + parts[2]));
                    }
                    producer.commitTransaction();
                    // expect: java-commit-outside-transaction
                    consumer.commitSync();
                } catch (KafkaException e) {
                    producer.abortTransaction();
                }
            }
        }
    }
}
