// transactional-id-fixed-in-replicas (KIP-98 zombie fencing; TransactionCoordinator
// handleInitProducerId): initTransactions() with a transactional.id bumps that id's producer
// epoch, and the coordinator then refuses the previous holder of the id: its next send, commit or
// abort fails with ProducerFencedException. That is how a restarted instance fences its own
// zombie; two live instances with the same literal id fence each other in turn. A literal id is
// therefore wrong wherever the code runs as several instances at once: a Spring service, a
// consume-transform-produce loop in a consumer group, an HTTP service. A transactional.id in the map
// a Spring producer factory gets is DefaultKafkaProducerFactory's transactionIdPrefix: it numbers
// its producers prefix + n from 0 in every instance, and Spring for Apache Kafka's reference
// (Transactions) says the prefix must be unique per instance when the application runs as several.
// The prefix reaches the factory three ways, all read here: the transactional.id of the map it is
// built from (its constructor calls setTransactionIdPrefix with it), a setTransactionIdPrefix(…)
// call on the factory or a KafkaTemplate (2.3+, overrides the factory's for that template), and
// Spring Boot's spring.kafka.producer.transaction-id-prefix (KafkaAutoConfiguration hands it to
// setTransactionIdPrefix; spring.kafka.producer.properties[transactional.id] reaches the
// constructor). The suffix is DefaultTransactionIdSuffixStrategy's counter, an AtomicInteger from 0
// in every JVM (3.2+; a plain counter before), so the same prefix gives the same ids everywhere.
// An id built from the host, the pod or the environment is per instance: silent.
import { closingParen } from '../parse/brackets';
import type { Finding, RuleContext } from './types';
import { Severity, type Rule } from './types';

const KEY = 'transactional.id';

