/**
 * @module The texts of the admin's pending actions (spec 2.17), as catalog keys with placeholders: the service fills
 * them in Portuguese and GET /api/admin/pending-actions translates them by shape for the caller (`translateMessage`,
 * ADR 0039). Every key here has its English in `api/src/locales/en.json` (the catalog check treats each string of this
 * file as a key).
 */
// i18n-keys-file: every string below is a catalog key.

/** [title, description] of each kind of pending action. */
export const PENDING_ACTION_TEXTS = {
  verification: ['Verificação pendente', '{{name}} enviou documentos para verificação.'],
  refund: ['Reembolso falhado', 'O reembolso a {{name}} falhou: devolva o valor manualmente.'],
  refundWithReason: ['Reembolso falhado', 'O reembolso a {{name}} falhou ({{detail}}): devolva o valor manualmente.'],
  dispute: ['Disputa por decidir', '{{name}} reportou um problema numa reserva; decida o reembolso.'],
  support: ['Pedido de suporte', '{{name}} escreveu ao suporte: {{detail}}'],
  payment: [
    'Transferência bancária por confirmar',
    '{{name}} pagou por transferência bancária; confirme quando o valor chegar.',
  ],
} as const;
