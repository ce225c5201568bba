// Whether a file is test code, by the conventions of Maven/Gradle (src/test, src/it,
// src/integrationTest), JUnit (FooTest.java, FooIT.java), Jest and Vitest (__tests__/, *.test.ts,
// *.spec.js). A bare top-level test/ folder (Mocha's default) is not counted: in Java projects it is
// rarely the test tree, and this repository keeps its own fixtures under one. In a test, a loop of
// blocking sends, a producer never closed or a consumer that commits before it processes is the
// test's own business, not how the application runs.
const TEST_SOURCE = /(^|\/)(src\/(test|it|integrationTest)\/|__tests__\/)|(Test|Tests|IT|TestCase)\.(java|kt)$|\.(test|spec)\.[cm]?[jt]sx?$/;

// Under src/main a class is application code whatever its name: Maven and Gradle compile no test
// from there, and demos name their runnable classes ProducerTest (check 24).
const MAIN_SOURCE = /(^|\/)src\/main\//;

export function isTestSource(fileName: string): boolean {
  const path = fileName.replace(/\\/g, '/');
  return TEST_SOURCE.test(path) && !MAIN_SOURCE.test(path);
}
