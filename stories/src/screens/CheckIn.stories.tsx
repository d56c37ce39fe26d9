/**
 * @module Screens for designers (issue 34): the organiser's check-in (/organizadores/check-in, issues 5, 14, 15) as
 * apps/partner-portal/src/app/areas.tsx's OrganiserArea renders it for a signed-in organiser: the rule of one entry
 * per ticket, the typed code (the fallback printed under the QR code), the camera, and 'Check-in sem ligação' with
 * the event lists kept on the device (ADR 0035). The states:
 * - with a network, nothing downloaded yet (the list of her events to download from);
 * - without a network, with today's fair's list on this device: a typed code is admitted and queued, the same code
 *   again is refused with the time of its entry here, a ticket already in and a cancelled one are refused;
 * - without a network and without lists: nothing can be checked;
 * - the camera: a phone's camera (a stream drawn here with the ticket's QR code) read by the app's own decoder, a
 *   camera refused, and a browser without one.
 * The lists, the queue and the device id live in the browser's IndexedDB, as on the organiser's phone: each story
 * puts there what it needs and takes it away after. The events are the demo organiser's (partner-fixtures.ts).
 * Checking a code with a network asks the API (POST /api/events/check-in): not shown here.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { QRCodeCanvas } from 'qrcode.react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixedSession } from '@turismo/app-core/session';
import { OrganiserCheckInPage } from '../../../apps/partner-portal/src/features/events/components/OrganiserPages.tsx';
import * as store from '../../../apps/partner-portal/src/features/events/lib/checkin-store.ts';
import { FAIR, FAIR_CODES, fairCheckInList, ORGANISER, organiserAnswers } from './partner-fixtures.ts';
import { type Answer, Screen } from './recorded-api.tsx';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';

const UID = ORGANISER.user!.uid;

/** /organizadores/check-in as OrganiserArea renders it (the area's gate passed: a verified organiser). */
function CheckInScreen({ answers }: { answers: readonly Answer[] }) {
  return (
    <FixedSession session={ORGANISER}>
      <Screen path="/organizadores/check-in" answers={answers}>
        <OrganiserCheckInPage />
      </Screen>
    </FixedSession>
  );
}

/** The browser says it has no network (navigator.onLine false, an 'offline' event) until the cleanup. */
function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    // The prototype's getter again: the browser's own answer.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

/** Today's fair's list on this device, without a network; after the story, the device forgets the list and the queue. */
async function offlineWithFairList(): Promise<() => Promise<void>> {
  await store.saveList(UID, await fairCheckInList());
  const online = goOffline();
  return async () => {
    await store.removeList(UID, FAIR.id);
    await store.dequeue(UID, await store.loadQueue(UID));
    online();
  };
}

/** `getUserMedia` of the page replaced by `camera` until the cleanup (undefined: a browser without a camera API). */
function replaceCamera(camera: MediaDevices['getUserMedia'] | undefined): () => void {
  Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { configurable: true, writable: true, value: camera });
  return () => {
    delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia;
  };
}

/**
 * A rear camera that films a ticket: a 640 × 480 stream of a canvas on which the ticket's QR code (qrcode.react, as
 * the traveller's tickets draw it) is painted ten times a second.
 */
function cameraFilming(code: string): () => void {
  const holder = document.createElement('div');
  const root = createRoot(holder);
  root.render(<QRCodeCanvas value={code} size={300} marginSize={4} />);
  const frame = document.createElement('canvas');
  frame.width = 640;
  frame.height = 480;
  const context = frame.getContext('2d')!;
  const paint = () => {
    context.fillStyle = '#d8d2c4';
    context.fillRect(0, 0, frame.width, frame.height);
    const qr = holder.querySelector('canvas');
    if (qr) context.drawImage(qr, 170, 90, 300, 300);
  };
  paint();
  const timer = setInterval(paint, 100);
  const restore = replaceCamera(() => Promise.resolve(frame.captureStream(10)));
  return () => {
    restore();
    clearInterval(timer);
    root.unmount();
  };
}

