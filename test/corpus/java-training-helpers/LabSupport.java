package com.example.training;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Helpers the exercises share. The lab's admin settings start from the producer's map (the
 * cluster is the same), so that map reaches a producer and an admin client.
 */
public final class LabSupport {
    public static final String BROKERS = "lab-kafka:9092";

    public static final Map<String, Object> sendSettings = Map.of(
            ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, BROKERS,
            ProducerConfig.ACKS_CONFIG, "all",
            ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
            ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);

    private LabSupport() {
    }

    public static Map<String, Object> adminSettings(Consumer<Map<String, Object>> tweak) {
        var settings = new HashMap<>(sendSettings);
        tweak.accept(settings);
        return settings;
    }

    public static void recreate(String topic, int partitions) throws Exception {
        try (var admin = Admin.create(adminSettings(s -> { }))) {
            admin.deleteTopics(List.of(topic)).all().get();
            admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get();
        }
    }

    /** Fills a topic with numbered records for an exercise; returns how many failed. */
    public static int fill(String topic, int count) {
        var failures = new AtomicInteger();
        try (var producer = new KafkaProducer<String, String>(LabSupport.sendSettings)) {
            for (int i = 0; i < count; i++) {
                producer.send(new ProducerRecord<>(topic, Integer.toString(i), "record-" + i), (meta, err) -> {
                    if (err != null) failures.incrementAndGet();
                });
            }
            producer.flush();
        }
        return failures.get();
    }
}
