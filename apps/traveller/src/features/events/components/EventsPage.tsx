/**
 * @module Eventos e Feiras (spec 2.8, /eventos and /events; open to visitors). The event search arrives in a later
 * issue; until then the page says so and repeats the search received from the home page (?location=&date=).
 */
import { useSearchParams } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

/** Renders the parameters of the home page's events search in words. */
function describeSearch(location: string | null, date: string | null): string | undefined {
  const parts: string[] = [];
  if (location) parts.push(`em ${location}`);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) parts.push(`a partir de ${formatDate(date)}`);
  return parts.length ? `A sua pesquisa: eventos ${parts.join(' ')}.` : undefined;
}

export function EventsPage() {
  const [params] = useSearchParams();
  const search = describeSearch(params.get('location'), params.get('date'));
  return (
    <ComingSoonPage
      title="Eventos e Feiras"
      description={search ?? 'Festivais, feiras, concertos e conferências em Moçambique.'}
    />
  );
}
