// java-producer-not-closed: a KafkaProducer created in a method, used there only to send, and
// never closed, flushed or handed on (returned, stored in a field, passed to another call). Its
// I/O thread is a daemon (KafkaProducer constructor: `new Sender.SenderThread(name, sender, true)`,
// read with javap from kafka-clients 4.1.2), so the JVM does not wait for it: records still in the
// accumulator when the program ends are never sent. close() "blocks until all previously sent
// requests complete" (KafkaProducer.close javadoc), flush() sends and waits for what is buffered.
// A method called again and again also leaks a thread, its buffer.memory (32 MB by default) and its
// broker connections per call. A producer in try-with-resources, or one the method hands on, is not
// reported, nor one in main() that waits for every send with get(). Facts: sites/java/codeUse.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const JOB = (body: string) => `import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

public class ImportJob {
  public static void main(String[] args) throws Exception {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.LINGER_MS_CONFIG, 50);
${body}
  }
}
`;

export const javaProducerNotClosed: Rule = {
  id: 'java-producer-not-closed',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer constructor (the I/O thread is a daemon: SenderThread(name, sender, true)); KafkaProducer.close javadoc ("blocks until all previously sent requests complete"); KafkaProducer.flush',
  summary: 'A KafkaProducer made in a method only sends and is never closed or flushed: records still buffered when the program ends are lost, and each call leaks a thread and connections.',
  docs: {
    why: 'send() only buffers the record; the producer\'s I/O thread sends it later (after linger.ms, or when a batch fills). That thread is a daemon, so the JVM exits without waiting for it: whatever is still buffered when main() returns is dropped. close() (or flush()) sends what is buffered and waits for it. A producer made per call and never closed also keeps its thread, its buffer memory and its broker connections alive until the JVM ends.',
    consequence: 'The last linger.ms worth of records (or more, if the broker is slow) is silently lost at exit; in a method called repeatedly, one leaked I/O thread and up to buffer.memory (32 MB by default) per call (KafkaProducer constructor, close() javadoc).',
    bad: { file: 'ImportJob.java', text: JOB('    KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());\n    for (String line : List.of(args)) {\n      producer.send(new ProducerRecord<>("imports", line), (m, e) -> { if (e != null) System.err.println(e); });\n    }') },
    good: { file: 'ImportJob.java', text: JOB('    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {\n      for (String line : List.of(args)) {\n        producer.send(new ProducerRecord<>("imports", line), (m, e) -> { if (e != null) System.err.println(e); });\n      }\n    }') },
    falsePositives: 'A producer that lives as long as the process and is closed by a shutdown hook registered elsewhere (through another reference) is safe; say so with `// kafka-tuning-disable-next-line java-producer-not-closed -- closed by the shutdown hook`. A producer returned, stored or passed on is not reported, nor one in main() whose every send is waited for with get() (nothing is left buffered when main() returns).',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    return javaUses(ctx.site, 'producer-not-closed').map((u) => ({
      range: u.range,
      message: `This producer, made ${u.where}, only sends and is never closed or flushed: send() just buffers, and the producer's I/O thread is a daemon, so records still buffered when the program ends are lost; every call also leaks the thread, its buffer memory and its connections. Create it in try-with-resources (close() waits for the buffered records) or close it when done.`,
    }));
  },
};
