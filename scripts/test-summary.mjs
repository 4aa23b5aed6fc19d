// Adds up the JSON reports every package's Vitest run wrote: the 20 slowest test files, then one closing line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, ".vitest-reports");
let passed = 0;
let failed = 0;
let skipped = 0;
let files = [];
const durations = [];
try {
  files = readdirSync(dir).filter((f) => f.endsWith(".json"));
} catch {
  console.error("test-summary: no reports found in .vitest-reports");
  process.exit(1);
}
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`  ${file.replace(/\.json$/, "").padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const result of report.testResults ?? []) {
    if (result.endTime > result.startTime) durations.push({ name: path.relative(root, result.name), seconds: (result.endTime - result.startTime) / 1000 });
  }
}
if (durations.length > 0) {
  console.log("slowest test files:");
  for (const { name, seconds } of durations.sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
}
if (passed + failed === 0) {
  console.error("test-summary: no test ran");
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
