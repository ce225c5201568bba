// Build-output folder names are skipped, except as Java/Kotlin packages (ports and adapters' `out`).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { isSkippedFolder } from '../../server/src/node/skippedFolder';
import { scanWorkspace } from '../../server/src/node/workspaceScan';

describe('folders the scan and the CLI pass over', () => {
  it('build output by name, but not a package of that name inside a source root', async () => {
    assert.equal(await isSkippedFolder('/repo/out', 'out'), true);
    assert.equal(await isSkippedFolder('/repo/client/dist', 'dist'), true);
    assert.equal(await isSkippedFolder('/repo/service/target', 'target'), true);
    assert.equal(await isSkippedFolder('/repo/src/main/resources/static/build', 'build'), true);
    assert.equal(await isSkippedFolder('/repo/src/main/java/com/example/adapter/out', 'out'), false);
    assert.equal(await isSkippedFolder('/repo/app/src/main/kotlin/com/example/build', 'build'), false);
    assert.equal(await isSkippedFolder('/repo/src/test/java/com/example/target', 'target'), false);
    assert.equal(await isSkippedFolder('/repo/src/main/java/node_modules', 'node_modules'), true);
    assert.equal(await isSkippedFolder('/repo/src/main/java/com/example/vendor', 'vendor'), false);
  });

  it('the workspace scan reads an @ConfigurationProperties class in a package named out', async () => {
    const facts = await scanWorkspace([join(__dirname, '../corpus/spring-ports-adapters')]);
    const read = (facts.codeReadKeys ?? []).find((r) => r.how === '@ConfigurationProperties' && !r.prefix && r.key === 'spring.kafka.groupId');
    assert.ok(read, JSON.stringify(facts.codeReadKeys));
    assert.match(read!.file, /\/adapter\/out\/messaging\/SettlementKafkaConfig\.java$/);
  });
});
