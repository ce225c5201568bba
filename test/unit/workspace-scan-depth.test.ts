// The workspace scan reaches a Java module's sources at their usual depth (module/src/main/java and
// a package of several levels): a key read there with @Value is known to be read (check 49).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tempWorkspaces } from '../support/tempWorkspace';
import { scanWorkspace } from '../../server/src/node/workspaceScan';

const workspace = tempWorkspaces('kt-scan-depth-');

describe('workspace scan depth', () => {
  it('finds @Value reads ten folders down, in a multi-module repository', async () => {
    const root = workspace({
      'pom.xml': '<project><modules><module>word-count-output</module></modules></project>',
      'word-count-output/src/main/java/com/example/kafkastreams/wordcount/output/OutputConfig.java':
        'package com.example.kafkastreams.wordcount.output;\nclass OutputConfig {\n  @org.springframework.beans.factory.annotation.Value("${spring.kafka.group-id}")\n  private String groupId;\n}\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual((facts.codeReadKeys ?? []).map((k) => k.key), ['spring.kafka.group-id']);
  });
});
