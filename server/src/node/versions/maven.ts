// The kafka-clients version a Maven module builds with, resolved the way Maven would as far as
// the repository shows it: the module's dependency, ${properties} (the module's, then its
// parents'), the parent chain through <relativePath> (default ../pom.xml, never outside the
// repository), <dependencyManagement>, and Spring Boot's management when the chain ends at
// spring-boot-starter-parent or imports spring-boot-dependencies, and a sibling module of the same
// build (listed in a parent's <modules>) that the module depends on and that brings kafka-clients
// along, as Maven's transitive resolution does. What lies in a remote
// repository (a company parent pom, a BOM other than Boot's) is not guessed: the version stays
// unknown.
import { dirname, join, resolve } from 'node:path';
import type { Found, Scope } from './context';
import { bootKafka, bootKafkaOrigin, confluentToApache, isPlainVersion, preOneToApache, springKafkaKafka, vendorBuildToApache } from './managedKafka';
import { child, children, parseXml, textAt, type XmlElement } from './xml';

const MAX_PARENTS = 10;

interface Dep {
  groupId?: string;
  artifactId?: string;
  version?: string;
  scope?: string;
  optional?: string;
}

interface Pom {
  path: string;
  artifactId?: string;
  version?: string;
  parent?: { groupId?: string; artifactId?: string; version?: string; relativePath?: string };
  properties: Map<string, string>;
  dependencies: Dep[];
  managed: Dep[];
  /** <modules>: the folders of the build's other modules, relative to this pom. */
  modules: string[];
  groupId?: string;
}

function readPom(path: string, xml: string): Pom | undefined {
  const project = child(parseXml(xml), 'project');
  if (!project) return undefined;
  const dep = (d: XmlElement): Dep => ({ groupId: textAt(d, 'groupId'), artifactId: textAt(d, 'artifactId'), version: textAt(d, 'version'), scope: textAt(d, 'scope'), optional: textAt(d, 'optional') });
  const parentEl = child(project, 'parent');
  const relEl = child(parentEl, 'relativePath');
  return {
    path,
    artifactId: textAt(project, 'artifactId'),
    version: textAt(project, 'version'),
    parent: parentEl && {
      groupId: textAt(parentEl, 'groupId'),
      artifactId: textAt(parentEl, 'artifactId'),
      version: textAt(parentEl, 'version'),
      // <relativePath/> (empty) tells Maven not to look on disk.
      relativePath: relEl ? relEl.text.trim() : undefined,
    },
    properties: new Map((child(project, 'properties')?.children ?? []).map((p) => [p.name, p.text.trim()])),
    dependencies: children(child(project, 'dependencies'), 'dependency').map(dep),
    managed: children(child(child(project, 'dependencyManagement'), 'dependencies'), 'dependency').map(dep),
    modules: children(child(project, 'modules'), 'module').map((m) => m.text.trim()).filter(Boolean),
    groupId: textAt(project, 'groupId') ?? textAt(parentEl, 'groupId'),
  };
}

/** The module's pom, then each parent found on disk inside the repository. */
async function parentChain(pomPath: string, scope: Scope): Promise<Pom[]> {
  const chain: Pom[] = [];
  let path = pomPath;
  let text = await scope.read(path);
  while (text !== undefined && chain.length <= MAX_PARENTS) {
    const pom = readPom(path, text);
    if (!pom) break;
    chain.push(pom);
    const rel = pom.parent?.relativePath;
    if (!pom.parent || rel === '') break;
    let next = resolve(dirname(path), rel ?? '../pom.xml');
    if (!/\.xml$/i.test(next)) next = join(next, 'pom.xml');
    if (chain.some((p) => p.path === next)) break;
    text = await scope.read(next);
    // Maven takes the file only when it is the declared parent; otherwise it goes to a repository.
    if (text !== undefined && readPom(next, text)?.artifactId !== pom.parent.artifactId) break;
    path = next;
  }
  return chain;
}

const isBootBom = (groupId?: string, artifactId?: string) =>
  groupId === 'org.springframework.boot' && (artifactId === 'spring-boot-starter-parent' || artifactId === 'spring-boot-dependencies');

