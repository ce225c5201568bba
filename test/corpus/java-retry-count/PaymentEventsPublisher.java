package com.example.payments;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Publishes payment events; a retry count was copied from an older team template. */
public class PaymentEventsPublisher implements AutoCloseable {
  private final KafkaProducer<String, String> producer;

  public PaymentEventsPublisher(String bootstrap) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    // expect: retries-low
    props.put(ProducerConfig.RETRIES_CONFIG, 3);
    producer = new KafkaProducer<>(props);
  }

  public void publish(String paymentId, String json) {
    producer.send(new ProducerRecord<>("payment-events", paymentId, json), (metadata, error) -> {
      if (error != null) {
        System.err.println("payment event " + paymentId + " not written: " + error);
      }
    });
  }

  @Override
  public void close() {
    producer.close();
  }
}
