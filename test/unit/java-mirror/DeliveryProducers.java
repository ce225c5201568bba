package com.example.telemetry;

import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.ProducerFactory;

// One producer factory per delivery guarantee; `telemetry.delivery` picks which one is built.
@Configuration
class DeliveryProducers {

    @Bean
    @ConditionalOnProperty(name = "telemetry.delivery", havingValue = "at-most-once")
    ProducerFactory<String, String> atMostOnceFactory() {
        return new DefaultKafkaProducerFactory<>(Map.of(
            ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "telemetry-kafka:9092",
            // expect: acks-durability
            ProducerConfig.ACKS_CONFIG, "0",
            ProducerConfig.LINGER_MS_CONFIG, 20,
            ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
            ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class));
    }

    @Bean
    @ConditionalOnProperty(name = "telemetry.delivery", havingValue = "leader-ack")
    ProducerFactory<String, String> leaderAckFactory() {
        return new DefaultKafkaProducerFactory<>(Map.of(
            ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "telemetry-kafka:9092",
            // expect: acks-durability
            ProducerConfig.ACKS_CONFIG, "1",
            ProducerConfig.LINGER_MS_CONFIG, 20,
            ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
            ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class));
    }
}
