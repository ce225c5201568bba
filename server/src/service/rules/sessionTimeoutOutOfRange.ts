// session-timeout-out-of-range (GroupCoordinatorConfig group.min.session.timeout.ms = 6000 and
// group.max.session.timeout.ms = 1800000 by default; AbstractCoordinator.JoinGroupResponseHandler
// treats INVALID_SESSION_TIMEOUT as fatal): the broker refuses a JoinGroup whose session timeout
// lies outside its bounds, so the consumer never joins its group — the Java consumer's poll()
// throws InvalidSessionTimeoutException, kafkajs fails the join, librdkafka keeps reporting the
// JoinGroup error. The bounds are the broker's: the workspace's broker config when it sets them
// (then an error), else the broker defaults (a warning, since a cluster may be set otherwise).
// With group.protocol=consumer (KIP-848) the session timeout is the broker's own: silent.
import { duration, msAsWritten, msValue } from '../../../../common/src/units';
import type { FixIntent } from '../model';
import type { WorkspaceSetting } from '../workspace';
import { groupProtocol } from './groupProtocol';
import { Severity, type Rule } from './types';

const BROKER_MIN = 6000;
const BROKER_MAX = 1800000;

function bound(setting: WorkspaceSetting | undefined, fallback: number): { value: number; from?: string } {
  const n = setting ? Number.parseInt(setting.value, 10) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? { value: n, from: setting!.file } : { value: fallback };
}

export const sessionTimeoutOutOfRange: Rule = {
  id: 'session-timeout-out-of-range',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  source: 'GroupCoordinatorConfig group.min.session.timeout.ms (6000) / group.max.session.timeout.ms (1800000); AbstractCoordinator.JoinGroupResponseHandler (INVALID_SESSION_TIMEOUT is fatal)',
  summary: 'session.timeout.ms outside the broker\'s group.min/max.session.timeout.ms: the consumer cannot join its group.',
  check(ctx) {
    if (groupProtocol(ctx) !== 'classic') return [];
    const entry = ctx.entry('session.timeout.ms');
    const session = ctx.number('session.timeout.ms');
    if (!entry || session === undefined) return [];
    const min = bound(ctx.workspace.groupMinSessionTimeoutMs, BROKER_MIN);
    const max = bound(ctx.workspace.groupMaxSessionTimeoutMs, BROKER_MAX);
    const low = session < min.value;
    if (!low && session <= max.value) return [];
    const b = low ? min : max;
    const brokerKey = low ? 'group.min.session.timeout.ms' : 'group.max.session.timeout.ms';
    const where = b.from ? `${brokerKey}=${b.value} in ${b.from}` : `the broker's ${brokerKey} (${b.value} ms by default)`;
    const name = ctx.display('session.timeout.ms');
    const client = ctx.site.client.client;
    const effect = client === 'java'
      ? 'the broker refuses its JoinGroup (INVALID_SESSION_TIMEOUT) and poll() throws InvalidSessionTimeoutException'
      : 'the broker refuses its JoinGroup (INVALID_SESSION_TIMEOUT) and the consumer never joins its group';
    const intents: FixIntent[] = [{ kind: 'set', key: 'session.timeout.ms', value: String(b.value) }];
    const hb = ctx.number('heartbeat.interval.ms');
    const third = Math.floor(b.value / 3);
    if (low && hb !== undefined && hb > third) intents.push({ kind: 'set', key: 'heartbeat.interval.ms', value: String(third) });
    const hbName = ctx.display('heartbeat.interval.ms');
    return [{
      range: entry.valueRange,
      severity: b.from ? Severity.Error : Severity.Warning,
      message: `${name}=${msValue(session)} is ${low ? 'below' : 'above'} ${where}: ${effect}.${b.from ? '' : ` Unless your cluster sets a different bound, keep it ${low ? 'at or above' : 'at or below'} that.`}`,
      fixes: [{
        title: `Set ${name}=${msAsWritten(b.value)}${intents.length > 1 ? ` and ${hbName}=${msAsWritten(third)}` : ''} (the broker's ${low ? 'minimum' : 'maximum'}, ${duration(b.value)})`,
        intents,
        preferred: true,
      }],
    }];
  },
  docs: {
    why: 'The group coordinator refuses a JoinGroup whose session timeout lies outside group.min.session.timeout.ms and group.max.session.timeout.ms (6,000 and 1,800,000 ms by default). The client treats INVALID_SESSION_TIMEOUT as fatal, so the consumer never joins its group.',
    consequence: 'The Java consumer\'s poll() throws InvalidSessionTimeoutException, kafkajs fails the join, librdkafka keeps reporting the JoinGroup error; no partition is consumed.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nsession.timeout.ms=3000\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nsession.timeout.ms=10000\n' },
    falsePositives: 'A cluster whose brokers set other bounds. When a broker config in the workspace sets them they are used (and the finding becomes an error); otherwise the broker defaults are assumed and the finding is a warning. With group.protocol=consumer the rule is silent.',
    versions: 'Java consumer (classic protocol), kafkajs and librdkafka; brokers of every version.',
  },
};
