package com.example.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Command-line loader: java CsvLoader <brokers> <topic> <file.csv> */
public final class CsvLoader {
    private CsvLoader() {}

    public static void main(String[] args) throws IOException {
        Properties cfg = new Properties();
        cfg.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        cfg.put(ProducerConfig.LINGER_MS_CONFIG, 100);
        cfg.put(ProducerConfig.BATCH_SIZE_CONFIG, 262144);
        // expect: java-producer-not-closed
        KafkaProducer<String, String> loader = new KafkaProducer<>(cfg, new StringSerializer(), new StringSerializer());
        for (String row : Files.readAllLines(Path.of(args[2]))) {
            String id = row.substring(0, row.indexOf(','));
            loader.send(new ProducerRecord<>(args[1], id, row), (meta, failure) -> {
                if (failure != null) {
                    System.err.println("row " + id + " failed: " + failure.getMessage());
                }
            });
        }
        System.out.println("done");
    }
}
