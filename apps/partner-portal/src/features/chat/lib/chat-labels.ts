/** @module Words of the provider's chat (spec 2.15, 2.16): who the other side is, as msg() source texts shown with t(). */
import { msg } from '@turismo/app-core/i18n';

/** The client's kind: a ride's passenger, a stay's guest, or a partnership's other side. */
export const CLIENT_KIND = { ride: msg('Passageiro'), stay: msg('Hóspede'), partnership: msg('Parceria') } as const;
