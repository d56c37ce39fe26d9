/**
 * @module The event organisers' area (/organizadores, DECISIONS.md 4; issue 5): the dashboard (figures of their
 * events from the API), Os Meus Eventos (tabs Ativos, Anteriores, Rascunhos; create, edit, publish, cancel), Vendas
 * (ticket sales and the attendee list of one event) and Check-in (typed code, or the camera where the browser
 * offers BarcodeDetector). One file per page; this module gathers them for src/app.
 */
export { OrganiserCheckInPage } from './OrganiserCheckInPage.tsx';
export { OrganiserDashboardPage } from './OrganiserDashboardPage.tsx';
export { OrganiserEventsPage, OrganiserEventsPanel, type OrganiserEventsPanelProps } from './OrganiserEventsPanel.tsx';
export { OrganiserSalesPage } from './OrganiserSalesPage.tsx';
