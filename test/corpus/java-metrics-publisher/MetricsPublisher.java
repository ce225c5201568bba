package com.example.metrics;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Publishes one gauge reading per call; the caller owns the producer's lifetime. */
public class MetricsPublisher implements AutoCloseable {
    private final KafkaProducer<String, String> producer;

    public MetricsPublisher(String brokers) {
        // expect: serializer-missing
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        props.put(ProducerConfig.CLIENT_ID_CONFIG, "metrics-publisher");
        props.put(ProducerConfig.LINGER_MS_CONFIG, 20);
        this.producer = new KafkaProducer<>(props);
    }

    public void publish(String gauge, double value) {
        producer.send(new ProducerRecord<>("gauges", gauge, Double.toString(value)), (md, e) -> {
            if (e != null) System.err.println("gauge " + gauge + " not sent: " + e);
        });
    }

    @Override
    public void close() {
        producer.close();
    }
}
