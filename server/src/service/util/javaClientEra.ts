// The releases that brought the Java clients this product's catalogs describe: KafkaProducer in
// 0.8.2, KafkaConsumer in 0.9 and AdminClient in 0.11 (KIP-117). Before them a project ran the old
// Scala clients (request.required.acks, zookeeper.connect), whose settings and defaults are
// others: a Java client's default said of a 0.8.1 file is untrue (check 91).
import type { Role } from '../model';
import { compareVersions } from '../catalog/catalog';

const FIRST: Partial<Record<Role, string>> = { producer: '0.8.2', consumer: '0.9', admin: '0.11' };

/** The version is older than the Java client of the role (false when either is not known). */
export function predatesJavaClient(role: Role | undefined, version: string | undefined): boolean {
  const first = role ? FIRST[role] : undefined;
  return !!first && !!version && compareVersions(version, first) < 0;
}
