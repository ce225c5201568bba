package com.example.quotes;

import java.time.Duration;
import java.util.Collections;
import java.util.Properties;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Pushes every quote to the UI as fast as possible ("no waiting in poll, we want low latency"). */
public class QuoteFeed extends Thread {
    private final KafkaConsumer<String, String> quotes;
    private final Consumer<String> sink;
    private volatile boolean open = true;

    public QuoteFeed(String servers, Consumer<String> sink) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, servers);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, "quote-feed");
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        this.quotes = new KafkaConsumer<>(p);
        this.sink = sink;
    }

    @Override
    public void run() {
        quotes.subscribe(Collections.singletonList("quotes"));
        while (open) {
            // expect: java-poll-zero-spin
            ConsumerRecords<String, String> batch = quotes.poll(Duration.ZERO);
            for (ConsumerRecord<String, String> q : batch) {
                sink.accept(q.value());
            }
        }
        quotes.close();
    }

    public void shutdown() {
        open = false;
    }
}
