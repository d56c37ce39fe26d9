/**
 * @module The response codes of Vodacom Mozambique's M-Pesa OpenAPI (developer.mpesa.vm.co.mz, 'Response codes'),
 * each mapped to a stable error code of ours, the life-cycle outcome (ADR 0042) and the Portuguese sentence the
 * traveller reads (English in api/src/locales/en.json). Outcomes:
 * - `succeeded`: the money moved;
 * - `failed`: it did not and never will (the traveller may try again or choose another method);
 * - `unknown`: it may have moved: never call again, ask the status later (INS-9, INS-10, INS-23, network time-outs);
 * - `retry`: refused before processing because the platform is overloaded (INS-16): the same call again after a
 *   back-off, which is safe because the request was never processed.
 */

export type MpesaOutcome = 'succeeded' | 'failed' | 'unknown' | 'retry';

export interface MpesaCode {
  /** HTTP status Vodacom documents with it. */
  http: number;
  /** Vodacom's description. */
  description: string;
  /** Our stable error code (the API's `errorCode`). */
  code: string;
  outcome: MpesaOutcome;
  /** What the payer reads, Portuguese. */
  message: string;
}

/** Sentences the payer reads, Portuguese (English in api/src/locales/en.json). */
export const MPESA_MESSAGES = {
  confirm: 'Confirme o pagamento no seu telemóvel: introduza o seu PIN M-Pesa quando o pedido aparecer.',
  succeeded: 'Pagamento M-Pesa confirmado.',
  cancelled: 'Cancelou o pagamento no telemóvel. Pode tentar de novo.',
  failed: 'O pagamento M-Pesa falhou. Tente de novo ou escolha outro método.',
  checking: 'Ainda não recebemos a resposta do M-Pesa. Estamos a verificar o pagamento: não pague de novo.',
  balance: 'Saldo M-Pesa insuficiente. Carregue a sua conta M-Pesa ou escolha outro método.',
  number: 'Este número não tem uma conta M-Pesa ativa. Verifique o número.',
  inactive: 'A sua conta M-Pesa não está ativa. Contacte a Vodacom.',
  profile: 'A sua conta M-Pesa tem um problema. Contacte a Vodacom.',
  unavailable: 'O M-Pesa está indisponível de momento. Tente mais tarde ou escolha outro método.',
  busy: 'O M-Pesa está sobrecarregado. Tente dentro de alguns minutos.',
  amount: 'O valor não é aceite pelo M-Pesa.',
  expired: 'O pedido de pagamento expirou sem confirmação no telemóvel.',
  reversalFailed: 'O M-Pesa recusou a devolução. A equipa vai tratar do reembolso.',
} as const;

const M = MPESA_MESSAGES;
const failed = (http: number, description: string, code: string, message: string): MpesaCode => ({
  http,
  description,
  code,
  outcome: 'failed',
  message,
});

