// schema-registry-url-no-scheme (Confluent's schema-registry client): the serdes and converters
// hand schema.registry.url, split at commas, to RestService, which appends the request path to a
// base URL and opens it with java.net.URL (RestService.httpRequest → url(requestUrl) → new URL).
// A base URL without a scheme is refused there: "localhost:8081" reads as the protocol
// "localhost" (MalformedURLException: unknown protocol: localhost), "registry" has none at all
// ("no protocol: registry/subjects/…"). Measured with java.net.URL on JDK 17; the exception is not
// a network error, so RestService does not fail over to the next URL either. Nothing checks the
// value when the serde is configured (the key is a LIST with no validator,
// AbstractKafkaSchemaSerDeConfig): the client starts and every record fails.
import { isUnresolved } from '../util/placeholder';
import { Severity, type Finding, type Rule } from './types';

/** The key itself, a Connect converter's copy, or a Streams/Connect client-prefixed copy. */
const KEY = /^(?:(?:key|value|header)\.converter\.|(?:producer|consumer|main\.consumer|restore\.consumer|global\.consumer|admin)\.(?:override\.)?)?schema\.registry\.url$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** What java.net.URL calls the text before the first ':' — a scheme only if it starts with a letter (JDK 17). */
const SCHEME_LIKE = /^([A-Za-z][A-Za-z0-9+.-]*):/;

export const schemaRegistryUrlNoScheme: Rule = {
  id: 'schema-registry-url-no-scheme',
  severity: Severity.Warning,
  clients: ['java'],
  compose: 'also',
  source: 'Confluent schema-registry client: RestService.httpRequest builds each request URL from a base URL and opens it with java.net.URL; AbstractKafkaSchemaSerDeConfig (schema.registry.url, LIST, no validator)',
  summary: 'schema.registry.url names a host without http:// or https://: java.net.URL refuses every request URL built from it, so every record fails to serialize or deserialize.',
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (!KEY.test(e.key) || e.value === undefined || isUnresolved(e.value)) continue;
      const urls = e.value.split(',').map((u) => u.trim()).filter((u) => u !== '');
      const bad = urls.filter((u) => !SCHEME.test(u));
      if (bad.length === 0) continue;
      const first = bad[0];
      // "localhost:8081" reads as the scheme "localhost"; "127.0.0.1:8081" or "[::1]:8081" as no scheme at all.
      const scheme = SCHEME_LIKE.exec(first)?.[1];
      const refused = `MalformedURLException: ${scheme ? `unknown protocol: ${scheme}` : `no protocol: ${first}/subjects/…`}`;
      // With good URLs beside it, the client starts at a random entry of the list (UrlList), and a
      // MalformedURLException is not one RestService fails over on (isNonRetriableException: only
      // network errors move to the next URL, schema-registry 7.x/8.x).
      const effect = bad.length < urls.length
        ? 'The client starts at a random URL of the list and does not move past this error to the next one (RestService treats it as non-retriable in recent clients): while this entry is the current one, every lookup or registration fails.'
        : 'The client starts, but every record whose schema must be looked up or registered fails.';
      out.push({
        range: e.valueRange,
        message: `${ctx.display(e.key)} names ${bad.map((u) => `'${u}'`).join(', ')} with no scheme: the schema-registry client opens each request with java.net.URL, which refuses it (${refused}). ${effect} Write http://${first} (or https://).`,
      });
    }
    return out;
  },
  docs: {
    why: 'Confluent\'s serializers, deserializers and converters talk to Schema Registry over HTTP. Each URL in schema.registry.url is a base URL: the client appends the request path (/subjects/…/versions, /schemas/ids/…) and opens the result with java.net.URL. A value without a scheme is not a URL to java.net.URL: "localhost:8081" is read as the protocol "localhost". Nothing checks the value earlier.',
    consequence: 'Creating the client succeeds; the first record to serialize (or to deserialize) fails with a SerializationException caused by MalformedURLException, and so does every record after it. A Connect task fails in its converter. Reproduce with `new java.net.URL("localhost:8081/subjects/t-value/versions")`: MalformedURLException: unknown protocol: localhost.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=io.confluent.kafka.serializers.KafkaAvroSerializer\nschema.registry.url=localhost:8081\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=io.confluent.kafka.serializers.KafkaAvroSerializer\nschema.registry.url=http://localhost:8081\n' },
    falsePositives: 'A value a deployment fills in (`${SCHEMA_REGISTRY_URL}`) is not judged. `mock://scope` (Confluent\'s in-memory registry for tests) has a scheme and is fine.',
    versions: 'Confluent schema-registry serdes and converters, all versions.',
  },
};
