/**
 * @module Firebase Auth error codes turned into the Portuguese messages of the spec's error catalogue (section 8).
 * Pure functions: no Firebase import, so they run in plain unit tests. The messages are Portuguese source texts marked
 * with msg() (issue 14): the screens show them with t().
 */
import { i18n, msg } from '@turismo/app-core/i18n';

/** Page-level title and fallback text when an email sign-in fails (spec 8). */
export const LOGIN_ERROR_TITLE = msg('Erro no Login');
export const LOGIN_ERROR_FALLBACK = msg('Erro ao fazer login. Verifique suas credenciais.');
/** Page-level title and fallback text when a registration fails (spec 8). */
export const REGISTER_ERROR_TITLE = msg('Erro no Registro');
export const REGISTER_ERROR_FALLBACK = msg('Erro ao criar conta. Tente novamente.');
/** Google sign-in fallback (spec 8). */
export const GOOGLE_ERROR_FALLBACK = msg('Erro ao fazer login com Google. Tente novamente.');
/** Password reset fallback (spec 8). */
export const RESET_ERROR_FALLBACK = msg('Erro ao enviar email de recuperação.');

const NETWORK = msg('Erro de rede. Verifique sua conexão com a internet.');
const INVALID_EMAIL = msg('Email inválido. Verifique o formato.');
const TOO_MANY = msg('Muitas tentativas. Tente novamente mais tarde.');

/**
 * Reads the `code` of a FirebaseError (or anything shaped like one).
 * @returns the code such as 'auth/wrong-password', or undefined.
 */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Message for a failed email/password sign-in (spec 8, 'Identity errors, email sign-in').
 * @param error the thrown error or its code
 * @param fallback text for unknown codes; defaults to the page-level text
 */
export function loginErrorMessage(error: unknown, fallback: string = LOGIN_ERROR_FALLBACK): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return msg('Utilizador não encontrado. Verifique o email.');
    case 'auth/wrong-password':
      return msg('Senha incorreta. Tente novamente.');
    case 'auth/invalid-email':
      return INVALID_EMAIL;
    // Newer SDKs (email enumeration protection) answer every bad email/password pair with this code.
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return msg('Credenciais inválidas. Verifique email e senha.');
    case 'auth/user-disabled':
      return msg('Esta conta foi desabilitada.');
    case 'auth/too-many-requests':
      return TOO_MANY;
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return fallback;
  }
}

/**
 * Message for a failed Google sign-in (spec 8, 'Identity errors, Google sign-in').
 * Unknown codes give 'Erro no login: {provider message}' when the error has a message, else the generic text.
 */
export function googleErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/unauthorized-domain':
      return msg('Domínio não autorizado para login com Google.');
    case 'auth/operation-not-allowed':
      return msg('Login com Google não está habilitado no projeto.');
    case 'auth/popup-blocked':
      return msg('Pop-up foi bloqueado pelo navegador. Permita pop-ups para este site.');
    case 'auth/popup-closed-by-user':
      return msg('Login cancelado pelo usuário.');
    case 'auth/cancelled-popup-request':
      return msg('Tentativa de login anterior cancelada.');
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/too-many-requests':
      return msg('Muitas tentativas de login. Tente novamente em alguns minutos.');
    // Recognised by the spec without a quoted text: configuration problems on the deployment's side.
    case 'auth/invalid-api-key':
      return msg('Chave de API do Firebase inválida. Contacte o suporte.');
    case 'auth/app-not-authorized':
      return msg('Esta aplicação não está autorizada a usar o login com Google. Contacte o suporte.');
    case 'auth/invalid-oauth-client-id':
    case 'auth/missing-or-invalid-nonce':
      return msg('Configuração do login com Google inválida (client_id). Contacte o suporte.');
    default: {
      const message = messageOf(error);
      // The provider's own message, in the visitor's language when translated at once (no key to translate later).
      return message ? i18n.t('Erro no login: {{message}}', { message }) : GOOGLE_ERROR_FALLBACK;
    }
  }
}

/**
 * Message for a failed email registration (spec 8, 'Identity errors, registration').
 * @param fallback text for unknown codes; defaults to the page-level text
 */
export function registerErrorMessage(error: unknown, fallback: string = REGISTER_ERROR_FALLBACK): string {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return msg('Este email já está em uso. Tente fazer login.');
    case 'auth/weak-password':
      return msg('Senha muito fraca. Use pelo menos 6 caracteres.');
    case 'auth/invalid-email':
      return INVALID_EMAIL;
    case 'auth/operation-not-allowed':
      return msg('Registo com email não está habilitado.');
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/too-many-requests':
      return TOO_MANY;
    default:
      return fallback;
  }
}

/** Message for a failed password-reset email (spec 8, 'Identity errors, password reset'). */
export function resetErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return msg('Não encontramos uma conta com este email.');
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return INVALID_EMAIL;
    case 'auth/too-many-requests':
      return TOO_MANY;
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return RESET_ERROR_FALLBACK;
  }
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'string' ? error : firebaseErrorCode(error);
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
