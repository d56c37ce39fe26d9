/**
 * @module /motoristas/:id, a driver's public profile (issue 11): the rides feature's profile card and the reviews
 * feature's published reviews of the driver, composed here. Open to visitors; 'Denunciar' for signed-in users.
 */
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { ShareActions } from '@turismo/app-core/ShareActions';
import { useSession } from '@turismo/app-core/session';
import { DriverProfileCard } from '../../features/rides/components/DriverProfileCard.tsx';
import { SubjectReviews } from '../../features/reviews/components/SubjectReviews.tsx';

export function DriverScreen({ driverId }: { driverId: string }) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  return (
    <Page title={t('Perfil do motorista')}>
      <DriverProfileCard driverId={driverId} />
      <ShareActions title={t('Perfil do motorista')} text={t('Perfil no MozTurismo')} url={`/motoristas/${driverId}`} />
      <SubjectReviews subject="drivers" id={driverId} signedIn={!loading && Boolean(user)} />
    </Page>
  );
}
