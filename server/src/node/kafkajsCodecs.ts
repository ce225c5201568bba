// Which kafkajs codecs a file registers: `CompressionCodecs[CompressionTypes.LZ4] = …` (kafkajs
// ships only gzip; docs/sources.md#kafkajs). Read with the TypeScript parser, not a regex, so comments and
// strings that merely mention the pattern do not count.
import ts from 'typescript';

const NAMES: Record<string, string> = { Snappy: 'snappy', SNAPPY: 'snappy', LZ4: 'lz4', ZSTD: 'zstd', GZIP: 'gzip' };

export function kafkajsCodecsIn(fileName: string, text: string): string[] {
  if (!text.includes('CompressionCodecs')) return [];
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(node.left)) {
      const target = node.left.expression;
      const arg = node.left.argumentExpression;
      if (ts.isIdentifier(target) && target.text === 'CompressionCodecs' && ts.isPropertyAccessExpression(arg) && NAMES[arg.name.text]) {
        found.add(NAMES[arg.name.text]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...found];
}
