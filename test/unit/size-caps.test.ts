// The per-language size caps (common/src/limits.ts): the lower of the language's cap and
// maxFileBytes applies, the notice says which one, and a file just under its cap is analysed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGE_SIZE_CAPS, sizeCap } from '../../common/src/limits';
import { createLanguageService } from '../../server/src/service';

describe('size caps per language', () => {
  it('the maxFileBytes setting\'s description gives every language\'s cap as limits.ts sets it (they cannot drift apart)', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8'));
    const description: string = pkg.contributes.configuration.properties['kafkaTuning.maxFileBytes'].markdownDescription;
    const n = (x: number) => x.toLocaleString('en-US');
    assert.match(description, new RegExp(`Java ${n(LANGUAGE_SIZE_CAPS.java)} and TypeScript/JavaScript ${n(LANGUAGE_SIZE_CAPS.ts)} characters, \`\\.properties\` and YAML ${n(LANGUAGE_SIZE_CAPS.properties)}, JSON ${n(LANGUAGE_SIZE_CAPS.json)}`));
    assert.equal(LANGUAGE_SIZE_CAPS.yaml, LANGUAGE_SIZE_CAPS.properties, 'the description gives .properties and YAML one figure');
  });

  it('the lower of the language cap and maxFileBytes applies', () => {
    assert.deepEqual(sizeCap('/p/Big.java', 'java', 5_000_000), { limit: LANGUAGE_SIZE_CAPS.java, from: 'language', reader: 'java' });
    assert.deepEqual(sizeCap('/p/Big.java', 'java', 100_000), { limit: 100_000, from: 'setting', reader: 'java' });
    assert.equal(sizeCap('/p/producer.properties', undefined, 5_000_000).limit, LANGUAGE_SIZE_CAPS.properties);
    assert.equal(sizeCap('/p/notes.txt', undefined, 5_000_000).limit, 5_000_000);
  });

  it('a Java file over its cap is skipped with the language named; one under it is analysed', () => {
    const service = createLanguageService();
    const body = (chars: number) => {
      const head = 'import org.apache.kafka.clients.producer.KafkaProducer;\nclass Big {\n';
      return head + '  // filler line of a generated file\n'.repeat(Math.ceil((chars - head.length - 2) / 36)).slice(0, chars - head.length - 2) + '}\n';
    };
    const over = { uri: 'file:///caps/Over.java', fileName: '/caps/Over.java', languageId: 'java', text: body(LANGUAGE_SIZE_CAPS.java + 1) };
    const [notice] = service.diagnostics(over);
    assert.equal(notice?.code, 'file-too-large');
    assert.ok(notice.message.includes(`is over the ${LANGUAGE_SIZE_CAPS.java.toLocaleString('en-US')} analysed in Java files`), notice.message);
    const under = { ...over, uri: 'file:///caps/Under.java', fileName: '/caps/Under.java', text: body(20_000) };
    assert.deepEqual(service.diagnostics(under).filter((d) => d.code === 'file-too-large'), []);
  });
});