export async function mavenKafkaVersion(pomPath: string, scope: Scope, seen: ReadonlySet<string> = new Set()): Promise<Found> {
  const chain = await parentChain(pomPath, scope);
  if (chain.length === 0) return {};
  const module = chain[0];
  const last = chain[chain.length - 1];
  const inherited = (pom: Pom) => (pom === module ? scope.rel(pom.path) : `${scope.rel(pom.path)}, inherited by ${scope.rel(module.path)}`);
  // The parent the chain ends at without a file on disk: Spring Boot's is known, others are not.
  const bootParent = last.parent && isBootBom(last.parent.groupId, last.parent.artifactId) ? last.parent : undefined;

  const propertySource = (name: string): Pom | undefined => chain.find((p) => p.properties.has(name));
  /** ${…} resolved against the chain's properties (the nearest definition wins, as in Maven). */
  const interpolate = (raw: string): { value?: string; via?: { name: string; pom: Pom } } => {
    let value = raw.trim();
    let via: { name: string; pom: Pom } | undefined;
    for (let i = 0; i < 5 && value.includes('${'); i++) {
      let missing = false;
      value = value.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
        if (name === 'project.version' && module.version) return module.version;
        if (name === 'project.parent.version' && module.parent?.version) return module.parent.version;
        const pom = propertySource(name);
        if (!pom) { missing = true; return `\${${name}}`; }
        via ??= { name, pom };
        return pom.properties.get(name)!;
      });
      if (missing) return { via };
    }
    return value.includes('${') ? { via } : { value, via };
  };

  const from = (raw: string, what: string, pom: Pom): Found | undefined => {
    const { value, via } = interpolate(raw);
    if (!value) return undefined;
    return { version: value, origin: via ? `${via.name} in ${inherited(via.pom)}` : what === 'kafka-clients' && pom === module ? scope.rel(pom.path) : `${what} in ${inherited(pom)}` };
  };
  const is = (d: Dep, artifactId: string, groupId: string) => d.artifactId === artifactId && (d.groupId ?? groupId) === groupId && d.scope !== 'import';
  const direct = (artifactId: string, groupId: string) => {
    for (const pom of chain) {
      const d = pom.dependencies.find((x) => is(x, artifactId, groupId));
      if (d) return { d, pom };
    }
    return undefined;
  };
  const directMatching = (artifactId: RegExp, groupId: string) => {
    for (const pom of chain) {
      const d = pom.dependencies.find((x) => !!x.artifactId && artifactId.test(x.artifactId) && (x.groupId ?? groupId) === groupId && x.scope !== 'import');
      if (d) return { d, pom };
    }
    return undefined;
  };
  const managedIn = (artifactId: string, groupId: string) => {
    for (const pom of chain) {
      const d = pom.managed.find((x) => is(x, artifactId, groupId) && x.version);
      if (d) return { d, pom };
    }
    return undefined;
  };

  // 1. kafka-clients with its own version.
  const clients = direct('kafka-clients', 'org.apache.kafka');
  if (clients?.d.version) {
    const found = from(clients.d.version, 'kafka-clients', clients.pom);
    if (found) return apache(found);
    // ${kafka.version} left to Spring Boot's parent, which defines that property.
    if (bootParent && /^\$\{kafka\.version\}$/.test(clients.d.version.trim())) {
      const boot = bootManaged(bootParent, last);
      if (boot) return boot;
    }
    return {};
  }
  // 2. Managed: the chain's own <dependencyManagement>, then Spring Boot's (a kafka.version
  // property overrides what the Boot parent manages), which also governs a kafka-clients that
  // arrives transitively (through spring-kafka or a library).
  const managed = managedIn('kafka-clients', 'org.apache.kafka');
  if (managed?.d.version) {
    const found = from(managed.d.version, 'dependencyManagement', managed.pom);
    return found ? apache(found) : {};
  }
  if (bootParent) {
    const override = propertySource('kafka.version');
    if (override) {
      const v = override.properties.get('kafka.version')!;
      if (isPlainVersion(v) || confluentToApache(v) || vendorBuildToApache(v) || preOneToApache(v)) return apache({ version: v, origin: `kafka.version in ${inherited(override)} over what ${bootParent.artifactId} ${bootParent.version ?? ''} manages`.replace(/ {2,}/g, ' ') });
    }
    return chosenSpringKafka(bootParent) ?? bootManaged(bootParent, last) ?? {};
  }
  for (const pom of chain) {
    const bom = pom.managed.find((x) => x.scope === 'import' && isBootBom(x.groupId, x.artifactId) && x.version);
    if (!bom) continue;
    const boot = interpolate(bom.version!).value;
    const kafka = boot && bootKafka(boot);
    if (kafka) return { version: kafka.kafka, origin: `${bootKafkaOrigin('spring-boot-dependencies', boot, kafka)} (${scope.rel(pom.path)})` };
    return {};
  }
  // 3. Unmanaged, through what depends on it: kafka-streams pulls the same version; spring-kafka
  // the one its release was built with.
  // The broker artifact kafka_<scala> and Connect's connect-api / connect-runtime bring
  // kafka-clients of their own release too (apache/kafka build.gradle: `api project(':clients')`
  // in project(':core'), project(':connect:api') and project(':connect:runtime')), so a module
  // that only names one of them builds against that version.
  for (const artifact of ['kafka-streams', /^kafka_2\.\d+$/, 'connect-runtime', 'connect-api'] as const) {
    const hit = typeof artifact === 'string' ? direct(artifact, 'org.apache.kafka') : directMatching(artifact, 'org.apache.kafka');
    if (hit?.d.version) {
      const found = from(hit.d.version, hit.d.artifactId!, hit.pom);
      if (!found) return {};
      // Name the artifact when a property gave the version ("kafka.version in pom.xml"): a worker
      // or broker file takes a module's version only from a server artifact, told by its name
      // (sites/build.ts SERVER_ARTIFACT; check 77: connect-api ${kafka.version} 0.10.2.0-cp1 was missed).
      const artifactId = hit.d.artifactId!;
      return apache(found.origin?.includes(artifactId) ? found : { ...found, origin: `${artifactId}, ${found.origin}` });
    }
  }
  const spring = direct('spring-kafka', 'org.springframework.kafka');
  const springVersion = spring?.d.version ?? managedIn('spring-kafka', 'org.springframework.kafka')?.d.version;
  if (spring && springVersion) {
    const v = interpolate(springVersion).value;
    const kafka = v && springKafkaKafka(v);
    if (kafka) return { version: kafka, origin: `spring-kafka ${v} depends on kafka-clients ${kafka} (${inherited(spring.pom)})` };
  }
  // 4. Through a sibling module of the same build: `app` depends on `lib`, and `lib` on kafka-clients.
  return (await throughSibling(chain, scope, new Set([...seen, module.path]))) ?? {};

  /**
   * A Boot release that manages spring-kafka but not kafka-clients (1.5.x, 2.0.0, 2.0.1): the build
   * gets the kafka-clients of the spring-kafka it ends up with, and a version written on the
   * spring-kafka dependency or a spring-kafka.version property replaces the one Boot manages
   * (check 60: spring-kafka 1.2.2 under Boot 1.5.4, whose own is 1.1.6).
   */
  function chosenSpringKafka(parent: NonNullable<Pom['parent']>): Found | undefined {
    const boot = parent.version && interpolate(parent.version).value;
    if (!boot || !bootKafka(boot)?.via) return undefined;
    const dep = direct('spring-kafka', 'org.springframework.kafka');
    const property = propertySource('spring-kafka.version');
    const written = dep?.d.version ? interpolate(dep.d.version) : property ? { value: property.properties.get('spring-kafka.version'), via: { name: 'spring-kafka.version', pom: property } } : undefined;
    const v = written?.value;
    const kafka = v && springKafkaKafka(v);
    if (!kafka) return undefined;
    const where = written.via ? `${written.via.name} in ${inherited(written.via.pom)}` : inherited(dep!.pom);
    return { version: kafka, origin: `spring-kafka ${v} (${where}, over the ${bootKafka(boot)!.via} that ${parent.artifactId} ${boot} manages) depends on kafka-clients ${kafka}` };
  }

  function bootManaged(parent: NonNullable<Pom['parent']>, declaredIn: Pom): Found | undefined {
    const boot = parent.version && interpolate(parent.version).value;
    const kafka = boot && bootKafka(boot);
    return kafka ? { version: kafka.kafka, origin: `${bootKafkaOrigin(parent.artifactId ?? 'the Spring Boot parent', boot!, kafka)} (${scope.rel(declaredIn.path)})` } : undefined;
  }
}

