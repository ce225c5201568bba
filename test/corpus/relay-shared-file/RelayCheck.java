package relay;

import java.io.FileReader;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

// Sends two probe records through the relay's own settings and stops: each one is waited for.
public class RelayCheck {
  public static void main(String[] args) throws Exception {
    Properties props = new Properties();
    props.load(new FileReader("relay-consumer.properties"));
    String topic = props.getProperty("source.topic");
    Producer<String, String> probe = new KafkaProducer<>(props);
    probe.send(new ProducerRecord<>(topic, "probe-1", "{\"probe\":1}")).get();
    probe.send(new ProducerRecord<>(topic, "probe-2", "{\"probe\":2}")).get();
    System.out.println("relay input reachable");
  }
}
