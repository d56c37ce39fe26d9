/**
 * @module The portal's routes: /drivers and /drivers/*, /organizadores and /organizadores/*, and, for /hotels,
 * /hotels/* and any other path the portal is asked for, the lodging area (spec 2.16: '/hotels, /hotels/*, any
 * unmatched path').
 */
import { useLocation } from 'wouter';
import { PARTNER_AREAS } from '@turismo/rules/areas.ts';
import { DriverArea, LodgingArea, OrganiserArea } from './areas.tsx';

/** Whether `location` is `prefix` or below it. */
function isUnder(location: string, prefix: string): boolean {
  return location === prefix || location.startsWith(`${prefix}/`);
}

export function AppRoutes() {
  const [location] = useLocation();
  if (isUnder(location, PARTNER_AREAS.driver)) return <DriverArea />;
  if (isUnder(location, PARTNER_AREAS.event)) return <OrganiserArea />;
  return <LodgingArea />;
}
