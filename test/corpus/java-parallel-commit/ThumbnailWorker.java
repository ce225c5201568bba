package com.example.media;

import java.time.Duration;
import java.util.Collections;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Renders thumbnails in parallel: the poll loop hands each upload to a pool of renderers. */
public class ThumbnailWorker {
    private final ExecutorService renderers = Executors.newFixedThreadPool(16);
    private final KafkaConsumer<String, String> uploads;
    private final Renderer renderer;

    public ThumbnailWorker(String brokers, Renderer renderer) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "thumbnails");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 50);
        uploads = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());
        this.renderer = renderer;
    }

    public void start() {
        uploads.subscribe(Collections.singleton("uploads"));
        while (!Thread.currentThread().isInterrupted()) {
            ConsumerRecords<String, String> batch = uploads.poll(Duration.ofSeconds(1));
            for (ConsumerRecord<String, String> upload : batch) {
                renderers.submit(() -> {
                    renderer.render(upload.value());
                    TopicPartition tp = new TopicPartition(upload.topic(), upload.partition());
                    // expect: java-consumer-shared-across-threads
                    uploads.commitAsync(Collections.singletonMap(tp, new OffsetAndMetadata(upload.offset() + 1)), null);
                });
            }
        }
    }
}
