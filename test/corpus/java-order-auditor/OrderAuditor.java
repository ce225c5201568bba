package io.example.audit;

import java.time.Duration;
import java.util.Collections;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Writes every order event to the audit store, committing once a batch is stored. */
public class OrderAuditor {

    private final AuditStore store;

    public OrderAuditor(AuditStore store) {
        this.store = store;
    }

    public void run(String bootstrap) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "order-auditor");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 200);

        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(Collections.singletonList("orders"));
            while (!Thread.currentThread().isInterrupted()) {
                ConsumerRecords<String, String> batch = consumer.poll(Duration.ofSeconds(1));
                for (ConsumerRecord<String, String> event : batch) {
                    store.append(event.key(), event.value());
                }
                // expect: java-manual-commit-with-auto-commit
                consumer.commitSync();
            }
        }
    }

    public interface AuditStore {
        void append(String orderId, String event);
    }
}
