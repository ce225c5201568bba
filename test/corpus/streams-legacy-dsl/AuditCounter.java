// kafka-tuning: client=java@0.11.0
package audit;

import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.KStreamBuilder;

// Counts audit events per user: the count store has a changelog topic.
public class AuditCounter {
  public static void main(String[] args) {
    // expect: streams-replication-factor-one
    Properties props = new Properties();
    // expect: streams-state-dir-temp
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "audit-counter");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "10.20.0.5:9092");
    props.put(StreamsConfig.KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
    props.put(StreamsConfig.VALUE_SERDE_CLASS_CONFIG, Serdes.String().getClass());

    KStreamBuilder builder = new KStreamBuilder();
    builder.<String, String>stream("audit-events").groupByKey().count("events-per-user").to(Serdes.String(), Serdes.Long(), "audit-counts");

    new KafkaStreams(builder, props).start();
  }
}
