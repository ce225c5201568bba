// bootstrap-zookeeper-port: bootstrap.servers (kafkajs `brokers`, librdkafka
// metadata.broker.list) lists a host on port 2181, the port ZooKeeper's clients connect to in the
// ZooKeeper configuration Kafka shipped (config/zookeeper.properties `clientPort=2181`, and
// server.properties `zookeeper.connect=localhost:2181`). Producers, consumers and admin clients
// talk the Kafka protocol to brokers only (the Java client's NetworkClient sends ApiVersions first;
// kafkajs and librdkafka do the same); a ZooKeeper server does not answer it, so the client keeps
// reconnecting and never gets metadata. Old tutorials gave ZooKeeper's address to the Scala
// consumer (zookeeper.connect), which is where the mix-up comes from. Only the exact port 2181 is
// reported: a broker really listening there is possible but rare, and a suppression says so.
import type { Range } from 'vscode-languageserver-types';
import { lineIndexOf } from '../parse/lineIndex';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Rule } from './types';

const ZK_PORT = /:2181$/;

/** kafkajs `brokers: ['a:9092', "b:9092"]`: the strings of an array literal written with plain literals only. */
function literalList(text: string): string | undefined {
  if (!/^\[\s*(?:(['"])[^'"`$\\]*\1\s*,?\s*)*\]$/.test(text)) return undefined;
  return [...text.matchAll(/(['"])([^'"]*)\1/g)].map((m) => m[2]).join(',');
}

function sourceOf(text: string, range: Range): string {
  const lines = lineIndexOf(text);
  return text.slice(lines.offset(range.start), lines.offset(range.end));
}

export const bootstrapZookeeperPort: Rule = {
  id: 'bootstrap-zookeeper-port',
  severity: Severity.Warning,
  source: 'Apache Kafka config/zookeeper.properties (clientPort=2181) and config/server.properties of ZooKeeper-mode releases (zookeeper.connect=localhost:2181); clients speak the Kafka protocol to brokers only (NetworkClient: ApiVersions, then Metadata)',
  summary: 'bootstrap.servers (kafkajs brokers) points at port 2181, ZooKeeper\'s client port: the client speaks the Kafka protocol to brokers only and never connects.',
  docs: {
    why: 'Clients bootstrap from brokers: the first thing they send is a Kafka ApiVersions request, then Metadata. Port 2181 is the port ZooKeeper listens on in the configuration Kafka shipped (config/zookeeper.properties clientPort=2181); a ZooKeeper server does not speak the Kafka protocol. Old consumer examples used zookeeper.connect=host:2181, and that address is often carried over into bootstrap.servers.',
    consequence: 'The client never gets metadata: a Java producer blocks in send() for max.block.ms (60 s by default) and then throws a TimeoutException, a consumer polls nothing while logging disconnects from the bootstrap address, kafkajs fails connect() after its retries.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:2181\ngroup.id=reports\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=reports\n' },
    falsePositives: 'A broker whose listener really is on port 2181 (unusual, and a clash with a local ZooKeeper): silence the line with `# kafka-tuning-disable-next-line bootstrap-zookeeper-port -- our broker listens on 2181`. zookeeper.connect and other ports (21810, 12181) are not reported.',
    versions: 'All clients and versions.',
  },
  check(ctx) {
    // A kafkajs / Confluent `new Kafka({...})` site has no role; broker and topic files have no client list.
    if (ctx.site.role === 'broker' || ctx.site.role === 'topic') return [];
    for (const key of ['bootstrap.servers', 'metadata.broker.list']) {
      const entry = ctx.entry(key);
      if (!entry) continue;
      // The text is read only for a kafkajs array literal: a rule that reads it re-runs on every
      // edit anywhere in the file (ruleResults.ts), on each of a .properties file's sites.
      const value = entry.value ?? (ctx.site.syntax === 'ts' ? literalList(sourceOf(ctx.doc.text, entry.valueRange)) : undefined);
      if (!value || isUnresolved(value)) continue;
      const hit = value.split(/\s*,\s*/).map((s) => s.trim().replace(/^["']|["']$/g, '')).find((s) => ZK_PORT.test(s));
      if (!hit) continue;
      return [{
        range: ctx.anchor(key),
        message: `${ctx.display(key)} lists ${hit}: 2181 is ZooKeeper's client port (clientPort=2181 in the ZooKeeper configuration Kafka shipped), and producers, consumers and admin clients talk the Kafka protocol to brokers only, so this client never gets metadata. Use the broker's listener address (often port 9092); ZooKeeper's address belongs in a broker's zookeeper.connect.`,
      }];
    }
    return [];
  },
};
