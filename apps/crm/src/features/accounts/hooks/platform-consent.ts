/**
 * Leaves the app for the platform's consent page (absolute, or relative to the app's origin).
 * An object's method so tests can spy on it (jsdom's `location.assign` cannot be), which works even
 * when the dialog's module was loaded by an earlier test file.
 */
export const platformConsent = {
  open(authUrl: string): void {
    window.location.assign(authUrl);
  },
};
