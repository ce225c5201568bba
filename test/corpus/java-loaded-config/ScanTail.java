// Command-line tail of the scan topic; connection settings come from a file given on the command line.
package com.example.shipments;

import java.io.FileReader;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;

public class ScanTail {
  public static void main(String[] args) throws Exception {
    // kafka-tuning: client=java@2.8
    Properties props = new Properties();
    props.load(new FileReader(args[0]));
    props.setProperty("group.id", "scan-tail-" + System.currentTimeMillis());
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
      consumer.subscribe(List.of("shipment-scans"));
      while (true) {
        // expect: java-poll-zero-spin
        for (ConsumerRecord<String, String> r : consumer.poll(0)) {
          System.out.println(r.key() + " " + r.value());
        }
      }
    }
  }
}
