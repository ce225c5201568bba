package io.example.sensors;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Relays sensor readings from the gateway to Kafka, one record per reading. */
public class SensorRelay implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SensorRelay.class);

    private final KafkaProducer<String, String> producer;

    public SensorRelay(String bootstrap) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        props.put(ProducerConfig.LINGER_MS_CONFIG, 20);
        this.producer = new KafkaProducer<>(props);
    }

    public void relay(String sensorId, String reading) {
        ProducerRecord<String, String> record = new ProducerRecord<>("sensor-readings", sensorId, reading);
        // expect: java-send-callback-ignores-exception
        producer.send(record, (metadata, exception) ->
                LOG.debug("reading of {} stored at {}-{}", sensorId, metadata.partition(), metadata.offset()));
    }

    @Override
    public void close() {
        producer.close();
    }
}
