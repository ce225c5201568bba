package com.example.notify.kafka;

import java.util.List;
import lombok.RequiredArgsConstructor;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

@Component
@RequiredArgsConstructor
public class NotificationPublisher {

    private static final String TOPIC = "notifications";

    private final KafkaTemplate<String, NotificationEvent> kafkaTemplate;

    public void publish(NotificationEvent event) {
        kafkaTemplate.send(TOPIC, event.userId(), event);
        // expect: java-flush-per-record
        kafkaTemplate.flush();
    }

    public void publishDigest(List<NotificationEvent> events) {
        for (NotificationEvent event : events) {
            kafkaTemplate.send(TOPIC, event.userId(), event);
        }
        kafkaTemplate.flush();
    }
}
