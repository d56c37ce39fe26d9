/**
 * @module The payment rails of the deployment (ADR 0042), from the environment (lib/env.ts, MPESA_*):
 * - M-Pesa: the Vodacom rail (mpesa.ts) when MPESA_BASE_URL is set: Vodacom in production, the local simulator in
 *   development (`npm start` starts it); else the sandbox (development and tests only: production refuses it);
 * - card: DPO Pay's hosted page (dpo.ts, ADR 0050) when DPO_BASE_URL is set: DPO in production, the local simulator
 *   in development (`npm start` starts it); else the sandbox (development and tests only: production refuses it);
 * - bank transfer: confirmed by an admin (the sandbox's manual path).
 * `defaultProvider` routes each method to its rail; `deploymentRails` finds a rail by the name stored in
 * payments.provider (the reconciliation job, refunds of a payment).
 */
import { env } from '../../lib/env.ts';
import { createDpoProvider } from './dpo.ts';
import { createMpesaProvider } from './mpesa.ts';
import type { PaymentMethod, PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

const sandbox = createSandboxProvider({ delayMs: env.PAYMENT_DELAY_MS });

const mpesa: PaymentProvider | undefined = env.MPESA_BASE_URL
  ? createMpesaProvider({
    baseUrl: env.MPESA_BASE_URL,
    apiKey: env.MPESA_API_KEY ?? '',
    publicKey: env.MPESA_PUBLIC_KEY ?? '',
    serviceProviderCode: env.MPESA_SERVICE_PROVIDER_CODE ?? '',
    initiatorIdentifier: env.MPESA_INITIATOR_IDENTIFIER ?? '',
    securityCredential: env.MPESA_SECURITY_CREDENTIAL ?? '',
    timeoutMs: env.MPESA_TIMEOUT_MS,
    confirmWindowMs: env.MPESA_CONFIRM_WINDOW_MS,
  })
  : undefined;

const dpo: PaymentProvider | undefined = env.DPO_BASE_URL
  ? createDpoProvider({
    baseUrl: env.DPO_BASE_URL,
    payUrl: env.DPO_PAY_URL,
    companyToken: env.DPO_COMPANY_TOKEN ?? '',
    serviceType: env.DPO_SERVICE_TYPE ?? '',
    timeoutMs: env.DPO_TIMEOUT_MS,
    confirmWindowMs: env.DPO_CONFIRM_WINDOW_MS,
  })
  : undefined;

/**
 * The rails by name (payments.provider, refunds.provider, payouts.provider). Tests put their simulator's M-Pesa rail
 * in `mpesa` and their DPO simulator's card rail in `dpo` (and take them out after).
 */
export const deploymentRails: Record<string, PaymentProvider | undefined> = {
  sandbox,
  ...(mpesa ? { mpesa } : {}),
  ...(dpo ? { dpo } : {}),
};

/** The rail of each method. */
export function railOf(method: PaymentMethod): PaymentProvider {
  if (method === 'mpesa' && deploymentRails.mpesa) return deploymentRails.mpesa;
  if (method === 'card' && deploymentRails.dpo) return deploymentRails.dpo;
  return sandbox;
}

/** The deployment's provider: each method on its rail. Its own calls (refunds and payouts) go to the sandbox. */
export const defaultProvider: PaymentProvider = { ...sandbox, pick: railOf };
