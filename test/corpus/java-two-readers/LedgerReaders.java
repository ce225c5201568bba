package com.example.ledger;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

// Two ways to read the ledger: the live reader commits automatically, the audit reader (run by
// hand, rarely) turns auto-commit off first. Both share the settings of the static block.
public class LedgerReaders {
    private static final Properties SETTINGS = new Properties();

    static {
        SETTINGS.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka:9092");
        SETTINGS.put(ConsumerConfig.GROUP_ID_CONFIG, "ledger-live");
        SETTINGS.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        SETTINGS.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        SETTINGS.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "true");
    }

    public static KafkaConsumer<String, String> live() {
        KafkaConsumer<String, String> consumer = new KafkaConsumer<>(SETTINGS);
        consumer.subscribe(List.of("ledger"));
        return consumer;
    }

    public static int audit() {
        SETTINGS.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        SETTINGS.put(ConsumerConfig.GROUP_ID_CONFIG, "ledger-audit");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(SETTINGS)) {
            consumer.subscribe(List.of("ledger"));
            ConsumerRecords<String, String> batch = consumer.poll(Duration.ofSeconds(5));
            return batch.count();
        }
    }

    public static KafkaConsumer<String, String> replay(String group) {
        Properties replay = new Properties();
        replay.putAll(SETTINGS);
        // expect: duplicate-key
        replay.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest");
        replay.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        replay.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        return new KafkaConsumer<>(replay);
    }
}
