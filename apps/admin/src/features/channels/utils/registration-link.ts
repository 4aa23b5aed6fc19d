/** The CRM's sign-up page for a channel: operators who register through it belong to the channel. */
export function registrationLink(channelId: number, origin: string = window.location.origin): string {
  return `${origin}/register?channel=${channelId}`;
}
