// heartbeat-session-ratio: a consumer that heartbeats no faster than its session times out is
// dead on the first late beat. The Java classic consumer refuses to build its group coordinator
// (Heartbeat: IllegalArgumentException "Heartbeat must be set lower than the session timeout");
// kafkajs throws KafkaJSNonRetriableError "Consumer heartbeatInterval (X) must be lower than
// sessionTimeout (Y)…" and, like the Java docs, recommends about a third (docs/sources.md#kafkajs). Above a
// half, one lost heartbeat costs the membership and triggers a rebalance; between a third and a half
// one lost heartbeat is survived, as at a third, so that is a hint.
// With group.protocol=consumer (KIP-848) both settings move to the broker, so the rule is silent.
// Java builds the Heartbeat only for a consumer with a group.id (KafkaConsumer creates its coordinator
// only then): without one the constructor accepts the config (checked by constructing KafkaConsumer
// 2.8.2 and 4.4.0, test/unit/whole-config-differential.test.ts), so that case is a warning.
import { groupProtocol } from './groupProtocol';
import { Severity, type Rule } from './types';
import { duration, msAsWritten, msValue } from '../../../../common/src/units';

export const heartbeatSessionRatio: Rule = {
  id: 'heartbeat-session-ratio',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  source: 'Java Heartbeat constructor (heartbeat ≥ session rejected); kafkajs consumer (KafkaJSNonRetriableError, ~1/3 recommended)',
  summary: 'heartbeat.interval.ms is not below session.timeout.ms (error) or above a third of it (warning).',
  check(ctx) {
    if (groupProtocol(ctx) !== 'classic') return [];
    const hb = ctx.number('heartbeat.interval.ms');
    const session = ctx.number('session.timeout.ms');
    if (hb === undefined || session === undefined || session <= 0) return [];
    const third = Math.floor(session / 3);
    if (hb <= session / 3) return [];
    const hbName = ctx.display('heartbeat.interval.ms');
    const sName = ctx.display('session.timeout.ms');
    const client = ctx.site.client.client;
    const fatal = hb >= session;
    const java = client === 'java';
    const noGroup = java && !ctx.isSet('group.id');
    // Heartbeats due before the session expires, less the one that must arrive: how many may be lost.
    const lost = Math.ceil(session / hb) - 1;
    const why = !fatal
      ? lost === 1
        ? `more than a third (${duration(third)}) of ${sName}=${msValue(session)}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'}: one lost heartbeat ends the session and triggers a rebalance.`
        : `more than the third (${duration(third)}) of ${sName}=${msValue(session)}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'} that ${client === 'kafkajs' ? 'kafkajs recommends (in the error it throws at or above the session: "approximately a third of the sessionTimeout", src/consumer/index.js)' : 'Kafka\'s documentation of heartbeat.interval.ms recommends ("no higher than 1/3")'}; the session still survives one lost heartbeat, as at a third.`
      : java
        ? `not lower than ${sName}=${msValue(session)}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'}: a consumer with a group.id fails to start ("Heartbeat must be set lower than the session timeout")${noGroup ? '; none is set here, so it starts only as long as no group.id is added (kafka-console-consumer --group adds one)' : ''}.`
        : client === 'kafkajs'
          ? `not lower than ${sName}=${msValue(session)}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'}: kafkajs throws KafkaJSNonRetriableError when the consumer is created.`
          : `not lower than ${sName}=${msValue(session)}${ctx.isSet('session.timeout.ms') ? '' : ' (default)'}: the session expires before the next heartbeat is due.`;
    return [{
      range: ctx.isSet('heartbeat.interval.ms') ? ctx.entry('heartbeat.interval.ms')!.valueRange : ctx.anchor('session.timeout.ms'),
      message: `${hbName}=${msValue(hb)}${ctx.isSet('heartbeat.interval.ms') ? '' : ' (default)'} is ${why} Keep it at most a third of the session (${duration(third)}).`,
      // Between a third and a half the margin is the recommended one (one heartbeat may be lost):
      // a hint. From a half up, one lost heartbeat ends the session: a warning.
      severity: fatal && client !== 'librdkafka' && !noGroup ? Severity.Error : fatal || lost === 1 ? Severity.Warning : Severity.Hint,
      fixes: third >= 1 ? [{ title: `Set ${hbName}=${msAsWritten(third)}`, intents: [{ kind: 'set', key: 'heartbeat.interval.ms', value: String(third) }], preferred: true }] : undefined,
    }];
  },
  docs: {
    why: 'A consumer whose heartbeat interval is not below its session timeout is declared dead on the first late beat. The Java classic consumer refuses it (Heartbeat: `Heartbeat must be set lower than the session timeout`), kafkajs throws KafkaJSNonRetriableError, and both recommend about a third of the session timeout so that one lost heartbeat does not end the session.',
    consequence: 'At or above the session timeout the consumer fails to start (Java, kafkajs); from half of it up, one lost heartbeat costs the membership and triggers a rebalance (a warning). Between a third and a half the session still survives one lost heartbeat, as at the recommended third, so that is only a hint.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nsession.timeout.ms=10000\nheartbeat.interval.ms=10000\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nsession.timeout.ms=45000\nheartbeat.interval.ms=3000\n' },
    falsePositives: 'With group.protocol=consumer (KIP-848) these settings move to the broker and the rule is silent. None known otherwise.',
    versions: 'Java consumer (classic group protocol), kafkajs and librdkafka, all versions.',
  },
};
