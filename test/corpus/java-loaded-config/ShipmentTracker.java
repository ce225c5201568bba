// A Kafka Streams app of the 2.x era that keeps its settings in a resource file next to the code:
// what the code leaves out (replication.factor, the client defaults) may be set there.
package com.example.shipments;

import java.io.InputStream;
import java.util.Properties;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;

public class ShipmentTracker {
  public static void main(String[] args) throws Exception {
    // kafka-tuning: client=java@2.8
    Properties settings = new Properties();
    try (InputStream in = ShipmentTracker.class.getResourceAsStream("/tracker.properties")) {
      settings.load(in);
    }
    StreamsBuilder builder = new StreamsBuilder();
    builder.stream("shipment-scans").groupByKey().count();
    KafkaStreams streams = new KafkaStreams(builder.build(), settings);
    Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
    streams.start();
  }
}
