// connector-client-key-not-override: producer.max.request.size, consumer.max.poll.records… in a
// connector's own config. A worker builds its tasks' clients from the worker file's producer. /
// consumer. / admin. keys plus the connector config's producer.override. / consumer.override. /
// admin.override. keys (Worker.baseProducerConfigs and connectorClientConfigOverrides:
// connConfig.originalsWithPrefix("producer.override."), KIP-458, Kafka 2.3). The worker-style
// prefix in a connector config is handed to the connector as one of its own settings, which it
// does not read (check 39: a JDBC sink's producer.max.request.size). MirrorMaker 2's connectors
// and Confluent Replicator read client settings under their own prefixes, so they are not judged.
// The override needs the worker's connector.client.config.override.policy to allow it: All by
// default since 3.0 (KIP-722), None before (WorkerConfig CONNECTOR_CLIENT_POLICY_CLASS_DEFAULT).
import type { Role } from '../model';
import { Severity, type Finding, type Rule } from './types';

const CLIENT_KEY = /^(producer|consumer|admin)\.(?!override\.)(.+)$/;
/** Connectors that read producer./consumer. keys themselves. */
const READS_CLIENT_KEYS = /Mirror|Replicator/;

export const connectorClientKeyNotOverride: Rule = {
  id: 'connector-client-key-not-override',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'Worker.baseProducerConfigs / baseConsumerConfigs / adminConfigs and connectorClientConfigOverrides (connConfig.originalsWithPrefix("producer.override.") …), KIP-458 (Kafka 2.3); WorkerConfig connector.client.config.override.policy (default All since 3.0, KIP-722; None before)',
  summary: 'producer.*, consumer.* or admin.* in a connector\'s config: Connect reads a connector\'s client settings only as producer.override.* (consumer.override.*, admin.override.*), so this one never reaches the task\'s client.',
  check(ctx) {
    const connector = ctx.entry('connector.class')?.value?.trim() ?? '';
    if (READS_CLIENT_KEYS.test(connector)) return [];
    // The clients a task of this direction has: a source task produces, a sink task consumes (its
    // dead letter queue's producer aside); a key for the other one says nothing about this connector.
    const direction = /Sink(?:Connector)?$/.test(connector) ? 'sink' : /Source(?:Connector)?$/.test(connector) ? 'source' : undefined;
    const uses = (client: string) => !(direction === 'sink' && client === 'producer') && !(direction === 'source' && client === 'consumer');
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      const m = CLIENT_KEY.exec(e.rawKey);
      if (!m || e.prefix !== undefined || ctx.entry(e.key) !== e) continue;
      const [, client, key] = m as unknown as [string, Extract<Role, 'producer' | 'consumer' | 'admin'>, string];
      const info = uses(client) ? ctx.catalog.key(client, key) : undefined;
      if (!info) continue;
      const override = `${client}.override.${key}`;
      const kept = info.default !== null && info.default !== '' ? ` (${info.default})` : '';
      out.push({
        range: e.keyRange,
        message: `'${e.rawKey}' in a connector's config is handed to the connector as one of its own settings; Connect gives a connector's tasks client settings only as ${client}.override.*, so the ${client} keeps ${key} at the worker's value or its default${kept}. Write ${override} (the worker must allow it: connector.client.config.override.policy, All by default since Kafka 3.0, None before).`,
        fixes: [{ title: `Rename to ${override}`, intents: [{ kind: 'rename', entry: e, newKey: override }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'A Connect worker builds the producer, consumer and admin client of each task from the worker file\'s producer., consumer. and admin. keys, then applies the connector config\'s producer.override., consumer.override. and admin.override. keys (KIP-458). The worker-file prefix means nothing in a connector\'s config: the key is passed to the connector as one of its own settings, and connectors do not read them.',
    consequence: 'The setting never reaches the task\'s client: `producer.max.request.size=2097152` in a source connector\'s config leaves its producer at 1048576 bytes, so larger records still fail with RecordTooLargeException.',
    bad: { file: 'orders-source.properties', text: 'name=orders-source\nconnector.class=io.confluent.connect.jdbc.JdbcSourceConnector\nconnection.url=jdbc:postgresql://db:5432/shop\nmode=incrementing\nincrementing.column.name=id\ntopic.prefix=shop-\nproducer.max.request.size=2097152\n' },
    good: { file: 'orders-source.properties', text: 'name=orders-source\nconnector.class=io.confluent.connect.jdbc.JdbcSourceConnector\nconnection.url=jdbc:postgresql://db:5432/shop\nmode=incrementing\nincrementing.column.name=id\ntopic.prefix=shop-\nproducer.override.max.request.size=2097152\n' },
    falsePositives: 'A connector that reads producer. or consumer. keys itself: MirrorMaker 2\'s connectors and Confluent Replicator are recognised and not judged; for another, silence the line with `# kafka-tuning-disable-next-line connector-client-key-not-override`. Only keys the client of that prefix defines are reported.',
    versions: 'Kafka Connect 2.3 and later (connector-level overrides, KIP-458). The worker allows them by default from 3.0 (connector.client.config.override.policy=All); on 2.3–2.8 it must be set to All or Principal.',
  },
};
