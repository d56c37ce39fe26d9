/**
 * @module /profile/verification: the user's identity verification status, told honestly. Offering services
 * (publishing rides, listing stays, creating events) needs an approved verification (DECISIONS.md 3). Documents are
 * reviewed by the team; there is no upload from the app yet, so this page only shows where things stand.
 */
import styled from 'styled-components';
import { Link } from 'wouter';
import { ROLE_LABELS } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Container } from '@turismo/ui-kit/Container';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { VERIFICATION_STATUS } from '../lib/profile-form.ts';

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

export function VerificationPage() {
  const { profile, roles } = useSession();

  if (!profile) {
    return (
      <Centered>
        <Spinner size="lg" label="A carregar o perfil..." />
      </Centered>
    );
  }

  const status = VERIFICATION_STATUS[profile.verificationStatus];
  const businessRoles = roles.filter((r) => r !== 'client');

  return (
    <Container size="md">
      <Page>
        <Title>Verificação de Perfil</Title>

        {profile.verificationStatus !== 'approved' ? (
          <Alert tone="warning" title="Verificação Necessária">
            Para oferecer serviços na plataforma (publicar viagens, alojamentos ou eventos) precisa de verificar a sua
            identidade e documentos. Reservar como cliente não precisa de verificação.
          </Alert>
        ) : null}

        <Panel aria-labelledby="verification-status">
          <h2 id="verification-status">Estado da verificação</h2>
          <StatusRow>
            <Badge tone={status.tone} size="md">
              {status.label}
            </Badge>
          </StatusRow>
          <p>{status.description}</p>
          {profile.verificationStatus === 'none' ? (
            <Muted>O envio de documentos pela aplicação ainda não está disponível.</Muted>
          ) : null}
          <Muted>
            A análise do documento de identificação e das fotos é feita pela nossa equipa. O estado da sua verificação
            aparece nesta página e é actualizado quando a análise terminar.
          </Muted>
        </Panel>

        <Panel aria-labelledby="verification-roles">
          <h2 id="verification-roles">Os seus tipos de conta</h2>
          {businessRoles.length > 0 ? (
            <>
              <p>Estes tipos de conta precisam de verificação para oferecer serviços:</p>
              <ul>
                {businessRoles.map((role) => (
                  <li key={role}>
                    {ROLE_LABELS[role]}
                    {role === 'admin' ? ' (atribuído por um administrador)' : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Tem uma conta de Cliente: pode reservar viagens, alojamentos e eventos sem verificação.</p>
          )}
          {profile.adminRequested && !roles.includes('admin') ? (
            <Muted>O seu pedido de acesso de Administrador foi registado e aguarda a decisão de um administrador.</Muted>
          ) : null}
        </Panel>

        <div>
          <Button as={Link} href="/perfil" variant="outline">
            Voltar ao Perfil
          </Button>
        </div>
      </Page>
    </Container>
  );
}
