package com.example.metrics;

import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.Acknowledgment;
import org.springframework.stereotype.Component;

@Component
public class RollupListener {

    @KafkaListener(topics = "metrics-raw")
    public void raw(List<ConsumerRecord<String, String>> records) {
        records.forEach(r -> System.out.println(r.value()));
    }

    @KafkaListener(topics = "metrics-rollup")
    public void rollup(List<ConsumerRecord<String, String>> records, Acknowledgment ack) {
        records.forEach(r -> System.out.println(r.value()));
        ack.acknowledge();
    }
}
