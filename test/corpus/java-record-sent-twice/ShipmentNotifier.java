package com.example.shipping;

import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.StringSerializer;

/** Tells the storefront about shipments; the REST layer returns the offset as a receipt. */
public class ShipmentNotifier implements AutoCloseable {
    private final KafkaProducer<String, String> producer;
    private final String topic;

    public ShipmentNotifier(String bootstrap, String topic) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.ACKS_CONFIG, "all");
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        this.producer = new KafkaProducer<>(props);
        this.topic = topic;
    }

    public long shipped(String orderId, String carrier) throws Exception {
        ProducerRecord<String, String> record = new ProducerRecord<>(topic, orderId, "shipped:" + carrier);
        producer.send(record, (meta, err) -> {
            if (err != null) {
                System.err.println("shipment of " + orderId + " not announced: " + err);
            }
        });
        // expect: java-record-sent-twice
        RecordMetadata receipt = producer.send(record).get(10, TimeUnit.SECONDS);
        return receipt.offset();
    }

    /** Sent again only when the first send reported that it failed. */
    public void delivered(String orderId) throws Exception {
        ProducerRecord<String, String> record = new ProducerRecord<>(topic, orderId, "delivered");
        try {
            producer.send(record).get();
        } catch (ExecutionException failed) {
            producer.send(record, (meta, err) -> {
                if (err != null) {
                    System.err.println("delivery of " + orderId + " not announced: " + err);
                }
            });
        }
    }

    @Override
    public void close() {
        producer.close();
    }
}
