import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectReplaceFieldOldNames } from '../../../server/src/service/rules/connectReplaceFieldOldNames';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-replacefield-old-names';
const opts = { fileName: 'alerts-sink.properties' };
const HEAD = 'name=alerts-sink\nconnector.class=io.example.AlertsSinkConnector\ntopics=alerts\ntransforms=dropTs\ntransforms.dropTs.type=org.apache.kafka.connect.transforms.ReplaceField$Value\n';
const at = (v: string) => `# kafka-tuning: client=java@${v}\n`;

describe('connect-replacefield-old-names (ReplaceField: blacklist/whitelist ignored from 4.0)', () => {
  it('version unknown: a hint that says both what 3.9 and 4.0 do (check 64)', () => {
    const [d, ...rest] = findings(ID, `${HEAD}transforms.dropTs.blacklist=timestamp\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^transforms\.dropTs\.blacklist: ReplaceField's 'blacklist' was renamed 'exclude' in Kafka 2\.7 \(KIP-629\)\. Workers up to 3\.9 still translate the old name; Kafka 4\.0 and newer ignore it, and then the fields listed here are not dropped/);
  });

  it('a 4.x worker: a warning; the fix renames the key and the file is clean', () => {
    const text = `${at('4.1')}${HEAD}transforms.dropTs.whitelist=id,level\n`;
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /A Kafka 4\.1(\.\d+)? worker ignores it \(4\.0 removed the old name\), so the fields outside this list are not dropped\.$/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^transforms\.dropTs\.include=id,level$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('a 3.x worker gets a hint; a 2.6 worker, which knows no other name, nothing', () => {
    const [d] = findings(ID, `${at('3.6')}${HEAD}transforms.dropTs.blacklist=timestamp\n`, opts);
    assert.equal(d.severity, 4);
    assert.match(d.message, /still translates it; 4\.0 and newer ignore it, so rename it before upgrading\.$/);
    assert.deepEqual(findings(ID, `${at('2.6')}${HEAD}transforms.dropTs.blacklist=timestamp\n`, opts), []);
  });

  it('both names on one alias: a hint that the old line has no effect, and the fix removes it', () => {
    const text = `${HEAD}transforms.dropTs.blacklist=timestamp\ntransforms.dropTs.exclude=timestamp\n`;
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 4);
    assert.match(d.message, /This alias also sets exclude, which Kafka 2\.7 and newer read in its place .* so this line has no effect\. Remove it\.$/);
    assert.doesNotMatch(fix(ID, text, opts), /blacklist/);
  });

  it('near misses: exclude/include, another transform with a blacklist-like key, an unlisted alias', () => {
    assert.deepEqual(findings(ID, `${HEAD}transforms.dropTs.exclude=timestamp\ntransforms.dropTs.renames=a:b\n`, opts), []);
    assert.deepEqual(findings(ID, 'name=s\nconnector.class=io.example.S\ntopics=a\ntransforms=f\ntransforms.f.type=io.example.FieldFilter\ntransforms.f.blacklist=x\n', opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms.dropTs.exclude=a\ntransforms.old.type=org.apache.kafka.connect.transforms.ReplaceField$Value\ntransforms.old.blacklist=b\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectReplaceFieldOldNames));
});
