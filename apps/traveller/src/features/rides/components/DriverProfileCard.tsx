/**
 * @module A driver's public profile (issue 11, spec 'Provider profiles'): photo (or the kit's designed fallback), first
 * name, the verified badge (the admin approved their identity), member since, trips completed, rating and count of
 * published reviews ('Sem avaliações' with none) and the vehicle of their newest ride. 404 says the driver is not
 * available.
 */
import { formatDate } from '@turismo/app-core/format';
import { ProfileCard, ratingText } from '@turismo/app-core/ProfileCard';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useDriverProfile } from '../api/rides.ts';
import { vehicleLabel } from '../lib/ride-rules.ts';

export function DriverProfileCard({ driverId }: { driverId: string }) {
  const { data: driver, error, isLoading } = useDriverProfile(driverId);
  if (isLoading) return <Skeleton variant="rect" height={140} />;
  if (error || !driver) {
    return <p role="alert">Este motorista não existe ou já não está disponível.</p>;
  }
  return (
    <ProfileCard
      headingId="motorista-nome"
      firstName={driver.firstName}
      photoUrl={driver.profileImageUrl}
      verified={driver.verified}
      facts={[
        ['Membro desde', formatDate(driver.memberSince)],
        ['Viagens', driver.tripsCompleted === 1 ? '1 viagem realizada' : `${driver.tripsCompleted} viagens realizadas`],
        ['Avaliação', ratingText(driver.rating, driver.reviewCount)],
        ['Veículo', driver.vehicleType ? vehicleLabel(driver.vehicleType) : null],
      ]}
    />
  );
}
