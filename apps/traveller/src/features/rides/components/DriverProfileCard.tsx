/**
 * @module A driver's public profile (issue 11, spec 'Provider profiles'): photo (or the kit's designed fallback), first
 * name, the verified badge (the admin approved their identity), member since, trips completed, rating and count of
 * published reviews ('Sem avaliações' with none) and the vehicle of their newest ride. 404 says the driver is not
 * available.
 */
import styled from 'styled-components';
import { formatDate } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Photo } from '@turismo/ui-kit/Photo';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useDriverProfile } from '../api/rides.ts';
import { vehicleLabel } from '../lib/ride-rules.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  img.avatar {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.round};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

export function DriverProfileCard({ driverId }: { driverId: string }) {
  const { data: driver, error, isLoading } = useDriverProfile(driverId);
  if (isLoading) return <Skeleton variant="rect" height={140} />;
  if (error || !driver) {
    return <p role="alert">Este motorista não existe ou já não está disponível.</p>;
  }
  return (
    <Card as="section" aria-labelledby="motorista-nome" style={{ marginBottom: '24px' }}>
      <Card.Body>
        <Layout>
          {driver.profileImageUrl
            ? <img className="avatar" src={driver.profileImageUrl} alt={`Fotografia de ${driver.firstName}`} />
            : <Photo photo={null} label={driver.firstName} aspectRatio={1} style={{ borderRadius: '50%' }} />}
          <div>
            <h2 id="motorista-nome">{driver.firstName}</h2>
            {driver.verified ? <Badge tone="success">Verificado</Badge> : null}
            <Facts>
              <dt>Membro desde</dt>
              <dd>{formatDate(driver.memberSince)}</dd>
              <dt>Viagens</dt>
              <dd>{driver.tripsCompleted === 1 ? '1 viagem realizada' : `${driver.tripsCompleted} viagens realizadas`}</dd>
              <dt>Avaliação</dt>
              <dd>
                {driver.rating !== null && driver.reviewCount > 0
                  ? `★ ${driver.rating.toFixed(1)} (${driver.reviewCount === 1 ? '1 avaliação' : `${driver.reviewCount} avaliações`})`
                  : 'Sem avaliações'}
              </dd>
              {driver.vehicleType ? (
                <>
                  <dt>Veículo</dt>
                  <dd>{vehicleLabel(driver.vehicleType)}</dd>
                </>
              ) : null}
            </Facts>
          </div>
        </Layout>
      </Card.Body>
    </Card>
  );
}
