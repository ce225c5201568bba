package com.example.fraud;

import java.util.Properties;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.streams.StreamsConfig;

// Settings for the fraud-scoring topology; the producer tuning was copied from the ingest service.
public final class FraudScoringApp {
  private FraudScoringApp() {}

  static Properties streamsProperties(String brokers) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "fraud-scoring");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
    props.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, "exactly_once_v2");
    props.put(StreamsConfig.NUM_STREAM_THREADS_CONFIG, 2);
    props.put(StreamsConfig.producerPrefix(ProducerConfig.LINGER_MS_CONFIG), 20);
    // expect: streams-eos-producer-conflict
    props.put(StreamsConfig.producerPrefix(ProducerConfig.ACKS_CONFIG), "1");
    return props;
  }
}
