/** Where problems that do not fail the request are reported (the app's logger). */
export type LinkingLog = { warn(message: string): void };

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));
