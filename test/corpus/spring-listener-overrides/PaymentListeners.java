package com.acme.payments;

import java.util.List;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class PaymentListeners {

    // Batches of 50 settled payments; each batch may take a while to book.
    @KafkaListener(topics = "payments.settled", groupId = "booking",
            properties = {"max.poll.records:50", "max.poll.interval.ms:600000"})
    public void book(List<ConsumerRecord<String, String>> batch) {
        batch.forEach(r -> System.out.println(r.value()));
    }

    @KafkaListener(topics = "payments.refunded", groupId = "refunds",
            // expect: unknown-key
            properties = {"fetch.max.wait.msec=200", "fetch.min.bytes=1"})
    public void refund(String payload) {
        System.out.println(payload);
    }
}
