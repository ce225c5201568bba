package com.example.enrich;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** Reads raw clicks, looks up the customer, writes enriched clicks. */
public class EnrichmentJob {
    private final CustomerDirectory directory;

    public EnrichmentJob(CustomerDirectory directory) {
        this.directory = directory;
    }

    public void run(String brokers) {
        Properties in = new Properties();
        in.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        in.put(ConsumerConfig.GROUP_ID_CONFIG, "click-enricher");
        Properties out = new Properties();
        out.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        out.put(ProducerConfig.LINGER_MS_CONFIG, 20);
        try (KafkaConsumer<String, String> clicks = new KafkaConsumer<>(in, new StringDeserializer(), new StringDeserializer())) {
            clicks.subscribe(List.of("clicks"));
            while (!Thread.currentThread().isInterrupted()) {
                for (ConsumerRecord<String, String> click : clicks.poll(Duration.ofMillis(250))) {
                    String customer = directory.lookup(click.key());
                    // expect: java-client-per-message
                    try (KafkaProducer<String, String> writer = new KafkaProducer<>(out, new StringSerializer(), new StringSerializer())) {
                        writer.send(new ProducerRecord<>("clicks-enriched", click.key(), customer + "|" + click.value()), (meta, err) -> {
                            if (err != null) {
                                System.err.println("enriched click lost: " + err.getMessage());
                            }
                        });
                    }
                }
            }
        }
    }
}
