/** @module The payment provider of the deployment: the bundled sandbox (the only one for now). */
import { env } from '../../lib/env.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

/** Settles payments and refunds after PAYMENT_DELAY_MS. */
export const defaultProvider: PaymentProvider = createSandboxProvider({ delayMs: env.PAYMENT_DELAY_MS });
