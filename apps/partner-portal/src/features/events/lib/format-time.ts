/** @module 'dd/MM/yyyy HH:mm' in Africa/Maputo (DECISIONS.md 5), for check-in times. */
import { intlLocale } from '@turismo/app-core/i18n';
export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    timeZone: 'Africa/Maputo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  }).format(new Date(iso));
