import { describe, expect, it } from 'vitest';
import {
  firebaseErrorCode,
  googleErrorMessage,
  GOOGLE_ERROR_FALLBACK,
  LOGIN_ERROR_FALLBACK,
  loginErrorMessage,
  REGISTER_ERROR_FALLBACK,
  registerErrorMessage,
  RESET_ERROR_FALLBACK,
  resetErrorMessage,
} from './firebase-errors.ts';

const fbError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('firebaseErrorCode', () => {
  it('reads the code of a FirebaseError-like object', () => {
    expect(firebaseErrorCode(fbError('auth/wrong-password'))).toBe('auth/wrong-password');
  });
  it('returns undefined for anything else', () => {
    expect(firebaseErrorCode(new Error('x'))).toBeUndefined();
    expect(firebaseErrorCode(null)).toBeUndefined();
    expect(firebaseErrorCode({ code: 42 })).toBeUndefined();
  });
});

describe('loginErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'Utilizador não encontrado. Verifique o email.'],
    ['auth/wrong-password', 'Senha incorreta. Tente novamente.'],
    ['auth/invalid-email', 'Email inválido. Verifique o formato.'],
    ['auth/invalid-credential', 'Credenciais inválidas. Verifique email e senha.'],
    ['auth/user-disabled', 'Esta conta foi desabilitada.'],
    ['auth/too-many-requests', 'Muitas tentativas. Tente novamente mais tarde.'],
  ])('maps %s', (code, message) => {
    expect(loginErrorMessage(fbError(code))).toBe(message);
    expect(loginErrorMessage(code)).toBe(message);
  });
  it('falls back to the page-level text, or to a given fallback', () => {
    expect(loginErrorMessage(fbError('auth/unknown'))).toBe(LOGIN_ERROR_FALLBACK);
    expect(loginErrorMessage(new Error('boom'), 'Erro ao fazer login/registro.')).toBe('Erro ao fazer login/registro.');
  });
});

describe('googleErrorMessage', () => {
  it.each([
    ['auth/popup-blocked', 'Pop-up foi bloqueado pelo navegador. Permita pop-ups para este site.'],
    ['auth/popup-closed-by-user', 'Login cancelado pelo usuário.'],
    ['auth/cancelled-popup-request', 'Tentativa de login anterior cancelada.'],
    ['auth/network-request-failed', 'Erro de rede. Verifique sua conexão com a internet.'],
    ['auth/too-many-requests', 'Muitas tentativas de login. Tente novamente em alguns minutos.'],
  ])('maps %s', (code, message) => {
    expect(googleErrorMessage(fbError(code))).toBe(message);
  });
  it('starts the domain and operation messages with the spec texts', () => {
    expect(googleErrorMessage('auth/unauthorized-domain')).toMatch(/^Domínio não autorizado/);
    expect(googleErrorMessage('auth/operation-not-allowed')).toMatch(/^Login com Google não está habilitado no projeto/);
  });
  it('recognises configuration errors', () => {
    for (const code of ['auth/invalid-api-key', 'auth/app-not-authorized', 'auth/invalid-oauth-client-id']) {
      expect(googleErrorMessage(code)).not.toBe(GOOGLE_ERROR_FALLBACK);
    }
  });
  it('prefixes unknown errors with "Erro no login:" or uses the generic text', () => {
    expect(googleErrorMessage(fbError('auth/other', 'algo falhou'))).toBe('Erro no login: algo falhou');
    expect(googleErrorMessage({})).toBe(GOOGLE_ERROR_FALLBACK);
  });
});

describe('registerErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Este email já está em uso. Tente fazer login.'],
    ['auth/weak-password', 'Senha muito fraca. Use pelo menos 6 caracteres.'],
    ['auth/invalid-email', 'Email inválido. Verifique o formato.'],
    ['auth/operation-not-allowed', 'Registo com email não está habilitado.'],
  ])('maps %s', (code, message) => {
    expect(registerErrorMessage(fbError(code))).toBe(message);
  });
  it('falls back to the page-level or the modal text', () => {
    expect(registerErrorMessage(new Error('x'))).toBe(REGISTER_ERROR_FALLBACK);
    expect(registerErrorMessage(new Error('x'), 'Erro ao criar conta.')).toBe('Erro ao criar conta.');
  });
});

describe('resetErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'Não encontramos uma conta com este email.'],
    ['auth/invalid-email', 'Email inválido. Verifique o formato.'],
    ['auth/too-many-requests', 'Muitas tentativas. Tente novamente mais tarde.'],
    ['auth/whatever', RESET_ERROR_FALLBACK],
  ])('maps %s', (code, message) => {
    expect(resetErrorMessage(fbError(code))).toBe(message);
  });
});
