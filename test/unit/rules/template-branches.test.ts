// Jinja/Ansible templates of client configs: the engine's own lines are no settings, and a key
// written once per branch is rendered once, so branches are not compared with each other.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const template = `# {{ ansible_managed }}
bootstrap.servers={{ kafka_bootstrap }}
{%- if kafka_sasl_enabled %}
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{{ user }}" password="{{ password }}";
{%- elif kafka_tls_enabled %}
security.protocol=SSL
{%- else %}
security.protocol=PLAINTEXT
{%- endif %}
{# batching tuned per environment #}
{% for key, value in kafka_producer_extra.items() %}
{{ key }}={{ value }}
{% endfor %}
linger.ms={{ kafka_linger_ms | default(10) }}
acks=all
`;

describe('Jinja templates: engine lines skipped, branches not compared', () => {
  it('no finding on the template lines, the placeholders or the key written once per branch', () => {
    const ds = lint(template, { fileName: 'producer.properties.j2.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line}:${d.code}`), []);
  });

  it('the same key twice outside any branch is still a duplicate', () => {
    const ds = lint(`bootstrap.servers=k:9092\n{% if x %}\nacks=1\n{% endif %}\nlinger.ms=5\nlinger.ms=10\n`, { fileName: 'producer.properties' });
    assert.deepEqual(ds.filter((d) => d.code === 'duplicate-key').map((d) => d.range.start.line), [4]);
  });
});
