package io.example.clicks;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;

/** Counts clicks per page; the consumer comes from ClickConsumerFactory. */
public class ClickCounter implements Runnable {

    private final KafkaConsumer<String, String> consumer;
    private final Map<String, Long> counts = new HashMap<>();
    private final Map<TopicPartition, OffsetAndMetadata> positions = new HashMap<>();
    private volatile boolean running = true;

    public ClickCounter(KafkaConsumer<String, String> consumer) {
        this.consumer = consumer;
    }

    @Override
    public void run() {
        consumer.subscribe(List.of("page-clicks"));
        try {
            while (running) {
                ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(250));
                for (ConsumerRecord<String, String> record : records) {
                    counts.merge(record.value(), 1L, Long::sum);
                    positions.put(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset() + 1));
                    // expect: java-commit-async-per-record
                    consumer.commitAsync(positions, null);
                }
            }
        } finally {
            consumer.commitSync(positions);
            consumer.close();
        }
    }

    public void stop() {
        running = false;
    }
}
