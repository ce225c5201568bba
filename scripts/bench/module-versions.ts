// How long resolving each file's module version takes on a large synthetic repository: N Maven
// modules under one parent pom (a ${kafka.version} property), each with M config files three
// folders below its pom. Prints the first pass (every folder read) and a cached pass.
//   node --conditions=import --import tsx scripts/bench/module-versions.ts [modules=300] [filesPerModule=5]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ModuleResolver } from '../../server/src/index';

const modules = Number(process.argv[2] ?? 300);
const perModule = Number(process.argv[3] ?? 5);
async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'kt-bench-modules-'));
  try {
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, 'pom.xml'), '<project><artifactId>parent</artifactId><properties><kafka.version>3.9.1</kafka.version></properties><dependencyManagement><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId><version>${kafka.version}</version></dependency></dependencies></dependencyManagement></project>');
    const files: string[] = [];
    for (let i = 0; i < modules; i++) {
      const dir = join(root, 'services', `m${i}`);
      mkdirSync(join(dir, 'src/main/resources'), { recursive: true });
      writeFileSync(join(dir, 'pom.xml'), `<project><artifactId>m${i}</artifactId><parent><artifactId>parent</artifactId><relativePath>../../pom.xml</relativePath></parent><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId></dependency></dependencies></project>`);
      for (let j = 0; j < perModule; j++) files.push(join(dir, 'src/main/resources', `producer-${j}.properties`));
    }
    const resolver = new ModuleResolver({ roots: [root] });
    let t0 = performance.now();
    let found = 0;
    for (const f of files) if ((await resolver.modulesFor(f)).some((m) => m.versions.java?.version === '3.9.1')) found++;
    const cold = performance.now() - t0;
    t0 = performance.now();
    for (const f of files) await resolver.modulesFor(f);
    const warm = performance.now() - t0;
    console.log(`${modules} modules × ${perModule} files: ${found}/${files.length} resolved to 3.9.1; first pass ${cold.toFixed(0)} ms (${(cold / files.length).toFixed(2)} ms/file), cached pass ${warm.toFixed(0)} ms (${(warm / files.length).toFixed(3)} ms/file)`);
  } finally {
    rmSync(root, { recursive: true, force: true });
}
}

void main();