/** Java code that is deployed as a service: Spring stereotypes and beans, or a group consumer in the same file. */
const JAVA_SERVICE: Array<[RegExp, string]> = [
  [/@(Component|Service|Configuration|SpringBootApplication|RestController|Controller|KafkaListener|Bean)\b/, 'a Spring bean'],
  [/\.subscribe\s*\(/, 'a consumer group member in the same file'],
];
/** JS/TS code that is a long-running service: a group consumer, an HTTP server, a NestJS module. */
const TS_SERVICE: Array<[RegExp, string]> = [
  [/from\s+['"](express|fastify|koa|@nestjs\/[\w-]+|@hapi\/hapi)['"]|require\(\s*['"](express|fastify|koa)['"]\s*\)|\bcreateServer\s*\(/, 'an HTTP service'],
];
/**
 * A kafkajs consumer.run({ eachMessage | eachBatch }) whose own argument produces (a transaction,
 * a send, sendOffsets): consume-transform-produce, which runs as a group of instances. A group
 * consumer alone does not count: a demo script that sends once and reads the topic back runs once.
 */
function producesInHandler(text: string): boolean {
  for (const m of text.matchAll(/\.run\s*\(/g)) {
    const end = closingParen(text, m.index! + m[0].length - 1);
    const args = text.slice(m.index!, end < 0 ? text.length : end);
    if (/\beach(?:Message|Batch)\b/.test(args) && /\.transaction\s*\(|\.sendOffsets\s*\(|\.send(?:Batch)?\s*\(/.test(args)) return true;
  }
  return false;
}

/** A value written as is: not a placeholder (${HOSTNAME}, %COMPUTERNAME%, {{ pod }}) filled in per instance. */
const fixed = (value: string) => value !== '' && !/\$\{|%\w+%|\{\{/.test(value);

const SPRING_REFERENCE = 'Spring for Apache Kafka\'s reference (Transactions) says the transactionIdPrefix must be unique per instance when the application runs as several instances (from 3.0 every transaction uses these numbered ids; before 3.0, transactions a listener container starts got per-partition ids and only producer-only transactions were affected).';

/**
 * spring.kafka.producer.transaction-id-prefix (or properties[transactional.id]) in a Boot
 * configuration file. The file does not say whether the application runs as several instances,
 * so this is information, worded as a condition.
 */
function springBoot(ctx: RuleContext): Finding[] {
  if (ctx.site.syntax !== 'spring-properties' && ctx.site.syntax !== 'spring-yaml') return [];
  const boot = ctx.site.spring.transactionIdPrefix;
  const entry = ctx.entry(KEY);
  const written = boot ?? (entry?.value !== undefined ? { value: entry.value.trim(), range: entry.valueRange } : undefined);
  // A profile (another document of the file) that builds it per instance: the deployment with
  // several instances most likely runs with that profile.
  if (!written || !fixed(written.value) || boot?.perInstanceElsewhere) return [];
  const name = boot ? 'spring.kafka.producer.transaction-id-prefix' : ctx.display(KEY);
  return [{
    range: written.range,
    severity: Severity.Information,
    message: `${name} is the fixed '${written.value}': ${boot ? 'Spring Boot makes it the producer factory\'s transactionIdPrefix' : 'Spring\'s DefaultKafkaProducerFactory takes a transactional.id in its config as its transactionIdPrefix'}, and the factory names its transactional producers '${written.value}' plus 0, 1, 2…, counting from 0 in every instance. If this application runs as several instances, they use the same transactional.ids and fence each other with ProducerFencedException (KIP-98). ${SPRING_REFERENCE} Build it per instance, e.g. '${written.value}\${HOSTNAME}-' (the pod name in Kubernetes).`,
  }];
}

/** Spring factories take a transactional.id in their config map as the prefix of ids they number themselves. */
const SPRING_FACTORY = /KafkaProducerFactory|KafkaTemplate/;

export const transactionalIdFixedInReplicas: Rule = {
  id: 'transactional-id-fixed-in-replicas',
  severity: Severity.Warning,
  // One test process is one instance.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java', 'kafkajs'],
  source: 'KIP-98 (transactional.id fencing: initTransactions() bumps the epoch, the previous holder gets ProducerFencedException); TransactionCoordinator.handleInitProducerId; Spring DefaultKafkaProducerFactory.setTransactionIdPrefix + DefaultTransactionIdSuffixStrategy (suffix counted from 0 per instance)',
  summary: 'A literal transactional.id in a service that runs as several instances: the instances fence each other\'s transactions.',
  check(ctx) {
    if (ctx.site.syntax === 'spring-properties' || ctx.site.syntax === 'spring-yaml') return springBoot(ctx);
    if (ctx.site.syntax !== 'java' && ctx.site.syntax !== 'ts') return [];
    const setters = ctx.site.syntax === 'java' ? ctx.site.java.transactionIdPrefixes ?? [] : [];
    const entry = ctx.entry(KEY);
    const id = entry?.value?.trim();
    // Nothing fixed to report: decided before the document is read, which would make every
    // keystroke re-run this rule on every site of the file.
    if (!setters.some((t) => t.value !== undefined && fixed(t.value)) && (!id || !fixed(id))) return [];
    const services = ctx.site.syntax === 'java' ? JAVA_SERVICE : TS_SERVICE;
    const why = services.find(([re]) => ctx.mentions(re))?.[1]
      ?? (ctx.site.syntax === 'ts' && producesInHandler(ctx.doc.text) ? 'a consumer group member that produces in its handler' : undefined);
    if (!why) return [];
    const out: Finding[] = setters.filter((t) => t.value !== undefined && fixed(t.value)).map((t) => ({
      range: t.range,
      message: `setTransactionIdPrefix is given the fixed '${t.value}' in code that runs as several instances (${why}): Spring names its transactional producers '${t.value}' plus 0, 1, 2…, counting from 0 in every instance, so instances get the same transactional.ids and fence each other with ProducerFencedException (KIP-98). ${SPRING_REFERENCE} Build the prefix per instance, e.g. '${t.value}' plus the host or pod name.`,
    }));
    // Unknown (computed from the host, the pod, an env variable…) or a placeholder: per instance.
    if (!entry || !id || !fixed(id)) return out;
    const name = ctx.display(KEY);
    if (ctx.site.syntax === 'java' && ctx.site.java.sinks.some((s) => SPRING_FACTORY.test(s))) {
      // A setTransactionIdPrefix call in the file replaces the prefix the map gave the factory:
      // that call is what decides (reported above when fixed, silent when built per instance).
      if (setters.length > 0) return out;
      // DefaultKafkaProducerFactory takes it as transactionIdPrefix and numbers its producers
      // prefix + 0, 1, 2…: every instance counts from 0, so the same ids meet across instances.
      return [{
        range: entry.valueRange,
        message: `${name} is the fixed '${id}' given to a Spring producer factory in code that runs as several instances (${why}): the factory uses it as transactionIdPrefix and names its producers '${id}' plus 0, 1, 2…, the same names in every instance, so instances fence each other with ProducerFencedException (KIP-98). ${SPRING_REFERENCE} Build the prefix per instance, e.g. '${id}' plus the host or pod name.`,
      }];
    }
    // The Java client raises ProducerFencedException; kafkajs passes on the broker's error code.
    const fenced = ctx.site.syntax === 'java' ? 'ProducerFencedException' : 'a PRODUCER_FENCED or INVALID_PRODUCER_EPOCH error (the code depends on the broker version)';
    return [...out, {
      range: entry.valueRange,
      message: `${name} is the fixed '${id}' in code that runs as several instances (${why}): each instance that starts with this id (initTransactions() in Java, connect() in kafkajs) bumps its epoch and fences the instance that held it, whose next send or commit fails with ${fenced} (KIP-98), so replicas abort each other's transactions in turn. Give each instance its own id that stays the same across its restarts, e.g. '${id}-' plus the pod name or an instance index.`,
    }];
  },
  docs: {
    why: 'A transactional.id names one producer across restarts: initTransactions() bumps the id\'s epoch, and the transaction coordinator refuses the previous holder from then on (zombie fencing, KIP-98). Two instances that are alive at the same time with the same id therefore take the id from each other on every start and, once fenced, cannot send or commit.',
    consequence: 'With two or more replicas one of them fails with ProducerFencedException ("There is a newer producer with the same transactionalId which fences the current one") and its open transaction is aborted; a service that recreates its producer fences the other one back, so transactions keep failing and records are reprocessed.',
    bad: { file: 'outbox-relay.ts', text: "import { Kafka } from 'kafkajs';\nimport express from 'express';\n\nconst kafka = new Kafka({ clientId: 'outbox-relay', brokers: ['kafka1:9092'] });\nexport const producer = kafka.producer({ transactionalId: 'outbox-relay-tx', idempotent: true, maxInFlightRequests: 1 });\nexport const app = express();\n" },
    good: { file: 'outbox-relay.ts', text: "import { Kafka } from 'kafkajs';\nimport express from 'express';\n\nconst kafka = new Kafka({ clientId: 'outbox-relay', brokers: ['kafka1:9092'] });\nexport const producer = kafka.producer({ transactionalId: `outbox-relay-tx-${process.env.POD_NAME}`, idempotent: true, maxInFlightRequests: 1 });\nexport const app = express();\n" },
    falsePositives: 'A service that is deployed as exactly one instance (a singleton job, a leader-elected relay). Ids and Spring transaction-id prefixes built from the host, pod or environment are not reported; a setTransactionIdPrefix() call whose argument is computed silences the map it overrides; spring.kafka.producer.transaction-id-prefix in an application file is reported at information, since the file does not say how many instances run, and not at all when another profile document of the file builds it from a placeholder. Test sources are skipped. Silence the line with a suppression comment when there is only ever one instance.',
    versions: 'Java producer (its config map, Spring\'s setTransactionIdPrefix, Spring Boot\'s spring.kafka.producer.transaction-id-prefix) and kafkajs, all versions with transactions (Kafka 0.11+, KIP-98).',
  },
};
