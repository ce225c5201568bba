// sasl-jaas-missing (JaasContext.loadClientContext, KIP-85): the Java client logs in to a SASL
// listener through a JAAS login module. It takes it from sasl.jaas.config, and only when that is
// absent from the file named by the JVM's java.security.auth.login.config system property; with
// neither, building the producer/consumer/admin fails ("Could not find a 'KafkaClient' entry in the
// JAAS configuration. System property 'java.security.auth.login.config' is not set",
// JaasContext.defaultContext). A config alone cannot tell whether the JVM is started with that
// property (KAFKA_OPTS, a launcher script), so this is information, and the rule stays silent when
// the file mentions JAAS anywhere (a System.setProperty call, spring.kafka.jaas.*, SaslConfigs
// constants the site cannot read).
import { compareVersions } from '../catalog';
import { FRAMEWORK_ROLES } from '../../../../common/src/model';
import type { ConfigEntry } from '../model';
import { fillInBlanks } from '../util/fillIn';
import { mapMayHoldMore } from './javaClientMap';
import { jaasPropertyInModule } from '../workspace';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

/** The login module Kafka documents for each mechanism (docs: "Authentication using SASL"). */
const LOGIN_MODULES: Record<string, string> = {
  PLAIN: 'org.apache.kafka.common.security.plain.PlainLoginModule',
  'SCRAM-SHA-256': 'org.apache.kafka.common.security.scram.ScramLoginModule',
  'SCRAM-SHA-512': 'org.apache.kafka.common.security.scram.ScramLoginModule',
  OAUTHBEARER: 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule',
  GSSAPI: 'com.sun.security.auth.module.Krb5LoginModule',
};

/**
 * JAAS given some other way in the same file: the system property, a sasl.jaas.config the site
 * cannot read (SaslConfigs.SASL_JAAS_CONFIG), Spring Boot's spring.kafka.jaas.* or its
 * KafkaJaasLoginModuleInitializer.
 */
const JAAS_ELSEWHERE = /java\.security\.auth\.login\.config|sasl[._]jaas[._]config|\bjaas\.(?:enabled|login-?module|control-?flag|options)|^\s*jaas\s*:|JaasLoginModuleInitializer/im;

