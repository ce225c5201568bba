// kafka-tuning: client=java@0.11.0
package audit;

import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.KStreamBuilder;

// Prints every audit event: no store, no repartition, so Streams creates no internal topic.
public class AuditPrinter {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "audit-printer");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "10.20.0.5:9092");
    props.put(StreamsConfig.KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
    props.put(StreamsConfig.VALUE_SERDE_CLASS_CONFIG, Serdes.String().getClass());

    KStreamBuilder builder = new KStreamBuilder();
    KStream<String, String> events = builder.stream("audit-events");
    events.foreach((user, event) -> System.out.println(user + " did " + event));

    new KafkaStreams(builder, props).start();
  }
}
