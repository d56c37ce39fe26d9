/** @module The demo accounts printed by `npm start` (created by api/src/seed/demo-users.ts). */
export const DEMO_ACCOUNTS = [
  { email: 'cliente@demo.co.mz', roles: 'Cliente' },
  { email: 'motorista@demo.co.mz', roles: 'Cliente, Motorista (verificado)' },
  { email: 'hotel@demo.co.mz', roles: 'Cliente, Gestor de Alojamento (verificado)' },
  { email: 'eventos@demo.co.mz', roles: 'Cliente, Organizador de Eventos (verificado)' },
  { email: 'admin@demo.co.mz', roles: 'Cliente, Administrador' },
];
