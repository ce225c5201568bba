// Which folders the workspace scan and `kafka-tune lint` pass over: dependencies and VCS data
// always, build output by its usual names (out, dist, target, build) — except inside a Java or
// Kotlin source root, where such a name is a package (check 88: a hexagonal architecture's
// `…/infrastructure/out/mq/KafkaConsumerConfig.java` was skipped as build output, so the
// @ConfigurationProperties class that binds spring.kafka.group-id was not seen and the line was
// called unread). Folders starting with a dot are the callers' own business (hidden).
import { isDependencyCopy } from './dependencyCopy';

const ALWAYS = new Set(['node_modules', '.git']);
const BUILD_OUTPUT = new Set(['out', 'dist', 'target', 'build']);
/** src/main/java/…, src/test/kotlin/…, app/src/debug/java/…: everything below is packages. */
const SOURCE_ROOT = /(?:^|[\\/])src[\\/][^\\/]+[\\/](?:java|kotlin|scala|groovy)(?:[\\/]|$)/;

/** `dir` is the folder's full path; `name` its last segment. */
export async function isSkippedFolder(dir: string, name: string): Promise<boolean> {
  if (ALWAYS.has(name)) return true;
  if (BUILD_OUTPUT.has(name)) return !SOURCE_ROOT.test(dir.slice(0, dir.length - name.length));
  return isDependencyCopy(dir);
}
