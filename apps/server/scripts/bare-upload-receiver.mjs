// The CPU baseline of `npm run bench:upload`: a bare node HTTP server that writes each request's
// body to a file and fsyncs it, with no parsing, checks, database or framework. Prints its port, then
// answers 200 once the body is on disk. Usage: node bare-upload-receiver.mjs <file>
import { closeSync, createWriteStream, fsyncSync, openSync } from "node:fs";
import { createServer } from "node:http";
import { pipeline } from "node:stream/promises";

const file = process.argv[2];
const server = createServer((request, response) => {
  pipeline(request, createWriteStream(file, { highWaterMark: 256 * 1024 })).then(
    () => {
      const fd = openSync(file, "r+");
      fsyncSync(fd);
      closeSync(fd);
      response.end();
    },
    () => response.destroy(),
  );
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
