/**
 * @module The accommodations sub-tabs of the lodging area (spec 2.16): 'Publicadas' (room types: add, edit,
 * deactivate, reactivate), 'Reservas' (the real stays of the establishment, with confirm, cancel, check-in and
 * complete) and 'Condições' (free cancellation, instant booking and automatic check-in toggles, check-in and
 * check-out times). One file per panel; this module gathers them.
 */
export { ConditionsPanel } from './ConditionsPanel.tsx';
export { cancelQuestion, NO_SHOW_QUESTION } from './reservation-labels.ts';
export { ReservationsPanel } from './ReservationsPanel.tsx';
export { RoomTypesPanel } from './RoomTypesPanel.tsx';
