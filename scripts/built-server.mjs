// The built product for scripts that measure or photograph it (bench:login-bytes, docs:screenshots).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "apps", "server", "dist", "main.js");

/** Stops the script with a clear message when the server or the CRM app is not built. */
export function requireBuild(scriptName) {
  for (const file of [serverEntry, path.join(root, "apps", "crm", "dist", "index.html")]) {
    if (!existsSync(file)) {
      console.error(`${scriptName}: ${path.relative(root, file)} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/**
 * Starts the built server on a free port with `dataDir`; resolves with it and its base URL once it
 * listens and `isReady(log so far)` holds (default: listening is enough). `isFailed(log)` rejects early.
 */
export function startBuiltServer(dataDir, { isReady = () => true, isFailed = () => false, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: path.dirname(path.dirname(serverEntry)),
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: dataDir },
  });
  let output = "";
  let baseUrl = null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server was not ready in time:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      baseUrl ??= output.match(/ready: CRM (http:\/\/[^/\s]+)\//)?.[1]?.replace("localhost", "127.0.0.1") ?? null;
      if (isFailed(output)) {
        clearTimeout(timer);
        reject(new Error(`the server could not get ready:\n${output}`));
      } else if (baseUrl && isReady(output)) {
        clearTimeout(timer);
        resolve({ child, baseUrl });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
