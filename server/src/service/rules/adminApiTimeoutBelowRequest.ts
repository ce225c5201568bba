// admin-api-timeout-below-request (KafkaAdminClient constructor, every version we ship: 2.8.2 …
// 4.4.0): an admin call must be able to outlive one request, so the client refuses a
// default.api.timeout.ms below request.timeout.ms with ConfigException "The specified value of
// default.api.timeout.ms must be no smaller than the value of request.timeout.ms." (defaults 60 s and
// 30 s). Measured by Admin.create on each version's jars; the consumer has the same two keys but
// no such check (KafkaConsumer 2.8.2 and 4.4.0 accept default.api.timeout.ms=10).
import { msAsWritten, msValue } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const API = 'default.api.timeout.ms';
const REQUEST = 'request.timeout.ms';

export const adminApiTimeoutBelowRequest: Rule = {
  id: 'admin-api-timeout-below-request',
  severity: Severity.Error,
  roles: ['admin'],
  clients: ['java'],
  source: 'KafkaAdminClient constructor (ConfigException when default.api.timeout.ms < request.timeout.ms)',
  summary: 'default.api.timeout.ms below request.timeout.ms: the Admin client refuses to start.',
  docs: {
    why: 'Every Admin call (createTopics, describeCluster, …) gets default.api.timeout.ms in total, and each request it sends may wait request.timeout.ms. A call budget shorter than one request could never see its answer, so KafkaAdminClient checks the pair in its constructor and throws instead of creating a client whose calls all time out.',
    consequence: 'Admin.create throws ConfigException "The specified value of default.api.timeout.ms must be no smaller than the value of request.timeout.ms." (KafkaAdminClient, Kafka 2.8 to 4.4).',
    bad: { file: 'admin.properties', text: 'bootstrap.servers=kafka-1:9092\ndefault.api.timeout.ms=10000\n' },
    good: { file: 'admin.properties', text: 'bootstrap.servers=kafka-1:9092\ndefault.api.timeout.ms=10000\nrequest.timeout.ms=5000\n' },
    falsePositives: 'None known: the check does not depend on the broker. A program that overrides either key after reading the file makes the written pair irrelevant; silence the line with a kafka-tuning-disable-next-line comment then.',
    versions: 'Kafka 2.8 and newer (Java Admin client).',
  },
  check(ctx) {
    const api = ctx.number(API);
    const request = ctx.number(REQUEST);
    if (api === undefined || request === undefined || api >= request) return [];
    if (!ctx.isSet(API) && !ctx.isSet(REQUEST)) return [];
    const shown = (k: string, n: number) => `${ctx.display(k)}=${msValue(n)}${ctx.isSet(k) ? '' : ' (default)'}`;
    const at = ctx.isSet(API) ? ctx.entry(API)!.valueRange : ctx.entry(REQUEST)!.valueRange;
    return [{
      range: at,
      message: `${shown(API, api)} is below ${shown(REQUEST, request)}: the Admin client refuses to start (KafkaAdminClient throws ConfigException "The specified value of default.api.timeout.ms must be no smaller than the value of request.timeout.ms."). Give every call at least one request's time.`,
      fixes: [
        { title: `Set ${ctx.display(API)}=${msAsWritten(request)}`, intents: [{ kind: 'set', key: API, value: String(request) }], preferred: true },
      ],
    }];
  },
};