/** Scopes whose dependencies Maven does not pass on to the modules that depend on this one. */
const NOT_TRANSITIVE = new Set(['test', 'provided', 'system']);

/**
 * The version a module gets from a sibling it depends on: a module listed in a <modules> of the
 * chain's poms, whose artifactId (and groupId, when both say one) is a compile/runtime dependency
 * of the module, and which resolves kafka-clients itself through a dependency Maven passes on
 * (not test/provided-scoped, not optional). Siblings of siblings follow the same way; a cycle ends.
 */
async function throughSibling(chain: Pom[], scope: Scope, seen: ReadonlySet<string>): Promise<Found | undefined> {
  const module = chain[0];
  const wanted = module.dependencies.filter((d) => d.artifactId && !NOT_TRANSITIVE.has(d.scope ?? ''));
  if (wanted.length === 0) return undefined;
  for (const aggregator of chain.slice(1)) {
    for (const folder of aggregator.modules) {
      let path = resolve(dirname(aggregator.path), folder);
      if (!/\.xml$/i.test(path)) path = join(path, 'pom.xml');
      if (seen.has(path)) continue;
      const text = await scope.read(path);
      const sibling = text === undefined ? undefined : readPom(path, text);
      const dep = sibling && wanted.find((d) => d.artifactId === sibling.artifactId && (!d.groupId || !sibling.groupId || d.groupId === sibling.groupId || d.groupId === '${project.groupId}'));
      if (!sibling || !dep) continue;
      const own = sibling.dependencies.find((d) => d.artifactId === 'kafka-clients' && (d.groupId ?? 'org.apache.kafka') === 'org.apache.kafka');
      if (own && (NOT_TRANSITIVE.has(own.scope ?? '') || /^true$/i.test(own.optional ?? ''))) continue;
      const found = await mavenKafkaVersion(path, scope, seen);
      if (found.version) return { version: found.version, origin: `${found.origin}, through the dependency on module ${sibling.artifactId} (${scope.rel(module.path)})` };
    }
  }
  return undefined;
}

