// A folder of copied third-party dependencies: Go's `vendor/` (go mod vendor writes
// vendor/modules.txt), PHP Composer's (vendor/autoload.php), Bundler's (vendor/bundle). Their Kafka
// files are other projects' (a client library's own test docker-compose.yml), which the project
// does not edit: the workspace scan and `kafka-tune lint` pass over them like node_modules (check
// 73: five findings on a vendored Sarama test stack). A folder merely named vendor (a Java package
// com.example.vendor) has none of the markers and is read.
import { promises as fs } from 'node:fs';
import { join } from 'node:path';

const MARKERS = ['modules.txt', 'autoload.php', 'bundle'];

export async function isDependencyCopy(dir: string): Promise<boolean> {
  if (!/(?:^|[\\/])vendor$/.test(dir)) return false;
  for (const marker of MARKERS) {
    if (await fs.stat(join(dir, marker)).then(() => true, () => false)) return true;
  }
  return false;
}
