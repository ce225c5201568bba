// connect-rest-advertised-listener (Connect RestServer.determineAdvertisedProtocol / advertisedUrl,
// KIP-208): a worker tells the other workers of its cluster the URL of its REST API, and
// rest.advertised.listener, when set, is that URL's scheme as written (lower-cased, no check):
// advertisedUrl() calls UriBuilder.scheme(value), then takes the host from
// rest.advertised.host.name and the port of the listener of that protocol. A value other than http
// or https ("node1.connect", a host name in the wrong key) gives a URL such as
// node1.connect://https/ that no worker can call: requests forwarded to this worker (when it leads
// the group, every connector create or update sent to another worker) fail. The key has no
// validator in WorkerConfig, so the worker starts and logs the URL ("Advertised URI: …"). A value
// that is not a URI scheme at all (an IP address, a URL, an underscore) makes UriBuilder.scheme
// throw IllegalArgumentException when the worker builds that URL at start-up, in either mode: an
// error. Otherwise a standalone worker forwards nothing: not judged there.
import { baseName } from '../../../../common/src/model';
import type { Fix } from '../model';
import { Severity, type Rule } from './types';
import { workerMode } from './wrongRoleKey';

const LISTENER = 'rest.advertised.listener';
const HOST = 'rest.advertised.host.name';
const PROTOCOLS = new Set(['http', 'https']);

export const connectRestAdvertisedListener: Rule = {
  id: 'connect-rest-advertised-listener',
  severity: Severity.Warning,
  roles: ['connect'],
  clients: ['java'],
  source: 'Kafka Connect RestServer.determineAdvertisedProtocol and advertisedUrl (rest.advertised.listener becomes the scheme of the advertised URL; KIP-208)',
  summary: 'rest.advertised.listener is neither http nor https: it becomes the scheme of the URL the worker advertises, so requests the other workers forward to it fail (and a value that is no URI scheme, such as a URL or an IP address, stops the worker at start-up).',
  docs: {
    why: 'The workers of a distributed Connect cluster forward REST requests to each other (a connector created through any worker goes to the leader) using the URL each one advertises. rest.advertised.listener picks that URL\'s protocol, and the worker uses the value as written as the URL\'s scheme; rest.advertised.host.name is its host. The two are easily swapped.',
    consequence: 'With rest.advertised.listener=node1.connect the worker advertises node1.connect://… (its log shows "Advertised URI: …"). While it leads the group, every request the other workers forward to it fails, so creating or reconfiguring a connector through them fails.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nlisteners=https://0.0.0.0:8443\nrest.advertised.host.name=https\nrest.advertised.listener=connect-1.internal\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nlisteners=https://0.0.0.0:8443\nrest.advertised.host.name=connect-1.internal\nrest.advertised.listener=https\n' },
    falsePositives: 'None known: Kafka Connect\'s REST server has only the http and https protocols. A ${PLACEHOLDER} is not judged. A standalone worker, which forwards nothing, is not judged.',
    versions: 'Kafka Connect 1.1 and newer (KIP-208), distributed mode.',
  },
  check(ctx) {
    const e = ctx.entry(LISTENER);
    const value = e?.value?.trim();
    if (!e || !value || value.includes('${') || PROTOCOLS.has(value.toLowerCase())) return [];
    const listeners = ctx.entry('listeners')?.value?.toLowerCase() ?? '';
    const listenerProtocol = listeners.includes('https://') && !listeners.includes('http://') ? 'https' : 'http';
    // Not a URI scheme at all (an IP address, a URL, an underscore): UriBuilder.scheme throws when
    // the worker builds its advertised URL at start-up, in either mode.
    if (!/^[A-Za-z][A-Za-z0-9+.-]*$/.test(value)) {
      const url = /^(https?):\/\/([^:/]+)(?::(\d+))?\/?$/i.exec(value);
      const fix: Fix = url
        ? { title: `Split it: ${LISTENER}=${url[1].toLowerCase()}, ${HOST}=${url[2]}${url[3] ? `, rest.advertised.port=${url[3]}` : ''}`, intents: [{ kind: 'set', key: LISTENER, value: url[1].toLowerCase() }, { kind: 'set', key: HOST, value: url[2] }, ...(url[3] ? [{ kind: 'set' as const, key: 'rest.advertised.port', value: url[3] }] : [])], preferred: true }
        : { title: `Set ${LISTENER}=${listenerProtocol}`, intents: [{ kind: 'set', key: LISTENER, value: listenerProtocol }], preferred: true };
      return [{
        range: e.valueRange,
        severity: Severity.Error,
        message: `${LISTENER}=${value} is not even a URL scheme (a letter, then letters, digits, '+', '-' or '.'): the worker builds the REST URL it advertises with it at start-up (RestServer.advertisedUrl, UriBuilder.scheme), which throws IllegalArgumentException, so the worker does not start. Its values are http and https${url ? `; the URL goes in three keys: ${LISTENER}, ${HOST} and rest.advertised.port` : ''}.`,
        fixes: [fix],
      }];
    }
    if (workerMode(ctx.site.entries.map((x) => x.key), baseName(ctx.doc.fileName)) === 'standalone') return [];
    const host = ctx.entry(HOST);
    const swapped = host?.value !== undefined && PROTOCOLS.has(host.value.trim().toLowerCase());
    const protocol = swapped ? host!.value!.trim().toLowerCase() : listenerProtocol;
    // The URL starts from the REST server's own (its first listener's port), then takes this scheme,
    // the advertised host name and the advertised port when they are written.
    const port = ctx.entry('rest.advertised.port')?.value?.trim() || /:(\d+)/.exec(listeners)?.[1] || '8083';
    const shownHost = host?.value?.trim() || '…';
    const fix: Fix = swapped
      ? { title: `Swap them: ${HOST}=${value}, ${LISTENER}=${protocol}`, intents: [{ kind: 'set', key: HOST, value }, { kind: 'set', key: LISTENER, value: protocol }], preferred: true }
      : { title: `Set ${LISTENER}=${protocol}`, intents: [{ kind: 'set', key: LISTENER, value: protocol }], preferred: true };
    return [{
      range: e.valueRange,
      message: `${LISTENER}=${value} is not a protocol: the worker uses it as the scheme of the REST URL it advertises to the other workers (RestServer.advertisedUrl), so they are told ${value.toLowerCase()}://${shownHost}:${port}/ and every request they forward to this worker fails. Its values are http and https${swapped ? `; ${HOST}=${host!.value!.trim()} looks like the other half of a swap` : ''}.`,
      fixes: [fix],
    }];
  },
};
