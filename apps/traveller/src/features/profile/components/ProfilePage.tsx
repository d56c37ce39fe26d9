/**
 * @module The profile screen (/perfil, /profile; spec 2.14): the user's summary and verification status, tabs
 * Pessoal, Preferências, Pagamento and Pontos, and the Dashboard and Sair buttons. Mounted behind the sign-in gate.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Container } from '@turismo/ui-kit/Container';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { initials, VERIFICATION_STATUS } from '../lib/profile-form.ts';
import { PaymentTab } from './PaymentTab.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import { PersonalTab } from './PersonalTab.tsx';
import { PreferencesTab } from './PreferencesTab.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandActive};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 200px;
  min-width: 0;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProfilePageProps {
  /** Content of the 'Pontos' tab (the live loyalty programme, mounted by src/app). */
  children?: ReactNode;
}

export function ProfilePage({ children }: ProfilePageProps) {
  const { t } = useTranslation();
  const { user, profile, roles, refreshProfile, signOut } = useSession();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState('pessoal');
  const [leaving, setLeaving] = useState(false);

  if (!profile) {
    return (
      <Centered>
        <Spinner size="lg" label={t('A carregar o perfil...')} />
      </Centered>
    );
  }

  const onSignOut = async () => {
    setLeaving(true);
    try {
      await signOut();
      navigate('/');
    } catch {
      setLeaving(false);
      toast({
        title: t('Não foi possível terminar a sessão'),
        description: t('Verifique a ligação e tente novamente.'),
        variant: 'destructive',
      });
    }
  };

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.displayName;
  const photo = profile.profileImageUrl ?? user?.photoURL ?? null;
  const status = VERIFICATION_STATUS[profile.verificationStatus];

  return (
    <Container size="md">
      <Page>
        <Summary aria-labelledby="profile-name">
          <Avatar aria-hidden="true">
            {photo ? <img src={photo} alt="" /> : initials(profile.firstName, profile.lastName, profile.email ?? '')}
          </Avatar>
          <Who>
            <Name id="profile-name">{fullName}</Name>
            <Email>{profile.email}</Email>
            <AvatarUpload userId={profile.id} onUploaded={refreshProfile} />
            <Badges aria-label={t('Tipos de conta')}>
              {roles.map((role) => (
                <Badge key={role} tone={role === profile.currentRole ? 'brand' : 'neutral'}>
                  {t(ROLE_LABELS[role])}
                </Badge>
              ))}
              <Link href="/signup?etapa=papeis">{t('Adicionar tipos de conta')}</Link>
            </Badges>
            <Badges>
              <span>{t('Verificação:')}</span>
              <Badge tone={status.tone}>{t(status.label)}</Badge>
              <Link href="/profile/verification">
                {profile.verificationStatus === 'approved' ? t('Ver detalhes') : t('Verificar Perfil')}
              </Link>
            </Badges>
          </Who>
          <Actions>
            <Button as={Link} href="/reservas" variant="outline">
              {t('Dashboard')}
            </Button>
            <Button variant="ghost" onClick={() => void onSignOut()} loading={leaving}>
              {t('Sair')}
            </Button>
          </Actions>
        </Summary>

        <Tabs
          label={t('Perfil')}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              id: 'pessoal',
              label: t('Pessoal'),
              content: <PersonalTab key={profile.id} profile={profile} onSaved={refreshProfile} />,
            },
            {
              id: 'preferencias',
              label: t('Preferências'),
              content: <PreferencesTab key={profile.id} profile={profile} onSaved={refreshProfile} />,
            },
            { id: 'pagamento', label: t('Pagamento'), content: <PaymentTab phone={profile.phone} /> },
            {
              id: 'pontos',
              label: t('Pontos'),
              content: children ?? <Muted>{t('O programa de fidelidade estará disponível em breve.')}</Muted>,
            },
          ]}
        />
      </Page>
    </Container>
  );
}
