// A load generator in its own process: `measure` (bench-kit.mjs) on one route, its result printed as
// JSON. bench:api runs its goal routes through it too, so their figures do not share a process (and
// its event loop) with the bench's sandbox and bookkeeping.
// node scripts/load-generator.mjs '{"url":"…","headers":{}}' '{"seconds":8,"connections":50}'
import { measure } from "./bench-kit.mjs";

const [route, options] = process.argv.slice(2).map((argument) => JSON.parse(argument));
process.stdout.write(`${JSON.stringify(await measure(route, options))}\n`);
