package com.example.status;

import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Publishes device status changes; the web handler calls publish() for each change it receives. */
public class StatusPublisher {
    private final KafkaProducer<String, String> producer;
    private final String topic;

    public StatusPublisher(String bootstrap, String topic) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.LINGER_MS_CONFIG, 20);
        this.producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());
        this.topic = topic;
    }

    public void publish(String deviceId, String status) {
        producer.send(new ProducerRecord<>(topic, deviceId, status), (meta, err) -> {
            if (err != null) {
                System.err.println("status of " + deviceId + " not published: " + err);
            }
        });
        // expect: java-flush-per-record
        producer.flush();
    }

    /** Replays a stored snapshot: every record goes out, then one flush. */
    public void replay(List<ProducerRecord<String, String>> snapshot) {
        for (ProducerRecord<String, String> record : snapshot) {
            producer.send(record, (meta, err) -> {
                if (err != null) {
                    System.err.println("replay record lost: " + err);
                }
            });
        }
        producer.flush();
    }

    /** Last word before the service stops: one marker, flushed, then closed. */
    public void shutdown(String reason) {
        producer.send(new ProducerRecord<>(topic, "publisher", "stopping: " + reason), (meta, err) -> {
            if (err != null) {
                System.err.println("stop marker lost: " + err);
            }
        });
        producer.flush();
        producer.close();
    }
}
