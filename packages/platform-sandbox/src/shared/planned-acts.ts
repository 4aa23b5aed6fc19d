import type { FastifyReply, FastifyRequest } from "fastify";
import type { Faults, PlannedAct, PlannedEndpoint, PlannedRefusal } from "./faults.ts";

const marked = new WeakMap<FastifyRequest, PlannedAct>();

/**
 * The planned fault due for this call of `endpoint` by a creator known by `names`. A refusal comes
 * back for the route to answer before it does anything. An act mode comes back as null: the route
 * runs exactly as without it, and `answerAfterPlannedAct` then drops or delays whatever it answers.
 */
export function takePlannedFault(faults: Faults, request: FastifyRequest, endpoint: PlannedEndpoint, names: string[]): PlannedRefusal | null {
  const planned = faults.takePlanned(endpoint, names);
  if (!planned || planned.mode === "refuse") return planned;
  marked.set(request, planned);
  return null;
}

/** An `onSend` hook for the API scopes: the answer of a call marked by `takePlannedFault` is dropped or held back. */
export async function answerAfterPlannedAct(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  const act = marked.get(request);
  if (!act) return payload;
  marked.delete(request);
  if (act.mode === "act_then_delay") {
    await new Promise((resolve) => setTimeout(resolve, act.delayMs));
  } else {
    // Nothing was written yet (headers go out after onSend): the client sees the connection close.
    request.raw.socket.destroy();
  }
  return payload;
}
