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

/** Charges a fee per posting; the input position goes into the same transaction as the fees. */
public class FeeCharger {
    private volatile boolean running = true;

    public void run(String instance) {
        Properties in = new Properties();
        in.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka:9092");
        in.put(ConsumerConfig.GROUP_ID_CONFIG, "fee-charger");
        in.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        in.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        in.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        in.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);

        Properties out = new Properties();
        out.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka:9092");
        out.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "fee-charger-" + instance);
        out.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        out.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);

        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(in);
        KafkaProducer<String, String> producer = new KafkaProducer<>(out);
        producer.initTransactions();
        consumer.subscribe(List.of("postings"));
        try {
            while (running) {
                ConsumerRecords<String, String> postings = consumer.poll(Duration.ofSeconds(1));
                if (postings.isEmpty()) continue;
                producer.beginTransaction();
                try {
                    Map<TopicPartition, OffsetAndMetadata> next = new HashMap<>();
                    for (ConsumerRecord<String, String> p : postings) {
                        producer.send(new ProducerRecord<>("fees", p.key(), "fee,0.10"));
                        next.put(new TopicPartition(p.topic(), p.partition()), new OffsetAndMetadata(p.offset() + 1));
                    }
                    producer.sendOffsetsToTransaction(next, consumer.groupMetadata());
                    producer.commitTransaction();
                } catch (KafkaException e) {
                    producer.abortTransaction();
                }
            }
        } finally {
            // On the way out the consumer closes without committing: the last transaction holds its position.
            consumer.close();
            producer.close();
        }
    }

    public void stop() {
        running = false;
    }
}