/** Every documented code. */
export const MPESA_CODES: Record<string, MpesaCode> = {
  'INS-0': {
    http: 200,
    description: 'Request processed successfully',
    code: 'OK',
    outcome: 'succeeded',
    message: M.succeeded,
  },
  'INS-1': {
    http: 500,
    description: 'Internal Error',
    code: 'MPESA_INTERNAL_ERROR',
    outcome: 'unknown',
    message: M.checking,
  },
  'INS-2': failed(401, 'Invalid API Key', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-4': failed(401, 'User is not active', 'MPESA_CUSTOMER_INACTIVE', M.inactive),
  'INS-5': failed(401, 'Transaction cancelled by customer', 'MPESA_CANCELLED_BY_CUSTOMER', M.cancelled),
  'INS-6': failed(401, 'Transaction Failed', 'MPESA_FAILED', M.failed),
  'INS-9': {
    http: 408,
    description: 'Request timeout',
    code: 'MPESA_TIMEOUT',
    outcome: 'unknown',
    message: M.checking,
  },
  'INS-10': {
    http: 409,
    description: 'Duplicate Transaction',
    code: 'MPESA_DUPLICATE',
    outcome: 'unknown',
    message: M.checking,
  },
  'INS-13': failed(400, 'Invalid Shortcode Used', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-14': failed(400, 'Invalid Reference Used', 'MPESA_INVALID_REFERENCE', M.failed),
  'INS-15': failed(400, 'Invalid Amount Used', 'MPESA_INVALID_AMOUNT', M.amount),
  'INS-16': {
    http: 503,
    description: 'Unable to handle the request due to a temporary overloading',
    code: 'MPESA_OVERLOADED',
    outcome: 'retry',
    message: M.busy,
  },
  'INS-17': failed(
    400,
    'Invalid Transaction Reference. Length Should Be Between 1 and 20.',
    'MPESA_INVALID_REFERENCE',
    M.failed,
  ),
  'INS-18': failed(400, 'Invalid TransactionID Used', 'MPESA_INVALID_TRANSACTION', M.reversalFailed),
  'INS-19': failed(400, 'Invalid ThirdPartyReference Used', 'MPESA_INVALID_REFERENCE', M.failed),
  'INS-20': failed(400, 'Not All Parameters Provided. Please try again.', 'MPESA_BAD_REQUEST', M.failed),
  'INS-21': failed(400, 'Parameter validations failed. Please try again.', 'MPESA_BAD_REQUEST', M.failed),
  'INS-22': failed(400, 'Invalid Operation Type', 'MPESA_BAD_REQUEST', M.failed),
  'INS-23': {
    http: 400,
    description: 'Unknown Status. Contact M-Pesa Support',
    code: 'MPESA_UNKNOWN_STATUS',
    outcome: 'unknown',
    message: M.checking,
  },
  'INS-24': failed(400, 'Invalid InitiatorIdentifier Used', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-25': failed(400, 'Invalid SecurityCredential Used', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-26': failed(400, 'Not authorized', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-993': failed(400, 'Direct Debit Missing', 'MPESA_DIRECT_DEBIT', M.failed),
  'INS-994': failed(400, 'Direct Debit Already Exists', 'MPESA_DIRECT_DEBIT', M.failed),
  'INS-995': failed(400, "Customer's Profile Has Problems", 'MPESA_CUSTOMER_PROFILE', M.profile),
  'INS-996': failed(400, 'Customer Account Status Not Active', 'MPESA_CUSTOMER_INACTIVE', M.inactive),
  'INS-997': failed(400, 'Linking Transaction Not Found', 'MPESA_INVALID_TRANSACTION', M.reversalFailed),
  'INS-998': failed(400, 'Invalid Market', 'MPESA_INVALID_NUMBER', M.number),
  'INS-2001': failed(400, 'Initiator authentication error', 'MPESA_CONFIGURATION', M.unavailable),
  'INS-2002': failed(400, 'Receiver invalid', 'MPESA_INVALID_NUMBER', M.number),
  'INS-2006': failed(422, 'Insufficient balance', 'MPESA_INSUFFICIENT_BALANCE', M.balance),
  'INS-2051': failed(400, 'MSISDN invalid', 'MPESA_INVALID_NUMBER', M.number),
  'INS-2057': failed(400, 'Language code invalid', 'MPESA_BAD_REQUEST', M.failed),
};

/** A network time-out or a lost connection: the request may have been processed. */
export const MPESA_NETWORK: MpesaCode = {
  http: 0,
  description: 'No answer (time-out or connection lost)',
  code: 'MPESA_TIMEOUT',
  outcome: 'unknown',
  message: M.checking,
};

/** An HTTP error without a documented code (a 5xx of a proxy, an HTML page): maybe processed. */
export const MPESA_UNRECOGNISED: MpesaCode = {
  http: 0,
  description: 'Answer without a documented code',
  code: 'MPESA_UNRECOGNISED_ANSWER',
  outcome: 'unknown',
  message: M.checking,
};

/**
 * The meaning of a response code; an undocumented code is `unknown` (asked about later, never paid twice).
 * @example mpesaCode('INS-2006').code // 'MPESA_INSUFFICIENT_BALANCE'
 */
export function mpesaCode(code: string | undefined | null): MpesaCode {
  return (code && MPESA_CODES[code]) || MPESA_UNRECOGNISED;
}
