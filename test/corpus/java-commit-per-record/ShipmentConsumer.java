package com.example.shipping;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Marks shipments as dispatched; commits each record so a crash never repeats a label. */
public class ShipmentConsumer implements Runnable {
    private final KafkaConsumer<String, String> consumer;
    private final LabelPrinter printer;
    private volatile boolean stopped;

    public ShipmentConsumer(String brokers, LabelPrinter printer) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "shipment-labels");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        this.consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());
        this.printer = printer;
    }

    @Override
    public void run() {
        consumer.subscribe(List.of("shipments"));
        try {
            while (!stopped) {
                ConsumerRecords<String, String> batch = consumer.poll(Duration.ofSeconds(1));
                for (ConsumerRecord<String, String> shipment : batch) {
                    printer.print(shipment.key(), shipment.value());
                    TopicPartition tp = new TopicPartition(shipment.topic(), shipment.partition());
                    // expect: java-commit-sync-per-record
                    consumer.commitSync(Map.of(tp, new OffsetAndMetadata(shipment.offset() + 1)));
                }
            }
        } finally {
            consumer.close();
        }
    }

    public void stop() {
        stopped = true;
    }
}
