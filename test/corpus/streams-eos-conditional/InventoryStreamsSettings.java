package com.example.inventory;

import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.streams.StreamsConfig;

// Shared settings for the inventory services' Streams applications; tests pass eos=false.
public final class InventoryStreamsSettings {
    private InventoryStreamsSettings() {}

    public static Properties streams(String brokers, String appId, String stateDir, boolean eos) {
        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, appId);
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        config.put(StreamsConfig.STATE_DIR_CONFIG, stateDir);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        final String guarantee = eos ? "exactly_once" : "at_least_once";
        // expect: streams-eos-deprecated
        config.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, guarantee);
        return config;
    }

    // The near miss: the conditional picks between today's two modes.
    public static Properties current(String brokers, String appId, boolean eos) {
        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, appId);
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        config.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, eos ? StreamsConfig.EXACTLY_ONCE_V2 : StreamsConfig.AT_LEAST_ONCE);
        return config;
    }
}
