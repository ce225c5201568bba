package com.example.notify.kafka;

import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Service;

@Slf4j
@Service
@RequiredArgsConstructor
public class InventoryEventsPublisher {

    private final KafkaTemplate<String, String> kafkaTemplate;

    public void stockChanged(String sku, String payload) {
        kafkaTemplate.send("inventory-changes", sku, payload)
            // expect: java-send-callback-ignores-exception
            .whenComplete((result, ex) -> log.debug("stock change for {} at offset {}", sku,
                result.getRecordMetadata().offset()));
    }
}
