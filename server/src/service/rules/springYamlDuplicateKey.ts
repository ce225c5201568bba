// spring-yaml-duplicate-key: Spring Boot reads application.yml through OriginTrackedYamlLoader,
// which builds SnakeYAML with `loaderOptions.setAllowDuplicateKeys(false)` (Spring Boot 2.0 and
// later). A key written twice in one mapping — typically a second top-level `spring:` block added
// at the end of the file, or a block whose indentation slipped back a level — makes SnakeYAML throw
// DuplicateKeyException ("found duplicate key spring") while the application starts. Two `---`
// documents may each have their own `spring:`; only a repeat inside one mapping is reported.
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

export const springYamlDuplicateKey: Rule = {
  id: 'spring-yaml-duplicate-key',
  severity: Severity.Error,
  clients: ['java'],
  source: 'Spring Boot OriginTrackedYamlLoader.createYaml (LoaderOptions.setAllowDuplicateKeys(false)); SnakeYAML DuplicateKeyException',
  summary: 'A key is written twice in one YAML mapping: Spring Boot refuses the file and the application does not start.',
  check(ctx) {
    const x = springExtras(ctx.site);
    if (ctx.site.syntax !== 'spring-yaml' || !x?.duplicateYamlKeys) return [];
    return x.duplicateYamlKeys.map((d) => {
      const leaf = d.name.split('.').at(-1)!;
      return {
        range: d.keyRange,
        message: `'${leaf}' is already a key of this mapping (line ${d.first.start.line + 1}). Spring Boot loads YAML with duplicate keys refused (OriginTrackedYamlLoader), so the application fails to start with DuplicateKeyException "found duplicate key ${leaf}". Merge the two '${leaf}' blocks, or put the second after a '---' line if it is meant as another document.`,
      };
    });
  },
  docs: {
    why: 'Spring Boot 2.0 and later build the YAML parser for application.yml with duplicate keys refused (OriginTrackedYamlLoader sets SnakeYAML\'s allowDuplicateKeys to false). Other YAML tools keep the last value silently, so the file looks fine in an editor and in most linters.',
    consequence: 'The application stops at start-up with a DuplicateKeyException naming the key; none of its Kafka listeners or templates is created.',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: orders\nserver:\n  port: 8080\nspring:\n  application:\n    name: orders\n' },
    good: { file: 'application.yml', text: 'spring:\n  application:\n    name: orders\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: orders\nserver:\n  port: 8080\n' },
    falsePositives: 'None for files Spring Boot loads. A YAML file read by another loader that allows duplicates is not a Spring config; name it so (not application*.yml) or silence the rule for the file. The same key in two documents separated by --- is allowed and not reported; so are repeated `<<` merge keys.',
    versions: 'Spring Boot 2.0 and newer.',
  },
};
