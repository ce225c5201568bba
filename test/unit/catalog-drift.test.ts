// Drift check: the committed catalog must be exactly what the generator writes from the real jars.
// Regenerates the newest version (all of them with KAFKA_TUNING_DRIFT_ALL=1); skipped without java/mvn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { catalogPath, generate, missingTools, NEWEST, VERSIONS } from '../../catalog-gen/lib';
import { catalogVersions } from '../../server/src/service/catalog';

const missing = missingTools();
const versions = process.env.KAFKA_TUNING_DRIFT_ALL ? VERSIONS : [NEWEST];

test('the runtime ships every generated version', () => {
  assert.deepEqual(catalogVersions(), VERSIONS);
});

for (const v of versions) {
  test(`committed kafka-${v}.json matches a fresh generation`, { skip: missing && `${missing}: cannot regenerate` }, () => {
    const committed = readFileSync(catalogPath(v), 'utf8');
    const fresh = generate(v);
    // Compare line by line first so a failure names the first drifted key instead of two huge strings.
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const i = a.findIndex((line, n) => line !== b[n]);
    assert.equal(i === -1 && a.length === b.length ? 'same' : `line ${i + 1}: committed ${a[i]} / generated ${b[i]}`, 'same',
      `catalog drift: run npm run catalog:generate -- ${v}`);
  });
}
