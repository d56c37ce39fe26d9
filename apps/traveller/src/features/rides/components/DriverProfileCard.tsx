/**
 * @module A driver's public profile (issue 11, spec 'Provider profiles'): photo (or the kit's designed fallback), first
 * name, the verified badge (the admin approved their identity), member since, trips completed, rating and count of
 * published reviews ('Sem avaliações' with none) and the vehicle of their newest ride. 404 says the driver is not
 * available.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { ProfileCard, ratingText } from '@turismo/app-core/ProfileCard';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Photo } from '@turismo/ui-kit/Photo';
import { useDriverProfile, useVehiclePhotos } from '../api/rides.ts';
import { vehicleLabel } from '../lib/ride-rules.ts';

export function DriverProfileCard({ driverId }: { driverId: string }) {
  const { t } = useTranslation();
  const { data: driver, error, isLoading } = useDriverProfile(driverId);
  const { data: carPhotos } = useVehiclePhotos(driverId);
  const car = carPhotos?.[0];
  if (isLoading) return <Skeleton variant="rect" height={140} />;
  if (error || !driver) {
    return <p role="alert">{t('Este motorista não existe ou já não está disponível.')}</p>;
  }
  return (
    <ProfileCard
      headingId="motorista-nome"
      firstName={driver.firstName}
      photoUrl={driver.profileImageUrl}
      verified={driver.verified}
      facts={[
        [t('Membro desde'), formatDate(driver.memberSince)],
        [t('Viagens'), t('{{count}} viagem realizada', { count: driver.tripsCompleted })],
        [t('Avaliação'), ratingText(driver.rating, driver.reviewCount)],
        [t('Veículo'), driver.vehicleType ? t(vehicleLabel(driver.vehicleType)) : null],
      ]}
    >
      {car ? (
        <Photo
          photo={car}
          label={t('O carro de {{name}}', { name: driver.firstName })}
          sizes="(min-width: 768px) 320px, 88vw"
          style={{ marginTop: '12px', maxWidth: 320, borderRadius: 8 }}
        />
      ) : null}
    </ProfileCard>
  );
}
