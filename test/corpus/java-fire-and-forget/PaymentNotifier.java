package com.example.payments;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Tells downstream services that a payment settled. */
public class PaymentNotifier {
    private static final String TOPIC = "payments.settled";
    private final KafkaProducer<String, String> kafka;

    public PaymentNotifier(String bootstrapServers) {
        Properties settings = new Properties();
        settings.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        settings.put(ProducerConfig.ACKS_CONFIG, "all");
        settings.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        kafka = new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer());
    }

    public void settled(String paymentId, long amountCents) {
        String event = "{\"payment\":\"" + paymentId + "\",\"amount\":" + amountCents + "}";
        // expect: java-send-result-ignored
        kafka.send(new ProducerRecord<>(TOPIC, paymentId, event));
    }

    public void shutdown() {
        kafka.close();
    }
}
