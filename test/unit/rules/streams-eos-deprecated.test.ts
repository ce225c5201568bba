// processing.guarantee values per catalog: 2.8.2 at_least_once/exactly_once/exactly_once_beta;
// 3.0.2–3.9.1 add exactly_once_v2; 4.0.2+ only at_least_once/exactly_once_v2 (see the rule file).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsEosDeprecated } from '../../../server/src/service/rules/streamsEosDeprecated';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'streams-eos-deprecated';
const opts = { fileName: 'streams.properties' };
const base = (v: string, g: string) => `# kafka-tuning: client=java@${v}\napplication.id=payments\nbootstrap.servers=kafka:9092\nprocessing.guarantee=${g}\n`;

describe('streams-eos-deprecated (StreamsConfig processing.guarantee, KIP-732)', () => {
  it('exactly_once on 3.7: a warning on the value, with the replacement', () => {
    const [d, ...rest] = findings(ID, base('3.7', 'exactly_once'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 21 }, end: { line: 3, character: 33 } });
    assert.match(d.message, /^processing\.guarantee=exactly_once is deprecated since Kafka Streams 3\.0 \(KIP-732\) and removed in 4\.0/);
  });

  it('exactly_once_beta on 3.0 too; the fix writes exactly_once_v2 and the file is clean', () => {
    assert.equal(findings(ID, base('3.0', 'exactly_once_beta'), opts).length, 1);
    const fixed = fix(ID, base('3.0', 'exactly_once_beta'), opts);
    assert.equal(fixed, base('3.0', 'exactly_once_v2'));
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: exactly_once_v2, 2.8 (no v2 yet), 4.x and an unknown version (invalid-value reports it there)', () => {
    assert.deepEqual(findings(ID, base('3.9', 'exactly_once_v2'), opts), []);
    assert.deepEqual(findings(ID, base('2.8', 'exactly_once'), opts), []);
    const four = base('4.1', 'exactly_once');
    assert.deepEqual(findings(ID, four, opts), []);
    assert.equal(findings('invalid-value', four, opts).length, 1);
    assert.deepEqual(findings(ID, 'application.id=a\nbootstrap.servers=k:9092\nprocessing.guarantee=exactly_once\n', opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsEosDeprecated));
});