const meta = {
  title: 'Ecrãs/Check-in',
  component: CheckInScreen,
  tags: ['!autodocs'],
  ...screenMeta('partner-portal'),
  args: { answers: organiserAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the organiser types, as at the door: the code read from under the QR code, then 'Validar Entrada'. */
async function typeCode(canvasElement: HTMLElement, label: string, button: string, code: string) {
  const canvas = within(canvasElement);
  const input = canvas.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** The last check's result, as screen readers hear it ('Resultado da validação'). */
const outcome = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('status', { name }));

/**
 * With a network, before the doors open: the rule, the code field and 'Validar Entrada', the camera, and her two
 * upcoming events to download a list from (nothing on this device yet).
 */
export const Telefone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(canvas.getByText(/^Cada bilhete só pode entrar uma vez/)).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Validar bilhete' }));
    await expect(form.getByLabelText('Código do bilhete')).toHaveAttribute('placeholder', 'MZT-XXXX-XXXX-XXXX');
    await expect(form.getByRole('button', { name: 'Validar Entrada' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Ler código QR com a câmara' })).toBeEnabled();
    const offline = within(canvas.getByRole('region', { name: 'Check-in sem ligação' }));
    const events = await offline.findByLabelText('Evento');
    await expect([...(events as HTMLSelectElement).options].map((o) => o.text.split(' (')[0])).toEqual([
      'Feira de Artesanato da Maxixe',
      'Festival de Música do Tofo',
    ]);
    await expect(offline.getByRole('button', { name: 'Descarregar lista' })).toBeEnabled();
    await expect(await offline.findByText('Ainda não há listas guardadas neste dispositivo.')).toBeVisible();
    await expect(canvas.queryByText('Sem ligação')).toBeNull();
  },
};

/** The same screen on a 1280 px screen. */
export const Desktop: Story = onDesktop(Telefone);

/** In English on a 360 px phone ('Idioma': English). */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Each ticket can only be admitted once/)).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Check a ticket' }));
    await expect(form.getByLabelText('Ticket code')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Check In' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Read the QR code with the camera' })).toBeEnabled();
    const offline = within(canvas.getByRole('region', { name: 'Offline check-in' }));
    await expect(await offline.findByRole('button', { name: 'Download list' })).toBeEnabled();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };

/**
 * Without a network, with today's fair's list (downloaded 90 minutes ago): Ana's ticket is admitted on this device
 * and waits to be sent; the same code again is refused with the time of that entry; João's ticket, in 40 minutes
 * ago, and Marta's, cancelled, are refused.
 */
export const SemLigacao: Story = {
  name: 'Sem ligação',
  beforeEach: offlineWithFairList,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem ligação')).toBeVisible();
    await expect(await canvas.findByText(/^A validar com as listas de bilhetes guardadas neste dispositivo/)).toHaveTextContent(
      'Nenhuma entrada por enviar.',
    );
    const kept = within(canvas.getByRole('list', { name: 'Listas guardadas neste dispositivo' }));
    await expect(kept.getByText(/^: lista de 3 bilhetes, descarregada em /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descarregar lista' })).toBeDisabled();

    await typeCode(canvasElement, 'Código do bilhete', 'Validar Entrada', FAIR_CODES.toAdmit.code.toLowerCase());
    const result = outcome(canvasElement, 'Resultado da validação');
    await expect(await result.findByText('Entrada aceite sem ligação')).toBeVisible();
    await expect(result.getByText(new RegExp(`^${FAIR_CODES.toAdmit.holderName} · Entrada · ${FAIR.title} · ${FAIR_CODES.toAdmit.code} · `)))
      .toBeVisible();
    await expect(await canvas.findByText(/1 entrada por enviar: será enviada quando voltar a ligação\.$/)).toBeVisible();

    await typeCode(canvasElement, 'Código do bilhete', 'Validar Entrada', FAIR_CODES.toAdmit.code);
    await expect(await result.findByText('Entrada recusada')).toBeVisible();
    await expect(
      result.getByText(new RegExp(`^Este bilhete já foi validado neste dispositivo em .*\\d\\d:\\d\\d \\(${FAIR_CODES.toAdmit.holderName}\\)\\.$`)),
    ).toBeVisible();

    await typeCode(canvasElement, 'Código do bilhete', 'Validar Entrada', FAIR_CODES.alreadyIn.code);
    await expect(
      await result.findByText(new RegExp(`^Este bilhete já foi validado em .*\\d\\d:\\d\\d \\(${FAIR_CODES.alreadyIn.holderName}\\)\\.$`)),
    ).toBeVisible();

    await typeCode(canvasElement, 'Código do bilhete', 'Validar Entrada', FAIR_CODES.cancelled.code);
    await expect(await result.findByText('Este bilhete foi cancelado e não dá acesso ao evento.')).toBeVisible();
    // Only the admitted entry waits on the device.
    await expect((await store.loadQueue(UID)).map((entry) => entry.code)).toEqual([FAIR_CODES.toAdmit.code]);
  },
};

/** The same, on a 1280 px screen. */
export const SemLigacaoDesktop: Story = { ...onDesktop(SemLigacao), name: 'Sem ligação, desktop' };

/** Without a network, in English: Ana's ticket admitted and queued, then refused the second time. */
export const SemLigacaoEmIngles: Story = {
  name: 'Sem ligação, em inglês',
  globals: EN_PHONE,
  beforeEach: offlineWithFairList,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Checking against the ticket lists kept on this device/)).toBeVisible();
    await typeCode(canvasElement, 'Ticket code', 'Check In', FAIR_CODES.toAdmit.code);
    const result = outcome(canvasElement, 'Check-in result');
    await expect(await result.findByText('Entry accepted offline')).toBeVisible();
    await expect(result.getByText(/It is kept on this device and sent when the network returns\.$/)).toBeVisible();
    await typeCode(canvasElement, 'Ticket code', 'Check In', FAIR_CODES.toAdmit.code);
    await expect(await result.findByText(/^This ticket was already checked in on this device at .*\d\d:\d\d/)).toBeVisible();
  },
};

