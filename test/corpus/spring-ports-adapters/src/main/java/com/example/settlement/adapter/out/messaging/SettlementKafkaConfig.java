package com.example.settlement.adapter.out.messaging;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;

/** Ports-and-adapters layout: the outgoing adapters live in a package named "out". */
@Configuration
@ConfigurationProperties(prefix = "spring.kafka")
public class SettlementKafkaConfig {

  private String bootstrapServers;
  private String groupId;

  public void setBootstrapServers(String bootstrapServers) { this.bootstrapServers = bootstrapServers; }
  public void setGroupId(String groupId) { this.groupId = groupId; }

  @Bean
  public ConsumerFactory<String, String> settlementConsumerFactory() {
    Map<String, Object> config = new HashMap<>();
    config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    config.put(ConsumerConfig.GROUP_ID_CONFIG, groupId);
    config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    return new DefaultKafkaConsumerFactory<>(config);
  }
}
