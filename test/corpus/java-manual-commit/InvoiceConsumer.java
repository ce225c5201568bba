package com.example.invoices;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

public class InvoiceConsumer {
    private final KafkaConsumer<String, String> consumer;

    public InvoiceConsumer(String brokers) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "invoice-archiver");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        this.consumer = new KafkaConsumer<>(props);
        consumer.subscribe(List.of("invoices"));
    }

    public void pollOnce() {
        Map<TopicPartition, OffsetAndMetadata> done = new HashMap<>();
        for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
            archive(record.value());
            // expect: offset-commit-not-next
            done.put(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset()));
        }
        consumer.commitSync(done);
    }

    public void rewind(TopicPartition tp, OffsetAndMetadata committed) {
        consumer.commitSync(Map.of(tp, new OffsetAndMetadata(committed.offset())));
    }

    private void archive(String invoice) {
    }
}
