package com.example.ingest;

import java.util.Properties;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

public class LegacyOffsetsConsumer {
    public KafkaConsumer<String, String> create(String brokers) {
        Properties props = new Properties();
        props.put("bootstrap.servers", brokers);
        props.put("group.id", "ingest");
        props.put("key.deserializer", StringDeserializer.class.getName());
        props.put("value.deserializer", StringDeserializer.class.getName());
        // expect: invalid-value
        props.put("auto.offset.reset", "smallest");
        return new KafkaConsumer<>(props);
    }
}
