// @vitest-environment jsdom
/** The sign-up wizard sends steps 3-4 (document and photos) for review when a business account type is chosen. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

const firebase = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  ...firebase,
  getRedirectResult: vi.fn().mockResolvedValue(null),
  getAdditionalUserInfo: () => null,
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));
vi.mock('@turismo/app-core/firebase', () => ({ auth: { currentUser: null }, googleProvider: {}, popupRedirectResolver: {} }));
const refreshProfile = vi.hoisted(() => vi.fn());
vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({ user: null, loading: false, profile: null, roles: [], refreshProfile }),
}));
const setupRoles = vi.hoisted(() => vi.fn());
vi.mock('../api/setup-roles.ts', () => ({ setupRoles }));
vi.mock('../api/save-city.ts', () => ({ saveCity: vi.fn().mockResolvedValue(undefined) }));
const submitVerification = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/verification/verification.ts', async (importActual) => ({
  ...(await importActual<typeof import('../../../lib/verification/verification.ts')>()),
  submitVerification,
}));

const { LoginModal } = await import('./LoginModal.tsx');
const { MSG_PHOTOS_REQUIRED } = await import('../lib/validation.ts');

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, select' });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

/** Opens the sign-up wizard and fills steps 1 to 3, leaving it on step 4 (the photos). */
async function wizardAtPhotos() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <ThemeProvider>
      <ToastProvider>
        <Router hook={location.hook}>
          <LoginModal open onOpenChange={() => {}} initialMode="signup" />
        </Router>
      </ToastProvider>
    </ThemeProvider>,
  );
  fireEvent.change(field('Email'), { target: { value: 'tomas@teste.co.mz' } });
  fireEvent.change(field('Senha'), { target: { value: 'segredo123' } });
  fireEvent.change(field('Confirmar Senha'), { target: { value: 'segredo123' } });
  next();
  fireEvent.change(await screen.findByLabelText(/^Nome Completo/), { target: { value: 'Tomás Nhantumbo' } });
  fireEvent.change(field('Telefone'), { target: { value: '841234567' } });
  fireEvent.change(field('Cidade'), { target: { value: 'Beira' } });
  next();
  fireEvent.change(await screen.findByLabelText(/^Tipo de Documento/), { target: { value: 'driving_licence' } });
  fireEvent.change(field('Número do Documento'), { target: { value: 'CC-998877' } });
  next();
  return location;
}

async function fillWizard(role: 'Motorista' | null) {
  const location = await wizardAtPhotos();
  fireEvent.change(await screen.findByLabelText('Foto de Perfil'), { target: { files: [png('eu.png')] } });
  fireEvent.change(screen.getByLabelText('Foto do Documento'), { target: { files: [png('carta.png')] } });
  await screen.findByRole('img', { name: 'Pré-visualização da foto do documento' });
  await screen.findByRole('img', { name: 'Pré-visualização da foto de perfil' });
  next();
  if (role) fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(role) }));
  fireEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
  return location;
}

beforeEach(() => {
  firebase.updateProfile.mockResolvedValue(undefined);
  refreshProfile.mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SignupWizard', { timeout: 20_000 }, () => {
  it("drops step 4's error as soon as both photos are chosen (issue 15)", async () => {
    await wizardAtPhotos();
    await screen.findByLabelText('Foto de Perfil');
    next();
    const error = await screen.findByText(MSG_PHOTOS_REQUIRED);
    expect(error).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Foto de Perfil'), { target: { files: [png('eu.png')] } });
    await screen.findByRole('img', { name: 'Pré-visualização da foto de perfil' }, { timeout: 5000 });
    // One photo: the step is still incomplete, the error stays.
    expect(screen.queryByText(MSG_PHOTOS_REQUIRED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Foto do Documento'), { target: { files: [png('carta.png')] } });
    await screen.findByRole('img', { name: 'Pré-visualização da foto do documento' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText(MSG_PHOTOS_REQUIRED)).toBeNull());
  });

  it('sends the document and photos for review when a driver account is created', async () => {
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: { email: 'tomas@teste.co.mz' } });
    setupRoles.mockResolvedValue({});
    submitVerification.mockResolvedValue({ status: 'pending' });
    const location = await fillWizard('Motorista');
    await screen.findByText(/Os seus documentos foram enviados para verificação\./);
    expect(setupRoles).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ roles: ['client', 'driver'] }));
    expect(submitVerification).toHaveBeenCalledWith({
      documentType: 'driving_licence',
      documentNumber: 'CC-998877',
      profilePhoto: expect.stringMatching(/^data:image\/png;base64,/),
      documentPhoto: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile/verification'));
  });

  it('keeps the account and says so when the documents cannot be sent', async () => {
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: { email: 'tomas@teste.co.mz' } });
    setupRoles.mockResolvedValue({});
    submitVerification.mockRejectedValue(new Error('500'));
    await fillWizard('Motorista');
    await screen.findByText(/Não foi possível enviar os documentos: envie-os de novo na página de verificação\./);
    screen.getByText('Conta Criada!');
  });

  it('sends nothing for a client-only account', async () => {
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: { email: 'tomas@teste.co.mz' } });
    setupRoles.mockResolvedValue({});
    await fillWizard(null);
    await screen.findByText('Conta Criada!');
    expect(submitVerification).not.toHaveBeenCalled();
  });
});
