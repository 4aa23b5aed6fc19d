import type { Mailer, SmsSender } from "./delivery.ts";
import type { DeliveryFailuresData } from "./delivery-failures.data.ts";

const MAX_ERROR_LENGTH = 500;

/**
 * Wraps the senders so a send the provider refuses is written down before the error goes on to the
 * caller (who decides what the user sees). A failure to write it down never hides the send's error.
 */
export function recordDeliveryFailures(
  senders: { mailer: Mailer; sms: SmsSender },
  failures: Pick<DeliveryFailuresData, "add">,
  clock: () => Date,
): { mailer: Mailer; sms: SmsSender } {
  const record = async (failure: { channel: "email" | "sms"; provider: string; recipient: string; subject: string }, error: unknown) => {
    const reason = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_LENGTH);
    await failures.add({ ...failure, error: reason, failedAt: clock() }).catch(() => undefined);
  };
  const guarded = async (failure: Parameters<typeof record>[0], send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      await record(failure, error);
      throw error;
    }
  };
  const { mailer, sms } = senders;
  return {
    mailer: {
      kind: mailer.kind,
      close: () => mailer.close(),
      send: (message) => guarded({ channel: "email", provider: mailer.kind, recipient: message.to, subject: message.subject }, () => mailer.send(message)),
    },
    sms: {
      kind: sms.kind,
      send: (message) => guarded({ channel: "sms", provider: sms.kind, recipient: message.to, subject: "" }, () => sms.send(message)),
    },
  };
}
