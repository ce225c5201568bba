package demo.clicks;

import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Sends click events from the web tier; the author wanted send() never to hold a request thread. */
public class ClickSender implements AutoCloseable {
    private final KafkaProducer<String, String> producer;

    public ClickSender(String bootstrap) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        // expect: max-block-short
        props.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 60);
        producer = new KafkaProducer<>(props);
    }

    public void click(String user, String page) {
        producer.send(new ProducerRecord<>("clicks", user, page), (meta, err) -> {
            if (err != null) System.err.println("click dropped: " + err.getMessage());
        });
    }

    @Override
    public void close() {
        producer.close();
    }
}
