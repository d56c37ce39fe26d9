import { describe, expect, it } from 'vitest';
import {
  CITIES,
  isValidPhone,
  loginSchema,
  MSG_DOCUMENT_REQUIRED,
  MSG_FILL_ALL,
  MSG_IMAGE_ONLY,
  MSG_PASSWORD_SHORT,
  MSG_PASSWORDS_DIFFER,
  MSG_PERSONAL_REQUIRED,
  MSG_PHONE_INVALID,
  MSG_PHOTOS_REQUIRED,
  MSG_RESET_EMAIL,
  MSG_ROLES_REQUIRED,
  normalizePhone,
  safeNextPath,
  signupSchema,
  splitFullName,
  validate,
  validateModalSignIn,
  validatePhotoFile,
  validateResetEmail,
  validateWizardStep,
  type WizardValues,
} from './validation.ts';

describe('login page schema', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(validate(loginSchema, { email: ' ana@demo.co.mz ', password: 'segredo' })).toEqual({
      ok: true,
      data: { email: 'ana@demo.co.mz', password: 'segredo' },
    });
  });
  it('gives the spec messages', () => {
    expect(validate(loginSchema, { email: 'ana', password: '123' })).toEqual({
      ok: false,
      errors: { email: 'Email inválido', password: 'Senha deve ter pelo menos 6 caracteres' },
    });
  });
});

describe('signup page schema', () => {
  const valid = { fullName: 'Ana Cossa', email: 'ana@demo.co.mz', password: 'segredo1', confirmPassword: 'segredo1' };
  it('accepts a valid form', () => {
    expect(validate(signupSchema, valid).ok).toBe(true);
  });
  it('requires a 2-character name', () => {
    expect(validate(signupSchema, { ...valid, fullName: 'A' })).toEqual({
      ok: false,
      errors: { fullName: 'Nome deve ter pelo menos 2 caracteres' },
    });
  });
  it('shows the mismatch on the confirm field', () => {
    expect(validate(signupSchema, { ...valid, confirmPassword: 'outra1' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Senhas não coincidem' },
    });
  });
});

describe('modal checks', () => {
  it('requires both fields, then 6 characters', () => {
    expect(validateModalSignIn('', 'abcdef')).toBe(MSG_FILL_ALL);
    expect(validateModalSignIn('a@b.co', '')).toBe(MSG_FILL_ALL);
    expect(validateModalSignIn('a@b.co', 'abc')).toBe(MSG_PASSWORD_SHORT);
    expect(validateModalSignIn('a@b.co', 'abcdef')).toBeNull();
  });
  it('needs a valid reset email', () => {
    expect(validateResetEmail('')).toBe(MSG_RESET_EMAIL);
    expect(validateResetEmail('ana@demo.co.mz')).toBeNull();
  });
});

describe('phone rule', () => {
  it.each(['+258841234567', '258841234567', '841234567', '+258 84 123 4567', '84 123 45 67', '84-123-4567'])('accepts %s', (p) => {
    expect(isValidPhone(p)).toBe(true);
  });
  it.each(['', '84123456', '+25884123456', '+351841234567', '123456789', '8412345678'])('rejects %s', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
  it('normalises to +258 and 9 digits', () => {
    expect(normalizePhone('84 123 4567')).toBe('+258841234567');
    expect(normalizePhone('258841234567')).toBe('+258841234567');
    expect(normalizePhone('+258 841234567')).toBe('+258841234567');
  });
});

describe('wizard steps', () => {
  const base: WizardValues = {
    email: 'ana@demo.co.mz',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    fullName: 'Ana Cossa',
    phone: '841234567',
    city: 'Maputo',
    documentType: 'bi',
    documentNumber: '110100123456A',
    profilePhoto: 'data:image/png;base64,AA==',
    documentPhoto: 'data:image/png;base64,AA==',
    roles: ['client'],
  };
  it('accepts a complete form at every step', () => {
    for (const step of [1, 2, 3, 4, 5]) expect(validateWizardStep(step, base)).toBeNull();
  });
  it('step 1: fields, match, length', () => {
    expect(validateWizardStep(1, { ...base, confirmPassword: '' })).toBe(MSG_FILL_ALL);
    expect(validateWizardStep(1, { ...base, confirmPassword: 'outra12' })).toBe(MSG_PASSWORDS_DIFFER);
    expect(validateWizardStep(1, { ...base, password: 'abc', confirmPassword: 'abc' })).toBe(MSG_PASSWORD_SHORT);
  });
  it('step 2: personal fields and phone', () => {
    expect(validateWizardStep(2, { ...base, city: '' })).toBe(MSG_PERSONAL_REQUIRED);
    expect(validateWizardStep(2, { ...base, phone: '123' })).toBe(MSG_PHONE_INVALID);
  });
  it('step 3: document number', () => {
    expect(validateWizardStep(3, { ...base, documentNumber: '  ' })).toBe(MSG_DOCUMENT_REQUIRED);
  });
  it('step 4: both photos', () => {
    expect(validateWizardStep(4, { ...base, documentPhoto: null })).toBe(MSG_PHOTOS_REQUIRED);
  });
  it('step 5: at least one account type', () => {
    expect(validateWizardStep(5, { ...base, roles: [] })).toBe(MSG_ROLES_REQUIRED);
  });
});

describe('photo files', () => {
  it('accepts an image under 5MB', () => {
    expect(validatePhotoFile({ type: 'image/jpeg', size: 1024 }, 'profile')).toBeNull();
  });
  it('rejects other files and large images', () => {
    expect(validatePhotoFile({ type: 'application/pdf', size: 10 }, 'profile')).toBe(MSG_IMAGE_ONLY);
    expect(validatePhotoFile({ type: 'image/png', size: 5 * 1024 * 1024 }, 'document')).toBe(
      'A foto do documento deve ter menos de 5MB',
    );
  });
});

describe('helpers', () => {
  it('lists the 25 cities of the spec', () => {
    expect(CITIES).toHaveLength(25);
    expect(CITIES).toContain('Xai-Xai');
  });
  it('splits a full name at the first space', () => {
    expect(splitFullName('Ana Maria  Cossa')).toEqual({ firstName: 'Ana', lastName: 'Maria Cossa' });
    expect(splitFullName('Ana')).toEqual({ firstName: 'Ana', lastName: '' });
  });
  it('keeps only same-origin next paths', () => {
    expect(safeNextPath('?next=%2Freservas%3Fx%3D1')).toBe('/reservas?x=1');
    expect(safeNextPath('next=/perfil')).toBe('/perfil');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath('?next=https://evil.example')).toBe('/');
    expect(safeNextPath('?next=//evil.example')).toBe('/');
    expect(safeNextPath('?next=/%5Cevil.example')).toBe('/');
    expect(safeNextPath('?next=javascript:alert(1)')).toBe('/');
  });
});
