import { createLanguageService } from '../server/src/index';
import { javaFile } from './bench/generated-java';
import { loadJavaGrammar } from '../server/src/service/parse/javaTree';
import { readParserWasm } from '../server/src/node/parserWasm';
(async () => {
  await loadJavaGrammar(readParserWasm);
  const service = createLanguageService({});
  const text = javaFile(true).replaceAll('__RUN__', 'x');
  const at = text.indexOf('LINGER_MS_CONFIG, ', text.length >> 1) + 'LINGER_MS_CONFIG, '.length;
  const xs: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = text.slice(0, at) + String(i % 10) + text.slice(at + 1);
    const t0 = performance.now();
    service.diagnostics({ uri: 'file:///a/G.java', fileName: '/a/G.java', languageId: 'java', text: t });
    xs.push(performance.now() - t0);
  }
  console.log(xs.map((x) => x.toFixed(1)).join(' '));
})();
