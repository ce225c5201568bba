package com.example.ledger;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Nightly job: copies the day's ledger rows to Kafka, one record per row. */
public class LedgerExporter {
    private final KafkaProducer<String, String> producer;

    public LedgerExporter(String brokers) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        config.put(ProducerConfig.CLIENT_ID_CONFIG, "ledger-exporter");
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        producer = new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    }

    public int exportDay(Connection db, String day) throws SQLException, ExecutionException, InterruptedException {
        int count = 0;
        try (Statement st = db.createStatement();
             ResultSet rows = st.executeQuery("select id, payload from ledger where day = '" + day + "'")) {
            while (rows.next()) {
                publish(rows.getString(1), rows.getString(2));
                count++;
            }
        }
        return count;
    }

    private void publish(String id, String payload) throws ExecutionException, InterruptedException {
        // wait for the broker so a failed row stops the job
        // expect: java-send-get-in-loop
        producer.send(new ProducerRecord<>("ledger-rows", id, payload)).get();
    }

    public void close() {
        producer.close();
    }
}
