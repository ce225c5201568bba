package com.example.payments.messaging;

import com.example.payments.domain.PaymentEvent;
import com.example.payments.service.PaymentService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

@Slf4j
@Component
@RequiredArgsConstructor
public class PaymentEventsListener {

    private final PaymentService payments;

    @KafkaListener(topics = "payment-requested", groupId = "payments")
    public void onPaymentRequested(PaymentEvent event) {
        log.info("payment requested for order {}", event.orderId());
        payments.authorize(event)
            .flatMap(payments::publishResult)
            .doOnError(e -> log.error("authorization failed for {}", event.orderId(), e))
            // expect: spring-listener-work-detached
            .subscribe();
    }

    @KafkaListener(topics = "payment-refunded", groupId = "payments")
    public Mono<Void> onRefund(PaymentEvent event) {
        return payments.refund(event).then();
    }
}
