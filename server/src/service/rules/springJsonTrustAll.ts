// spring-json-trust-all (Spring Kafka JsonDeserializer TRUSTED_PACKAGES, DefaultJackson2JavaTypeMapper
// .isTrustedPackage): Spring's JsonDeserializer picks the class to build from the record's
// __TypeId__ header, which whoever writes to the topic controls. The trusted-packages list is the
// only check on that name; "*" empties it and every class on the classpath is accepted. Spring's
// own error text allows "*" only "if the serialization is only done by a trusted source" —
// hence information, not a warning. Silent when spring.json.use.type.headers=false: the
// deserializer then ignores the header and builds its configured default type.
import { Severity, type Rule } from './types';

const KEY = 'spring.json.trusted.packages';

export const springJsonTrustAll: Rule = {
  id: 'spring-json-trust-all',
  severity: Severity.Information,
  roles: ['consumer'],
  clients: ['java'],
  source: 'Spring Kafka JsonDeserializer (spring.json.trusted.packages, spring.json.use.type.headers) and DefaultJackson2JavaTypeMapper.isTrustedPackage',
  summary: 'spring.json.trusted.packages="*": any producer on the topic chooses which class the consumer deserializes.',
  check(ctx) {
    const entry = ctx.entry(KEY);
    const packages = entry?.value?.split(',').map((p) => p.trim());
    if (!entry || !packages?.includes('*')) return [];
    if (ctx.entry('spring.json.use.type.headers')?.value?.trim().toLowerCase() === 'false') return [];
    return [{
      range: entry.valueRange,
      message: `${ctx.display(KEY)}=* lets Spring's JsonDeserializer build whatever class a record's __TypeId__ header names, so anyone who can write to the topic chooses what this consumer instantiates. List the packages of your message types instead (com.example.events), or set spring.json.use.type.headers=false with spring.json.value.default.type.`,
    }];
  },
};