/** JAAS_ELSEWHERE without the puts into a map (`props.put("sasl.jaas.config", …)`, `SaslConfigs.SASL_JAAS_CONFIG`). */
const JAAS_OUTSIDE_PUTS = /java\.security\.auth\.login\.config|(?<!\.put\s*\(\s*(?:"|SaslConfigs\.))sasl[._]jaas[._]config|\bjaas\.(?:enabled|login-?module|control-?flag|options)|^\s*jaas\s*:|JaasLoginModuleInitializer/im;

/** sasl.mechanism written somewhere the site cannot read (a SaslConfigs constant, another map). */
const MECHANISM_ELSEWHERE = /sasl[._]mechanism/i;

export function isSaslProtocol(value: string | undefined): boolean {
  const v = value?.trim().toUpperCase();
  return v === 'SASL_SSL' || v === 'SASL_PLAINTEXT';
}

export const saslJaasMissing: Rule = {
  id: 'sasl-jaas-missing',
  severity: Severity.Information,
  clients: ['java'],
  source: 'JaasContext.loadClientContext / defaultContext (sasl.jaas.config, else the java.security.auth.login.config file; KIP-85)',
  summary: 'security.protocol is SASL_* but no sasl.jaas.config: the client starts only if the JVM names a JAAS file (and an empty sasl.jaas.config: it does not start).',
  check(ctx) {
    const role = ctx.site.role;
    if (role === 'broker' || role === 'topic') return [];
    // Streams, Connect and MirrorMaker processes are usually given JAAS by the JVM (KAFKA_OPTS), and
    // one worker file would get the note once per client prefix: said only for plain client configs.
    if (role && (FRAMEWORK_ROLES as readonly string[]).includes(role)) return [];
    const protocol = ctx.entry('security.protocol');
    if (!protocol || protocol.prefix !== undefined && /^(producer|consumer|admin)\.(override\.)?$/.test(protocol.prefix) || !isSaslProtocol(protocol.value)) return [];
    const jaas = ctx.entry('sasl.jaas.config');
    if (jaas) return emptyJaas(ctx, jaas, protocol.value!.trim());
    // sasl.jaas.config is Kafka 0.10.2's (KIP-85): an older client takes its login only from the
    // JVM's JAAS file, so the missing key is no gap there (check 27).
    const own = ctx.site.client.client === 'java' ? ctx.site.client.version : undefined;
    if (own && compareVersions(own, '0.10.2') < 0) return [];
    // In Java, another map's put of sasl.jaas.config (a producer's, beside this admin's) gives this
    // client nothing, unless this map may take keys from elsewhere (putAll, a helper's result).
    const ownMapOnly = ctx.site.syntax === 'java' && !ctx.fromText(mapMayHoldMore);
    if (ctx.mentions(ownMapOnly ? JAAS_OUTSIDE_PUTS : JAAS_ELSEWHERE)) return [];
    // Another source of the module sets the JVM's JAAS file (a configureSasl() helper called from
    // main before the client is built; check 73, W).
    if (jaasPropertyInModule(ctx.workspace, ctx.doc.uri)) return [];
    // The mechanism may be written through a constant the site cannot read (SaslConfigs.SASL_MECHANISM):
    // then no module is named rather than the GSSAPI default's.
    const written = ctx.entry('sasl.mechanism')?.value;
    const mechanism = written !== undefined ? written.trim().toUpperCase() : ctx.mentions(MECHANISM_ELSEWHERE) ? undefined : 'GSSAPI';
    const module = mechanism && LOGIN_MODULES[mechanism];
    const how = module
      ? `Set sasl.jaas.config with the ${module} login module for sasl.mechanism=${mechanism}${written === undefined ? ' (the default)' : ''}`
      : `Set sasl.jaas.config to the login module of your sasl.mechanism`;
    return [{
      range: protocol.valueRange,
      message: `security.protocol=${protocol.value!.trim()} with no sasl.jaas.config: the Java client then reads the JAAS file named by the java.security.auth.login.config system property, and without one it fails to start ("Could not find a 'KafkaClient' entry in the JAAS configuration"). ${how}, or make sure the JVM is started with -Djava.security.auth.login.config=<file>.`,
    }];
  },
  docs: {
    why: 'The Java client logs in to a SASL listener through a JAAS login module. It reads it from sasl.jaas.config and, only when that is absent, from the file the JVM\'s java.security.auth.login.config system property names (JaasContext.loadClientContext, KIP-85). With neither, building the client fails.',
    consequence: 'The producer, consumer or admin constructor throws `Could not find a \'KafkaClient\' entry in the JAAS configuration. System property \'java.security.auth.login.config\' is not set`, unless the JVM is started with that property.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9093\ngroup.id=orders\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9093\ngroup.id=orders\nconfig.providers=file\nconfig.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="orders" password="${file:/etc/kafka/secrets.properties:orders.password}";\n' },
    falsePositives: 'A JVM started with -Djava.security.auth.login.config (in KAFKA_OPTS or a launcher script), which the file cannot show: that is why the finding is information only. It stays silent when a Java or Kotlin source of the module names java.security.auth.login.config (a System.setProperty before the client is built), and when the file mentions JAAS anywhere — in Java, anywhere but another map\'s put of sasl.jaas.config; otherwise silence it with a suppression comment.',
    versions: 'Java clients 0.10.2 and newer (sasl.jaas.config, KIP-85); the empty value checked on 2.8.2, 3.9.1 and 4.4.0.',
  },
};

/**
 * A written but empty sasl.jaas.config is not "absent": JaasContext parses it as the JAAS text and
 * the constructor throws (KafkaException <- IllegalArgumentException "Login module not specified in
 * JAAS config"; KafkaConsumer of 2.8.2, 3.9.1 and 4.4.0, blank or spaces alike). A fill-in template's
 * blanks are fill-in-template's note instead.
 */
function emptyJaas(ctx: RuleContext, jaas: ConfigEntry, protocol: string): Finding[] {
  if (jaas.value === undefined || jaas.value.trim() !== '' || fillInBlanks(ctx.site)?.has(jaas)) return [];
  return [{
    range: jaas.range,
    severity: Severity.Error,
    message: `sasl.jaas.config is empty with security.protocol=${protocol}: the Java client refuses to start (KafkaException caused by "Login module not specified in JAAS config"); an empty value is not the same as leaving the key out. Write the login module line, or remove the key to use the JAAS file the JVM names (-Djava.security.auth.login.config).`,
  }];
}
