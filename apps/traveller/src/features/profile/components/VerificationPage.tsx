/**
 * @module /profile/verification: the user's identity verification (DECISIONS.md 3; spec 2.4 steps 3-4, 5 'Wizard').
 * Offering services (publishing rides, listing stays, creating events) needs a verification approved by an admin.
 * The page shows the current status from GET /api/verifications/me (none, pending, approved, or rejected with the
 * admin's reason) and, when none was sent or it was rejected, the form: document type and number, profile photo and
 * document photo (images under 5MB, previews), sent with POST /api/verifications.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@turismo/app-core/format';
import { Link } from 'wouter';
import { ROLE_LABELS } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Container } from '@turismo/ui-kit/Container';
import { Spinner } from '@turismo/ui-kit/Spinner';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  MY_VERIFICATION_KEY,
  type MyVerification,
  useMyVerification,
} from '../../../lib/verification/verification.ts';
import { VERIFICATION_STATUS } from '../lib/profile-form.ts';
import { VerificationDocumentsForm } from './VerificationDocumentsForm.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space[5]}; }
`;

const StatusRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

const DOCUMENT_LABEL = Object.fromEntries(DOCUMENT_TYPES.map((d) => [d.value, d.label])) as Record<DocumentType, string>;

export function VerificationPage() {
  const { t } = useTranslation();
  const { profile, roles, refreshProfile } = useSession();
  const verification = useMyVerification(Boolean(profile));
  const { mutate } = useSWRConfig();

  if (!profile) {
    return (
      <Centered>
        <Spinner size="lg" label={t('A carregar o perfil...')} />
      </Centered>
    );
  }

  const v = verification.data;
  const current = v?.status ?? profile.verificationStatus;
  const status = VERIFICATION_STATUS[current];
  const onSent = async (sent: MyVerification) => {
    await mutate(MY_VERIFICATION_KEY, sent, { revalidate: false });
    await refreshProfile().catch(() => undefined);
  };
  const businessRoles = roles.filter((r) => r !== 'client');

  return (
    <Container size="md">
      <Page>
        <Title>{t('Verificação de Perfil')}</Title>

        {profile.accountStatus === 'suspended' || profile.accountStatus === 'banned' ? (
          <Alert
            tone="danger"
            title={t('Conta suspensa')}
            action={<Button as={Link} href="/ajuda/suporte" size="sm">{t('Contactar o suporte')}</Button>}
          >
            {t('A sua conta foi suspensa por um administrador: não pode fazer reservas, pagamentos nem oferecer serviços.')}
            {profile.suspensionReason ? ` ${t('Motivo: {{reason}}', { reason: profile.suspensionReason })}` : null}
          </Alert>
        ) : null}

        {current !== 'approved' ? (
          <Alert tone="warning" title={t('Verificação Necessária')}>
            {t(
              'Para oferecer serviços na plataforma (publicar viagens, alojamentos ou eventos) precisa de verificar a sua identidade e documentos. Reservar como cliente não precisa de verificação.',
            )}
          </Alert>
        ) : null}

        <Panel aria-labelledby="verification-status">
          <h2 id="verification-status">{t('Estado da verificação')}</h2>
          <StatusRow>
            <Badge tone={status.tone} size="md">
              {t(status.label)}
            </Badge>
          </StatusRow>
          <p>{t(status.description)}</p>
          {v?.documentType && v.submittedAt ? (
            <Muted>
              {t('{{document}} n.º {{number}}, enviado em {{date}}.', {
                document: t(DOCUMENT_LABEL[v.documentType]),
                number: v.documentNumber,
                date: formatDate(v.submittedAt),
              })}
            </Muted>
          ) : null}
          {current === 'rejected' && v?.rejectionReason ? (
            <Alert tone="danger" title={t('Motivo da rejeição')}>
              {v.rejectionReason}
            </Alert>
          ) : null}
          {current === 'rejected' ? <p>{t('Pode enviar novos documentos abaixo.')}</p> : null}
          <Muted>
            {t(
              'A análise do documento de identificação e das fotos é feita por um administrador. O estado da sua verificação aparece nesta página e é atualizado quando a análise terminar.',
            )}
          </Muted>
        </Panel>

        {verification.error ? (
          <Alert
            tone="danger"
            title={t('Erro')}
            action={<Button size="sm" variant="outline" onClick={() => void verification.mutate()}>{t('Tentar novamente')}</Button>}
          >
            {t('Não foi possível carregar o estado da verificação.')}
          </Alert>
        ) : !v ? (
          <Spinner label={t('A carregar a verificação...')} />
        ) : v.canSubmit ? (
          <Panel>
            <VerificationDocumentsForm onSent={onSent} />
          </Panel>
        ) : null}

        <Panel aria-labelledby="verification-roles">
          <h2 id="verification-roles">{t('Os seus tipos de conta')}</h2>
          {businessRoles.length > 0 ? (
            <>
              <p>{t('Estes tipos de conta precisam de verificação para oferecer serviços:')}</p>
              <ul>
                {businessRoles.map((role) => (
                  <li key={role}>
                    {t(ROLE_LABELS[role])}
                    {role === 'admin' ? ` ${t('(atribuído por um administrador)')}` : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('Tem uma conta de Cliente: pode reservar viagens, alojamentos e eventos sem verificação.')}</p>
          )}
          {profile.adminRequested && !roles.includes('admin') ? (
            <Muted>{t('O seu pedido de acesso de Administrador foi registado e aguarda a decisão de um administrador.')}</Muted>
          ) : null}
        </Panel>

        <div>
          <Button as={Link} href="/perfil" variant="outline">
            {t('Voltar ao Perfil')}
          </Button>
        </div>
      </Page>
    </Container>
  );
}