/**
 * The Apache Kafka version a resolved version stands for: plain versions as they are, Confluent's
 * x.y.z-ccs as the Apache line of that Platform release; anything else (a range, a snapshot of
 * unknown lineage) leaves the version unknown.
 */
export function apache(found: Found): Found {
  const v = found.version?.trim();
  if (!v) return {};
  if (isPlainVersion(v)) return { version: v, origin: found.origin };
  const snapshot = /^(\d+\.\d+(?:\.\d+)?)-SNAPSHOT$/i.exec(v);
  if (snapshot) return { version: snapshot[1], origin: `${found.origin} (${v})` };
  const old = preOneToApache(v);
  if (old) return { version: old.apache, origin: old.confluent ? `${found.origin}: ${v} is Confluent Platform's build of Apache Kafka ${old.apache}` : `${found.origin} (${v})` };
  const ccs = confluentToApache(v);
  if (ccs?.apache) return { version: ccs.apache, origin: `${found.origin}: ${v} is Confluent Platform ${ccs.platform}'s build of Apache Kafka ${ccs.apache}` };
  const vendor = vendorBuildToApache(v);
  if (vendor) return { version: vendor.apache, origin: `${found.origin}: ${v} is a vendor build (platform ${vendor.platform}) of Apache Kafka ${vendor.apache}` };
  return {};
}
