/**
 * @module 'Partilhar' and 'Adicionar ao calendário' (issue 26, ADR 0046) on a listing or a booking. Partilhar uses the
 * phone's own share sheet (Web Share API) when the browser has one; elsewhere a menu offers WhatsApp, SMS and 'Copiar
 * ligação'. The link is the listing's public address, whose page carries its picture, name, place and date for the
 * preview (api/src/domains/pages). The calendar button saves an .ics (./calendar.ts).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { Menu } from '@turismo/ui-kit/Menu';
import { useToast } from '@turismo/ui-kit/Toast';
import { type CalendarEntry, saveCalendar } from './calendar.ts';

export type ShareActionsProps = {
  /** What is shared: the listing's name. */
  title: string;
  /** A line for the message: place and date. */
  text: string;
  /** The address shared (absolute or from the origin's root). */
  url: string;
  /** With an entry, 'Adicionar ao calendário' too. */
  calendar?: CalendarEntry;
  /** The .ics file's name, without extension. */
  calendarFile?: string;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The share and calendar buttons of a listing or a booking. */
export function ShareActions({ title, text, url, calendar, calendarFile }: ShareActionsProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const link = new URL(url, globalThis.location?.origin ?? 'http://localhost').href;
  const message = `${title} · ${text}\n${link}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('Ligação copiada'), variant: 'success' });
    } catch {
      toast({ title: t('Não foi possível copiar a ligação'), description: link, variant: 'destructive' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text, url: link });
    } catch {
      // Closed by the person, or refused: nothing to say.
    }
  };
  return (
    <Row>
      {canShare() ? (
        <Button variant="outline" size="sm" onClick={() => void share()}>
          {t('Partilhar')}
        </Button>
      ) : (
        <Menu
          label={t('Partilhar')}
          align="start"
          items={[
            // i18n-exempt (a product's name)
            { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(message)}`, icon: 'chat' },
            { label: 'SMS', href: `sms:?&body=${encodeURIComponent(message)}`, icon: 'chat' },
            { label: t('Copiar ligação'), onSelect: () => void copy(), icon: 'check' },
          ]}
        />
      )}
      {calendar ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void saveCalendar([calendar], calendarFile ?? title)}
        >
          {t('Adicionar ao calendário')}
        </Button>
      ) : null}
    </Row>
  );
}
