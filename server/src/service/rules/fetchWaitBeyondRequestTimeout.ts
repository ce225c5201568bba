// fetch-wait-beyond-request-timeout: the Java consumer gives a FetchRequest request.timeout.ms like
// any other request — the classic consumer through ConsumerNetworkClient.send(node, builder), which
// passes its requestTimeoutMs, the KIP-848 consumer through NetworkClientDelegate, which sets each
// UnsentRequest's timer to requestTimeoutMs (kafka-clients 4.4.0) — and adds nothing for
// fetch.max.wait.ms, the time the broker may hold the fetch when fewer than fetch.min.bytes are
// ready. At or above request.timeout.ms the client gives up first: NetworkClient cancels the fetch
// and closes the connection ("Disconnecting from node {} due to request timeout."), then fetches
// again. kafkajs adds the wait to the fetch's timeout (protocol/requests/fetch: maxWaitTime + network
// delay) and librdkafka does too (fetch.wait.max.ms + socket.timeout.ms), so only Java is checked.
import type { Fix } from '../model';
import { Severity, type Rule } from './types';
import { msValue } from '../../../../common/src/units';

export const fetchWaitBeyondRequestTimeout: Rule = {
  id: 'fetch-wait-beyond-request-timeout',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerNetworkClient.send / NetworkClientDelegate (a fetch gets request.timeout.ms, nothing added for fetch.max.wait.ms); NetworkClient "Disconnecting from node … due to request timeout"',
  summary: 'fetch.max.wait.ms at or above request.timeout.ms: a fetch the broker holds times out, and the consumer drops the connection.',
  check(ctx) {
    if (!ctx.isSet('fetch.max.wait.ms') && !ctx.isSet('request.timeout.ms')) return [];
    const wait = ctx.number('fetch.max.wait.ms');
    const timeout = ctx.number('request.timeout.ms');
    if (wait === undefined || timeout === undefined || wait < timeout) return [];
    const shown = (key: string, v: number) => `${ctx.display(key)}=${msValue(v)}${ctx.isSet(key) ? '' : ' (default)'}`;
    const anchor = ctx.isSet('fetch.max.wait.ms') ? ctx.entry('fetch.max.wait.ms')! : ctx.entry('request.timeout.ms')!;
    const fixes: Fix[] = [];
    const defaultWait = ctx.info('fetch.max.wait.ms')?.default;
    if (ctx.isSet('fetch.max.wait.ms') && defaultWait && Number(defaultWait) < timeout) {
      fixes.push({ title: `Remove ${ctx.display('fetch.max.wait.ms')} (${msValue(Number(defaultWait))} by default)`, intents: [{ kind: 'remove', entry: ctx.entry('fetch.max.wait.ms')! }], preferred: true });
    }
    return [{
      range: anchor.valueRange,
      message: `${shown('fetch.max.wait.ms', wait)} is not below ${shown('request.timeout.ms', timeout)}: the Java consumer gives each fetch request.timeout.ms and adds nothing for the time the broker may hold it, up to fetch.max.wait.ms whenever fewer than fetch.min.bytes are ready. Then the client gives up first: it cancels the fetch, closes the connection to that broker ("Disconnecting from node … due to request timeout") and fetches again, every ${msValue(timeout)} while the data stays below fetch.min.bytes. Keep fetch.max.wait.ms below request.timeout.ms, with room for the round trip.`,
      fixes,
    }];
  },
  docs: {
    why: 'The broker answers a fetch when fetch.min.bytes are ready or fetch.max.wait.ms has passed. The Java consumer (classic and the KIP-848 consumer) waits request.timeout.ms for every request, fetches included, with nothing added for that hold. When fetch.max.wait.ms is at or above request.timeout.ms, a fetch on a quiet partition — or any fetch while fewer than fetch.min.bytes are ready — outlives the client\'s patience.',
    consequence: 'NetworkClient cancels the fetch and closes the connection to that broker ("Disconnecting from node … due to request timeout"); requests in flight on it are cancelled too, and the consumer reconnects and fetches again. kafkajs and librdkafka add the wait to the fetch\'s own timeout, so they are not affected.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=reports\nfetch.max.wait.ms=60000\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=reports\nfetch.max.wait.ms=5000\n' },
    falsePositives: 'None known for the Java consumer: the broker holds a fetch up to fetch.max.wait.ms whenever fewer than fetch.min.bytes are ready, which a quiet topic always reaches.',
    versions: 'Java consumer, all versions in the catalog (2.8 to 4.4), classic and KIP-848 group protocols.',
  },
};
