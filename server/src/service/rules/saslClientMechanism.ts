// How a client fails with a SASL mechanism no SASL client exists for, said one way by the rules
// that find one (sasl-mechanism-is-protocol, sasl-mechanism-misspelt). Java: the client starts and
// every SASL connection fails in SaslClientAuthenticator.createSaslClient; librdkafka refuses the
// instance in rd_kafka_sasl_select_provider. Either way only over SASL_PLAINTEXT or SASL_SSL.
import type { ConfigEntry, Fix } from '../model';
import { Severity, type Finding, type RuleContext } from './types';

export function isSasl(protocol: string | undefined): boolean {
  return protocol !== undefined && /^SASL_(PLAINTEXT|SSL)$/i.test(protocol.trim());
}

/** The key as the user wrote it (librdkafka keys as the client's own spelling). */
export function mechanismKey(ctx: RuleContext, entry: ConfigEntry): string {
  return ctx.site.client.client === 'librdkafka' ? ctx.display(entry.key) : entry.rawKey;
}

/**
 * The finding for client mechanism `value`: an error when the site's security.protocol is SASL_*,
 * otherwise a warning that says it fails once SASL is used. `overSasl` / `otherwise` end the message
 * in each case.
 */
export function clientMechanismFinding(ctx: RuleContext, entry: ConfigEntry, value: string, head: string, fixes: Fix[], ends: { overSasl?: string; otherwise?: string } = {}): Finding {
  const rdk = ctx.site.client.client === 'librdkafka';
  const protocol = ctx.effective('security.protocol')?.trim();
  if (isSasl(protocol)) {
    const failure = rdk
      ? `librdkafka refuses to create the client ("Unsupported SASL mechanism: ${value}", rd_kafka_new)`
      : `the client starts, but every connection fails to authenticate ("Failed to create SaslClient with mechanism ${value}", SaslClientAuthenticator) and it keeps retrying`;
    return { range: entry.valueRange, severity: Severity.Error, message: `${head} With security.protocol=${protocol} ${failure}.${ends.overSasl ?? ''}`, fixes };
  }
  const now = ctx.isSet('security.protocol') ? `security.protocol=${protocol}` : `security.protocol is not set here (${protocol ?? 'PLAINTEXT'} by default)`;
  const there = rdk ? `librdkafka refuses to create the client ("Unsupported SASL mechanism: ${value}")` : `every connection fails to authenticate ("Failed to create SaslClient with mechanism ${value}")`;
  return { range: entry.valueRange, message: `${head} It is used only over SASL_PLAINTEXT or SASL_SSL (${now}); there ${there}.${ends.otherwise ?? ''}`, fixes };
}
