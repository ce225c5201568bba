package com.example.audit;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

// Tails a low-volume audit topic; the author wanted the broker to "hold the poll open" for a minute.
public class AuditTail {
    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit-tail");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        // expect: fetch-wait-beyond-request-timeout
        props.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 60000);
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("audit-events"));
            while (true) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofSeconds(5))) {
                    System.out.println(r.offset() + " " + r.value());
                }
            }
        }
    }
}
