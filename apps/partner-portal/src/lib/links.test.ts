import { describe, expect, it } from 'vitest';
import { loginHref } from '@turismo/app-core/links';
import { isPortalPath } from './links.ts';

describe('portal links', () => {
  it('routes only the three areas inside the portal', () => {
    expect(isPortalPath('/drivers')).toBe(true);
    expect(isPortalPath('/drivers/offers')).toBe(true);
    expect(isPortalPath('/hotels?tab=1')).toBe(true);
    expect(isPortalPath('/organizadores/vendas')).toBe(true);
    expect(isPortalPath('/')).toBe(false);
    expect(isPortalPath('/perfil')).toBe(false);
    expect(isPortalPath('/driversx')).toBe(false);
    expect(isPortalPath('/admin')).toBe(false);
  });

  it('sends the sign-in page back to the current path', () => {
    expect(loginHref('/hotels')).toBe('/login?next=%2Fhotels');
    expect(loginHref('/drivers/chat')).toBe('/login?next=%2Fdrivers%2Fchat');
  });
});
