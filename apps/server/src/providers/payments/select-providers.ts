import type { PaymentMethod } from '@provisoire/domain';
import { type Config, internalUrl } from '../../config.ts';
import { createAirtelCollection } from './airtel/airtel-collection.ts';
import { createMtnCollection } from './mtn/mtn-collection.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { type SimulatorSettings, simulatorDefaults } from './simulator/simulator-settings.ts';

/**
 * The real adapters, pointed at MTN and Airtel when configured, or at the in-app simulators that
 * speak the same API. Either way the same adapter code runs.
 */
export function selectPaymentProviders(config: Config, simulatorOverrides: Partial<SimulatorSettings> = {}) {
  const providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  if (config.payments.mode === 'real') {
    const { mtn, airtel } = config.payments;
    if (mtn) {
      const callbackUrl = (reference: string) => `${config.publicUrl}/api/payments/callback/mtn/${reference}`;
      providers.mtn = createMtnCollection({ ...mtn, callbackUrl });
    }
    if (airtel) providers.airtel = createAirtelCollection(airtel);
    return { providers, simulator: null };
  }
  if (!config.devTools) return { providers, simulator: null }; // no provider: nobody can pay
  const self = internalUrl(config);
  const simulator = {
    ...simulatorDefaults(self),
    dropCallbacks: config.payments.simulatorDropsCallbacks,
    ...simulatorOverrides,
  };
  providers.mtn = createMtnCollection({
    baseUrl: `${self}/sim/mtn`,
    ...simulator.mtn,
    callbackUrl: (reference) => `${self}/api/payments/callback/mtn/${reference}`,
  });
  providers.airtel = createAirtelCollection({ baseUrl: `${self}/sim/airtel`, ...simulator.airtel });
  return { providers, simulator };
}
