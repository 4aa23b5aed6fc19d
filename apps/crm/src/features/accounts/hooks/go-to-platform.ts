/**
 * Leaves the app for the platform's consent page (absolute, or relative to the app's origin).
 * Its own module so tests can replace it: jsdom's `location.assign` cannot be spied on.
 */
export function goToPlatform(authUrl: string): void {
  window.location.assign(authUrl);
}
