package com.example.shipping.messaging;

import com.example.shipping.service.ShipmentService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Slf4j
@Component
@RequiredArgsConstructor
public class ShipmentListener {

    private final ShipmentService shipments;

    @KafkaListener(topics = "orders.paid", groupId = "shipping")
    public void onOrderPaid(ConsumerRecord<String, String> record) {
        log.info("order paid: key={} offset={}", record.key(), record.offset());
        try {
            shipments.scheduleFor(record.key(), record.value());
        // expect: spring-listener-error-swallowed
        } catch (Exception ex) {
            log.error("scheduling failed for order {}", record.key(), ex);
        }
    }

    @KafkaListener(topics = "orders.cancelled", groupId = "shipping")
    public void onOrderCancelled(String orderId) {
        try {
            shipments.cancel(orderId);
        } catch (Exception ex) {
            log.error("cancel failed for order {}", orderId, ex);
            throw ex;
        }
    }

    @KafkaListener(topics = "orders.audit", groupId = "shipping-audit")
    public void onAudit(String line) {
        try {
            shipments.audit(line);
        } catch (Exception ex) {
            // best effort: the audit feed must never hold up shipping
            log.warn("audit line dropped", ex);
        }
    }
}
