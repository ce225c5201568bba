// compose-variable-misspelt: a broker image's variable whose Kafka key no broker reads, one slip
// away from one it does (KAFKA_ZOOKEPER_CONNECT, KAFKA_LOG_RETENTON_HOURS). The images write every
// KAFKA_* variable (KAFKA_CFG_* for Bitnami) into the broker config by name (crossFile/compose.ts
// composeEnvKey), so a misspelt one becomes a key Kafka does not define: AbstractConfig keeps it
// in the unused originals and the intended setting keeps its default. Without zookeeper.connect a
// ZooKeeper-mode broker does not start at all (KafkaConfig.validateValues, 3.x: ConfigException
// "Missing required configuration `zookeeper.connect` which has no default value."). Only names
// close to a real key are reported (unknown-key's typo verdict, keyKinds.ts): the images have
// variables of their own that are no keys, and those are left alone (check 40, K1).
import type { ComposeSite } from '../model';
import { composeVariable } from '../sites/compose';
import { keyKinds } from './keyKinds';
import { derivesListeners } from './composeListeners';
import type { KeyInfo } from '../catalog/types';
import { listElements } from '../util/configList';
import { parseListeners } from '../util/listeners';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

/** " (168)" when the key has a default worth showing. */
const defaultOf = (info: KeyInfo | undefined) => (info?.default !== null && info?.default !== undefined && info.default !== '' ? ` (${info.default})` : '');

/** The controller listener names a KRaft controller node would lose with listeners derived from the advertised ones. */
function missingControllerListeners(ctx: RuleContext): string[] {
  const roles = listElements(ctx.effective('process.roles') ?? '');
  if (!roles.includes('controller')) return [];
  const advertised = parseListeners(ctx.effective('advertised.listeners') ?? '')?.map((l) => l.name) ?? [];
  return listElements(ctx.effective('controller.listener.names') ?? '').filter((n) => !advertised.includes(n));
}

