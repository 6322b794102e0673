/** How the simulators behave; the app builds them from config, tests adjust them. */
export interface SimulatorSettings {
  mtn: {
    subscriptionKey: string;
    apiUser: string;
    apiKey: string;
    targetEnvironment: string;
    currency: string;
    callbackMethod: 'POST' | 'PUT';
  };
  airtel: { clientId: string; clientSecret: string; country: string; currency: string; callbackUrl: string };
  /** After this long a "timeout" number's request fails as expired. */
  timeoutMs: number;
  /** Drop every callback, so that only polling settles payments. */
  dropCallbacks: boolean;
  /** The only origin callbacks go to: this app's own, so the simulator cannot be made to call anywhere else. */
  callbackOrigin: string;
}

export const simulatorDefaults = (appUrl: string): SimulatorSettings => ({
  mtn: {
    subscriptionKey: 'sim-collection-key',
    apiUser: '6b1f0e34-5a2c-4d6e-9f10-2b3c4d5e6f70',
    apiKey: 'sim-api-key',
    targetEnvironment: 'mtnrwanda',
    currency: 'RWF',
    callbackMethod: 'PUT',
  },
  airtel: {
    clientId: 'sim-client',
    clientSecret: 'sim-secret',
    country: 'RW',
    currency: 'RWF',
    callbackUrl: `${appUrl}/api/payments/callback/airtel`,
  },
  timeoutMs: 5 * 60_000,
  dropCallbacks: false,
  callbackOrigin: new URL(appUrl).origin,
});
