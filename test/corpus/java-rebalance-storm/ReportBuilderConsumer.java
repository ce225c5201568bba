package com.example.reports;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Builds PDF reports; someone lowered the poll interval "so stuck workers are noticed sooner". */
public class ReportBuilderConsumer implements Runnable {
    private final KafkaConsumer<String, String> consumer;

    public ReportBuilderConsumer(String brokers) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "report-builders");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        props.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 20);
        // expect: max-poll-interval-too-low
        props.put(ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG, 2500);
        consumer = new KafkaConsumer<>(props);
        consumer.subscribe(List.of("report-requests"));
    }

    @Override
    public void run() {
        while (!Thread.currentThread().isInterrupted()) {
            for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                render(r.value());
            }
        }
        consumer.close();
    }

    private void render(String request) {
        // rendering takes a few hundred ms per report
    }
}