export const composeVariableMisspelt: Rule = {
  id: 'compose-variable-misspelt',
  severity: Severity.Warning,
  roles: ['broker', 'connect'],
  compose: 'only',
  source: 'AbstractConfig (keys no ConfigDef defines are only logged as unused); KafkaConfig.validateValues ("Missing required configuration `zookeeper.connect` which has no default value.", 3.x); the images\' variable-to-key conventions (confluentinc/kafka-images configure, apache/kafka docker scripts, Bitnami KAFKA_CFG_*)',
  summary: 'A broker image variable that sets a key no broker reads, one slip from one it does (KAFKA_ZOOKEPER_CONNECT): the setting never takes effect.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const out: Finding[] = [];
    for (const [e, k] of keyKinds(ctx)) {
      if (k.kind !== 'typo' || k.reader || k.near.length === 0) continue;
      const meant = k.near[0];
      const variable = composeVariable(meant, site.compose.family, site.role === 'connect');
      const required = site.role === 'broker' && meant === 'zookeeper.connect' && !ctx.entry('zookeeper.connect') && !ctx.entry('process.roles');
      // KAFKA_LISTENER beside KAFKA_ADVERTISED_LISTENERS on an image that derives listeners from the
      // advertised ones when KAFKA_LISTENERS is unset (check 88): the broker binds every advertised
      // listener already, and renaming the variable would replace that with its own value, which
      // may leave out a listener the advertised ones name (the broker then refuses to start).
      if (meant === 'listeners' && !ctx.entry('listeners') && ctx.entry('advertised.listeners') && derivesListeners(site)) {
        // The derived listeners are the advertised ones: a KRaft controller's listener is not among
        // them, and without it the node refuses to start (KafkaConfig: "controller.listener.names
        // must only contain values appearing in the 'listeners' configuration when running the
        // KRaft controller role"). Then the line meant to add it matters (new-user review).
        const lost = missingControllerListeners(ctx);
        if (lost.length > 0) {
          out.push({
            severity: Severity.Error,
            range: e.keyRange,
            message: `${e.rawKey} sets '${e.key}', which no Kafka broker reads. With KAFKA_LISTENERS unset this image derives listeners from KAFKA_ADVERTISED_LISTENERS, which do not name the controller listener ${lost.join(', ')} (controller.listener.names); this node has the controller role, so it refuses to start ("controller.listener.names must only contain values appearing in the 'listeners' configuration when running the KRaft controller role"). Did you mean ${variable}?`,
            fixes: e.writtenIn === undefined ? [{ title: `Rename to ${variable}`, intents: [{ kind: 'edits', edits: [{ range: e.keyRange, newText: variable }] }], preferred: true }] : [],
          });
          continue;
        }
        // A line with no effect and no harm: a hint (check 91 counted it as noise at information).
        out.push({
          severity: Severity.Hint,
          range: e.keyRange,
          message: `${e.rawKey} sets '${e.key}', which no Kafka broker reads, so it has no effect. It does no harm here: with KAFKA_LISTENERS unset this image derives listeners from KAFKA_ADVERTISED_LISTENERS, each host as 0.0.0.0. Remove the line; write KAFKA_LISTENERS only with every listener name KAFKA_ADVERTISED_LISTENERS uses (advertised listeners must be a subset of listeners, or the broker does not start).`,
          fixes: e.writtenIn === undefined ? [{ title: `Remove ${e.rawKey} (no effect)`, intents: [{ kind: 'remove', entry: e }], preferred: true }] : [],
        });
        continue;
      }
      const effect = required
        ? `the broker gets no zookeeper.connect and does not start (ConfigException "Missing required configuration \`zookeeper.connect\` which has no default value.")`
        : `Kafka ignores it and ${meant} keeps its default${defaultOf(ctx.info(meant))}`;
      out.push({
        ...(required ? { severity: Severity.Error } : {}),
        range: e.keyRange,
        message: `${e.rawKey} sets '${e.key}', which no Kafka ${site.role === 'connect' ? 'Connect worker' : 'broker'} reads: ${effect}. Did you mean ${variable}?`,
        fixes: e.writtenIn === undefined ? [{ title: `Rename to ${variable}`, intents: [{ kind: 'edits', edits: [{ range: e.keyRange, newText: variable }] }], preferred: true }] : [],
      });
    }
    return out;
  },
  docs: {
    why: 'The Kafka images turn each KAFKA_* variable (KAFKA_CFG_* in Bitnami\'s) into a broker setting by its name: underscores become dots, the name is lower-cased. A variable with a typo becomes a setting Kafka has never heard of, which it accepts without a word, and the setting that was meant is never written.',
    consequence: 'The intended setting keeps its default: `KAFKA_LOG_RETENTON_HOURS: 24` leaves retention at 168 hours. Without zookeeper.connect a ZooKeeper-mode broker does not start (ConfigException "Missing required configuration `zookeeper.connect` which has no default value.").',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_LOG_RETENTON_HOURS: 24\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_LOG_RETENTION_HOURS: 24\n' },
    falsePositives: 'KAFKA_LISTENER (no S) beside KAFKA_ADVERTISED_LISTENERS on the apache/kafka and confluentinc images is a hint, not a warning: those images derive listeners from the advertised listeners when KAFKA_LISTENERS is unset, so the line only has no effect — unless the node is a KRaft controller whose controller listener the advertised ones do not name, which is an error (it does not start). A variable the image itself reads under a name close to a Kafka key. The images\' own variables (KAFKA_HEAP_OPTS, KAFKA_JMX_PORT, KAFKA_LOG4J_*, KAFKA_CREATE_TOPICS…) are not settings and are not compared; only names one or two slips from a broker key of some Kafka version are reported.',
    versions: 'Every Kafka version: a name is reported only when no broker catalog from 2.0 to the newest defines its key.',
  },
};
