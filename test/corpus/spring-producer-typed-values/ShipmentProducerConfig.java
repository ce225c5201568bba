package com.example.shipping.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;

// Numbers read from @Value strings are parsed "to be safe" before they go into the factory's map;
// acks is a STRING config and batch.size an INT one, so two of these puts stop the producer.
@Configuration
public class ShipmentProducerConfig {

    @Value("${shipping.kafka.bootstrap:localhost:9092}")
    private String bootstrap;

    @Value("${shipping.kafka.acks:1}")
    private String acks;

    @Value("${shipping.kafka.linger:20}")
    private String linger;

    @Bean
    public ProducerFactory<String, String> shipmentProducerFactory() {
        Map<String, Object> props = new HashMap<>();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        // expect: java-value-type-refused
        props.put(ProducerConfig.ACKS_CONFIG, Integer.parseInt(acks));
        props.put(ProducerConfig.LINGER_MS_CONFIG, Long.parseLong(linger));
        // expect: java-value-type-refused
        props.put(ProducerConfig.BATCH_SIZE_CONFIG, 64 * 1024L);
        props.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 120000);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        return new DefaultKafkaProducerFactory<>(props);
    }

    @Bean
    public KafkaTemplate<String, String> shipmentTemplate() {
        return new KafkaTemplate<>(shipmentProducerFactory());
    }
}
