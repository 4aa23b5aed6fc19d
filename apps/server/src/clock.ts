/** The time source of rules that depend on time (code expiry, resend spacing, session expiry); tests move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
