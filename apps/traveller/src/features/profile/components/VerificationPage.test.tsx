/** /profile/verification: the status from the API, the documents form with the spec's messages, and resubmission. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { MyVerification } from '../../../lib/verification/verification.ts';

const session = vi.hoisted(() => ({
  current: {
    profile: { verificationStatus: 'none', adminRequested: false } as Record<string, unknown>,
    roles: ['client', 'driver'],
    refreshProfile: vi.fn(async () => {}),
  },
}));
vi.mock('@turismo/app-core/session', () => ({ useSession: () => session.current }));

const verification = vi.hoisted(() => ({ data: undefined as MyVerification | undefined, mutate: vi.fn() }));
const submitVerification = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/verification/verification.ts', async (importActual) => ({
  ...(await importActual<typeof import('../../../lib/verification/verification.ts')>()),
  useMyVerification: () => ({ data: verification.data, error: undefined, mutate: verification.mutate }),
  submitVerification,
}));

const { VerificationPage } = await import('./VerificationPage.tsx');

const NONE: MyVerification = {
  status: 'none',
  documentType: null,
  documentNumber: null,
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  canSubmit: true,
};

const png = (name = 'foto.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  vi.clearAllMocks();
  verification.data = undefined;
});

async function choosePhoto(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('VerificationPage', { timeout: 20_000 }, () => {
  it('asks for the document number and both photos with the messages of spec 5', async () => {
    verification.data = NONE;
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    screen.getByText('Não verificado');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para verificação' }));
    await screen.findByText('Por favor, insira o número do seu documento de identificação.');
    fireEvent.change(screen.getByLabelText(/Número do Documento/), { target: { value: '110100123456B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para verificação' }));
    await screen.findByText('Por favor, carregue tanto a foto de perfil quanto a foto do documento.');
    expect(submitVerification).not.toHaveBeenCalled();
  });

  it('refuses files that are not images or are 5MB or more', async () => {
    verification.data = NONE;
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    await choosePhoto('Foto de Perfil', new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    await screen.findByText('Por favor, selecione apenas arquivos de imagem');
    await choosePhoto('Foto do Documento', png('grande.png', 5 * 1024 * 1024));
    await screen.findByText('A foto do documento deve ter menos de 5MB');
  });

  it('sends the document and the photos, previews them, and shows the pending status', async () => {
    verification.data = NONE;
    submitVerification.mockResolvedValue({ ...NONE, status: 'pending', canSubmit: false });
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    fireEvent.change(screen.getByLabelText('Tipo de Documento'), { target: { value: 'passport' } });
    fireEvent.change(screen.getByLabelText(/Número do Documento/), { target: { value: ' AB123456 ' } });
    await choosePhoto('Foto de Perfil', png('eu.png'));
    await choosePhoto('Foto do Documento', png('passaporte.png'));
    await screen.findByRole('img', { name: 'Pré-visualização da foto de perfil' }, { timeout: 5000 });
    await screen.findByRole('img', { name: 'Pré-visualização da foto do documento' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para verificação' }));
    await screen.findByText('Documentos enviados');
    expect(submitVerification).toHaveBeenCalledWith({
      documentType: 'passport',
      documentNumber: 'AB123456',
      profilePhoto: expect.stringMatching(/^data:image\/png;base64,/),
      documentPhoto: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await waitFor(() => expect(session.current.refreshProfile).toHaveBeenCalled());
  });

  it('shows a pending verification without the form', () => {
    verification.data = {
      ...NONE,
      status: 'pending',
      documentType: 'bi',
      documentNumber: '110100123456B',
      submittedAt: '2026-11-20T09:15:00.000Z',
      canSubmit: false,
    };
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    screen.getByText('Em análise');
    screen.getByText('BI n.º 110100123456B, enviado em 20/11/2026.');
    expect(screen.queryByRole('button', { name: 'Enviar para verificação' })).toBeNull();
  });

  it('shows the rejection reason and lets the user send new documents', () => {
    verification.data = {
      ...NONE,
      status: 'rejected',
      documentType: 'bi',
      documentNumber: '110100123456B',
      submittedAt: '2026-11-20T09:15:00.000Z',
      reviewedAt: '2026-11-21T10:00:00.000Z',
      rejectionReason: 'A foto do documento está ilegível.',
      canSubmit: true,
    };
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    screen.getByText('Rejeitado');
    screen.getByText('A foto do documento está ilegível.');
    screen.getByRole('button', { name: 'Enviar para verificação' });
  });

  it('tells a suspended user why', () => {
    verification.data = { ...NONE, status: 'approved', canSubmit: false };
    session.current.profile = { ...session.current.profile, accountStatus: 'suspended', suspensionReason: 'Fraude' };
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    screen.getByText('Conta suspensa');
    screen.getByText(/não pode fazer reservas, pagamentos nem oferecer serviços\. Motivo: Fraude/);
    session.current.profile = { verificationStatus: 'none', adminRequested: false };
  });

  it('shows an approved verification without the form or the warning', () => {
    verification.data = { ...NONE, status: 'approved', canSubmit: false };
    renderWithApp(<VerificationPage />, { path: '/profile/verification' });
    screen.getByText('Verificado');
    expect(screen.queryByText('Verificação Necessária')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar para verificação' })).toBeNull();
  });
});
