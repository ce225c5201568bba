package com.example.notify.kafka;

import lombok.extern.slf4j.Slf4j;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Service;

@Slf4j
@Service
public class AccountEventsProducer {

    private final KafkaTemplate<String, String> kafkaTemplate;
    private final FailedEventStore failed;

    public AccountEventsProducer(KafkaTemplate<String, String> kafkaTemplate, FailedEventStore failed) {
        this.kafkaTemplate = kafkaTemplate;
        this.failed = failed;
    }

    public void accountOpened(String accountId, String payload) {
        try {
            // expect: spring-template-send-caught
            kafkaTemplate.send("account-opened", accountId, payload);
            log.info("account-opened event sent for {}", accountId);
        } catch (Exception e) {
            log.error("could not publish account-opened for {}", accountId, e);
            failed.keep("account-opened", accountId, payload);
        }
    }

    public void accountClosed(String accountId, String payload) {
        kafkaTemplate.send("account-closed", accountId, payload).whenComplete((result, e) -> {
            if (e != null) {
                failed.keep("account-closed", accountId, payload);
            }
        });
    }
}
