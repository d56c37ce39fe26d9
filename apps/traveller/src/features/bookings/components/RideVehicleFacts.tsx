/**
 * @module The car of a booked ride on its /reservas card (issue 15): 'Toyota Corolla, Branco' and the plate (the API
 * shows the plate only to travellers with a booking of the ride). Nothing is shown while loading or when the driver
 * registered no vehicle.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRideVehicle } from '../api/ride-vehicle.ts';

const Line = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function RideVehicleFacts({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const { data } = useRideVehicle(rideId);
  if (!data) return null;
  return (
    <Line data-ride-vehicle>
      {t('Veículo: {{make}} {{model}}, {{colour}}', { make: data.make, model: data.model, colour: data.colour })}
      {data.plate ? <> · {t('Matrícula')} <strong>{data.plate}</strong></> : null}
    </Line>
  );
}
