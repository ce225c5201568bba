package com.example.clicks;

import java.time.Duration;
import java.util.List;
import java.util.Properties;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Loads page totals into the reporting store. The store keeps the next offset with each write, so
 * the loader assigns its partition and seeks there itself: no group commit is needed.
 */
public class SnapshotLoader {
    interface Store {
        long nextOffset(TopicPartition partition);
        void save(String page, String total, long nextOffset);
    }

    public static void load(Store store) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "snapshot-loader");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());

        TopicPartition totals = new TopicPartition("page-totals", 0);
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.assign(List.of(totals));
            consumer.seek(totals, store.nextOffset(totals));
            while (!Thread.currentThread().isInterrupted()) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {
                    store.save(record.key(), record.value(), record.offset() + 1);
                }
            }
        }
    }
}
