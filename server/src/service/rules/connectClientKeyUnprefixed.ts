// connect-client-key-unprefixed: a producer, consumer or admin setting written without its prefix
// in a Connect worker file (max.poll.records, linger.ms, partition.assignment.strategy). The
// connectors' clients do not get it: Worker.baseProducerConfigs / baseConsumerConfigs /
// adminConfigs build each task's clients from a few fixed values plus
// config.originalsWithPrefix("producer." / "consumer." / "admin."). An unprefixed key reaches only
// the worker's own clients of its internal topics, which copy config.originals()
// (KafkaOffsetBackingStore, KafkaStatusBackingStore, KafkaConfigBackingStore). Keys the worker's
// own ConfigDef defines (bootstrap.servers, the ssl.* and sasl.* of its clients, client.dns.lookup,
// session.timeout.ms of its group…) are the worker's and are not reported; nor is a key also
// written with the prefix (the unprefixed line is then the internal clients' on purpose).
// Information: the internal clients do read it, so the line is not dead, only misplaced for the
// connectors it was most likely meant for.
import type { Fix, Role } from '../model';
import { writesKeyLine } from './keyLine';
import { Severity, type Rule } from './types';

const CLIENTS: ReadonlyArray<Extract<Role, 'producer' | 'consumer' | 'admin'>> = ['producer', 'consumer', 'admin'];

export const connectClientKeyUnprefixed: Rule = {
  id: 'connect-client-key-unprefixed',
  severity: Severity.Information,
  roles: ['connect'],
  clients: ['java'],
  source: 'Worker.baseProducerConfigs / baseConsumerConfigs / adminConfigs (config.originalsWithPrefix("producer." / "consumer." / "admin.")); KafkaOffsetBackingStore, KafkaStatusBackingStore, KafkaConfigBackingStore (config.originals())',
  summary: 'A client setting (max.poll.records, linger.ms…) at the top level of a Connect worker file: the connectors\' tasks never get it; it needs the consumer./producer. prefix.',
  docs: {
    why: 'A Connect worker builds the producers, consumers and admin clients of its connectors\' tasks from the keys written with a producer., consumer. or admin. prefix, on top of a few values of its own (Worker.baseProducerConfigs, baseConsumerConfigs). A client setting written without the prefix reaches only the clients the worker uses for its own config, offset and status topics.',
    consequence: 'The setting the file seems to make for the connectors has no effect on them: a sink connector\'s consumers keep max.poll.records at 500 and a source connector\'s producers keep the values Connect and the client choose, whatever the line says.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nmax.poll.records=100\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nconsumer.max.poll.records=100\n' },
    falsePositives: 'A setting meant for the worker\'s own internal-topic clients only: write the prefixed form as well (or silence the line with `# kafka-tuning-disable-next-line connect-client-key-unprefixed`), and the rule is silent.',
    versions: 'All Kafka Connect versions.',
  },
  check(ctx) {
    const out = [];
    // The worker site holds the unprefixed lines only (prefixed ones are sites of their own); the winning entry per key.
    for (const e of ctx.site.entries) {
      if (ctx.entry(e.key) !== e) continue;
      // Prefixed keys form sites of their own (sites/properties.ts): the file's text says whether one is written.
      if (ctx.catalog.key('connect', e.key) || CLIENTS.some((r) => writesKeyLine(ctx, `${r}.${e.key}`))) continue;
      const clients = CLIENTS.filter((r) => ctx.catalog.key(r, e.key));
      if (clients.length === 0) continue;
      const forms = clients.map((r) => `${r}.${e.key}`);
      const fixes: Fix[] = forms.map((k, i) => ({ title: `Rename to ${k}`, intents: [{ kind: 'rename', entry: e, newKey: k }], preferred: clients.length === 1 && i === 0 }));
      out.push({
        range: e.keyRange,
        message: `${e.rawKey} is a ${clients.join(' and ')} setting, written here without its prefix: the connectors' tasks never get it, because a worker builds their clients only from keys written as ${forms.join(' or ')} (Worker.${clients[0] === 'admin' ? 'adminConfigs' : clients[0] === 'producer' ? 'baseProducerConfigs' : 'baseConsumerConfigs'}). Unprefixed, it reaches only the worker's own clients of its config, offset and status topics.`,
        fixes,
      });
    }
    return out;
  },
};
