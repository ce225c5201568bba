package com.example.orders;

import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Reads order events for billing, tuned for a steady backlog (fetch.min.bytes one fetch can reach). */
public class BillingConsumer {
  // kafka-tuning: record-bytes=170 partitions=4 process-ms=0.3
  public static KafkaConsumer<String, String> create() {
    Map<String, Object> config = Map.of(
        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9092",
        ConsumerConfig.GROUP_ID_CONFIG, "billing",
        ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName(),
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName(),
        ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 32768,
        ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 100,
        ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 500);
    return new KafkaConsumer<>(config);
  }
}