/** Without a network, in English, on a 1280 px screen. */
export const SemLigacaoEmInglesDesktop: Story = {
  ...inEnglishOnDesktop(SemLigacaoEmIngles),
  name: 'Sem ligação, em inglês, desktop',
};

/** Without a network and without a list on the device: nothing can be checked, and the page says why. */
export const SemLigacaoSemListas: Story = {
  name: 'Sem ligação, sem listas',
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não há listas de bilhetes guardadas neste dispositivo: sem ligação, não é possível validar entradas.'),
    ).toBeVisible();
    await typeCode(canvasElement, 'Código do bilhete', 'Validar Entrada', FAIR_CODES.toAdmit.code);
    const result = outcome(canvasElement, 'Resultado da validação');
    await expect(
      await result.findByText('Não há listas de bilhetes neste dispositivo: descarregue a lista do evento quando houver rede.'),
    ).toBeVisible();
  },
};

/**
 * The camera, without a network, at the fair: 'Ler código QR com a câmara' opens the rear camera, which films Ana's
 * ticket; the app's decoder reads its QR code, the camera stops and the ticket is admitted on this device.
 */
export const Camara: Story = {
  name: 'Câmara',
  beforeEach: async () => {
    const list = await offlineWithFairList();
    const camera = cameraFilming(FAIR_CODES.toAdmit.code);
    return async () => {
      camera();
      await list();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Sem ligação');
    await userEvent.click(canvas.getByRole('button', { name: 'Ler código QR com a câmara' }));
    // While it films: the camera's image and 'Parar câmara'.
    await expect(canvas.getByRole('button', { name: 'Parar câmara' })).toBeVisible();
    await expect(canvas.getByLabelText('Imagem da câmara')).toBeInTheDocument();
    const result = outcome(canvasElement, 'Resultado da validação');
    await expect(await result.findByText('Entrada aceite sem ligação', {}, { timeout: 15000 })).toBeVisible();
    await expect(result.getByText(new RegExp(`· ${FAIR_CODES.toAdmit.code} · `))).toBeVisible();
    // Found: the camera stops by itself.
    await waitFor(() => expect(canvas.queryByLabelText('Imagem da câmara')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ler código QR com a câmara' })).toBeVisible();
  },
};

/** The camera refused (no permission, or none on the device): 'Câmara indisponível', type the code instead. */
export const CamaraRecusada: Story = {
  name: 'Câmara recusada',
  beforeEach: () => replaceCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ler código QR com a câmara' }));
    const result = outcome(canvasElement, 'Resultado da validação');
    await expect(await result.findByText('Câmara indisponível')).toBeVisible();
    await expect(result.getByText('Escreva o código do bilhete.')).toBeVisible();
    await expect(canvas.queryByLabelText('Imagem da câmara')).toBeNull();
  },
};

/** A browser that cannot open a camera at all: the typed code only, and the page says so. */
export const NavegadorSemCamara: Story = {
  name: 'Navegador sem câmara',
  beforeEach: () => replaceCamera(undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Este navegador não permite ler códigos QR com a câmara: escreva o código do bilhete.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ler código QR com a câmara' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Validar Entrada' })).toBeEnabled();
  },
};
