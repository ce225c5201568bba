// compose-heap-overridden: a Kafka container's KAFKA_HEAP_OPTS sets one maximum heap and
// KAFKA_JVM_PERFORMANCE_OPTS or KAFKA_OPTS another. Kafka's start scripts, which every broker and
// Connect image runs (kafka-server-start.sh, connect-distributed.sh), end in bin/kafka-run-class.sh:
//   exec "$JAVA" $KAFKA_HEAP_OPTS $KAFKA_JVM_PERFORMANCE_OPTS $KAFKA_GC_LOG_OPTS $KAFKA_JMX_OPTS
//        $KAFKA_LOG4J_CMD_OPTS -cp "$CLASSPATH" $KAFKA_OPTS "$@"
// and the JVM keeps the last -Xmx it is given, so the later variable's heap is the one the process
// gets (check 56: 1 GiB in KAFKA_HEAP_OPTS, 256 MiB in KAFKA_JVM_PERFORMANCE_OPTS).
// A service with its own command or entrypoint may start Java some other way: not judged.
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

/** In the order kafka-run-class.sh puts them on the java command line. */
const ORDER = ['KAFKA_HEAP_OPTS', 'KAFKA_JVM_PERFORMANCE_OPTS', 'KAFKA_OPTS'] as const;

/** The last -Xmx of a variable's value, as written ("-Xmx256M"), and its size in bytes. */
function lastMaxHeap(value: string | undefined): { flag: string; bytes: number } | undefined {
  let last: { flag: string; bytes: number } | undefined;
  for (const m of (value ?? '').matchAll(/(?:^|\s)(-Xmx(\d+)([kKmMgGtT]?))(?=\s|$)/g)) {
    const scale = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 }[m[3].toLowerCase() as '' | 'k' | 'm' | 'g' | 't'];
    last = { flag: m[1], bytes: Number(m[2]) * scale };
  }
  return last;
}

export const composeHeapOverridden: Rule = {
  id: 'compose-heap-overridden',
  severity: Severity.Warning,
  compose: 'only',
  source: 'bin/kafka-run-class.sh (the java command line: $KAFKA_HEAP_OPTS $KAFKA_JVM_PERFORMANCE_OPTS … $KAFKA_OPTS); the JVM keeps the last -Xmx',
  summary: 'KAFKA_JVM_PERFORMANCE_OPTS or KAFKA_OPTS sets a different -Xmx than KAFKA_HEAP_OPTS: it comes later on the java command line, so the heap written in KAFKA_HEAP_OPTS is not the one the container gets.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    if (site.compose.ownCommand) return [];
    const variables = site.compose.otherVariables;
    const heaps = ORDER.map((name) => {
      const v = variables.find((x) => x.name === name);
      const heap = lastMaxHeap(v?.value);
      return v && heap ? { name, range: v.range, ...heap } : undefined;
    });
    const [written, ...later] = heaps;
    if (!written) return [];
    const winner = later.filter((h) => h !== undefined).pop();
    if (!winner || winner.bytes === written.bytes) return [];
    return [{
      range: winner.range,
      message: `${winner.flag} in ${winner.name} comes after ${written.name}'s ${written.flag} on the java command line Kafka's start scripts build (kafka-run-class.sh: $KAFKA_HEAP_OPTS $KAFKA_JVM_PERFORMANCE_OPTS … $KAFKA_OPTS), and the JVM keeps the last -Xmx: this container runs with ${winner.flag}, not ${written.flag}. Keep the heap flags in ${written.name} only.`,
    }];
  },
  docs: {
    why: 'Kafka\'s start scripts put KAFKA_HEAP_OPTS first on the java command line, then KAFKA_JVM_PERFORMANCE_OPTS, and KAFKA_OPTS last (bin/kafka-run-class.sh). When the same flag appears twice the JVM keeps the last, so an -Xmx in either later variable replaces the one in KAFKA_HEAP_OPTS.',
    consequence: 'The container runs with a heap nobody meant: a broker sized for 1 GiB that gets 256 MiB runs out of memory or spends its time in GC under load, and the larger value written in KAFKA_HEAP_OPTS suggests otherwise to anyone who reads the file.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.9.0\n    environment:\n      KAFKA_HEAP_OPTS: "-Xms1g -Xmx1g"\n      KAFKA_JVM_PERFORMANCE_OPTS: "-Xms256m -Xmx256M -XX:+UseG1GC"\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.9.0\n    environment:\n      KAFKA_HEAP_OPTS: "-Xms1g -Xmx1g"\n      KAFKA_JVM_PERFORMANCE_OPTS: "-XX:+UseG1GC -XX:MaxGCPauseMillis=20"\n' },
    falsePositives: 'A service with its own command or entrypoint, which may start Java without Kafka\'s scripts, is not judged. The same -Xmx written twice is not reported.',
    versions: 'Every Kafka version\'s start scripts, in the Apache, Confluent, Bitnami and wurstmeister images.',
  },
};
