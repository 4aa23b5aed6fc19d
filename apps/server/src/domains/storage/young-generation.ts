import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "minor" }) => void;
let collect: Collect | null | undefined;

/**
 * Runs V8's young-generation collection (a scavenge: a fraction of a millisecond here). Node reads
 * a request body in fresh 64 KB buffers, freed only when the collector next meets their wrappers;
 * a long upload makes few JavaScript objects, so with a young generation sized for the API's
 * requests those buffers pile up for tens of MB before it runs. The upload receiver calls this
 * every few MB instead. `gc` comes from a context of its own, so the app's global has none.
 */
export function collectYoungGeneration(): void {
  if (collect === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      collect = (runInNewContext("gc") as Collect | undefined) ?? null;
    } catch {
      collect = null;
    }
  }
  collect?.({ type: "minor" });
}
